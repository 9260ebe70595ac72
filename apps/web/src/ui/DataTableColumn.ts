import type { ColumnWrap } from '@commerce/domain';
import type { TableCellProps } from '@mui/material/TableCell';
import type { ReactNode } from 'react';

export interface DataTableColumn<Row> {
  /** Row property shown by default, and the name sent to the server when sorting. */
  field: string;
  header: string;
  sortable?: boolean;
  render?(row: Row): ReactNode;
  /** The cell as plain text, for the tooltip of a clamped value; by default the row's value at `field`. */
  text?(row: Row): string;
  width?: number | string;
  /** The narrowest a wrapping column gets when the table is full. */
  minWidth?: string;
  /**
   * How a value longer than the column is laid out (packages/domain `ColumnWrap`): broken at its spaces
   * (the default), kept on one line whole, or clamped to two lines with the whole value as the tooltip.
   */
  wrap?: ColumnWrap;
  align?: TableCellProps['align'];
}
