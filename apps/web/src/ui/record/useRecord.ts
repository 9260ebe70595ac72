import type { ResourceOf } from '../../lib/resource.ts';
import { useResourceDetail } from '../../lib/resource-hooks.ts';
import { useLeaveOnError } from '../useLeaveOnError.ts';

/**
 * The record a page shows (prefetched by its route's loader, so usually at hand at once). A record that
 * cannot be loaded sends the user back to `leaveTo` with `failedText` (spec 1 §8: failed detail loads go
 * back to the list).
 */
export function useRecord<Detail>(
  resource: ResourceOf<Detail>,
  id: string,
  leave: { to: string; failedText: string },
): Detail | undefined {
  const record = useResourceDetail(resource, id);
  useLeaveOnError(record.isError, leave.to, leave.failedText);
  return record.data;
}
