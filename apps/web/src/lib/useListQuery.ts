import type { ListPage } from '@commerce/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * One page of a list endpoint for the list state's parameters. While the next page, sort or search
 * loads, the previous page stays on screen (no flash of skeleton rows); `isPending` is true only for the
 * very first load.
 */
export function useListQuery<T>(
  queryKey: readonly unknown[],
  path: string,
  params: Record<string, string>,
  /** Ask again this often while the page answers true (e.g. while a job on it runs). */
  poll?: { ms: number; while(page: ListPage<T>): boolean },
) {
  return useQuery({
    queryKey: [...queryKey, params],
    queryFn: ({ signal }) => api<ListPage<T>>(path, { query: params, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (poll && query.state.data && poll.while(query.state.data) ? poll.ms : false),
  });
}
