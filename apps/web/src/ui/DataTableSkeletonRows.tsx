import { TABLE_PLACEHOLDER_ROWS } from '@commerce/domain';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/** Placeholder while loading; the spec fixes the row count regardless of the page size. */
export function DataTableSkeletonRows({ cellCount }: { cellCount: number }) {
  return Array.from({ length: TABLE_PLACEHOLDER_ROWS }, (_, rowIndex) => (
    <TableRow key={rowIndex}>
      {Array.from({ length: cellCount }, (_, cellIndex) => (
        <TableCell key={cellIndex}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}
