import { z } from 'zod';
import { contentSlotsSchema, isDefaultContentSlot } from './content-slots.ts';

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

export const aseDrawerListSchema = z.array(z.string().min(1)).superRefine((drawerIds, ctx) => {
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
