import {
  homePageOptionsRoute,
  homePageRoute,
  redirectApi,
  redirectCheckRoute,
  SITEMAP_TEXTS,
  type HomePageList,
} from '@commerce/domain';
import { queryOptions } from '@tanstack/react-query';
import { defineResource } from '../lib/resource.ts';
import { publishedFileKey, resourceQuery, routeQuery } from '../lib/route-query.ts';

/** Storefront redirects (the Marketing Redirects tab): a slug is the record's ID; never edited, so no version. */
export const redirectResource = defineResource(redirectApi, {
  name: 'redirects',
  versionOf: () => 1,
  idOf: (redirect) => redirect.Slug,
});

/** The add dialog's check of what is typed, against the stored redirects. */
export const redirectCheckOptions = (slug: string, destination: string) =>
  queryOptions({
    ...resourceQuery(redirectResource, redirectCheckRoute, { query: { slug, destination } }),
    staleTime: 0,
  });

/** The home page lists (GET /api/home-page; any signed-in user reads them). */
export const homePageOptions = () => queryOptions({ ...routeQuery(homePageRoute), retry: false });

/** The picker's choices for a list: products (Picks) or events (Featured Events) by name or code. */
export const homePageChoicesOptions = (list: HomePageList, search: string) =>
  routeQuery(homePageOptionsRoute, { query: { list, search } });

/** The published sitemap.xml, read as the storefront reads it: with a random value so no cache answers (B.16). */
export const publishedSitemapOptions = () =>
  queryOptions({
    queryKey: publishedFileKey('sitemap.xml'),
    queryFn: async ({ signal }): Promise<string | null> => {
      const response = await fetch(`/public/sitemap.xml?v=${crypto.randomUUID()}`, { signal });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(SITEMAP_TEXTS.loadFailed);
      return response.text();
    },
  });
