import type { TableCellProps } from '@mui/material/TableCell';
import type { ReactNode } from 'react';

export interface DataTableColumn<Row> {
  /** Row property shown by default, and the name sent to the server when sorting. */
  field: string;
  header: string;
  sortable?: boolean;
  render?(row: Row): ReactNode;
  /** The cell as plain text, for the tooltip of a cut-off value; by default the row's value at `field`. */
  text?(row: Row): string;
  width?: number | string;
  /** Longer values are cut off here with an ellipsis, the whole value in the cell's tooltip (title). */
  maxWidth?: number | string;
  /**
   * The value may break onto more lines (a sentence such as an error message). Otherwise a cell keeps to one
   * line, so every row of a list is one height and the eye can run along it.
   */
  wrap?: boolean;
  align?: TableCellProps['align'];
}
