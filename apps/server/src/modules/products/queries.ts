import {
  INFINITE_INVENTORY_CODE,
  PRODUCT_FLAG_FILTERS,
  productListSpec,
  type ProductFacet,
  type ProductFacets,
  type ProductFlagFilter,
  type ProductListRow,
} from '@commerce/domain';
import { and, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { isoTextColumn, numberColumn } from '../../db/raw-rows.ts';
import {
  colors,
  productFlagFigures,
  products,
  skuDataFlagsOf,
  type SkuDataFlag,
} from '../../db/schema/products.ts';
import { validationFailure } from '../../http/errors.ts';
import { defineList, filterSql, type ListPage, type ListQuery } from '../../http/list-query.ts';
import { inCategoryWhere } from '../categories/public.ts';
import { departmentCounts } from '../dcf/public.ts';
import { textSortKey } from '../../db/text-sort-key.ts';
import { productSearchTextField } from './search-text.ts';

/** Bucket 1 Web Visible, 2 Order Taker Browse, 3 Internal Product Search (spec 2 §4). */
const BUCKET_CONDITIONS: Record<string, SQL> = {
  '1': sql`${products.visible}`,
  '2': sql`not ${products.visible} and ${products.omsVisible}`,
  '3': sql`not ${products.visible} and not ${products.omsVisible}`,
};

const FLAG_CONDITIONS: Record<ProductFlagFilter, SQL> = {
  featured: sql`${products.isFeatured}`,
  grown: sql`${products.isGrown}`,
  exclusive: sql`${products.isExclusive}`,
  ...skuDataFlagsOf(products),
};

/**
 * How many active SKUs (never an event) each data flag of the list finds: what
 * `/products?status=active&flags=F` lists (the dashboard's catalogue quality), from the figures the products'
 * trigger keeps (product_flag_figures).
 */
export async function activeSkusFlagged(
  db: DbOrTx,
  flags: readonly SkuDataFlag[],
): Promise<Map<SkuDataFlag, number>> {
  if (flags.length === 0) return new Map();
  const rows = await db
    .select({ flag: productFlagFigures.flag, skus: productFlagFigures.skus })
    .from(productFlagFigures)
    .where(inArray(productFlagFigures.flag, [...flags]));
  return new Map(flags.map((flag) => [flag, rows.find((row) => row.flag === flag)?.skus ?? 0]));
}

const oneOf = (values: string[], key: string, allowed: readonly string[]): string[] => {
  const chosen = values.flatMap((value) => value.split('|')).map((value) => value.trim());
  const unknown = chosen.find((value) => !allowed.includes(value));
  if (unknown !== undefined) throw validationFailure({ [key]: `must be one of ${allowed.join(', ')}` });
  return chosen;
};

/**
 * GET /products (spec 2 §2, productListSpec): one row per SKU, never an event (IsWorkshop). Search follows
 * the search rule over the SKU ID, product code, name and web name (the words of `search_text`, one GIN
 * index); department, class and fineline are columns with their own indexes; the bucket, the flags and the
 * category are custom filters. It runs on the engine's million-row path (200,000 SKU rows at the scale seed).
 */
export const productList = defineList({
  spec: productListSpec,
  table: products,
  fields: {
    ID: { column: products.id, type: 'text', sort: true, filter: true },
    Name: { column: products.name, type: 'text', sort: true, filter: true },
    'xp.ProductCode': { column: products.productCode, type: 'text', sort: true, filter: true },
    'xp.WebFacingProductTitle': { column: products.webName, type: 'text' },
    // The words of the SKU ID, product code, name and web name, in one column with one words index.
    SearchText: productSearchTextField,
    Active: { column: products.active, type: 'boolean', filter: true },
    'xp.CurrentDepartment': { column: products.department, type: 'text', filter: true },
    'xp.CurrentClass': { column: products.class, type: 'text', filter: true },
    'xp.CurrentFineline': { column: products.fineline, type: 'text', filter: true },
  },
  customFilters: {
    Bucket: (values, key) => {
      const chosen = oneOf(values, key, Object.keys(BUCKET_CONDITIONS));
      return or(...chosen.map((bucket) => BUCKET_CONDITIONS[bucket]!));
    },
    Flags: (values, key) => {
      const chosen = oneOf(values, key, PRODUCT_FLAG_FILTERS) as ProductFlagFilter[];
      return or(...chosen.map((flag) => FLAG_CONDITIONS[flag]));
    },
    CategoryID: (values, key) =>
      inCategoryWhere(products.id, (categoryId) =>
        filterSql({ expr: categoryId, type: 'text' }, key, values),
      ),
  },
  tiebreaker: products.id,
  scale: {
    // The one search is by words: its matches come from the words index and are sorted and counted in one
    // statement whatever the planner expects (list-run.ts), so this limit of estimated matches is not asked.
    exactCountLimit: 200,
    // Counting a filter's rows reads every one of them: past a thousand expected, a total is the planner's
    // estimate.
    countExactlyUpTo: 1000,
    deferredJoinFrom: 1000,
  },
});

/** Events are products too; no product screen shows them. */
export const notAnEvent = not(products.isWorkshop);

// Named after the table's columns: the sort of a search's matches is written against them (list-run.ts).
const listColumns = {
  id: products.id,
  name: products.name,
  active: products.active,
  productCode: products.productCode,
  webName: products.webName,
  visible: products.visible,
  omsVisible: products.omsVisible,
  department: products.department,
  class: products.class,
  fineline: products.fineline,
  retailPrice: numberColumn(products.retailPrice, 'retail_price'),
  promotionPrice: numberColumn(products.promotionPrice, 'promotion_price'),
  quantityAvailable: products.quantityAvailable,
  safetyStock: products.safetyStock,
  infiniteInventory: products.infiniteInventory,
  releaseDate1: isoTextColumn(products.releaseDate1, 'release_date1'),
  releaseDate2: isoTextColumn(products.releaseDate2, 'release_date2'),
};

interface RawListRow {
  id: string;
  name: string;
  active: boolean;
  product_code: string;
  web_name: string | null;
  visible: boolean;
  oms_visible: boolean;
  department: string | null;
  class: string | null;
  fineline: string | null;
  retail_price: number | null;
  promotion_price: number | null;
  quantity_available: number;
  safety_stock: number | null;
  infinite_inventory: boolean;
  release_date1: string | null;
  release_date2: string | null;
}

const toListRow = (row: RawListRow): ProductListRow => ({
  ID: row.id,
  Name: row.name,
  Active: row.active,
  Inventory: { QuantityAvailable: row.quantity_available },
  xp: {
    ProductCode: row.product_code,
    WebFacingProductTitle: row.web_name,
    Visible: row.visible,
    OmsVisible: row.oms_visible,
    CurrentDepartment: row.department,
    CurrentClass: row.class,
    CurrentFineline: row.fineline,
    SafetyStock: row.safety_stock,
    ReleaseDate1: row.release_date1,
    ReleaseDate2: row.release_date2,
    Price: { RetailPrice: row.retail_price, PromotionPrice: row.promotion_price },
    CodeB3: row.infinite_inventory ? INFINITE_INVENTORY_CODE : null,
  },
});

export function listProducts(db: DbOrTx, query: ListQuery): Promise<ListPage<ProductListRow>> {
  return productList.run(db, query, {
    select: listColumns,
    raw: true,
    where: notAnEvent,
    map: (row) => toListRow(row as unknown as RawListRow),
  });
}

/** The products the counts are of: default SKUs, not events (C-40, as the DCF screen counts). */
const countedProducts = and(eq(products.isDefaultProduct, true), notAnEvent);

async function groupCounts(db: DbOrTx, column: AnyPgColumn, where: SQL): Promise<ProductFacet[]> {
  const rows = await db
    .select({ value: column, count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(countedProducts, where, sql`${column} is not null`))
    .groupBy(column)
    .orderBy(sql`count(*) desc`, sql`${column} collate "C"`);
  return rows.map((row) => ({ Value: String(row.value), Count: Number(row.count) }));
}

/**
 * The drill-down's counts: every department (kept by triggers in dcf_facet_counts, so never counted on
 * read), the classes of the chosen department and the finelines of the chosen class (counted over the
 * partial index of default SKUs, a few thousand rows at most).
 */
export async function productFacets(
  db: DbOrTx,
  choice: { dept?: string; cls?: string },
): Promise<ProductFacets> {
  const departments = await departmentCounts(db);
  const classes = choice.dept
    ? await groupCounts(db, products.class, eq(products.department, choice.dept))
    : [];
  const finelines =
    choice.dept && choice.cls
      ? await groupCounts(
          db,
          products.fineline,
          and(eq(products.department, choice.dept), eq(products.class, choice.cls))!,
        )
      : [];
  return { Departments: departments, Classes: classes, Finelines: finelines };
}

/** The colour table: colour names (xp.Attributes.ColorVarient values) with a colour code or image URL. */
export async function colorTable(db: DbOrTx) {
  const rows = await db.select().from(colors).orderBy(textSortKey(colors.name));
  return rows.map((row) => ({ colorName: row.name, colorCode: row.code }));
}
