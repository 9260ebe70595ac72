import { emptyRoute } from './api-routes.ts';
import type { SeoPage } from './home-page.ts';

/**
 * sitemap.xml (C-37): the storefront pages worth indexing, generated from the data (active categories,
 * visible active products, active stores, visible active events) and the static pages marketing writes
 * SEO text for. Regenerated on catalogue refresh and on demand (the Sitemap tab).
 */

/** Where each SEO page lives on the storefront (the paths the demo redirects already point at). */
export const SEO_PAGE_PATHS: Record<SeoPage, string> = {
  'Event Calendar': '/events',
  'Store Locator': '/store-locator',
  Care: '/care',
  'Advice and Info': '/advice-and-info',
};

/** The storefront's origin when STOREFRONT_URL is not configured. */
export const DEFAULT_STOREFRONT_ORIGIN = 'https://www.bachmans.com';

export interface SitemapSources {
  /** xp.SlugURL of each active category of the storefront catalogue. */
  categorySlugs: readonly string[];
  /** Product codes of visible, active products (default SKUs, events excluded). */
  productCodes: readonly string[];
  /** xp.PageName of each active store. */
  storePages: readonly string[];
  /** Product codes of visible, active events. */
  eventCodes: readonly string[];
}

/** Every path of the sitemap, in a stable order: the home page, SEO pages, then each kind by name. */
export function sitemapPaths(sources: SitemapSources): string[] {
  const clean = (values: readonly string[]) =>
    [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))].sort();
  const segment = (value: string) => encodeURIComponent(value);
  return [
    '/',
    ...Object.values(SEO_PAGE_PATHS),
    ...clean(sources.categorySlugs).map((slug) => `/category/${segment(slug)}`),
    ...clean(sources.productCodes).map((code) => `/product/${segment(code)}`),
    ...clean(sources.storePages).map((page) => `/store/${segment(page)}`),
    ...clean(sources.eventCodes).map((code) => `/event/${segment(code)}`),
  ];
}

const escapeXml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** The sitemap document (sitemaps.org 0.9) with each path under the storefront's origin. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const base = origin.replace(/\/+$/, '');
  const urls = paths.map((path) => `  <url><loc>${escapeXml(base + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export const SITEMAP_TEXTS = {
  regenerate: 'Regenerate Sitemap',
  regenerated: 'The sitemap is being regenerated.',
  notPublished: 'The sitemap has not been published yet.',
  loadFailed: 'The sitemap could not be loaded.',
} as const;

/** Publish sitemap.xml again from the data as it is now (the Marketing Sitemap tab). */
export const sitemapRegenerateRoute = emptyRoute('POST', '/sitemap/regenerate', 202);
