import { useQuery } from '@tanstack/react-query';
import { recordOptions, type RecordRetry, type ResourceOf } from '../../lib/resource.ts';
import { useLeaveOnError } from '../useLeaveOnError.ts';

export interface RecordOptions<Detail> {
  /** Where a record that cannot be loaded sends the user, and the toast saying so (spec 1 §8). */
  leave: { to: string; failedText: string };
  /** Asks for the record again every `ms` while `while` holds (an order whose send is on its way). */
  poll?: { ms: number; while(record: Detail): boolean };
  /** Tries a failed lookup again (an event made a moment ago, C-39); its prefetch passes the same. */
  retry?: RecordRetry;
}

export interface LoadedRecord<Detail> {
  record: Detail | undefined;
  /** What the page says while it waits to look the record up again (`retry.notice`), else null. */
  notice: string | null;
}

/**
 * The record a page shows (prefetched by its route's loader, so usually at hand at once). A record that
 * cannot be loaded (after the retries) sends the user back to `leave.to` with `leave.failedText`.
 */
export function useRecord<Detail>(
  resource: ResourceOf<Detail>,
  id: string,
  { leave, poll, retry }: RecordOptions<Detail>,
): LoadedRecord<Detail> {
  const query = useQuery({
    ...recordOptions(resource, id, retry),
    refetchInterval: (current) =>
      poll && current.state.data && poll.while(current.state.data) ? poll.ms : false,
  });
  useLeaveOnError(query.isError, leave.to, leave.failedText);
  const waiting = !query.data && retry && query.failureCount > 0 && !query.isError;
  return { record: query.data, notice: waiting ? retry.notice : null };
}
