import { valueAt } from '@commerce/domain';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import type { DataTableColumn } from './DataTableColumn';
import type { RowSelection } from './useRowSelection';

export interface DataTableRowProps<Row> {
  row: Row;
  id: string;
  columns: DataTableColumn<Row>[];
  selection: RowSelection | undefined;
  onClick: ((row: Row) => void) | undefined;
  actions: ((row: Row) => ReactNode) | undefined;
}

const ACTIONS_CLASS = 'DataTable-rowActions';

// Opacity rather than unmounting keeps the actions reachable by Tab, which reveals them through
// :focus-within; touch screens cannot hover, so they always show there.
const revealActionsOnHover = {
  '@media (hover: hover)': {
    [`& .${ACTIONS_CLASS}`]: { opacity: 0 },
    [`&:hover .${ACTIONS_CLASS}, &:focus-within .${ACTIONS_CLASS}`]: { opacity: 1 },
  },
};

const clickable = {
  cursor: 'pointer',
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
};

// Clicks on checkboxes and action buttons belong to them, not to the row.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** The row's value at the column's field (a dotted path such as `xp.Charge`), as text. */
function fieldText(row: unknown, field: string): string {
  const value = valueAt(row, field);
  return value === null || value === undefined ? '' : String(value);
}

const oneLine = { whiteSpace: 'nowrap' } as const;
const truncated = (maxWidth: number | string) => ({
  ...oneLine,
  maxWidth,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

function cellSx<Row>(column: DataTableColumn<Row>) {
  if (column.maxWidth !== undefined) return truncated(column.maxWidth);
  return column.wrap ? undefined : oneLine;
}

export function DataTableRow<Row>({ row, id, columns, selection, onClick, actions }: DataTableRowProps<Row>) {
  const selected = selection?.isSelected(id) ?? false;

  const handleClick = () => {
    // Selecting text (to copy an email, say) should not open the row.
    if (window.getSelection()?.isCollapsed === false) return;
    onClick?.(row);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onClick?.(row);
  };

  return (
    <TableRow
      hover={onClick !== undefined}
      selected={selected}
      tabIndex={onClick ? 0 : undefined}
      onClick={onClick && handleClick}
      onKeyDown={onClick && handleKeyDown}
      sx={[revealActionsOnHover, onClick ? clickable : {}]}
    >
      {selection && (
        <TableCell padding="checkbox" onClick={stopPropagation}>
          <Checkbox
            size="small"
            checked={selected}
            onClick={(event) => selection.toggleRow(id, event.shiftKey)}
            slotProps={{ input: { 'aria-label': 'Select row' } }}
          />
        </TableCell>
      )}
      {columns.map((column) => (
        <TableCell
          key={column.field}
          align={column.align}
          title={
            column.maxWidth === undefined ? undefined : (column.text?.(row) ?? fieldText(row, column.field))
          }
          sx={cellSx(column)}
        >
          {column.render ? column.render(row) : fieldText(row, column.field)}
        </TableCell>
      ))}
      {actions && (
        <TableCell
          align="right"
          padding="none"
          onClick={stopPropagation}
          sx={{ whiteSpace: 'nowrap', pr: 1 }}
        >
          <span className={ACTIONS_CLASS}>{actions(row)}</span>
        </TableCell>
      )}
    </TableRow>
  );
}
