import { z } from 'zod';
import { calendarDateOf, calendarDateSchema } from './calendar.ts';
import { END_BEFORE_START_MESSAGE, isEndBeforeStart } from './categories.ts';
import { articleRefSchema } from './content-slots.ts';
import { aseDrawerListSchema, deliveryMapSchema } from './dcf.ts';
import { defineApiErrors } from './api-errors.ts';
import { defineListSpec, lookupFilter, multiSelectFilter, selectFilter, statusFilter } from './list-spec.ts';
import { toFeeString } from './money.ts';
import type { FeatureKey } from './permissions.ts';
import { defineRecordApi, defineRoute, readRoute } from './api-routes.ts';
import { colorFormSchema, colorSchema } from './colors.ts';
import { SEARCH_RULE_TEXT } from './search-words.ts';

export const PRODUCT_LIST_PAGE_SIZE = 100;
export const PRODUCT_SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_HITS_PER_PAGE = 25;
/** Infinite scroll loads the next page of search hits beyond this share of the scroll height. */
export const INFINITE_SCROLL_THRESHOLD = 0.95;
export const NON_DELIVERY_DATE_CHIPS = 8;
export const MAX_KEY_SPECS = 3;

/** Where a product can be found (spec 2 §4): the storefront, the order takers' browse, or internal search only. */
export const PRODUCT_BUCKETS = [1, 2, 3] as const;
export type ProductBucket = (typeof PRODUCT_BUCKETS)[number];
export const PRODUCT_BUCKET_LABELS: Record<ProductBucket, string> = {
  1: 'Web Visible',
  2: 'Order Taker Browse',
  3: 'Internal Product Search',
};

export function productBucket(xp: { Visible: boolean; OmsVisible: boolean }): ProductBucket {
  if (xp.Visible) return 1;
  return xp.OmsVisible ? 2 : 3;
}

export const PRODUCT_FLAG_FILTERS = [
  'featured',
  'grown',
  'exclusive',
  'nostock',
  'noprice',
  'noimage',
] as const;
export type ProductFlagFilter = (typeof PRODUCT_FLAG_FILTERS)[number];

/** The three flags staff set on a product, by the xp field that holds each. */
export const PRODUCT_FLAGS = {
  IsFeatured: { filter: 'featured', label: 'Featured' },
  IsBachmansGrown: { filter: 'grown', label: "Bachman's Grown" },
  IsBachmansExclusive: { filter: 'exclusive', label: "Bachman's Exclusive" },
} as const satisfies Record<string, { filter: ProductFlagFilter; label: string }>;

/** Stock location 9 is never counted down, so its products never run out. */
export const INFINITE_INVENTORY_CODE = '9';
export const isInfiniteInventory = (xp: { CodeB3: string | null }): boolean =>
  xp.CodeB3 === INFINITE_INVENTORY_CODE;

/** The 'nostock' filter: nothing available and not infinitely stocked. */
export const isOutOfStock = (sku: {
  Inventory: { QuantityAvailable: number };
  xp: { CodeB3: string | null };
}) => sku.Inventory.QuantityAvailable <= 0 && !isInfiniteInventory(sku.xp);

/** The storefront page of a product, for 'View on Storefront'. */
export const storefrontProductUrl = (buyerSiteUrl: string, productCode: string): string =>
  `${buyerSiteUrl.replace(/\/+$/, '')}/product/${encodeURIComponent(productCode)}`;

/** Fees are specs: assembly or placement, each with a charge option and a no-charge option. */
export const FEE_TYPES = {
  assembly: { idPrefix: 'OMSASM', chargeOptionId: 'AssemblyCharge', noChargeOptionId: 'NoAssembly' },
  placement: { idPrefix: 'OMSPLC', chargeOptionId: 'PlacementCharge', noChargeOptionId: 'NoPlacement' },
} as const;
export type FeeType = keyof typeof FEE_TYPES;
/** A fee spec whose ID ends so charges nothing. */
export const NO_CHARGE_FEE_SUFFIX = 'NC';
export const PRICE_MARKUP_TYPES = ['AmountPerQuantity', 'NoMarkup'] as const;
export type PriceMarkupType = (typeof PRICE_MARKUP_TYPES)[number];

export const feeTypeOf = (specId: string): FeeType | null =>
  (Object.keys(FEE_TYPES) as FeeType[]).find((type) => specId.startsWith(FEE_TYPES[type].idPrefix)) ?? null;

export const isNoChargeFee = (specId: string): boolean => specId.endsWith(NO_CHARGE_FEE_SUFFIX);

/** 'SF-OMS ASSEMBLY FEES $ 25.00': the name staff pick a fee by, so equal amounts share one fee. */
export const feeName = (type: FeeType, value: number): string =>
  `SF-OMS ${type.toUpperCase()} FEES $ ${toFeeString(value)}`;

/** The spec says only how fee IDs begin; a new fee's ID adds its amount in cents: OMSASM2500. */
export const feeIdFor = (type: FeeType, value: number): string =>
  `${FEE_TYPES[type].idPrefix}${toFeeString(value).replace('.', '')}`;

/** The charge option of a new fee: the amount added per quantity ordered. */
export const feeChargeOption = (type: FeeType, value: number) => ({
  ID: FEE_TYPES[type].chargeOptionId,
  Value: toFeeString(value),
  PriceMarkupType: 'AmountPerQuantity' as const,
  PriceMarkup: Number(toFeeString(value)),
});

export const FEE_TEXTS = {
  duplicate: 'This fee already exists',
  zero: 'Enter a fee other than $0.00.',
} as const;

/** Why a new fee cannot be added, or null: it must charge something and not repeat an existing name. */
export function newFeeProblem(type: FeeType, value: number, existingNames: readonly string[]): string | null {
  if (Number(toFeeString(value)) === 0) return FEE_TEXTS.zero;
  return existingNames.includes(feeName(type, value)) ? FEE_TEXTS.duplicate : null;
}

/** Placeholder and plumbing attributes that make no sense as a key specification. */
export const EXCLUDED_KEY_SPEC_ATTRIBUTES = [
  'ColorVarient',
  'HandlingFee',
  'TBD20',
  'TBD21',
  'TBD22',
] as const;

export const isKeySpecAttribute = (name: string): boolean =>
  !(EXCLUDED_KEY_SPEC_ATTRIBUTES as readonly string[]).includes(name);

/** A SKU's attributes as its Specifications card lists them: the filled ones, without placeholders and plumbing. */
export const shownAttributes = (attributes: Record<string, string>): [string, string][] =>
  Object.entries(attributes).filter(([name, value]) => value !== '' && isKeySpecAttribute(name));

const filledKeySpecs = (keyAttributes: Record<string, string>): string[] =>
  Object.keys(keyAttributes).filter((name) => (keyAttributes[name] ?? '').trim() !== '');

export const canAddKeySpec = (keyAttributes: Record<string, string>): boolean =>
  filledKeySpecs(keyAttributes).length < MAX_KEY_SPECS;

/** A key spec for an attribute the SKU already has shows that value, locked. */
export function keySpecPrefill(
  attributes: Record<string, string>,
  name: string,
): { value: string; locked: boolean } {
  const value = attributes[name];
  return value === undefined ? { value: '', locked: false } : { value, locked: true };
}

export const keyAttributesSchema = z
  .record(z.string(), z.string())
  .refine((keyAttributes) => filledKeySpecs(keyAttributes).length <= MAX_KEY_SPECS, {
    message: `At most ${MAX_KEY_SPECS} key specifications may be filled.`,
  })
  .refine((keyAttributes) => Object.keys(keyAttributes).every(isKeySpecAttribute), {
    message: 'This attribute cannot be a key specification.',
  });

export const keySpecFormSchema = z.object({
  Attribute: z.string().trim().min(1, 'Attribute is required.').refine(isKeySpecAttribute, {
    message: 'This attribute cannot be a key specification.',
  }),
  Value: z.string().trim().min(1, 'Value is required.'),
});

/** Exactly one SKU of a product is the default: setting one unsets the old one. */
export function setDefaultSku<T extends { ID: string; xp: { IsDefaultProduct: boolean } }>(
  skus: readonly T[],
  id: string,
): T[] {
  if (!skus.some((sku) => sku.ID === id)) throw new RangeError(`No SKU ${id} in this product`);
  return skus.map((sku) => ({ ...sku, xp: { ...sku.xp, IsDefaultProduct: sku.ID === id } }));
}

/** The SKU view opens the requested SKU, else the default, else the first. */
export function skuIdToShow(
  skus: readonly { ID: string; xp: { IsDefaultProduct: boolean } }[],
  requestedId: string | undefined,
): string | undefined {
  const chosen =
    skus.find((sku) => sku.ID === requestedId) ?? skus.find((sku) => sku.xp.IsDefaultProduct) ?? skus[0];
  return chosen?.ID;
}

export const SALE_ABOVE_RETAIL_MESSAGE = 'Sale price cannot be greater than retail price.';

const priceSchema = z.number().min(0, 'Price cannot be negative.');

/** The Pricing dialog; an empty sale price means no sale. */
export const skuPricingSchema = z
  .object({ RetailPrice: priceSchema, PromotionPrice: priceSchema.nullable() })
  .refine((price) => price.PromotionPrice == null || price.PromotionPrice <= price.RetailPrice, {
    message: SALE_ABOVE_RETAIL_MESSAGE,
    path: ['PromotionPrice'],
  });
export type SkuPricing = z.infer<typeof skuPricingSchema>;

/** The price charged (the price schedule's first break): the sale price while there is one. */
export const currentPrice = (price: SkuPricing): number => price.PromotionPrice ?? price.RetailPrice;

/** The Visibility dialog; ReleaseDate1 and ReleaseDate2 are the launch and end dates. */
export const skuVisibilitySchema = z
  .object({
    Visible: z.boolean(),
    OmsVisible: z.boolean(),
    /** Launch and end: calendar days, stored at the start and the end of the UTC day. */
    ReleaseDate1: calendarDateSchema.nullable(),
    ReleaseDate2: calendarDateSchema.nullable(),
  })
  .refine((body) => !isEndBeforeStart(body.ReleaseDate1, body.ReleaseDate2), {
    message: END_BEFORE_START_MESSAGE,
    path: ['ReleaseDate2'],
  });

/** The web-facing properties; a product on the storefront must carry its SEO texts. */
export const skuWebPropertiesSchema = (visible: boolean) =>
  z
    .object({
      WebFacingProductTitle: z.string().trim().min(1, 'Web-facing name is required.'),
      RequireNotes: z.boolean(),
      SEO: z.object({ MetaTitle: z.string().trim(), MetaDescription: z.string().trim() }),
    })
    .superRefine((body, ctx) => {
      if (!visible) return;
      if (body.SEO.MetaTitle === '')
        ctx.addIssue({ code: 'custom', path: ['SEO', 'MetaTitle'], message: 'Meta title is required.' });
      if (body.SEO.MetaDescription === '')
        ctx.addIssue({
          code: 'custom',
          path: ['SEO', 'MetaDescription'],
          message: 'Meta description is required.',
        });
    });

const productImageSchema = z.object({ id: z.string(), title: z.string(), url: z.string() });
const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();

/** A SKU as the API returns it (spec 2 §3 Product/SKU); a product is the SKUs sharing xp.ProductCode. */
export const skuSchema = z.object({
  ID: z.string(),
  Name: z.string(),
  Active: z.boolean(),
  DefaultPriceScheduleID: nullableText,
  ShipHeight: nullableNumber,
  ShipWidth: nullableNumber,
  ShipLength: nullableNumber,
  ShipWeight: nullableNumber,
  Inventory: z.object({ QuantityAvailable: z.number().int() }),
  xp: z.object({
    ProductCode: z.string(),
    WebFacingProductTitle: nullableText,
    SEO: z.object({ MetaTitle: nullableText, MetaDescription: nullableText }),
    RequireNotes: z.boolean(),
    Visible: z.boolean(),
    OmsVisible: z.boolean(),
    ReleaseDate1: nullableText,
    ReleaseDate2: nullableText,
    /** 'Y' = eligible for nationwide delivery. */
    CodeB2: nullableText,
    /** Stock location; '9' = infinite inventory. */
    CodeB3: nullableText,
    CodeB4: nullableText,
    SafetyStock: nullableNumber,
    Delivery: deliveryMapSchema.nullable(),
    NonDeliveryDates: z.array(z.string()),
    ASE: aseDrawerListSchema,
    Contentful: z.object({ Images: z.array(productImageSchema) }),
    WebDescription: nullableText,
    Warranty: nullableText,
    Attributes: z.record(z.string(), z.string()),
    KeyAttributes: keyAttributesSchema,
    SpecsOptions: z.object({ Size: nullableText }),
    WeightUnit: nullableText,
    IsDefaultProduct: z.boolean(),
    IsFeatured: z.boolean(),
    IsBachmansGrown: z.boolean(),
    IsBachmansExclusive: z.boolean(),
    Related: z.array(z.string()),
    CurrentDepartment: nullableText,
    CurrentClass: nullableText,
    CurrentFineline: nullableText,
    Articles: z.array(articleRefSchema),
    Price: z.object({ RetailPrice: nullableNumber, PromotionPrice: nullableNumber }),
  }),
});
export type Sku = z.infer<typeof skuSchema>;

/** A row of the product table: the columns of spec 2 §2. */
export const productListRowSchema = skuSchema
  .pick({ ID: true, Name: true, Active: true, Inventory: true })
  .extend({
    xp: skuSchema.shape.xp.pick({
      ProductCode: true,
      WebFacingProductTitle: true,
      Visible: true,
      OmsVisible: true,
      CurrentDepartment: true,
      CurrentClass: true,
      CurrentFineline: true,
      SafetyStock: true,
      ReleaseDate1: true,
      ReleaseDate2: true,
      Price: true,
      CodeB3: true,
    }),
  });
export type ProductListRow = z.infer<typeof productListRowSchema>;

export const priceScheduleSchema = z.object({
  ID: z.string(),
  ApplyTax: z.boolean(),
  PriceBreaks: z.array(z.object({ Quantity: z.number().int().min(1), Price: z.number().min(0) })),
  xp: z.object({ Price: z.object({ RetailPrice: nullableNumber, PromotionPrice: nullableNumber }) }),
});
export type PriceSchedule = z.infer<typeof priceScheduleSchema>;

export const specOptionSchema = z.object({
  ID: z.string(),
  Value: z.string(),
  PriceMarkupType: z.enum(PRICE_MARKUP_TYPES),
  PriceMarkup: z.number().nullable(),
});
export type SpecOption = z.infer<typeof specOptionSchema>;

export const specSchema = z.object({ ID: z.string(), Name: z.string(), Options: z.array(specOptionSchema) });
export type Spec = z.infer<typeof specSchema>;

export const specProductAssignmentSchema = z.object({
  SpecID: z.string(),
  ProductID: z.string(),
  DefaultValue: nullableText,
  DefaultOptionID: nullableText,
});
export type SpecProductAssignment = z.infer<typeof specProductAssignmentSchema>;

export const categoryProductAssignmentSchema = z.object({ CategoryID: z.string(), ProductID: z.string() });
export type CategoryProductAssignment = z.infer<typeof categoryProductAssignmentSchema>;

export const PRODUCT_TEXTS = {
  noProducts: 'No products found matching your query.',
  /** The list's empty text: the kit adds ' matching your query.' when a search or filter is on. */
  noProductsEmpty: 'No products found',
  noResults: 'No results found',
  resetFilters: 'Reset filters',
  searchPlaceholder: 'Search SKU, product code, name or web name',
  infinite: 'Infinite',
  viewOnStorefront: 'View on Storefront',
  backToProducts: 'Back to Products',
  notFound: 'The product could not be found.',
  defaultChip: 'DEFAULT',
  allDepartments: 'All departments',
} as const;

/** The search needs three characters: a shorter start of a word is the start of too many (200,000 SKU rows). */
export const PRODUCT_SEARCH_MIN_LENGTH = 3;

/** Inventory as the list and the SKU view show it: infinite stock (CodeB3 '9') reads 'Infinite'. */
export const inventoryText = (sku: {
  Inventory: { QuantityAvailable: number };
  xp: { CodeB3: string | null };
}) => (isInfiniteInventory(sku.xp) ? PRODUCT_TEXTS.infinite : String(sku.Inventory.QuantityAvailable));

const FLAG_FILTER_LABELS: Record<ProductFlagFilter, string> = {
  featured: 'Featured',
  grown: "Bachman's Grown",
  exclusive: "Bachman's Exclusive",
  nostock: 'No stock',
  noprice: 'No price',
  noimage: 'No image',
};

/**
 * /products (spec 2 §2): one row per SKU, events excluded. The URL keeps search, page, pageSize and the
 * spec's filter names (status, bucket, flags, dept, cls, fnln, category); flags are any of the chosen.
 * Fineline and Safety Stock are chosen in the Columns menu: the spec's thirteen columns do not fit a
 * 1280 px screen with the names readable, and the fineline is the drill-down's last step anyway.
 */
export const productListSpec = defineListSpec<ProductListRow>()({
  id: 'products',
  label: 'Products',
  api: '/products',
  readKeys: ['product-reader'],
  pageSize: PRODUCT_LIST_PAGE_SIZE,
  columns: [
    { field: 'ID', header: 'SKU', sortable: true },
    { field: 'xp.ProductCode', header: 'Product Code', sortable: true },
    // 'description' is the SKU's platform Name (C-10).
    { field: 'Name', header: 'Description', sortable: true, minWidth: '11em' },
    { field: 'xp.WebFacingProductTitle', header: 'Web Name', minWidth: '9em' },
    { field: 'xp.CurrentDepartment', header: 'Dept' },
    { field: 'xp.CurrentClass', header: 'Class' },
    { field: 'xp.CurrentFineline', header: 'Fineline', optional: true },
    { field: 'xp.Price.RetailPrice', header: 'Retail Price', format: 'money' },
    { field: 'xp.Price.PromotionPrice', header: 'Sale Price', format: 'money' },
    { field: 'Inventory.QuantityAvailable', header: 'Inventory', value: (row) => inventoryText(row) },
    { field: 'xp.SafetyStock', header: 'Safety Stock', format: 'number', optional: true },
    { field: 'xp.ReleaseDate1', header: 'Launch Date', format: 'calendar-date' },
    { field: 'xp.ReleaseDate2', header: 'End Date', format: 'calendar-date' },
  ],
  defaultSort: 'Name',
  emptyText: PRODUCT_TEXTS.noProductsEmpty,
  search: {
    placeholder: PRODUCT_TEXTS.searchPlaceholder,
    helperText: SEARCH_RULE_TEXT,
    minLength: PRODUCT_SEARCH_MIN_LENGTH,
    debounceMs: PRODUCT_SEARCH_DEBOUNCE_MS,
  },
  filters: {
    status: statusFilter(),
    bucket: selectFilter({
      label: 'Bucket',
      param: 'Bucket',
      options: PRODUCT_BUCKETS.map((bucket) => ({
        value: String(bucket),
        label: PRODUCT_BUCKET_LABELS[bucket],
        api: String(bucket),
      })),
    }),
    flags: multiSelectFilter({
      label: 'Flags',
      param: 'Flags',
      options: PRODUCT_FLAG_FILTERS.map((flag) => ({
        value: flag,
        label: FLAG_FILTER_LABELS[flag],
        api: flag,
      })),
    }),
    dept: lookupFilter({ label: 'Department', param: 'xp.CurrentDepartment' }),
    cls: lookupFilter({ label: 'Class', param: 'xp.CurrentClass' }),
    fnln: lookupFilter({ label: 'Fineline', param: 'xp.CurrentFineline' }),
    category: lookupFilter({ label: 'Category', param: 'CategoryID' }),
  },
});
export type ProductFilterKey = keyof NonNullable<typeof productListSpec.filters>;

/** A value of the drill-down with how many products (default SKUs, not events) carry it. */
export const productFacetSchema = z.object({ Value: z.string(), Count: z.number().int() });
export type ProductFacet = z.infer<typeof productFacetSchema>;

/**
 * The department → class → fineline drill-down: the departments, the classes of the chosen department,
 * the finelines of the chosen class, each with its product count.
 */
export const productFacetsSchema = z.object({
  Departments: z.array(productFacetSchema),
  Classes: z.array(productFacetSchema),
  Finelines: z.array(productFacetSchema),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const productFacetsQuerySchema = z.strictObject({
  dept: z.string().trim().min(1).max(200).optional(),
  cls: z.string().trim().min(1).max(200).optional(),
});

export const PRODUCT_ERRORS = defineApiErrors({
  notFound: { status: 404, code: 'Product.NotFound', message: PRODUCT_TEXTS.notFound },
  skuNotFound: { status: 404, code: 'Product.SkuNotFound', message: 'No such SKU in this product.' },
  feeExists: { status: 409, code: 'Fee.AlreadyExists', message: FEE_TEXTS.duplicate },
});

// ---------------------------------------------------------------------------------------------------------
// The product page (spec 2 §2 /products/{productCode}/{view}/{id})

export const PRODUCT_VIEWS = ['product', 'skus', 'related', 'articles'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];
export const PRODUCT_VIEW_LABELS: Record<ProductView, string> = {
  product: 'Product',
  skus: 'SKUs',
  related: "Bachman's Suggests",
  articles: 'Related Articles',
};

const inheritedSchema = <T extends z.ZodType>(value: T) =>
  z.object({
    value: value.nullable(),
    /** product (its own), fineline, class, department or default; null = nothing anywhere. */
    source: z.enum(['product', 'fineline', 'class', 'department', 'default']).nullable(),
    /** The DCF value the source names (for the 'Inherited from …' link), null for product / default. */
    sourceValue: z.string().nullable(),
  });

/** What a SKU shows that comes from elsewhere: delivery and ASE (spec 2 §4) and warranty (C-14). */
export const skuResolvedSchema = z.object({
  Delivery: inheritedSchema(deliveryMapSchema),
  ASE: inheritedSchema(z.array(z.string())),
  Warranty: inheritedSchema(z.string()),
});
export type SkuResolved = z.infer<typeof skuResolvedSchema>;

/** A fee assigned to the product (the default SKU's assignment, the same on every SKU). */
export const productFeeSchema = z.object({
  SpecID: z.string(),
  Name: z.string(),
  Type: z.enum(['assembly', 'placement']),
  DefaultValue: nullableText,
  DefaultOptionID: nullableText,
});
export type ProductFee = z.infer<typeof productFeeSchema>;

export const feeChoiceSchema = z.object({
  ID: z.string(),
  Name: z.string(),
  Type: z.enum(['assembly', 'placement']),
  NoCharge: z.boolean(),
});
export type FeeChoice = z.infer<typeof feeChoiceSchema>;

/** A product: the SKUs sharing xp.ProductCode, with what the page shows beside them. */
export const productDetailSchema = z.object({
  ProductCode: z.string(),
  Skus: z.array(skuSchema),
  Resolved: z.record(z.string(), skuResolvedSchema),
  Fees: z.array(productFeeSchema),
  Categories: z.array(z.object({ ID: z.string(), Name: z.string() })),
  /** {buyer site}/product/{code}, or null without a storefront URL. */
  StorefrontUrl: z.string().nullable(),
  /** The sum of the SKUs' versions: any change to any SKU changes it (If-Match of every edit). */
  Version: z.number().int(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const defaultSkuOf = (detail: Pick<ProductDetail, 'Skus'>): Sku | undefined =>
  detail.Skus.find((sku) => sku.xp.IsDefaultProduct) ?? detail.Skus[0];

const html = z.string().max(100_000);
const skuIdSchema = z.string().trim().min(1).max(100);

/** Product-level sections: written to every SKU of the product in one transaction (C-12). */
export const PRODUCT_SECTIONS = {
  'default-sku': { key: 'product-web', schema: z.strictObject({ SkuID: skuIdSchema }) },
  flags: {
    key: 'product-flags',
    schema: z.strictObject({
      IsFeatured: z.boolean(),
      IsBachmansGrown: z.boolean(),
      IsBachmansExclusive: z.boolean(),
    }),
  },
  fees: {
    key: 'product-fees-assign',
    schema: z.strictObject({
      assembly: z.string().max(100).nullable(),
      placement: z.string().max(100).nullable(),
    }),
  },
  categories: {
    key: 'product-categories',
    schema: z.strictObject({ CategoryIDs: z.array(z.string().min(1).max(300)).max(200) }),
  },
  warranty: { key: 'product-warranty', schema: z.strictObject({ Warranty: html.nullable() }) },
  'key-specs': { key: 'product-specs', schema: z.strictObject({ KeyAttributes: keyAttributesSchema }) },
  related: {
    key: 'product-articles',
    schema: z.strictObject({ Related: z.array(z.string().min(1).max(100)).max(50) }),
  },
  articles: {
    key: 'product-articles',
    schema: z.strictObject({ Articles: z.array(articleRefSchema).max(1000) }),
  },
} as const;
export type ProductSection = keyof typeof PRODUCT_SECTIONS;
export const PRODUCT_SECTION_NAMES = Object.keys(PRODUCT_SECTIONS) as ProductSection[];

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.');

/** SKU-level sections (C-12): one SKU each. */
export const SKU_SECTIONS = {
  web: {
    key: 'product-web',
    // Whether the SEO texts are required depends on the SKU; the server checks with skuWebPropertiesSchema.
    schema: z.strictObject({
      WebFacingProductTitle: z.string().max(500),
      RequireNotes: z.boolean(),
      SEO: z.strictObject({ MetaTitle: z.string().max(500), MetaDescription: z.string().max(2000) }),
    }),
  },
  description: { key: 'product-web', schema: z.strictObject({ WebDescription: html.nullable() }) },
  visibility: { key: 'product-visibility', schema: skuVisibilitySchema },
  pricing: { key: 'product-pricing', schema: skuPricingSchema },
  inventory: {
    key: 'product-inventory',
    schema: z.strictObject({
      QuantityAvailable: z.number().int().min(-1_000_000).max(1_000_000),
      SafetyStock: z.number().int().min(0).max(1_000_000).nullable(),
    }),
  },
  delivery: { key: 'product-delivery', schema: z.strictObject({ Delivery: deliveryMapSchema.nullable() }) },
  'non-delivery-dates': {
    key: 'product-delivery',
    schema: z.strictObject({ NonDeliveryDates: z.array(isoDay).max(366) }),
  },
  ase: { key: 'dcf-ase-assign', schema: z.strictObject({ ASE: aseDrawerListSchema }) },
  images: { key: 'product-images', schema: z.strictObject({ Images: z.array(productImageSchema).max(50) }) },
} as const;
export type SkuSection = keyof typeof SKU_SECTIONS;
export const SKU_SECTION_NAMES = Object.keys(SKU_SECTIONS) as SkuSection[];

/** A new fee (product-fees-edit): its type and a non-zero amount; the server names it. */
export const feeCreateSchema = z.strictObject({
  Type: z.enum(['assembly', 'placement']),
  Value: z.number().min(0, 'Enter a fee other than $0.00.').max(10_000),
});

export const PRODUCT_SECTION_TEXTS = {
  inheritedNone: 'None',
  clearOverrideTitle: 'Please confirm',
  clearOverrideMessage: 'Are you sure?',
  noFee: 'None',
  pendingDelete: 'Removed on save',
  undo: 'Undo',
  noCategories: 'None assigned',
  showMore: 'Show More',
  showLess: 'Show Less',
  noNonDeliveryDates: 'None',
} as const;

// ---------------------------------------------------------------------------------------------------------
// The category Products tab (spec 2 §4, B.1) and product pickers

/** A product as pickers show it: its default SKU's ID and name, and its code. */
export const productLookupItemSchema = z.object({
  ID: z.string(),
  Name: z.string(),
  xp: z.object({ ProductCode: z.string() }),
});
export type ProductLookupItem = z.infer<typeof productLookupItemSchema>;

/**
 * What a picker looks up: products (never events, as the product list) or events (products flagged
 * IsWorkshop: home page, storefront stub). Each kind is read with the keys that open its own list.
 */
export const PRODUCT_LOOKUP_KINDS = {
  product: { readKeys: ['product-reader', 'categories-reader'] },
  event: { readKeys: ['events-reader'] },
} as const satisfies Record<string, { readKeys: readonly FeatureKey[] }>;
export type ProductLookupKind = keyof typeof PRODUCT_LOOKUP_KINDS;

export const productLookupQuerySchema = z.strictObject({
  kind: z.enum(['product', 'event']).optional(),
  search: z.string().trim().max(100).optional(),
  codes: z.string().max(5000).optional(),
  page: z.coerce.number().int().min(1).max(1000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

export const productLookupPageSchema = z.object({
  Items: z.array(productLookupItemSchema),
  /** Whether another page of hits follows (infinite scroll). */
  HasMore: z.boolean(),
});
export type ProductLookupPage = z.infer<typeof productLookupPageSchema>;

const productCodeListSchema = z.array(z.string().trim().min(1).max(100)).max(1000);
/** Save of the Products tab: the codes to assign and to unassign (every SKU of each). */
export const categoryProductsChangeSchema = z.strictObject({
  Add: productCodeListSchema,
  Remove: productCodeListSchema,
});
export type CategoryProductsChange = z.infer<typeof categoryProductsChangeSchema>;

export const CATEGORY_PRODUCTS_TEXTS = {
  title: 'Products',
  none: 'No products assigned',
  searchLabel: 'Search products',
  saved: 'Product assignments saved.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Bulk update (C-11): a workbook keyed by SKU; only filled cells change

export const PRODUCT_BULK_COLUMNS = [
  'SKU',
  'RetailPrice',
  'SalePrice',
  'QuantityAvailable',
  'SafetyStock',
  'Visible',
  'OmsVisible',
  'LaunchDate',
  'EndDate',
  'Featured',
  'BachmansGrown',
  'BachmansExclusive',
] as const;
export type ProductBulkColumn = (typeof PRODUCT_BULK_COLUMNS)[number];

/** What a SKU holds now, for the rules that compare a filled cell with one left empty. */
export interface ProductBulkCurrent {
  RetailPrice: number | null;
  PromotionPrice: number | null;
  QuantityAvailable: number;
  SafetyStock: number | null;
  Visible: boolean;
  OmsVisible: boolean;
  ReleaseDate1: string | null;
  ReleaseDate2: string | null;
  IsFeatured: boolean;
  IsBachmansGrown: boolean;
  IsBachmansExclusive: boolean;
}

/** The sections one row changes, each body as its dialog would send it. */
export interface ProductBulkChanges {
  pricing?: z.infer<typeof skuPricingSchema>;
  inventory?: { QuantityAvailable: number; SafetyStock: number | null };
  visibility?: z.infer<typeof skuVisibilitySchema>;
  flags?: { IsFeatured: boolean; IsBachmansGrown: boolean; IsBachmansExclusive: boolean };
}

const TRUE_WORDS = ['true', 'yes', 'y', '1'];
const FALSE_WORDS = ['false', 'no', 'n', '0'];

const cellOf = (row: Record<string, unknown>, column: ProductBulkColumn): unknown => {
  const key = Object.keys(row).find(
    (name) => name.replace(/\s+/g, '').toLowerCase() === column.toLowerCase(),
  );
  const value = key === undefined ? undefined : row[key];
  return value === '' || value === null ? undefined : value;
};

/**
 * One row of a bulk update as the sections it changes, checked with the dialogs' rules; a problem is
 * thrown as an Error whose message is the error log's text. An empty cell keeps the SKU's value.
 */
export function productBulkChanges(
  row: Record<string, unknown>,
  current: ProductBulkCurrent,
): ProductBulkChanges {
  const problems: string[] = [];
  const number = (column: ProductBulkColumn, whole = false): number | undefined => {
    const value = cellOf(row, column);
    if (value === undefined) return undefined;
    const parsed = typeof value === 'number' ? value : Number(String(value).replace(/^\$/, '').trim());
    if (!Number.isFinite(parsed) || (whole && !Number.isInteger(parsed)) || parsed < 0) {
      problems.push(`${column} must be ${whole ? 'a whole number' : 'an amount'} of 0 or more.`);
      return undefined;
    }
    return parsed;
  };
  const flag = (column: ProductBulkColumn): boolean | undefined => {
    const value = cellOf(row, column);
    if (value === undefined) return undefined;
    if (typeof value === 'boolean') return value;
    const word = String(value).trim().toLowerCase();
    if (TRUE_WORDS.includes(word)) return true;
    if (FALSE_WORDS.includes(word)) return false;
    problems.push(`${column} must be TRUE or FALSE.`);
    return undefined;
  };
  const date = (column: ProductBulkColumn): string | undefined => {
    const value = cellOf(row, column);
    if (value === undefined) return undefined;
    const day = calendarDateOf(typeof value === 'string' ? value.trim() : value);
    if (day === null) problems.push(`${column} must be a date (YYYY-MM-DD).`);
    return day ?? undefined;
  };
  const retail = number('RetailPrice');
  const sale = number('SalePrice');
  const quantity = number('QuantityAvailable', true);
  const safety = number('SafetyStock', true);
  const visible = flag('Visible');
  const omsVisible = flag('OmsVisible');
  const launch = date('LaunchDate');
  const end = date('EndDate');
  const featured = flag('Featured');
  const grown = flag('BachmansGrown');
  const exclusive = flag('BachmansExclusive');
  const changes: ProductBulkChanges = {};
  if (retail !== undefined || sale !== undefined) {
    const pricing = {
      RetailPrice: retail ?? current.RetailPrice ?? 0,
      PromotionPrice: sale ?? current.PromotionPrice,
    };
    const parsed = skuPricingSchema.safeParse(pricing);
    if (parsed.success) changes.pricing = parsed.data;
    else problems.push(...parsed.error.issues.map((issue) => issue.message));
  }
  if (quantity !== undefined || safety !== undefined)
    changes.inventory = {
      QuantityAvailable: quantity ?? current.QuantityAvailable,
      SafetyStock: safety ?? current.SafetyStock,
    };
  if ([visible, omsVisible, launch, end].some((value) => value !== undefined)) {
    const parsed = skuVisibilitySchema.safeParse({
      Visible: visible ?? current.Visible,
      OmsVisible: omsVisible ?? current.OmsVisible,
      ReleaseDate1: launch ?? current.ReleaseDate1,
      ReleaseDate2: end ?? current.ReleaseDate2,
    });
    if (parsed.success) changes.visibility = parsed.data;
    else problems.push(...parsed.error.issues.map((issue) => issue.message));
  }
  if ([featured, grown, exclusive].some((value) => value !== undefined))
    changes.flags = {
      IsFeatured: featured ?? current.IsFeatured,
      IsBachmansGrown: grown ?? current.IsBachmansGrown,
      IsBachmansExclusive: exclusive ?? current.IsBachmansExclusive,
    };
  if (problems.length > 0) throw new Error(problems.join(' '));
  if (Object.keys(changes).length === 0) throw new Error('Nothing to change: every cell but SKU is empty.');
  return changes;
}

// ---------------------------------------------------------------------------------------------------------
// Image upload (C-11): files named by SKU ID or product code, each attached to every matching SKU

/** A file's name without its extension: the SKU ID or product code it is for. */
export const imageTargetName = (fileName: string): string => fileName.replace(/\.[^.]+$/, '').trim();

export const productImageResultSchema = z.object({
  Name: z.string(),
  /** The SKUs the image was added to; empty when the name matched none. */
  SkuIDs: z.array(z.string()),
  Error: z.string().nullable(),
});
export type ProductImageResult = z.infer<typeof productImageResultSchema>;

export const PRODUCT_IMAGE_TEXTS = {
  title: 'Upload Product Images',
  hint: 'Name each file by its SKU (204440.jpg) or product code (P10288.jpg, added to every SKU).',
  noMatch: (name: string) => `No SKU or product code ${name}.`,
  attached: (count: number) => `Added to ${count} SKU${count === 1 ? '' : 's'}.`,
} as const;

const productCodeSchema = z.string().trim().min(1).max(100);

/**
 * Products: a row per SKU, a record per product code, its sections saved by section tables (the product's,
 * `PUT /products/{code}/{section}`, and a SKU's, `PUT /products/{code}/skus/{id}/{section}`): the routes the
 * server serves and the web's resource calls.
 */
export const productApi = defineRecordApi({
  path: '/products',
  idName: 'code',
  id: productCodeSchema,
  item: productListRowSchema,
  detail: productDetailSchema,
  sectionTables: {
    product: { sections: PRODUCT_SECTIONS },
    sku: { under: 'skus/:id', params: z.object({ id: productCodeSchema }), sections: SKU_SECTIONS },
  },
});

/** A category products can be assigned to (the pickers' choices). */
export const productCategoryOptionSchema = z.object({ ID: z.string(), Name: z.string() });
export type CategoryOption = z.output<typeof productCategoryOptionSchema>;

const categoryProductsParams = z.object({ id: z.string().min(1).max(300) });
const categoryProductsAnswer = z.object({ Items: z.array(productLookupItemSchema) });
const colorTableAnswer = z.object({ Items: z.array(colorSchema) });

/** The product screens' routes beside the record: drill-down, pickers, assignments, images, colours, fees. */
export const productFacetsRoute = readRoute('/product-facets', productFacetsSchema, {
  query: productFacetsQuerySchema,
});
export const productCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/product-categories',
  query: z.strictObject({
    search: z.string().trim().max(100).optional(),
    pageSize: z.coerce.number().int().min(1).max(100).optional(),
  }),
  response: z.object({ Items: z.array(productCategoryOptionSchema) }),
});
export const productLookupRoute = readRoute('/product-lookup', productLookupPageSchema, {
  query: productLookupQuerySchema,
});
export const categoryProductsRoute = readRoute('/categories/:id/products', categoryProductsAnswer, {
  params: categoryProductsParams,
});
export const saveCategoryProductsRoute = defineRoute({
  method: 'PUT',
  path: '/categories/:id/products',
  params: categoryProductsParams,
  body: categoryProductsChangeSchema,
  response: categoryProductsAnswer,
});
export const productImagesRoute = defineRoute({
  method: 'POST',
  path: '/product-images',
  upload: true,
  response: z.object({ Items: z.array(productImageResultSchema) }),
});
export const colorTableRoute = readRoute('/colors', colorTableAnswer);
export const saveColorRoute = defineRoute({
  method: 'PUT',
  path: '/colors',
  body: colorFormSchema,
  response: colorTableAnswer,
});
export const feeChoicesRoute = readRoute('/fees', z.object({ Items: z.array(feeChoiceSchema) }));
export const createFeeRoute = defineRoute({
  method: 'POST',
  path: '/fees',
  body: feeCreateSchema,
  status: 201,
  response: feeChoiceSchema,
});
