import {
  columnValue,
  columnWrap,
  formatCell,
  visibleColumns,
  type ListColumn,
  type ListSpec,
} from '@commerce/domain';
import type { MouseEvent, ReactNode } from 'react';
import type { DataTableColumn } from '../DataTableColumn.ts';
import { CELL } from '../dataTableStyles.ts';

/** How a page shows a column differently from its formatted text (a link, a chip with a colour…). */
export type CellRenderers<Item> = Partial<Record<string, (item: Item) => ReactNode>>;

/** The column's value as the spec formats it: what the cell shows and the CSV export writes. */
function cellText<Item>(column: ListColumn<Item>): (item: Item) => string {
  return (item) => formatCell(column.format, columnValue(column, item));
}

// Inside a clickable row, an e-mail link writes an e-mail; it does not open the row.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/**
 * The cell of a column the spec formats as a chip or a link: plain elements the table styles once, looking
 * as ActiveChip and EmailLink do elsewhere (a hundred MUI components a column cost as much as the rest of
 * the rows).
 */
function defaultCell<Item>(column: ListColumn<Item>): ((item: Item) => ReactNode) | undefined {
  if (column.format === 'active')
    return (item) =>
      columnValue(column, item) ? (
        <span className={CELL.active}>Active</span>
      ) : (
        <span className={CELL.inactive}>Inactive</span>
      );
  if (column.format === 'email')
    return (item) => {
      const email = cellText(column)(item);
      return (
        email && (
          <a className={CELL.link} href={`mailto:${email}`} onClick={stopPropagation}>
            {email}
          </a>
        )
      );
    };
  if (!column.format && !column.value) return undefined;
  return cellText(column);
}

/**
 * The table's columns from the spec: the chosen ones (or the defaults), each shown as the spec formats
 * it (the CSV export writes the same text) unless the page renders it itself, and laid out as the spec
 * declares (wrapping, one line, clamped; its narrowest or fixed width).
 */
export function tableColumns<Item>(
  spec: ListSpec<Item, string>,
  chosen: readonly string[] | null,
  renderers: CellRenderers<Item> = {},
): DataTableColumn<Item>[] {
  return visibleColumns(spec, chosen).map((column) => ({
    field: column.field,
    header: column.header,
    sortable: column.sortable,
    width: column.width,
    minWidth: column.minWidth,
    wrap: columnWrap(column),
    align: column.format === 'money' || column.format === 'number' ? 'right' : undefined,
    render: renderers[column.field] ?? defaultCell(column),
    text: cellText(column),
  }));
}
