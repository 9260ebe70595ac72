import { valueAt } from '@commerce/domain';
import { memo, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { DataTableColumn } from './DataTableColumn';
import { CELL, ROW } from './dataTableStyles';
import { TableCheckbox } from './TableCheckbox';

/** A column as the rows draw it: its cells' class worked out once for the page. */
export interface BodyColumn<Row> {
  column: DataTableColumn<Row>;
  className: string | undefined;
}

/**
 * A row draws again only when one of these changes (a memo): a page's own updates (a count in its header,
 * its other queries coming in, a dialog opening) leave its hundred rows alone. The table passes handlers
 * that stay the same from render to render, and a cell's renderer draws from the row alone.
 */
export interface DataTableRowProps<Row> {
  row: Row;
  id: string;
  columns: BodyColumn<Row>[];
  /** Whether the row has a checkbox, and whether it is ticked. */
  selectable: boolean;
  selected: boolean;
  onToggle(id: string, extendRange: boolean): void;
  onClick: ((row: Row) => void) | undefined;
  actions: ((row: Row) => ReactNode) | undefined;
}

// Clicks on checkboxes and action buttons belong to them, not to the row.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** The row's value at the column's field (a dotted path such as `xp.Charge`), as text. */
function fieldText(row: unknown, field: string): string {
  const value = valueAt(row, field);
  return value === null || value === undefined ? '' : String(value);
}

function Cell<Row>({ row, column, className }: BodyColumn<Row> & { row: Row }) {
  const content = column.render ? column.render(row) : fieldText(row, column.field);
  if (column.wrap !== 'clamp') return <td className={className}>{content}</td>;
  const text = column.text?.(row) ?? fieldText(row, column.field);
  return (
    <td className={className} title={text || undefined}>
      <div className={CELL.clamp}>{content}</div>
    </td>
  );
}

function TableRow<Row>(props: DataTableRowProps<Row>) {
  const { row, id, columns, selectable, selected, onToggle, onClick, actions } = props;

  const handleClick = () => {
    // Selecting text (to copy an email, say) should not open the row.
    if (window.getSelection()?.isCollapsed === false) return;
    onClick?.(row);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onClick?.(row);
  };

  const className = [onClick && ROW.clickable, selected && ROW.selected].filter(Boolean).join(' ');
  return (
    <tr
      className={className || undefined}
      tabIndex={onClick ? 0 : undefined}
      onClick={onClick && handleClick}
      onKeyDown={onClick && handleKeyDown}
    >
      {selectable && (
        <td className={CELL.checkbox} onClick={stopPropagation}>
          <TableCheckbox
            label="Select row"
            checked={selected}
            onClick={(event) => onToggle(id, event.shiftKey)}
          />
        </td>
      )}
      {columns.map(({ column, className: cellClassName }) => (
        <Cell key={column.field} row={row} column={column} className={cellClassName} />
      ))}
      {actions && (
        <td className={CELL.actions} onClick={stopPropagation}>
          <span className={ROW.actions}>{actions(row)}</span>
        </td>
      )}
    </tr>
  );
}

export const DataTableRow = memo(TableRow) as typeof TableRow;
