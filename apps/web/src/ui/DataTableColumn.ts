import type { TableCellProps } from '@mui/material/TableCell';
import type { ReactNode } from 'react';

export interface DataTableColumn<Row> {
  /** Row property shown by default, and the name sent to the server when sorting. */
  field: string;
  header: string;
  sortable?: boolean;
  render?(row: Row): ReactNode;
  width?: number | string;
  /** Longer values are cut off here with an ellipsis, the whole value in the cell's tooltip (title). */
  maxWidth?: number | string;
  align?: TableCellProps['align'];
}
