import type { ArticleRef, ContentEntry, ContentEntryDetail, ContentSlotKey } from '@commerce/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

/** The content service's entries (this product's content_entries), read by every area that shows content. */
export const contentKeys = {
  all: ['content'] as const,
  byIds: (ids: readonly string[]) => ['content', 'ids', [...ids].sort().join(',')] as const,
  offered: (slot: ContentSlotKey, search: string) => ['content', 'offered', slot, search] as const,
  articles: (search: string) => ['content', 'articles', search] as const,
  entry: (id: string) => ['content', 'entry', id] as const,
};

/** The entries named, in no particular order (callers keep their own order). */
export const contentEntriesOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: contentKeys.byIds(ids),
    queryFn: ({ signal }) =>
      ids.length === 0
        ? Promise.resolve([] as ContentEntry[])
        : api<{ Items: ContentEntry[] }>('/content/entries', { query: { ids: ids.join(',') }, signal }).then(
            (page) => page.Items,
          ),
    staleTime: 60_000,
  });

/** What a slot's picker offers (published, the right kind), searched by title. */
export const offeredEntriesOptions = (slot: ContentSlotKey, search: string) =>
  queryOptions<ContentEntry[]>({
    queryKey: contentKeys.offered(slot, search),
    queryFn: ({ signal }) =>
      api<{ Items: ContentEntry[] }>('/content/entries', { query: { slot, search }, signal }).then(
        (page) => page.Items,
      ),
    placeholderData: keepPreviousData,
  });

export const articlesOptions = (search: string) =>
  queryOptions<ArticleRef[]>({
    queryKey: contentKeys.articles(search),
    queryFn: ({ signal }) =>
      api<{ Items: ArticleRef[] }>('/content/articles', { query: { search }, signal }).then(
        (page) => page.Items,
      ),
    placeholderData: keepPreviousData,
  });

export const contentEntryOptions = (id: string) =>
  queryOptions({
    queryKey: contentKeys.entry(id),
    queryFn: ({ signal }) =>
      api<ContentEntryDetail>(`/content/entries/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
