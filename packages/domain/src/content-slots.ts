import { z } from 'zod';
import { defineApiErrors } from './api-errors.ts';
import { readRoute } from './api-routes.ts';
import { isPlainText } from './text.ts';

/** Content blocks and pages come from the content service (spec 2 §3); these are its types. */
export const CONTENT_ENTRY_TYPES = ['simpleContentBlock', 'complexContentBlock', 'staticPage'] as const;
export const contentEntryTypeSchema = z.enum(CONTENT_ENTRY_TYPES);
export type ContentEntryType = z.infer<typeof contentEntryTypeSchema>;

/** The category content slots (spec 2 §2, §5, §9), in the order the editor shows them. */
export const CONTENT_SLOT_KEYS = ['banner', 'inline', 'full', 'stacked', 'dynamic', 'services'] as const;
export const contentSlotKeySchema = z.enum(CONTENT_SLOT_KEYS);
export type ContentSlotKey = z.infer<typeof contentSlotKeySchema>;

export const CONTENT_SLOTS: Record<ContentSlotKey, { label: string; limit: number }> = {
  banner: { label: 'Announcement Banner', limit: 1 },
  inline: { label: 'Inline', limit: 1 },
  full: { label: 'Full-Width', limit: 1 },
  stacked: { label: 'Stacked', limit: 4 },
  dynamic: { label: 'Dynamic', limit: 8 },
  services: { label: 'Related Services', limit: 8 },
};

/** The add button is disabled once a slot holds its limit. */
export const canAddToSlot = (key: ContentSlotKey, selectedCount: number): boolean =>
  selectedCount < CONTENT_SLOTS[key].limit;

const contentSlotSchemaFor = (key: ContentSlotKey) =>
  z.object({
    inherit: z.boolean().default(true),
    cascade: z.boolean().default(true),
    value: z
      .array(z.string().min(1).max(100))
      .max(
        CONTENT_SLOTS[key].limit,
        `${CONTENT_SLOTS[key].label} holds at most ${CONTENT_SLOTS[key].limit} block(s).`,
      )
      .default([]),
    type: contentEntryTypeSchema.optional(),
  });

/** xp.Content of a category: a slot per key, each with its own selection limit. */
export const contentSlotsSchema = z.object({
  banner: contentSlotSchemaFor('banner').optional(),
  inline: contentSlotSchemaFor('inline').optional(),
  full: contentSlotSchemaFor('full').optional(),
  stacked: contentSlotSchemaFor('stacked').optional(),
  dynamic: contentSlotSchemaFor('dynamic').optional(),
  services: contentSlotSchemaFor('services').optional(),
});
export type ContentSlots = z.infer<typeof contentSlotsSchema>;

export type ContentSlot = z.output<ReturnType<typeof contentSlotSchemaFor>>;

/** A slot nobody has touched: inherits, cascades, holds nothing. */
export const defaultContentSlot = (): ContentSlot => ({ inherit: true, cascade: true, value: [] });

/** True when a slot carries no choice of its own, so storing it would say nothing. */
export const isDefaultContentSlot = (slot: ContentSlot): boolean =>
  slot.inherit && slot.cascade && slot.value.length === 0;

export type SlotSource = 'own' | 'parent' | 'topLevel';

/**
 * Which blocks a slot shows (spec 2 §4): a slot with no own value and inherit on takes the parent
 * category's value if it has one and cascade is on, otherwise the top-level category's value.
 * Anything but 'own' is inherited, and the editor offers Override instead of Select/Change.
 */
export function resolveSlot(
  own: ContentSlot | undefined,
  parent: ContentSlot | undefined,
  topLevel: ContentSlot | undefined,
): { value: string[]; source: SlotSource } {
  const slot = own ?? defaultContentSlot();
  if (slot.value.length > 0 || !slot.inherit) return { value: slot.value, source: 'own' };
  if (parent && parent.value.length > 0 && parent.cascade) return { value: parent.value, source: 'parent' };
  if (topLevel && topLevel.value.length > 0) return { value: topLevel.value, source: 'topLevel' };
  return { value: slot.value, source: 'own' };
}

/**
 * An entry of the content service as the API hands it over: the en-US locale already picked out of
 * each field, since the console shows no other locale.
 */
export const contentEntrySchema = z.object({
  sys: z.object({
    id: z.string(),
    publishedCounter: z.number().int(),
    contentType: contentEntryTypeSchema,
  }),
  fields: z.object({
    name: z.string().optional(),
    title: z.string().optional(),
    navigation: z.boolean().optional(),
    parentPage: z.string().nullable().optional(),
    section: z.string().optional(),
  }),
});
export type ContentEntry = z.infer<typeof contentEntrySchema>;

/** Blocks carry a name, static pages a title. */
export const contentEntryTitle = (entry: ContentEntry): string =>
  entry.fields.name ?? entry.fields.title ?? '';

/** Related services link to the top-level pages of the storefront's services section. */
const isServicePage = (entry: ContentEntry): boolean =>
  entry.sys.contentType === 'staticPage' &&
  entry.fields.navigation === true &&
  !entry.fields.parentPage &&
  entry.fields.section === 'services';

/** Whether the picker offers an entry for a slot: only published entries, and the right kind for it. */
export function isOfferedEntry(entry: ContentEntry, slot: ContentSlotKey): boolean {
  if (entry.sys.publishedCounter <= 0) return false;
  return slot === 'services' ? isServicePage(entry) : entry.sys.contentType !== 'staticPage';
}

export const contentAssetSchema = z.object({
  sys: z.object({ id: z.string(), createdAt: z.string() }),
  fields: z.object({
    title: z.string(),
    description: z.string().nullable(),
    file: z.object({ fileName: z.string(), contentType: z.string(), url: z.string() }),
  }),
});
export type ContentAsset = z.infer<typeof contentAssetSchema>;

/** Asset descriptions that mark which category image an asset is for. */
export const CATEGORY_IMAGE_ASSET_DESCRIPTIONS = {
  Banner: 'category-banner-img',
  List: 'category-list-img',
} as const;

/** An article linked from a category or product (xp.Articles). */
export const articleRefSchema = z.object({ id: z.string(), title: z.string(), slug: z.string() });
export type ArticleRef = z.infer<typeof articleRefSchema>;

export const ASSET_PAGE_SIZE = 24;
export const CONTENT_PICKER_DIALOG_WIDTH = 800;
export const CONTENT_SEARCH_DEBOUNCE_MS = 300;
export const ARTICLE_SEARCH_DEBOUNCE_MS = 500;
export const ARTICLE_LIST_LIMIT = 1000;
export const ARTICLE_SEARCH_HITS = 200;
export const CONTENT_SAVE_ERROR =
  'Failed to update, please try again. If problem persists, refresh the page.';

/** Lists show images as thumbnails, which the asset service cuts when asked with fit=thumb. */
export const thumbnailUrl = (url: string): string => `${url}${url.includes('?') ? '&' : '?'}fit=thumb`;

export const CONTENT_TEXTS = {
  openInContentService: 'Open in content service',
  select: 'Select',
  change: 'Change',
  override: 'Override',
  availableBlocks: 'Available Blocks',
  currentlySelected: 'Currently Selected Blocks',
  inheritedFrom: (name: string) => `Inherited from ${name}`,
  inherit: 'Inherit',
  cascade: 'Cascade',
  discard: 'Discard Changes',
  save: 'Save Changes',
  pickerTitle: (slot: string) => `Select ${slot} Blocks`,
  searchPlaceholder: 'Search content...',
  noBlocks: 'No blocks found',
  nothingSelected: 'Nothing selected',
  limitReached: (limit: number) => `This slot holds at most ${limit}.`,
  saveError: CONTENT_SAVE_ERROR,
  saved: 'Content saved.',
  entryTitle: 'Content Entry',
  entryNotFound: 'The content entry could not be found.',
  published: 'Published',
  draft: 'Draft',
  unknownEntry: 'Unknown content entry',
} as const;

export const CONTENT_ENTRY_TYPE_LABELS: Record<ContentEntryType | 'article', string> = {
  simpleContentBlock: 'Simple Block',
  complexContentBlock: 'Complex Block',
  staticPage: 'Static Page',
  article: 'Article',
};

export const CONTENT_ERRORS = defineApiErrors({
  unknownEntry: {
    status: 400,
    code: 'Content.UnknownEntry',
    message: 'A chosen content entry does not exist or cannot go in this slot.',
  },
});

/** GET /api/content/entries: the entries a slot's picker offers (slot), or those named (ids), searched. */
export const contentEntryQuerySchema = z
  .object({
    slot: contentSlotKeySchema.optional(),
    ids: z
      .string()
      .max(5000)
      .optional()
      .transform((ids) => (ids ? [...new Set(ids.split(',').filter(Boolean))].slice(0, 200) : undefined)),
    search: z.string().trim().max(100).refine(isPlainText).optional(),
  })
  .strict();

/** GET /api/content/articles: articles by title (Related Articles' search). */
export const articleQuerySchema = z
  .object({ search: z.string().trim().max(100).refine(isPlainText).optional() })
  .strict();

/** GET /api/content/entries/{id}: the read-only entry page, every field as stored. */
export const contentEntryDetailSchema = z.object({
  sys: z.object({
    id: z.string(),
    publishedCounter: z.number().int(),
    contentType: z.string(),
    createdAt: z.string(),
  }),
  fields: z.record(z.string(), z.unknown()),
  tags: z.array(z.string()),
});
export type ContentEntryDetail = z.infer<typeof contentEntryDetailSchema>;

/** The console's read-only page of an entry: where 'Open in content service' leads. */
export const contentEntryPath = (id: string): string => `/content/entries/${encodeURIComponent(id)}`;

/** The content service's entries and articles, read by every area that shows content. */
export const contentEntriesRoute = readRoute(
  '/content/entries',
  z.object({ Items: z.array(contentEntrySchema) }),
  { query: contentEntryQuerySchema },
);
export const contentEntryRoute = readRoute('/content/entries/:id', contentEntryDetailSchema, {
  params: z.object({ id: z.string().min(1).max(100) }),
});
export const articlesRoute = readRoute('/content/articles', z.object({ Items: z.array(articleRefSchema) }), {
  query: articleQuerySchema,
});
