import { NO_RESULTS_TEXT } from '@commerce/domain';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import { useEventCallback } from '@mui/material/utils';
import { useMemo, type ReactNode } from 'react';
import type { DataTableColumn } from './DataTableColumn';
import { DataTableHead } from './DataTableHead';
import { DataTableRow, type BodyColumn } from './DataTableRow';
import { DataTableSkeletonRows } from './DataTableSkeletonRows';
import { CELL, cellClass, tableSx } from './dataTableStyles';
import { useRowSelection } from './useRowSelection';

interface WithSelection {
  selectable: true;
  selectedIds: string[];
  onSelectionChange(ids: string[]): void;
}

interface WithoutSelection {
  selectable?: false;
  selectedIds?: never;
  onSelectionChange?: never;
}

export type DataTableProps<Row> = {
  columns: DataTableColumn<Row>[];
  rows: Row[] | undefined;
  getRowId(row: Row): string;
  loading: boolean;
  /** Server sort syntax: comma list of fields, `!field` meaning descending. */
  sortBy?: string;
  onSortChange?(field: string): void;
  onRowClick?(row: Row): void;
  /** Buttons shown at the end of the row while it is hovered or focused. */
  rowActions?(row: Row): ReactNode;
  emptyText?: ReactNode;
  /** The header sticks within this height; the body scrolls. */
  maxHeight?: number | string;
  'aria-label'?: string;
} & (WithSelection | WithoutSelection);

const NO_SELECTION: string[] = [];
const ignoreSelection = () => {};

export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  loading,
  sortBy = '',
  onSortChange,
  onRowClick,
  rowActions,
  emptyText = NO_RESULTS_TEXT,
  // Leaves room for the page header and list toolbar above, but stays usable on short screens.
  maxHeight = 'max(360px, calc(100dvh - 240px))',
  'aria-label': ariaLabel,
  ...selectionProps
}: DataTableProps<Row>) {
  const pageRows = (loading ? [] : (rows ?? [])).map((row) => ({ row, id: getRowId(row) }));
  const pageIds = pageRows.map(({ id }) => id);
  // Hooks cannot be conditional, so a table without selection runs it over an empty, ignored selection.
  const rowSelection = useRowSelection(
    pageIds,
    selectionProps.selectedIds ?? NO_SELECTION,
    selectionProps.onSelectionChange ?? ignoreSelection,
  );
  const selection = selectionProps.selectable ? rowSelection : undefined;
  const cellCount = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0);
  // The rows are memos (DataTableRow): handed the same columns (while the caller's stay the same) and
  // handlers, they are left alone when the page around them draws again.
  const bodyColumns = useMemo<BodyColumn<Row>[]>(
    () => columns.map((column) => ({ column, className: cellClass(column) })),
    [columns],
  );
  const toggleRow = useEventCallback((id: string, extendRange: boolean) =>
    selection?.toggleRow(id, extendRange),
  );
  const openRow = useEventCallback((row: Row) => onRowClick?.(row));

  return (
    <TableContainer sx={{ maxHeight }}>
      <Table stickyHeader size="small" aria-label={ariaLabel} aria-busy={loading} sx={tableSx}>
        <DataTableHead
          columns={columns}
          sortBy={sortBy}
          onSortChange={onSortChange}
          selection={selection}
          selectionDisabled={pageIds.length === 0}
          hasRowActions={rowActions !== undefined}
        />
        <tbody>
          {loading ? (
            <DataTableSkeletonRows cellCount={cellCount} />
          ) : pageRows.length === 0 ? (
            <tr>
              <td colSpan={cellCount} className={CELL.empty}>
                <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>{emptyText}</Box>
              </td>
            </tr>
          ) : (
            pageRows.map(({ row, id }) => (
              <DataTableRow
                key={id}
                row={row}
                id={id}
                columns={bodyColumns}
                selectable={selection !== undefined}
                selected={selection?.isSelected(id) ?? false}
                onToggle={toggleRow}
                onClick={onRowClick && openRow}
                actions={rowActions}
              />
            ))
          )}
        </tbody>
      </Table>
    </TableContainer>
  );
}
