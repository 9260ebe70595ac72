import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PanelColumn<T> {
  header: string;
  cell(row: T): ReactNode;
  align?: 'right';
  nowrap?: boolean;
}

/**
 * The body of a detail-page panel listing a few rows (orders, addresses, cards): a placeholder while they
 * load, the error or the empty text, or a small table.
 */
export function PanelTable<T extends { ID: string }>(props: {
  'aria-label': string;
  rows: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  errorText: string;
  emptyText: string;
  columns: PanelColumn<T>[];
}) {
  const { rows, isPending, isError, errorText, emptyText, columns } = props;
  if (isPending) return <Skeleton variant="rounded" height={80} />;
  if (isError || !rows) return <Typography color="error">{errorText}</Typography>;
  if (rows.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <ColumnsTable aria-label={props['aria-label']} rows={rows} rowKey={(row) => row.ID} columns={columns} />
  );
}

/**
 * A small table of rows by columns: a panel's (PanelTable) or a settings list's. `scrollRegion` makes the
 * table a keyboard-reachable region named '{label} table', for a table that scrolls.
 */
export function ColumnsTable<T>(props: {
  'aria-label': string;
  rows: readonly T[];
  rowKey(row: T): string;
  columns: readonly PanelColumn<T>[];
  scrollRegion?: boolean;
}) {
  const { rows, rowKey, columns } = props;
  const label = props['aria-label'];
  return (
    <TableContainer
      {...(props.scrollRegion && { tabIndex: 0, role: 'region', 'aria-label': `${label} table` })}
    >
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell
                  key={column.header}
                  align={column.align}
                  sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
