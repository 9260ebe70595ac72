import {
  appliedFilters,
  filterKeysOf,
  ignoredFilters,
  listPageSize,
  toApiQuery,
  type ListPage,
  type ListSpec,
} from '@commerce/domain';
import { useMemo } from 'react';
import type { ListResource } from '../../lib/resource.ts';
import { useResourceList } from '../../lib/resource-hooks.ts';
import { useCurrentSession } from '../../lib/session.tsx';
import { useListState, type ListState } from '../../lib/useListState.ts';

export interface ListView<Item, F extends string> {
  spec: ListSpec<Item, F>;
  list: ListState<F>;
  /** The query the page is fetched with (also the export's, without paging). */
  apiParams: Record<string, string>;
  query: ReturnType<typeof useResourceList<Item>>;
  permissions: readonly string[];
}

export interface ListViewOptions<Item> {
  /** Parameters the page adds to every request (e.g. a job type). */
  extraParams?: Record<string, string>;
  poll?: { ms: number; while(page: ListPage<Item>): boolean };
}

/**
 * A list screen's state from its domain spec: search, sort, paging, filters and columns in the URL, turned
 * into the API query by the spec's own mapping (filters the user may not use and values the screen would
 * never write are left out), and the page for it.
 */
export function useListView<Item, F extends string>(
  spec: ListSpec<Item, F>,
  resource: ListResource<Item>,
  options: ListViewOptions<Item> = {},
): ListView<Item, F> {
  const { Permissions } = useCurrentSession();
  const list = useListState<F>({
    defaultSortBy: spec.defaultSort,
    defaultSearchOn: spec.search?.defaultOn ?? '',
    defaultPageSize: listPageSize(spec),
    filterKeys: filterKeysOf(spec),
    searchDebounceMs: spec.search?.debounceMs,
    countApplied: (filters) => Object.keys(appliedFilters(spec, filters, Permissions)).length,
    ignoredFilters: (filters) => ignoredFilters(spec, filters, Permissions),
  });
  const { search, searchOn, sortBy, page, pageSize, filters } = list;
  const extra = options.extraParams;
  const apiParams = useMemo(
    () => ({
      ...extra,
      ...toApiQuery(spec, { search, searchOn, sortBy, page, pageSize, filters }, Permissions),
    }),
    [extra, spec, search, searchOn, sortBy, page, pageSize, filters, Permissions],
  );
  const query = useResourceList(resource, apiParams, options.poll);
  return { spec, list, apiParams, query, permissions: Permissions };
}
