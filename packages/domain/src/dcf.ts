import { z } from 'zod';
import { defineApiErrors } from './api-errors.ts';
import { contentSlotsSchema, isDefaultContentSlot } from './content-slots.ts';
import { defineListSpec, statusFilter } from './list-spec.ts';
import type { FeatureKey } from './permissions.ts';
import { isPlainText } from './text.ts';
import { defineRecordApi, defineRoute, readRoute } from './api-routes.ts';
import { bulkActionRequestSchema, bulkActionResultSchema } from './bulk-actions.ts';

/** Delivery methods a department, class, fineline or product can offer (spec 2 §3), with their labels. */
export const DELIVERY_METHODS = [
  'InStorePickUp',
  'LocalDelivery',
  'Courier',
  'UPS',
  'USPS',
  'Wired',
  'Email',
] as const;
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS);
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  InStorePickUp: 'In-Store Pickup',
  LocalDelivery: 'Local Delivery',
  Courier: 'Courier',
  UPS: 'UPS',
  USPS: 'USPS',
  Wired: 'Wired (TFE/FTD)',
  Email: 'Email',
};

/** Route segments of /dcf/{type}, with the tab labels. */
export const DCF_TYPES = ['departments', 'classes', 'finelines'] as const;
export const dcfTypeSchema = z.enum(DCF_TYPES);
export type DcfType = z.infer<typeof dcfTypeSchema>;
export const DCF_TYPE_LABELS: Record<DcfType, string> = {
  departments: 'Departments',
  classes: 'Classes',
  finelines: 'Finelines',
};

export const DEFAULT_LEAD_DAYS = 0;
export const MAX_ASE_DRAWERS = 4;
export const DCF_FACET_HITS = 20;
export const DCF_FILTER_DEBOUNCE_MS = 300;
export const GIFTCARDS_DRAWER_ID = 'GIFTCARDS';

export const leadDaysSchema = z
  .number('Lead days must be a number.')
  .int('Lead days must be a whole number.')
  .min(0, 'Lead days cannot be negative.')
  .default(DEFAULT_LEAD_DAYS);

export const deliverySettingSchema = z.object({
  enabled: z.boolean().default(false),
  leadDays: leadDaysSchema,
});

/** xp.Delivery: per method, whether it is offered and how many days ahead it must be ordered. */
export const deliveryMapSchema = z.partialRecord(deliveryMethodSchema, deliverySettingSchema);
export type DeliveryMap = z.infer<typeof deliveryMapSchema>;

export const hasEnabledMethod = (delivery: DeliveryMap | null | undefined): delivery is DeliveryMap =>
  !!delivery && Object.values(delivery).some((setting) => setting?.enabled === true);

/** The catalogue default is the last resort of every product, so it must offer something. */
export const defaultDeliverySchema = deliveryMapSchema.refine(
  hasEnabledMethod,
  'Enable at least one delivery method.',
);

export const INHERITANCE_LEVELS = ['product', 'fineline', 'class', 'department', 'default'] as const;
export type InheritanceLevel = (typeof INHERITANCE_LEVELS)[number];

const LEVEL_LABELS: Record<InheritanceLevel, string> = {
  product: 'Product',
  fineline: 'Fineline',
  class: 'Class',
  department: 'Department',
  default: 'Default',
};

export const inheritedFromLabel = (level: InheritanceLevel): string =>
  `Inherited from ${LEVEL_LABELS[level]}`;

export interface Resolved<T> {
  value: T | null;
  source: InheritanceLevel | null;
}

/** The first level, most specific first, that has a value of its own. */
function firstWithValue<T>(
  levels: readonly [InheritanceLevel, T | null | undefined][],
  hasValue: (value: T) => boolean,
): Resolved<T> {
  for (const [source, value] of levels) if (value != null && hasValue(value)) return { value, source };
  return { value: null, source: null };
}

/**
 * The delivery methods a product offers (spec 2 §4): its own, else its fineline's, class's,
 * department's, else the catalogue default. A map with nothing enabled counts as none, as DCF saves
 * store it as null.
 */
export const resolveDelivery = (
  product: DeliveryMap | null | undefined,
  fineline: DeliveryMap | null | undefined,
  cls: DeliveryMap | null | undefined,
  department: DeliveryMap | null | undefined,
  catalogueDefault: DeliveryMap | null | undefined,
): Resolved<DeliveryMap> =>
  firstWithValue<DeliveryMap>(
    [
      ['product', product],
      ['fineline', fineline],
      ['class', cls],
      ['department', department],
      ['default', catalogueDefault],
    ],
    hasEnabledMethod,
  );

/** The ASE drawers a product shows: like delivery, but with no catalogue default. An empty list is none. */
export const resolveAse = (
  product: readonly string[] | null | undefined,
  fineline: readonly string[] | null | undefined,
  cls: readonly string[] | null | undefined,
  department: readonly string[] | null | undefined,
): Resolved<readonly string[]> =>
  firstWithValue<readonly string[]>(
    [
      ['product', product],
      ['fineline', fineline],
      ['class', cls],
      ['department', department],
    ],
    (drawers) => drawers.length > 0,
  );

export const ASE_TEXTS = {
  onlyGiftCardsFourth: "Bachman's Gift Cards is the only eligible 4th drawer.",
  tooMany: 'No more than four drawers may be applied.',
} as const;

/**
 * What is wrong with a drawer selection, or null: at most four drawers, of which at most three
 * ordinary ones, so a fourth can only be the gift card drawer.
 */
export function aseDrawersProblem(drawerIds: readonly string[]): string | null {
  if (drawerIds.length > MAX_ASE_DRAWERS) return ASE_TEXTS.tooMany;
  const ordinary = drawerIds.filter((id) => id !== GIFTCARDS_DRAWER_ID).length;
  return ordinary >= MAX_ASE_DRAWERS ? ASE_TEXTS.onlyGiftCardsFourth : null;
}

export const aseDrawerListSchema = z.array(z.string().min(1).max(100)).superRefine((drawerIds, ctx) => {
  const problem = aseDrawersProblem(drawerIds);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** The gift card drawer is built in: the storefront's gift card flow depends on it. */
export const canDeleteAseDrawer = (id: string): boolean => id !== GIFTCARDS_DRAWER_ID;

/** An ASE drawer: a category of the ASE catalogue. */
export const aseDrawerSchema = z.object({
  ID: z.string(),
  Name: z.string(),
  Description: z.string().nullable(),
  Active: z.boolean(),
});
export type AseDrawer = z.infer<typeof aseDrawerSchema>;

export const aseDrawerFormSchema = z.object({
  Name: z
    .string()
    .trim()
    .min(1, 'Drawer name is required.')
    .max(100, 'Drawer name can be at most 100 characters.'),
  Description: z.string().trim().max(1000).nullable(),
  Active: z.boolean(),
});
export type AseDrawerForm = z.infer<typeof aseDrawerFormSchema>;

/** DCF content has only the wide slots; the narrow ones belong to categories. */
export const dcfContentSchema = contentSlotsSchema.pick({ full: true, stacked: true, dynamic: true });
export type DcfContent = z.infer<typeof dcfContentSchema>;

export const dcfCategorySchema = z.object({
  ID: z.string(),
  Name: z.string(),
  Active: z.boolean(),
  xp: z.object({
    Delivery: deliveryMapSchema.nullable(),
    Warranty: z.string().nullable(),
    ASE: aseDrawerListSchema.nullable(),
    Content: dcfContentSchema.nullable(),
  }),
});
export type DcfCategory = z.infer<typeof dcfCategorySchema>;

/** A department, class or fineline nobody has configured yet loads as this (spec 2 §8). */
export const blankDcfCategory = (id: string): DcfCategory => ({
  ID: id,
  Name: id,
  Active: true,
  xp: { Delivery: null, Warranty: null, ASE: null, Content: null },
});

/** A rich-text editor leaves markup such as <p><br></p> behind when emptied. */
const isBlankHtml = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

const isBlankContent = (content: DcfContent): boolean =>
  Object.values(content).every((slot) => slot === undefined || isDefaultContentSlot(slot));

/**
 * What a DCF save writes (spec 2 §4): always Active, and null for every empty section, so an empty
 * section never hides what a wider level would give.
 */
export function normalizeDcfCategory(category: DcfCategory): DcfCategory {
  const { Delivery, Warranty, ASE, Content } = category.xp;
  return {
    ...category,
    Active: true,
    xp: {
      Delivery: hasEnabledMethod(Delivery) ? Delivery : null,
      Warranty: Warranty != null && !isBlankHtml(Warranty) ? Warranty : null,
      ASE: ASE != null && ASE.length > 0 ? ASE : null,
      Content: Content != null && !isBlankContent(Content) ? Content : null,
    },
  };
}

/** DCF values are free text too: the filter offers 'Manually Add ...' when no facet matches exactly. */
export const offersManualAdd = (query: string, facetValues: readonly string[]): boolean => {
  const value = query.trim();
  return value !== '' && !facetValues.includes(value);
};

export const DCF_TEXTS = {
  title: 'Departments, Classes, Finelines',
  defaultTab: 'Default',
  aseDrawersTab: 'ASE Drawers',
  noDefaultSettings: 'No Default Settings!',
  noCategories: 'No available categories',
  /** The drawer list or a drawer search with nothing to show. */
  noDrawers: 'No drawers found',
  /** A section whose drawers were never chosen: nothing failed, there is simply none yet. */
  noDrawersChosen: 'No drawers yet',
  filterPlaceholder: 'Filter...',
  manuallyAdd: (value: string) => `Manually Add "${value}"`,
  inherited: 'Inherited',
  inheritedFromDefault: 'Inherited from Default',
  deliverySettings: 'Delivery Settings',
  defaultDelivery: 'Default Delivery Settings',
  warranty: 'Warranty',
  noWarranty: 'No warranty',
  addSomethingExtra: 'Add Something Extra',
  contentSettings: 'Content Settings',
  leadDays: 'Lead Days',
  noMethodsEnabled: 'No delivery methods enabled',
  addDrawer: 'Add a drawer',
  saved: 'Your changes have been saved.',
  saveFailed: 'Your changes could not be saved.',
  products: (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`,
} as const;

export const ASE_DRAWER_TEXTS = {
  newDrawer: 'New Drawer',
  newDrawerTitle: 'New ASE Drawer',
  editDrawerTitle: 'Edit ASE Drawer',
  searchPlaceholder: 'Search drawers...',
  deleteTitle: 'Delete ASE Drawer',
  bulkDeleteTitle: 'Delete ASE Drawers',
  references: (dcf: number, products: number) =>
    dcf + products === 0
      ? 'Nothing uses it.'
      : `It is removed from ${dcf} DCF ${dcf === 1 ? 'setting' : 'settings'} and ${products} ${products === 1 ? 'product' : 'products'} that use it.`,
  usedBy: (dcf: number, products: number) =>
    `Used by ${dcf} DCF ${dcf === 1 ? 'setting' : 'settings'} and ${products} ${products === 1 ? 'product' : 'products'}.`,
  deleteMessage: (name: string, references: string) =>
    `Are you sure you want to permanently delete the drawer ${name}? This cannot be undone. ${references}`,
  bulkDeleteMessage: (count: number, references: string, skipped: number) =>
    `Are you sure you want to permanently delete ${count} ${count === 1 ? 'drawer' : 'drawers'}? This cannot be undone. ${references}` +
    (skipped > 0 ? " Bachman's Gift Cards is built in and is left as it is." : ''),
  builtIn: "Bachman's Gift Cards is built in: it cannot be deleted.",
  idInUse: 'A drawer with this ID already exists.',
  created: (name: string) => `${name} has been created.`,
  deleted: (name: string) => `${name} has been deleted.`,
} as const;

export const DCF_ERRORS = defineApiErrors({
  unknownDrawer: { status: 400, code: 'Dcf.UnknownDrawer', message: 'A chosen drawer does not exist.' },
  drawerIdInUse: { status: 409, code: 'AseDrawer.IdMustBeUnique', message: ASE_DRAWER_TEXTS.idInUse },
  builtInDrawer: { status: 409, code: 'AseDrawer.BuiltIn', message: ASE_DRAWER_TEXTS.builtIn },
  noDefault: { status: 404, code: 'Dcf.NoDefaultSettings', message: DCF_TEXTS.noDefaultSettings },
});

/** A department, class or fineline as products carry it: free text, one line. */
export const dcfValueSchema = z
  .string()
  .trim()
  .min(1, 'Enter a value.')
  .max(100, 'At most 100 characters.')
  .refine(isPlainText, 'No control characters.');

/** One value of the left list: how many products (default SKUs, not events) carry it (C-40). */
export const dcfFacetSchema = z.object({ Value: z.string(), Count: z.number().int() });
export type DcfFacet = z.infer<typeof dcfFacetSchema>;
export const dcfFacetListSchema = z.object({ Items: z.array(dcfFacetSchema) });

export const dcfFacetQuerySchema = z
  .object({ search: z.string().trim().max(100).refine(isPlainText).optional() })
  .strict();

/** GET /api/dcf/{type}/{value}: the record, or a blank one (Configured false, Version 0) nobody saved yet. */
export const dcfDetailSchema = dcfCategorySchema.extend({
  Type: dcfTypeSchema,
  Configured: z.boolean(),
  Version: z.number().int(),
});
export type DcfDetail = z.infer<typeof dcfDetailSchema>;

/** The DCF sections, each saved on its own with its own key (spec 2 §6). */
export const DCF_SECTIONS = ['delivery', 'warranty', 'ase', 'content'] as const;
export type DcfSection = (typeof DCF_SECTIONS)[number];
/** Any key that edits something of the DCF catalogue (its Refresh Category Cache too). */
export const DCF_EDIT_KEYS: readonly FeatureKey[] = [
  'dcf-delivery',
  'dcf-warranty',
  'dcf-ase-edit',
  'dcf-ase-assign',
  'dcf-ase-delete',
  'dcf-content-edit',
];

export const WARRANTY_MAX_LENGTH = 20_000;

export const dcfDeliveryBodySchema = z.strictObject({ Delivery: deliveryMapSchema.nullable() });
export const dcfWarrantyBodySchema = z.strictObject({
  Warranty: z.string().max(WARRANTY_MAX_LENGTH).nullable(),
});
export const dcfAseBodySchema = z.strictObject({ ASE: aseDrawerListSchema.nullable() });
export const dcfContentBodySchema = z.strictObject({ Content: dcfContentSchema.nullable() });
/** Each section with the key that saves it (spec 2 §6) and its body: a value's section table. */
export const DCF_SECTION_TABLE = {
  delivery: { key: 'dcf-delivery', schema: dcfDeliveryBodySchema },
  warranty: { key: 'dcf-warranty', schema: dcfWarrantyBodySchema },
  ase: { key: 'dcf-ase-assign', schema: dcfAseBodySchema },
  content: { key: 'dcf-content-edit', schema: dcfContentBodySchema },
} as const satisfies Record<DcfSection, { key: FeatureKey; schema: z.ZodType }>;

/** GET/PUT /api/dcf/default: the catalogue default delivery (null until someone saves it). */
export const dcfDefaultSchema = z.object({
  Delivery: deliveryMapSchema.nullable(),
  Version: z.number().int(),
});
export type DcfDefault = z.infer<typeof dcfDefaultSchema>;
export const dcfDefaultBodySchema = z.strictObject({ Delivery: defaultDeliverySchema });

/** A new drawer's ID (C-9): the upper-case letters and digits of its name ('Plush Friends' → PLUSHFRIENDS). */
export const aseDrawerIdFor = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 50);

export const aseDrawerCreateSchema = aseDrawerFormSchema
  .extend({ Name: aseDrawerFormSchema.shape.Name.refine(isPlainText, 'No control characters.') })
  .strict()
  .refine((body) => aseDrawerIdFor(body.Name) !== '', {
    message: 'The name needs at least one letter or digit.',
    path: ['Name'],
  });
export const aseDrawerUpdateSchema = aseDrawerFormSchema.partial().strict();

export const aseDrawerItemSchema = aseDrawerSchema.extend({ Version: z.number().int() });
export type AseDrawerItem = z.infer<typeof aseDrawerItemSchema>;

/** What deleting drawers takes with it: the DCF records and products whose drawer lists name them. */
export const aseReferencesSchema = z.object({ Dcf: z.number().int(), Products: z.number().int() });
export type AseReferences = z.infer<typeof aseReferencesSchema>;
export const aseDrawerDetailSchema = aseDrawerItemSchema.extend({ References: aseReferencesSchema });
export type AseDrawerDetail = z.infer<typeof aseDrawerDetailSchema>;

export const ASE_DRAWER_ACTIONS = ['delete'] as const;
export type AseDrawerAction = (typeof ASE_DRAWER_ACTIONS)[number];

/** The drawers the ASE catalogue holds: searched by name, filtered by status, deleted in bulk. */
export const aseDrawerListSpec = defineListSpec<AseDrawerItem>()({
  id: 'ase-drawers',
  label: 'ASE Drawers',
  api: '/ase-drawers',
  readKeys: ['dcf-reader'],
  columns: [
    { field: 'ID', header: 'ID', sortable: true, width: '20%' },
    { field: 'Name', header: 'Name', sortable: true, width: '25%' },
    { field: 'Description', header: 'Description', wrap: 'clamp' },
    { field: 'Active', header: 'Status', sortable: true, format: 'active', width: '110px' },
  ],
  defaultSort: 'Name',
  emptyText: DCF_TEXTS.noDrawers,
  search: { placeholder: ASE_DRAWER_TEXTS.searchPlaceholder },
  filters: { status: statusFilter() },
});

/** Where a DCF value's page is (links from products and categories lower-case the type). */
export const dcfPath = (type: DcfType, value?: string): string =>
  value === undefined ? `/dcf/${type}` : `/dcf/${type}/${encodeURIComponent(value)}`;

/** The ASE drawers: the routes the server serves and the web's resource calls. */
export const aseDrawerApi = defineRecordApi({
  path: '/ase-drawers',
  item: aseDrawerItemSchema,
  detail: aseDrawerDetailSchema,
  create: aseDrawerCreateSchema,
  update: aseDrawerUpdateSchema,
});

/** Delete many drawers, each on its own (the bulk action contract). */
export const aseDrawerBulkRoute = defineRoute({
  method: 'POST',
  path: '/ase-drawers/bulk',
  body: bulkActionRequestSchema(ASE_DRAWER_ACTIONS, { max: 100, noun: 'drawer' }),
  response: bulkActionResultSchema(aseDrawerItemSchema),
});

const dcfValueParams = z.object({ type: dcfTypeSchema, value: dcfValueSchema });

/** DCF settings: the default delivery, the values of a type, a value's record and its sections. */
export const dcfDefaultRoute = readRoute('/dcf/default', dcfDefaultSchema);
export const saveDcfDefaultRoute = defineRoute({
  method: 'PUT',
  path: '/dcf/default',
  body: dcfDefaultBodySchema,
  response: dcfDefaultSchema,
});
export const dcfFacetsRoute = readRoute('/dcf/:type', dcfFacetListSchema, {
  params: z.object({ type: dcfTypeSchema }),
  query: dcfFacetQuerySchema,
});
export const dcfDetailRoute = readRoute('/dcf/:type/:value', dcfDetailSchema, { params: dcfValueParams });
/**
 * A value's record (the one dcfDetailRoute reads) and its sections, each saved on its own with its key:
 * `PUT /dcf/{type}/{value}/{section}`.
 */
export const dcfApi = defineRecordApi({
  path: '/dcf/:type',
  params: dcfValueParams.pick({ type: true }),
  idName: 'value',
  id: dcfValueSchema,
  detail: dcfDetailSchema,
  sectionTables: { value: { sections: DCF_SECTION_TABLE } },
});
/** How many DCF records and products name any of the drawers (what deleting them removes). */
export const aseReferencesRoute = readRoute('/ase-drawers/references', aseReferencesSchema, {
  query: z.strictObject({ IDs: z.string().min(1).max(5000) }),
});
export const deleteAseDrawerRoute = defineRoute({
  method: 'DELETE',
  path: '/ase-drawers/:id',
  params: z.object({ id: z.string().min(1).max(100) }),
  response: z.object({ References: aseReferencesSchema }),
});
