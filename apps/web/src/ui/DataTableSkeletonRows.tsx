import { TABLE_PLACEHOLDER_ROWS } from '@commerce/domain';
import { CELL } from './dataTableStyles';

/**
 * Placeholder while loading; the spec fixes the row count regardless of the page size. Plain bars styled by
 * the table (dataTableStyles), as a few hundred Skeleton components slowed the page they wait for.
 */
export function DataTableSkeletonRows({ cellCount }: { cellCount: number }) {
  return Array.from({ length: TABLE_PLACEHOLDER_ROWS }, (_, rowIndex) => (
    <tr key={rowIndex}>
      {Array.from({ length: cellCount }, (_, cellIndex) => (
        <td key={cellIndex}>
          <span className={CELL.placeholder} />
        </td>
      ))}
    </tr>
  ));
}
