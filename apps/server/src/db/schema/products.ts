import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  dateCreatedColumn,
  moneyColumn,
  timestampColumn,
  versionColumn,
  wordsIndex,
  wordsVector,
  xpColumn,
} from './columns.ts';
import { textSortKey } from '../text-sort-key.ts';

type ProductColumns = {
  isDefaultProduct: AnyPgColumn;
  active: AnyPgColumn;
  visible: AnyPgColumn;
  promotionPrice: AnyPgColumn;
  retailPrice: AnyPgColumn;
  webName: AnyPgColumn;
  name: AnyPgColumn;
  isWorkshop: AnyPgColumn;
  quantityAvailable: AnyPgColumn;
  infiniteInventory: AnyPgColumn;
  xp: AnyPgColumn;
};

/*
 * What the storefront lists and how (modules/products/storefront-catalogue.ts), as SQL its queries and the partial
 * indexes below share word for word: the planner uses a partial or expression index only when the query
 * says the same thing.
 */
/** The price a product is listed and sorted by: the promotion price, else the retail price. */
export const listPriceOf = (t: ProductColumns) => sql`coalesce(${t.promotionPrice}, ${t.retailPrice})`;
/** Listed: a default SKU, active, visible, with a price (a product without one could not be bought). */
export const storefrontListedOf = (t: ProductColumns) =>
  sql`${t.isDefaultProduct} and ${t.active} and ${t.visible} and ${listPriceOf(t)} is not null`;
/** The name a product is shown and sorted by. */
export const shownNameOf = (t: ProductColumns) => sql`lower(coalesce(${t.webName}, ${t.name}))`;

/**
 * The product list's data flags (no image, no price, no inventory), as the list filters and the partial
 * indexes share them (a partial index serves only its own predicate). The SQL function product_flags
 * (migration 0033) says the same for the kept counts (product_flag_figures); the dashboard's tests hold the
 * counts equal to the list's.
 */
export const skuDataFlagsOf = (t: ProductColumns) => ({
  // Nothing available and not infinitely stocked (CodeB3 '9' is kept as infinite_inventory).
  nostock: sql`(${t.quantityAvailable} <= 0 and not ${t.infiniteInventory})`,
  // No retail price to sell at; no image in the asset library's list (xp.Contentful.Images).
  noprice: sql`(${t.retailPrice} is null)`,
  noimage: sql`(coalesce(jsonb_array_length(${t.xp} -> 'Contentful' -> 'Images'), 0) = 0)`,
});
export type SkuDataFlag = keyof ReturnType<typeof skuDataFlagsOf>;
/** An active SKU, not an event: what the dashboard's catalogue checks count. */
export const activeSkuOf = (t: ProductColumns) => sql`(${t.active} and not ${t.isWorkshop})`;

/**
 * Products and SKUs: every SKU is a product row; the SKUs of one product share xp.ProductCode and exactly
 * one of them is xp.IsDefaultProduct. Events and workshops are products too (IsWorkshop /
 * IsWorkShopEvent). What the product list filters, sorts or searches on is a column.
 */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(false),
    productCode: text('product_code').notNull(),
    isDefaultProduct: boolean('is_default_product').notNull().default(false),
    /** xp.WebFacingProductTitle. */
    webName: text('web_name'),
    /** The first 2000 characters; the rest is xp.DescriptionOverflow (events). */
    description: text('description'),
    visible: boolean('visible').notNull().default(false),
    omsVisible: boolean('oms_visible').notNull().default(false),
    department: text('department'),
    class: text('class'),
    fineline: text('fineline'),
    retailPrice: moneyColumn('retail_price'),
    promotionPrice: moneyColumn('promotion_price'),
    quantityAvailable: integer('quantity_available').notNull().default(0),
    safetyStock: integer('safety_stock'),
    /** xp.CodeB3 = '9': stock never runs out. */
    infiniteInventory: boolean('infinite_inventory').notNull().default(false),
    releaseDate1: timestampColumn('release_date1'),
    releaseDate2: timestampColumn('release_date2'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isGrown: boolean('is_grown').notNull().default(false),
    isExclusive: boolean('is_exclusive').notNull().default(false),
    isWorkshop: boolean('is_workshop').notNull().default(false),
    isWorkshopEvent: boolean('is_workshop_event').notNull().default(false),
    defaultPriceScheduleId: text('default_price_schedule_id'),
    quantityMultiplier: integer('quantity_multiplier').notNull().default(1),
    shipHeight: numeric('ship_height', { mode: 'number' }),
    shipWidth: numeric('ship_width', { mode: 'number' }),
    shipLength: numeric('ship_length', { mode: 'number' }),
    shipWeight: numeric('ship_weight', { mode: 'number' }),
    xp: xpColumn(),
    dateCreated: dateCreatedColumn(),
    version: versionColumn(),
    /**
     * The words the product and event searches match (the search rule, packages/domain search-words.ts
     * productWords: SKU ID and product code whole and in parts, name, web name; folded as text sorts), apart
     * by single spaces. PostgreSQL computes it on every write (product_search_words, migration 0030), so no
     * writer (sections, bulk update, events, seeds, the scale generator's COPY) can leave it stale.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`product_search_words(${products.id}, ${products.productCode}, ${products.name}, ${products.webName})`,
      ),
  },
  (t) => [
    index('products_code_idx').on(t.productCode, t.isDefaultProduct),
    index('products_default_code_idx')
      .on(t.productCode)
      .where(sql`${t.isDefaultProduct}`),
    index('products_department_idx').on(t.department),
    index('products_class_idx').on(t.class),
    index('products_fineline_idx').on(t.fineline),
    // The product list's drill-down counts: default SKUs, not events, by department → class → fineline.
    index('products_dcf_facets_idx')
      .on(t.department, t.class, t.fineline)
      .where(sql`${t.isDefaultProduct} and not ${t.isWorkshop}`),
    // By name; the list's filter on every page (not an event) is read from the index, not from the rows.
    // Drizzle has no INCLUDE, so it is a key column; after (name, id) it never reorders.
    index('products_name_idx').on(textSortKey(t.name), t.id, t.isWorkshop),
    // The list's SKU and product code orders (textSortKey, as every text sort); lookups by code use the above.
    index('products_id_sort_idx').on(textSortKey(t.id), t.id),
    index('products_code_sort_idx').on(textSortKey(t.productCode), t.id),
    index('products_release_date1_idx').on(t.releaseDate1),
    index('products_events_idx')
      .on(t.isWorkshopEvent, textSortKey(t.name))
      .where(sql`${t.isWorkshop}`),
    wordsIndex('products_search_words', wordsVector(t.searchText)),
    // The storefront's list (migration 0013_storefront_search): by name, by price, by department and name,
    // and its search; each only over the listed products, so the first page is an index walk.
    index('products_storefront_name_idx').on(shownNameOf(t), t.id).where(storefrontListedOf(t)),
    index('products_storefront_price_idx').on(listPriceOf(t), t.id).where(storefrontListedOf(t)),
    index('products_storefront_department_idx')
      .on(t.department, shownNameOf(t), t.id)
      .where(storefrontListedOf(t)),
    wordsIndex('products_storefront_search_words', wordsVector(t.searchText)).where(storefrontListedOf(t)),
    // The dashboard's catalogue checks (migration 0029): the active SKUs of each flag, counted index-only.
    ...(['noimage', 'noprice', 'nostock'] as const).map((flag) =>
      index(`products_active_${flag}_idx`)
        .on(t.id)
        .where(sql`${activeSkuOf(t)} and ${skuDataFlagsOf(t)[flag]}`),
    ),
  ],
);

/** The words the product and event searches match, as their indexes hold them (products_search_words). */
export const productWordsVector = wordsVector(products.searchText);

/** A SKU's prices: PriceBreaks[0].Price is the current (sale) price, xp.Price the retail and promotion. */
export const priceSchedules = pgTable('price_schedules', {
  id: text('id').primaryKey(),
  name: text('name'),
  applyTax: boolean('apply_tax').notNull().default(true),
  priceBreaks: jsonb('price_breaks')
    .$type<{ Quantity: number; Price: number }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  xp: xpColumn(),
  version: versionColumn(),
});

/** Specs: key specifications and fees (assembly OMSASM…, placement OMSPLC…; …NC = no charge). */
export const specs = pgTable(
  'specs',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    xp: xpColumn(),
    version: versionColumn(),
  },
  (t) => [index('specs_name_idx').on(t.name)],
);

export const specOptions = pgTable(
  'spec_options',
  {
    specId: text('spec_id')
      .notNull()
      .references(() => specs.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    value: text('value').notNull(),
    /** AmountPerQuantity or NoMarkup. */
    priceMarkupType: text('price_markup_type').notNull().default('NoMarkup'),
    priceMarkup: moneyColumn('price_markup'),
    listOrder: integer('list_order').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.specId, t.id] })],
);

export const productSpecAssignments = pgTable(
  'product_spec_assignments',
  {
    specId: text('spec_id')
      .notNull()
      .references(() => specs.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    defaultValue: text('default_value'),
    defaultOptionId: text('default_option_id'),
  },
  (t) => [
    primaryKey({ columns: [t.specId, t.productId] }),
    index('product_spec_assignments_product_idx').on(t.productId),
  ],
);

/** Colour names (xp.Attributes.ColorVarient values) mapped to a colour code or an image URL. */
export const colors = pgTable('colors', {
  name: text('name').primaryKey(),
  code: text('code').notNull(),
  version: versionColumn(),
});

/**
 * How many active SKUs (never an event) each data flag finds (skuDataFlagsOf: nostock, noprice, noimage),
 * kept by a trigger on products in the writing statement (migration 0033, its SQL function product_flags
 * the twin of skuDataFlagsOf), so the dashboard's catalogue quality reads three rows instead of counting
 * thousands of index entries a request.
 */
export const productFlagFigures = pgTable('product_flag_figures', {
  flag: text('flag').primaryKey(),
  skus: integer('skus').notNull().default(0),
});
