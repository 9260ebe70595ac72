import { redirectApi } from '@commerce/domain';
import type { HomePage, HomePageItem, HomePageList, RedirectErrors } from '@commerce/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { defineResource } from '../lib/resource.ts';

/** Storefront redirects (the Marketing Redirects tab): a slug is the record's ID; never edited, so no version. */
export const redirectResource = defineResource(redirectApi, {
  name: 'redirects',
  versionOf: () => 1,
  idOf: (redirect) => redirect.Slug,
});

/** The add dialog's check of what is typed, against the stored redirects. */
export const redirectCheckOptions = (slug: string, destination: string) =>
  queryOptions({
    queryKey: redirectResource.keys.extra('check', slug, destination),
    queryFn: ({ signal }) =>
      api<RedirectErrors>('/redirects/check', { query: { slug, destination }, signal }),
    staleTime: 0,
  });

/** The home page lists (GET /api/home-page; any signed-in user reads them). */
export const homePageKey = ['home-page'] as const;
export const homePageOptions = () =>
  queryOptions({
    queryKey: homePageKey,
    queryFn: ({ signal }) => api<HomePage>('/home-page', { signal }),
    retry: false,
  });

/** The picker's choices for a list: products (Picks) or events (Featured Events) by name or code. */
export const homePageChoicesOptions = (list: HomePageList, search: string) =>
  queryOptions({
    queryKey: [...homePageKey, 'options', list, search] as const,
    queryFn: ({ signal }) =>
      api<{ Items: HomePageItem[] }>('/home-page/options', { query: { list, search }, signal }),
  });
