import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { parseSortBy } from '../lib/useListState';
import type { DataTableColumn } from './DataTableColumn';
import { TableCheckbox } from './TableCheckbox';
import type { RowSelection } from './useRowSelection';

export interface DataTableHeadProps<Row> {
  columns: DataTableColumn<Row>[];
  sortBy: string;
  onSortChange: ((field: string) => void) | undefined;
  selection: RowSelection | undefined;
  selectionDisabled: boolean;
  hasRowActions: boolean;
}

export function DataTableHead<Row>({
  columns,
  sortBy,
  onSortChange,
  selection,
  selectionDisabled,
  hasRowActions,
}: DataTableHeadProps<Row>) {
  const sorting = new Map(parseSortBy(sortBy).map(({ field, descending }) => [field, descending]));

  return (
    <TableHead>
      <TableRow>
        {selection && (
          <TableCell padding="checkbox">
            <TableCheckbox
              label="Select all rows on this page"
              checked={selection.allSelected}
              indeterminate={selection.someSelected}
              disabled={selectionDisabled}
              onClick={selection.toggleAll}
            />
          </TableCell>
        )}
        {columns.map((column) => {
          const descending = sorting.get(column.field);
          const direction = descending ? 'desc' : 'asc';
          return (
            <TableCell
              key={column.field}
              align={column.align}
              sortDirection={descending === undefined ? false : direction}
              sx={{ width: column.width, minWidth: column.minWidth }}
            >
              {column.sortable && onSortChange ? (
                <TableSortLabel
                  active={descending !== undefined}
                  direction={direction}
                  onClick={() => onSortChange(column.field)}
                >
                  {column.header}
                </TableSortLabel>
              ) : (
                column.header
              )}
            </TableCell>
          );
        })}
        {hasRowActions && <TableCell aria-label="Actions" />}
      </TableRow>
    </TableHead>
  );
}
