import { z } from 'zod';
import { defineRoute, readRoute } from './api-routes.ts';
import { STORE_SEO_DESCRIPTION_MAX_LENGTH, STORE_SEO_TITLE_MAX_LENGTH } from './stores.ts';

/**
 * Home page curation (spec 3 §2, §5): Picks (stored as BachmansPicks) and Featured Events, lists of product
 * codes.
 */
export const PICKS_MIN = 4;
export const PICKS_MAX = 8;
export const FEATURED_EVENTS_MAX = 8;

export const HOME_PAGE_TEXTS = {
  pageTitle: 'Home Page',
  picks: 'Picks',
  featuredEvents: 'Featured Events',
  picksDialog: 'Select 4 - 8 products',
  eventsDialog: 'Select up to 8 events',
  noneAssigned: 'None assigned',
  edit: (list: string) => `Edit ${list}`,
  save: 'Save Changes',
  cancel: 'Cancel',
  saved: (list: string) => `${list} saved.`,
  stale: 'Someone else changed the home page meanwhile; it was reloaded. Check your choice and save again.',
  searchProducts: 'Search products by name or code',
  searchEvents: 'Search events by name or code',
  add: 'Add',
  remove: (name: string) => `Remove ${name}`,
  noMatches: 'No results found.',
  notOnStorefront: 'Not shown: inactive or hidden',
  count: (count: number) => `${count} selected`,
  maximumReached: (max: number) => `The maximum of ${max} is chosen: remove one to add another.`,
} as const;

/** Which list a home page picker edits. */
export const HOME_PAGE_LISTS = ['BachmansPicks', 'FeaturedEvents'] as const;
export type HomePageList = (typeof HOME_PAGE_LISTS)[number];

/** An item of a home page list, resolved by its product code (spec 3 §7: Items with Name, ID, xp.ProductCode). */
export const homePageItemSchema = z.object({
  ID: z.string(),
  Name: z.string(),
  ProductCode: z.string(),
  /** Active and visible: the storefront shows it (the Render* lists hold only these, C-27). */
  OnStorefront: z.boolean(),
});
export type HomePageItem = z.output<typeof homePageItemSchema>;

/** The line under an item's name: its code, and whether the storefront leaves it out (inactive or hidden). */
export const homePageItemCaption = (item: HomePageItem): string =>
  item.OnStorefront ? item.ProductCode : `${item.ProductCode} · ${HOME_PAGE_TEXTS.notOnStorefront}`;

/** GET /api/home-page (ETag = Version): both lists in their saved order. */
export const homePageSchema = z.object({
  BachmansPicks: z.array(homePageItemSchema),
  FeaturedEvents: z.array(homePageItemSchema),
  Version: z.number().int(),
});
export type HomePage = z.output<typeof homePageSchema>;

/** The picker's choices: products (for Picks) or events (for Featured Events) matching the text. */
export const homePageOptionsQuerySchema = z.object({
  list: z.enum(HOME_PAGE_LISTS),
  search: z.string().trim().max(100).default(''),
});
export const homePageOptionsSchema = z.object({ Items: z.array(homePageItemSchema) });
export const HOME_PAGE_OPTIONS_LIMIT = 20;

/**
 * C-27: a Render list is the saved list in its order, keeping only the codes the storefront can show now
 * (active and visible); recomputed on every save and on catalogue refresh.
 */
export const renderList = (codes: readonly string[], shown: ReadonlySet<string>): string[] =>
  codes.filter((code) => shown.has(code));

/** Whether Save Changes is offered for a list in the editor (spec 3 §5; not while saving). */
export const homePageListCanSave = (list: HomePageList, codes: readonly string[], saving: boolean): boolean =>
  !saving && (list === 'BachmansPicks' ? picksAreValid(codes) : featuredEventsAreValid(codes));

/** No picks at all is allowed; otherwise 4 to 8. */
export const picksAreValid = (codes: readonly string[]): boolean =>
  codes.length === 0 || (codes.length >= PICKS_MIN && codes.length <= PICKS_MAX);

export const featuredEventsAreValid = (codes: readonly string[]): boolean =>
  codes.length <= FEATURED_EVENTS_MAX;

/** A product shown twice in one list is a picker slip, not a choice. */
const hasNoRepeats = (codes: readonly string[]) => new Set(codes).size === codes.length;

/** A Render list: codes the server computed (C-27). */
export const productCodesSchema = z.array(z.string());

const productCodes = z.array(z.string().min(1)).refine(hasNoRepeats, 'Each product can be chosen once.');

export const picksSchema = productCodes.refine(picksAreValid, HOME_PAGE_TEXTS.picksDialog);
export const featuredEventsSchema = productCodes.refine(featuredEventsAreValid, HOME_PAGE_TEXTS.eventsDialog);

/** A home page save changes one list or both; the rest of the settings document is kept. */
export const homePageListsSchema = z
  .object({ BachmansPicks: picksSchema, FeaturedEvents: featuredEventsSchema })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Change at least one list.');
export type HomePageLists = z.infer<typeof homePageListsSchema>;

/** The pages whose SEO meta text marketing edits (the SEO tab). */
export const SEO_PAGES = ['Event Calendar', 'Store Locator', 'Care', 'Advice and Info'] as const;
export type SeoPage = (typeof SEO_PAGES)[number];

/**
 * Both fields required; the length ceilings are the store pages' (spec 3 gives none, the storefront is the
 * same).
 */
export const seoMetaSchema = z.object({
  MetaTitle: z
    .string()
    .trim()
    .min(1, 'SEO Meta Title is required.')
    .max(
      STORE_SEO_TITLE_MAX_LENGTH,
      `SEO Meta Title can be at most ${STORE_SEO_TITLE_MAX_LENGTH} characters.`,
    ),
  MetaDescription: z
    .string()
    .trim()
    .min(1, 'SEO Meta Description is required.')
    .max(
      STORE_SEO_DESCRIPTION_MAX_LENGTH,
      `SEO Meta Description can be at most ${STORE_SEO_DESCRIPTION_MAX_LENGTH} characters.`,
    ),
});
export type SeoMeta = z.infer<typeof seoMetaSchema>;

export const SEO_TEXTS = {
  /** The section's name (its History: 'History of SEO Pages'). */
  sectionTitle: 'SEO Pages',
  pages: 'Pages',
  title: 'SEO Meta Title',
  description: 'SEO Meta Description',
  discard: 'Discard',
  save: 'Save Changes',
  saved: (page: string) => `SEO text of ${page} saved.`,
  /** Saving without the settings loaded (spec 3 §8). */
  notLoaded: 'BuyerXp not found',
  stale: 'Someone else saved the SEO pages meanwhile; they were reloaded. Your text is kept: save again.',
} as const;

/** The SEOPages map as the SEO section saves it; pages other than the four offered are kept as they are. */
export const seoPagesSectionSchema = z.record(
  z.string().min(1).max(100),
  z.looseObject({ seo: seoMetaSchema }),
);
export type SeoPages = z.output<typeof seoPagesSectionSchema>;

/** Saving one page's SEO text. */
export const seoPageSaveSchema = z.object({ page: z.enum(SEO_PAGES), seo: seoMetaSchema });

/** Discard and Save Changes are enabled only when the draft differs from the saved text. */
export const seoDraftChanged = (draft: SeoMeta, saved: SeoMeta | undefined): boolean =>
  draft.MetaTitle !== (saved?.MetaTitle ?? '') || draft.MetaDescription !== (saved?.MetaDescription ?? '');

/** The home page lists: read by any signed-in user (ETag = version), saved by marketing (If-Match). */
export const homePageRoute = readRoute('/home-page', homePageSchema);
export const saveHomePageRoute = defineRoute({
  method: 'PUT',
  path: '/home-page',
  body: homePageListsSchema,
  response: homePageSchema,
});
export const homePageOptionsRoute = readRoute('/home-page/options', homePageOptionsSchema, {
  query: homePageOptionsQuerySchema,
});
