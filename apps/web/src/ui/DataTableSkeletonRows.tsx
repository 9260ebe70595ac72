import { Skeleton, TableCell, TableRow } from '@mui/material';

/** Roughly a page of rows, so the layout does not jump when data arrives. */
export const SKELETON_ROW_COUNT = 20;

export function DataTableSkeletonRows({ cellCount }: { cellCount: number }) {
  return Array.from({ length: SKELETON_ROW_COUNT }, (_, rowIndex) => (
    <TableRow key={rowIndex}>
      {Array.from({ length: cellCount }, (_, cellIndex) => (
        <TableCell key={cellIndex}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}
