import { z } from 'zod';
import { defineApiErrors } from './api-errors.ts';
import { calendarDateOf, isoDateSchema, storedCalendarDate, storedCalendarDateSchema } from './calendar.ts';
import { articleRefSchema, ARTICLE_LIST_LIMIT, contentSlotsSchema } from './content-slots.ts';
import { defineListSpec, selectFilter, statusFilter } from './list-spec.ts';
import { isPlainText } from './text.ts';
import { defineRecordApi, defineRoute, readRoute } from './api-routes.ts';

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

/** A name as a storefront URL segment: its words lower-cased and hyphenated ("Bachman's Eden Prairie" → bachmans-eden-prairie). */
export const nameSlug = (name: string): string =>
  nameWords(name)
    .map((word) => word.toLowerCase())
    .join('-');

/** xp.SlugURL: the parent's slug, a hyphen, and the lower-cased hyphenated name. */
export function categorySlugFor(name: string, parentSlug?: string | null): string {
  const slug = nameSlug(name);
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
export function isEndBeforeStart(start: string | null | undefined, end: string | null | undefined): boolean {
  const first = calendarDateOf(start);
  const last = calendarDateOf(end);
  return first !== null && last !== null && last < first;
}

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

/** An image of the library (or an https link): never a script or data URL. */
const categoryImageSchema = z.object({
  url: z
    .string()
    .max(1000)
    .regex(/^(\/assets\/|https:\/\/)/, 'Choose an image from the asset library.'),
  title: z.string().max(300),
});
/** One line a person types: trimmed, bounded, no control characters. */
const plainLine = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters.`).refine(isPlainText, 'No control characters.');

const categorySeoSchema = z.object({
  MetaTitle: plainLine(200).nullable(),
  MetaDescription: z.string().max(1000, 'At most 1000 characters.').nullable(),
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
  .refine(isPlainText, 'Name cannot hold control characters.')
  .refine((name) => nameWords(name).length > 0, 'Name needs at least one letter or digit.');

/** New categories start inactive (spec 2 §4); the server derives ID and slug from the name. */
export const categoryCreateSchema = z.strictObject({
  Name: categoryNameSchema,
  ParentID: z
    .string()
    .max(300)
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
  .strict()
  .refine((body) => !isEndBeforeStart(body.StartDate, body.EndDate), {
    message: END_BEFORE_START_MESSAGE,
    path: ['EndDate'],
  });
export type CategoryBasicSettings = z.infer<typeof categoryBasicSettingsSchema>;

/** The stored form of the Basic Settings: a category is live from the start of its first day to the end of its last, in UTC. */
export const basicSettingsPatch = (settings: CategoryBasicSettings) => ({
  Name: settings.Name,
  Active: settings.Active,
  xp: {
    StartDate: settings.StartDate && storedCalendarDate(settings.StartDate, 'start'),
    EndDate: settings.EndDate && storedCalendarDate(settings.EndDate, 'end'),
    ShortDescription: settings.ShortDescription,
  },
});

/** A department, class or fineline value a category names (xp.Departments …): free text, like the facets. */
const dcfValuesSchema = z.array(plainLine(100).pipe(z.string().min(1))).max(100);

/**
 * What a category PATCH may change; ID, parent, slug and child count are never written by a client, and
 * ListOrder only through the sibling order (PUT /api/categories/order).
 */
export const categoryPatchSchema = z
  .object({
    Name: categoryNameSchema,
    Active: z.boolean(),
    Description: z.string().max(CATEGORY_DESCRIPTION_MAX_LENGTH).nullable(),
    xp: z
      .object({
        StartDate: storedCalendarDateSchema('start').nullable(),
        EndDate: storedCalendarDateSchema('end').nullable(),
        ShortDescription: z.string().max(1000).nullable(),
        Departments: dcfValuesSchema,
        Classes: dcfValuesSchema,
        Finelines: dcfValuesSchema,
        DescriptionOverflow: z.string().max(100_000).nullable(),
        seo: categorySeoSchema.partial(),
        Contentful: z
          .object({ Images: categoryImagesSchema.partial(), Promo: categoryPromoSchema.partial() })
          .partial(),
        Content: contentSlotsSchema,
        Articles: z.array(articleRefSchema).max(ARTICLE_LIST_LIMIT),
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

export const CATEGORY_TEXTS = {
  addCategory: 'Add Category',
  addSubcategory: 'Add Sub-category',
  newCategoryTitle: 'New Category',
  newSubcategoryTitle: (parentName: string) => `New Sub-category of ${parentName}`,
  treeLabel: 'Category tree',
  selectCategory: 'Choose a category in the tree to see its settings.',
  noCategories: 'No categories yet.',
  loadMore: 'Show more',
  active: 'Active',
  inactive: 'Inactive',
  deleteTitle: 'Delete Category',
  deleteMessage: (name: string) =>
    `Are you sure you want to permanently delete the category ${name}? This cannot be undone: its product assignments are removed with it.`,
  hasChildren: 'A category with sub-categories cannot be deleted. Delete or move its sub-categories first.',
  idInUse: 'A category with this ID already exists.',
  noChildrenHere: 'The gift card category holds no sub-categories.',
  orderChanged: 'The categories here were changed meanwhile; the tree has been reloaded. Drag again.',
  reorderFailed: 'The new order could not be saved.',
  created: (name: string) => `${name} has been created.`,
  deleted: (name: string) => `${name} has been deleted.`,
  loadFailed: 'The category could not be loaded.',
  categoryInfo: 'Category Info',
  basicSettings: 'Basic Settings',
  seo: 'SEO',
  pageText: 'Page Text',
  pageTextHelp: (length: number) =>
    `${length} characters; the first ${CATEGORY_DESCRIPTION_MAX_LENGTH} are the Description, the rest is kept as its overflow.`,
  bannerImage: 'Banner Image',
  listImage: 'List Image',
  noImage: 'No image chosen',
  chooseImage: 'Choose Image',
  removeImage: 'Remove Image',
  dcfPanel: 'DCF Categories',
  dcfDialogTitle: 'Category DCF Assignments',
  noneAssigned: 'None assigned',
  relatedArticles: 'Related Articles',
  noArticles: 'No related articles',
  articleSearch: 'Search articles...',
  saved: 'Your changes have been saved.',
  saveFailed: 'Your changes could not be saved.',
} as const;

export const CATEGORY_ERRORS = defineApiErrors({
  idMustBeUnique: { status: 409, code: 'Category.IdMustBeUnique', message: CATEGORY_TEXTS.idInUse },
  hasChildren: { status: 409, code: 'Category.HasChildren', message: CATEGORY_TEXTS.hasChildren },
  noChildrenAllowed: {
    status: 409,
    code: 'Category.NoChildrenAllowed',
    message: CATEGORY_TEXTS.noChildrenHere,
  },
  orderChanged: { status: 409, code: 'Category.OrderChanged', message: CATEGORY_TEXTS.orderChanged },
});

/** A node of the tree (and a row of GET /api/categories): what the tree shows and needs to expand it. */
export const categoryTreeNodeSchema = z.object({
  ID: z.string(),
  ParentID: z.string().nullable(),
  Name: z.string(),
  Active: z.boolean(),
  ListOrder: z.number().int(),
  ChildCount: z.number().int(),
  /** The List image's URL, for the thumbnail (thumbnailUrl adds fit=thumb). */
  Thumbnail: z.string().nullable(),
});
export type CategoryTreeNode = z.infer<typeof categoryTreeNodeSchema>;

/**
 * GET /api/categories: the tree's children (`ParentID=!*` for the roots, `ParentID={id}`), 100 a page in
 * ListOrder, and the pickers' search over ID and Name; with the status and products filters, the categories
 * page's list of the categories that match (the dashboard's catalogue check).
 */
export const categoryListSpec = defineListSpec<CategoryTreeNode>()({
  id: 'categories',
  label: 'Categories',
  api: '/categories',
  readKeys: ['categories-reader'],
  columns: [
    { field: 'ID', header: 'ID', sortable: true },
    { field: 'Name', header: 'Name', sortable: true },
    { field: 'Active', header: 'Status', format: 'active' },
    { field: 'ListOrder', header: 'List Order', sortable: true, format: 'number' },
    { field: 'ChildCount', header: 'Sub-categories', format: 'number' },
  ],
  defaultSort: 'ListOrder',
  pageSize: CATEGORY_PAGE_SIZE,
  emptyText: 'No categories found',
  search: { placeholder: 'Search Categories...' },
  filters: {
    status: statusFilter(),
    // A category with sub-categories shows them: only one with neither products nor children is empty.
    products: selectFilter({
      label: 'Products',
      param: 'Products',
      options: [{ value: 'none', label: 'No products or sub-categories', api: 'none' }],
    }),
  },
});

/** An ancestor as the category page needs it: the breadcrumb and the slots it may inherit. */
export const categoryAncestorSchema = z.object({
  ID: z.string(),
  Name: z.string(),
  Content: contentSlotsSchema,
});
export type CategoryAncestor = z.infer<typeof categoryAncestorSchema>;

/** GET /api/categories/{id}: the category, its version, and its ancestors from the top level down. */
export const categoryDetailSchema = categorySchema.extend({
  Version: z.number().int(),
  Ancestors: z.array(categoryAncestorSchema),
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

/**
 * PUT /api/categories/order: the siblings under ParentID (null = the roots) in their new order, with the
 * order the user saw when they dragged (Seen). A stored order that differs from Seen, or siblings that are
 * not exactly these, answer 409 Category.OrderChanged: one drag never overwrites another unseen.
 */
export const categoryOrderSchema = z
  .object({
    ParentID: z.string().min(1).max(300).nullable(),
    IDs: z.array(z.string().min(1).max(300)).min(1).max(1000),
    Seen: z.array(z.string().min(1).max(300)).min(1).max(1000),
  })
  .strict()
  .refine((body) => new Set(body.IDs).size === body.IDs.length, 'Each category may be named once.');
export type CategoryOrder = z.infer<typeof categoryOrderSchema>;

/** The category's parent and top-level ancestor (the slot sources), from its ancestors top-down. */
export function slotSourcesOf(ancestors: readonly CategoryAncestor[]): {
  parent: CategoryAncestor | null;
  topLevel: CategoryAncestor | null;
} {
  return { parent: ancestors.at(-1) ?? null, topLevel: ancestors[0] ?? null };
}

/** Empty xp for a new category; slug and promo depend on the parent. */
export function newCategoryXp(slug: string, promo: CategoryPromo): Category['xp'] {
  return {
    StartDate: null,
    EndDate: null,
    ShortDescription: null,
    Departments: [],
    Classes: [],
    Finelines: [],
    SlugURL: slug,
    DescriptionOverflow: null,
    seo: { MetaTitle: null, MetaDescription: null },
    Contentful: { Images: { Banner: null, List: null }, Promo: promo },
    Content: {},
    Articles: [],
  };
}

/** The catalogues Refresh Category Cache publishes, and the file each becomes under /public/. */
export const PUBLISHED_CATALOGS = ['Bachmans', 'DCF'] as const;
export type PublishedCatalog = (typeof PUBLISHED_CATALOGS)[number];
export const publishedCatalogSchema = z.enum(PUBLISHED_CATALOGS);
export const CATALOG_FILE_NAMES: Record<PublishedCatalog, string> = {
  Bachmans: 'catalog-bachmans.json',
  DCF: 'catalog-dcf.json',
};

/** GET /api/catalogs/{id}/publish: when the catalogue's file was last published, and whose refresh it was. */
export const catalogPublishStatusSchema = z.object({
  Catalog: publishedCatalogSchema,
  FileName: z.string(),
  Url: z.string(),
  LastPublishedAt: z.string().nullable(),
  LastRefreshAt: z.string().nullable(),
  /** Who asked for the last refresh, as they are called now (null: published at the server's start). */
  LastRefreshBy: z.string().nullable(),
  /** A publish is waiting or being retried. */
  Pending: z.boolean(),
  /** The last attempt's error while it failed, for the developers. */
  LastError: z.string().nullable(),
});
export type CatalogPublishStatus = z.infer<typeof catalogPublishStatusSchema>;

export const CATALOG_TEXTS = {
  refresh: 'Refresh Category Cache',
  requested: 'The catalogue is being published.',
  neverPublished: 'Not published yet',
  publishing: 'Publishing…',
  lastPublished: (when: string, by: string | null) =>
    `Last published ${when}${by ? ` (refreshed by ${by})` : ''}`,
  failing: 'The last publish failed; it is retried.',
} as const;

/** Categories: the list is a level of the tree: the routes the server serves and the web's resource calls. */
export const categoryApi = defineRecordApi({
  path: '/categories',
  id: z.string().min(1).max(300),
  item: categoryTreeNodeSchema,
  detail: categoryDetailSchema,
  create: categoryCreateSchema,
  update: categoryPatchSchema,
});

/** Reorder the siblings under ParentID (null: the roots), against the order the user saw. */
export const categoryOrderRoute = defineRoute({
  method: 'PUT',
  path: '/categories/order',
  body: categoryOrderSchema,
  response: z.object({ Changed: z.array(z.object({ ID: z.string(), ListOrder: z.number() })) }),
});

const catalogParams = z.object({ id: publishedCatalogSchema });
/** A catalogue's published file: when it was last published, and Refresh Category Cache. */
export const catalogPublishRoute = readRoute('/catalogs/:id/publish', catalogPublishStatusSchema, {
  params: catalogParams,
});
export const catalogRefreshRoute = defineRoute({
  method: 'POST',
  path: '/catalogs/:id/refresh',
  params: catalogParams,
  status: 202,
  response: catalogPublishStatusSchema,
});
