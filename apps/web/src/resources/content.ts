import {
  articlesRoute,
  contentEntriesRoute,
  contentEntryRoute,
  type ContentEntry,
  type ContentSlotKey,
} from '@commerce/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../lib/route-query.ts';

/** The entries named, in no particular order (callers keep their own order); none asks nothing. */
export const contentEntriesOptions = (ids: readonly string[]) => {
  const named = routeQuery(contentEntriesRoute, { query: { ids: [...ids].sort().join(',') } });
  return queryOptions({
    ...named,
    queryFn: ids.length === 0 ? async () => ({ Items: [] as ContentEntry[] }) : named.queryFn,
    select: (page) => page.Items,
    staleTime: 60_000,
  });
};

/** What a slot's picker offers (published, the right kind), searched by title. */
export const offeredEntriesOptions = (slot: ContentSlotKey, search: string) =>
  queryOptions({
    ...routeQuery(contentEntriesRoute, { query: { slot, search } }),
    select: (page) => page.Items,
    placeholderData: keepPreviousData,
  });

export const articlesOptions = (search: string) =>
  queryOptions({
    ...routeQuery(articlesRoute, { query: { search } }),
    select: (page) => page.Items,
    placeholderData: keepPreviousData,
  });

export const contentEntryOptions = (id: string) =>
  queryOptions({ ...routeQuery(contentEntryRoute, { params: { id } }), retry: false });
