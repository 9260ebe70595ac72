import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/** Fixed by the spec whatever the page size: enough to fill the screen while the first page loads. */
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
