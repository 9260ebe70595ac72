import { DEFAULT_STOREFRONT_ORIGIN, sitemapPaths, sitemapXml } from '@commerce/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { redirects } from '../../db/schema/marketing.ts';
import { definePublishedFile } from '../../publishing/published-file.ts';
import { activeCategorySlugs } from '../categories/public.ts';
import { shownProductCodes } from '../products/public.ts';
import { activeStorePageNames } from '../stores/public.ts';

/** redirects.json: the map from slug to destination the storefront reads (spec 3 §3, §7). */
export const REDIRECTS_FILE = definePublishedFile({
  name: 'redirects.json',
  async render(db) {
    const rows = await db
      .select({ slug: redirects.slug, destination: redirects.destination })
      .from(redirects)
      .orderBy(asc(redirects.slug));
    const map: Record<string, string> = {};
    for (const row of rows) map[row.slug] = row.destination;
    return JSON.stringify(map);
  },
});

/**
 * The storefront origin the sitemap's locations are written under: STOREFRONT_URL's origin, set when the
 * marketing routes are registered (a published file renders with the database only).
 */
let storefrontOrigin = DEFAULT_STOREFRONT_ORIGIN;
export function setSitemapOrigin(url: string | undefined) {
  storefrontOrigin = url ? new URL(url).origin : DEFAULT_STOREFRONT_ORIGIN;
}

const distinctTexts = (rows: { value: string | null }[]) =>
  rows.map((row) => row.value).filter((value): value is string => !!value);

/** The sitemap's sources as they are now (C-37). */
export async function sitemapSources(db: Db) {
  return {
    categorySlugs: distinctTexts(await activeCategorySlugs(db)),
    productCodes: distinctTexts(await shownProductCodes(db, { events: false })),
    storePages: distinctTexts(await activeStorePageNames(db)),
    eventCodes: distinctTexts(await shownProductCodes(db, { events: true })),
  };
}

/** sitemap.xml: regenerated on catalogue refresh and on demand (the Sitemap tab). */
export const SITEMAP_FILE = definePublishedFile({
  name: 'sitemap.xml',
  async render(db) {
    return sitemapXml(storefrontOrigin, sitemapPaths(await sitemapSources(db)));
  },
});

export const MARKETING_FILES = [REDIRECTS_FILE, SITEMAP_FILE];
