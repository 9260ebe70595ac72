import { z } from 'zod';
import { isoDateSchema } from './calendar.ts';
import { INT_COLUMN_MAX } from './constants.ts';
import { articleRefSchema, contentSlotsSchema } from './content-slots.ts';

/** The catalogues: the storefront's category tree, the Add Something Extra drawers, and the DCF records. */
export const CATALOGS = { Bachmans: 'Bachmans', ASE: 'ASE', DCF: 'DCF' } as const;
export type CatalogId = (typeof CATALOGS)[keyof typeof CATALOGS];

export const MAX_CATEGORY_DEPTH = 3;
export const CATEGORY_DESCRIPTION_MAX_LENGTH = 2000;
export const CATEGORY_NAME_MAX_LENGTH = 100;
export const CATEGORY_PAGE_SIZE = 100;
export const CATEGORY_PICKER_PAGE_SIZE = 50;
export const PRODUCT_VIEW_CATEGORY_SEARCH_PAGE_SIZE = 10;
export const CATEGORY_ASSIGNMENT_PAGE_SIZE = 100;
export const GIFT_CARDS_CATEGORY_ID = 'GiftCards';

/**
 * The words of a name for IDs and slugs. Apostrophes vanish ("Mother's" → "Mothers"), any other
 * punctuation or space separates words, and accents are dropped because IDs go into storefront URLs.
 */
const nameWords = (name: string): string[] =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '');

/** PascalCase keeps the rest of each word as typed, so acronyms such as "BBQ" survive. */
const pascalCase = (name: string): string =>
  nameWords(name)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** A category's immutable ID: the parent's ID, an underscore, and the PascalCase name. */
export const categoryIdFor = (name: string, parentId?: string | null): string =>
  parentId ? `${parentId}_${pascalCase(name)}` : pascalCase(name);

/** xp.SlugURL: the parent's slug, a hyphen, and the lower-cased hyphenated name. */
export function categorySlugFor(name: string, parentSlug?: string | null): string {
  const slug = nameWords(name)
    .map((word) => word.toLowerCase())
    .join('-');
  return parentSlug ? `${parentSlug}-${slug}` : slug;
}

/** IDs nest by underscore, so the depth is read off the ID without loading the ancestors. */
export const categoryDepth = (id: string): number => id.split('_').length;

export const canAddSubcategory = (id: string): boolean => categoryDepth(id) < MAX_CATEGORY_DEPTH;

/** The tree's expand arrow; the gift card category's children are never browsed. */
export const isExpandable = (id: string, childCount: number): boolean =>
  id !== GIFT_CARDS_CATEGORY_ID && (categoryDepth(id) < MAX_CATEGORY_DEPTH || childCount > 0);

export const canDeleteCategory = (category: { ChildCount: number }): boolean => category.ChildCount === 0;

export const CATEGORY_TABS = {
  settings: 'Settings',
  articles: 'Articles',
  content: 'Content',
  productAssignments: 'Products',
} as const;
export type CategoryTab = keyof typeof CATEGORY_TABS;

/** Categories whose products are assigned elsewhere (gift cards, workshop events) get no Products tab. */
const SELF_ASSIGNING_ID_PARTS = ['GiftCards', 'WorkshopsEvents'];

/** The tabs a category has (spec 2 §2): content only near the top of the tree, products only on leaves. */
export function categoryTabs(
  category: { ID: string; ChildCount: number },
  ancestorsCount: number,
): CategoryTab[] {
  const tabs: CategoryTab[] = ['settings', 'articles'];
  if (ancestorsCount < 2) tabs.push('content');
  if (category.ChildCount === 0 && !SELF_ASSIGNING_ID_PARTS.some((part) => category.ID.includes(part)))
    tabs.push('productAssignments');
  return tabs;
}

/** Selecting another category keeps the current tab unless that category lacks it. */
export const categoryTabOrDefault = (tab: string | undefined, tabs: readonly CategoryTab[]): CategoryTab =>
  tabs.find((candidate) => candidate === tab) ?? 'settings';

/** The page text is stored in two fields: the platform's Description holds only 2000 characters. */
export function splitDescription(text: string): { Description: string; DescriptionOverflow: string | null } {
  const overflow = text.slice(CATEGORY_DESCRIPTION_MAX_LENGTH);
  return {
    Description: text.slice(0, CATEGORY_DESCRIPTION_MAX_LENGTH),
    DescriptionOverflow: overflow === '' ? null : overflow,
  };
}

export const joinDescription = (description: string | null, overflow: string | null | undefined): string =>
  (description ?? '') + (overflow ?? '');

/** Shared by the category, product visibility and store hours forms. */
export const END_BEFORE_START_MESSAGE = 'End date cannot be before start date.';

/** Compares calendar days, so a stored end-of-day end on the start's day is not "before" it. */
export const isEndBeforeStart = (start: string | null | undefined, end: string | null | undefined): boolean =>
  !!start && !!end && end.slice(0, 10) < start.slice(0, 10);

/** A category is live from the start of its first day to the end of its last day, in UTC. */
export const categoryDateToStored = (date: string, edge: 'start' | 'end'): string =>
  `${date}${edge === 'start' ? 'T00:00:00.000Z' : 'T23:59:59.999Z'}`;

export const storedToCategoryDate = (stored: string): string => stored.slice(0, 10);

/** Moving siblings rewrites ListOrder (from 1) only where it changed, so untouched rows are not saved. */
export function changedListOrders(
  siblings: readonly { ID: string; ListOrder: number }[],
  orderedIds: readonly string[],
): { ID: string; ListOrder: number }[] {
  const current = new Map(siblings.map((sibling) => [sibling.ID, sibling.ListOrder]));
  return orderedIds
    .map((ID, index) => ({ ID, ListOrder: index + 1 }))
    .filter(({ ID, ListOrder }) => current.get(ID) !== ListOrder);
}

/** Saving the Products tab adds and removes assignments by product code; Save needs a difference. */
export function assignmentChanges(
  saved: readonly string[],
  selected: readonly string[],
): { add: string[]; remove: string[] } {
  return {
    add: selected.filter((code) => !saved.includes(code)),
    remove: saved.filter((code) => !selected.includes(code)),
  };
}

const promoFlagsSchema = z.object({ inherit: z.boolean(), cascade: z.boolean() });
export const categoryPromoSchema = z.object({
  Banner: promoFlagsSchema,
  Slot: promoFlagsSchema,
  Product: promoFlagsSchema,
});
export type CategoryPromo = z.infer<typeof categoryPromoSchema>;

/** A new category inherits each promo only where its parent cascades it; a top-level one has no parent. */
export function promoForNewCategory(parentPromo: CategoryPromo | null): CategoryPromo {
  const flags = (parent: { cascade: boolean } | undefined) => ({
    inherit: parent?.cascade ?? false,
    cascade: true,
  });
  return {
    Banner: flags(parentPromo?.Banner),
    Slot: flags(parentPromo?.Slot),
    Product: flags(parentPromo?.Product),
  };
}

const categoryImageSchema = z.object({ url: z.string(), title: z.string() });
const categorySeoSchema = z.object({
  MetaTitle: z.string().nullable(),
  MetaDescription: z.string().nullable(),
});
const categoryImagesSchema = z.object({
  Banner: categoryImageSchema.nullable(),
  List: categoryImageSchema.nullable(),
});

export const categorySchema = z.object({
  ID: z.string(),
  ParentID: z.string().nullable(),
  Name: z.string(),
  Description: z.string().nullable(),
  ListOrder: z.number().int().min(1),
  Active: z.boolean(),
  ChildCount: z.number().int().min(0),
  xp: z.object({
    StartDate: z.string().nullable(),
    EndDate: z.string().nullable(),
    ShortDescription: z.string().nullable(),
    Departments: z.array(z.string()),
    Classes: z.array(z.string()),
    Finelines: z.array(z.string()),
    SlugURL: z.string(),
    DescriptionOverflow: z.string().nullable(),
    seo: categorySeoSchema,
    Contentful: z.object({ Images: categoryImagesSchema, Promo: categoryPromoSchema }),
    Content: contentSlotsSchema,
    Articles: z.array(articleRefSchema),
  }),
});
export type Category = z.infer<typeof categorySchema>;

const categoryNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required.')
  .max(CATEGORY_NAME_MAX_LENGTH, `Name can be at most ${CATEGORY_NAME_MAX_LENGTH} characters.`)
  .refine((name) => nameWords(name).length > 0, 'Name needs at least one letter or digit.');

/** New categories start inactive (spec 2 §4); the server derives ID and slug from the name. */
export const categoryCreateSchema = z.object({
  Name: categoryNameSchema,
  ParentID: z
    .string()
    .nullable()
    .default(null)
    .refine(
      (parentId) => parentId === null || canAddSubcategory(parentId),
      `Categories can be at most ${MAX_CATEGORY_DEPTH} levels deep.`,
    ),
});
export type CategoryCreate = z.input<typeof categoryCreateSchema>;

/** The Basic Settings dialog; its dates are calendar days. */
export const categoryBasicSettingsSchema = z
  .object({
    Name: categoryNameSchema,
    Active: z.boolean(),
    StartDate: isoDateSchema.nullable(),
    EndDate: isoDateSchema.nullable(),
    ShortDescription: z.string().trim().max(1000).nullable(),
  })
  .refine((body) => !isEndBeforeStart(body.StartDate, body.EndDate), {
    message: END_BEFORE_START_MESSAGE,
    path: ['EndDate'],
  });
export type CategoryBasicSettings = z.infer<typeof categoryBasicSettingsSchema>;

/** The stored form of the Basic Settings: dates widened to the whole UTC day. */
export const basicSettingsPatch = (settings: CategoryBasicSettings) => ({
  Name: settings.Name,
  Active: settings.Active,
  xp: {
    StartDate: settings.StartDate && categoryDateToStored(settings.StartDate, 'start'),
    EndDate: settings.EndDate && categoryDateToStored(settings.EndDate, 'end'),
    ShortDescription: settings.ShortDescription,
  },
});

/** What a category PATCH may change; ID, parent, slug and child count are never written by a client. */
export const categoryPatchSchema = z
  .object({
    Name: categoryNameSchema,
    Active: z.boolean(),
    ListOrder: z.number().int().min(1).max(INT_COLUMN_MAX),
    Description: z.string().max(CATEGORY_DESCRIPTION_MAX_LENGTH).nullable(),
    xp: z
      .object({
        StartDate: z.iso.datetime().nullable(),
        EndDate: z.iso.datetime().nullable(),
        ShortDescription: z.string().max(1000).nullable(),
        Departments: z.array(z.string()),
        Classes: z.array(z.string()),
        Finelines: z.array(z.string()),
        DescriptionOverflow: z.string().nullable(),
        seo: categorySeoSchema.partial(),
        Contentful: z
          .object({ Images: categoryImagesSchema.partial(), Promo: categoryPromoSchema.partial() })
          .partial(),
        Content: contentSlotsSchema,
        Articles: z.array(articleRefSchema),
      })
      .partial()
      .strict(),
  })
  .partial()
  .strict()
  .refine((body) => !isEndBeforeStart(body.xp?.StartDate, body.xp?.EndDate), {
    message: END_BEFORE_START_MESSAGE,
    path: ['xp', 'EndDate'],
  });
export type CategoryPatch = z.input<typeof categoryPatchSchema>;
