import { z } from 'zod';
import { STORE_SEO_DESCRIPTION_MAX_LENGTH, STORE_SEO_TITLE_MAX_LENGTH } from './stores.ts';

/**
 * Home page curation (spec 3 §2, §5): Picks (stored as BachmansPicks) and Featured Events, lists of product
 * codes.
 */
export const PICKS_MIN = 4;
export const PICKS_MAX = 8;
export const FEATURED_EVENTS_MAX = 8;

export const HOME_PAGE_TEXTS = {
  picksDialog: 'Select 4 - 8 products',
  eventsDialog: 'Select up to 8 events',
  noneAssigned: 'None assigned',
} as const;

/** No picks at all is allowed; otherwise 4 to 8. */
export const picksAreValid = (codes: readonly string[]): boolean =>
  codes.length === 0 || (codes.length >= PICKS_MIN && codes.length <= PICKS_MAX);

export const featuredEventsAreValid = (codes: readonly string[]): boolean =>
  codes.length <= FEATURED_EVENTS_MAX;

/** A product shown twice in one list is a picker slip, not a choice. */
const hasNoRepeats = (codes: readonly string[]) => new Set(codes).size === codes.length;

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

/** Saving one page's SEO text. */
export const seoPageSaveSchema = z.object({ page: z.enum(SEO_PAGES), seo: seoMetaSchema });

/** Discard and Save Changes are enabled only when the draft differs from the saved text. */
export const seoDraftChanged = (draft: SeoMeta, saved: SeoMeta | undefined): boolean =>
  draft.MetaTitle !== (saved?.MetaTitle ?? '') || draft.MetaDescription !== (saved?.MetaDescription ?? '');
