import {
  DELIVERY_METHODS,
  STOREFRONT_METHODS,
  STOREFRONT_PAGE_SIZE,
  type DeliveryOption,
  type StorefrontBrowseQuery,
  type StorefrontProduct,
  type StorefrontProductDetail,
} from '@commerce/domain';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  listPriceOf,
  priceSchedules,
  products,
  shownNameOf,
  storefrontListedOf,
} from '../../db/schema/products.ts';
import { notFound } from '../../http/errors.ts';
import { rememberedCount } from '../../http/list-run.ts';
import { dcfDefault, dcfRecordsOf } from '../dcf/public.ts';
import { productTextMatches } from './search-text.ts';

/*
 * What the storefront reads of the products: the visible catalogue is the active, visible SKUs; a product
 * is its SKUs sharing a product code, shown by its default SKU. The queries are the storefront's own (its
 * partial indexes, its page sizes); the console's are in queries.ts and detail.ts.
 */

type ProductRow = typeof products.$inferSelect;

export const visibleSku = and(eq(products.active, true), eq(products.visible, true));

/** The first image of xp.Contentful.Images (a URL, or an object with one). */
function imageOf(xp: Record<string, unknown>): string | null {
  const contentful = xp.Contentful as { Images?: unknown } | undefined;
  const images = Array.isArray(contentful?.Images) ? contentful.Images : [];
  const first = images[0] as unknown;
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object') {
    const url = (first as Record<string, unknown>).url ?? (first as Record<string, unknown>).URL;
    return typeof url === 'string' ? url : null;
  }
  return null;
}

/** The price charged: the price schedule's first break, else the promotion price, else the retail price. */
export function priceOf(
  row: ProductRow,
  breaks: { Quantity: number; Price: number }[] | null,
): number | null {
  const scheduled = breaks?.[0]?.Price;
  if (typeof scheduled === 'number' && scheduled > 0) return scheduled;
  const value = row.promotionPrice ?? row.retailPrice;
  return value === null ? null : Number(value);
}

export const isAvailable = (row: ProductRow) => row.infiniteInventory || row.quantityAvailable > 0;

const nameOf = (row: ProductRow) => row.webName || row.name;

const listPrice = listPriceOf(products);
const ORDERS: Record<StorefrontBrowseQuery['sort'], SQL[]> = {
  name: [asc(shownNameOf(products)), asc(products.id)],
  // Both ways along one index (price, id): listed products all have a price, so nulls never need placing.
  price: [asc(listPrice), asc(products.id)],
  '-price': [desc(listPrice), desc(products.id)],
};

/**
 * A page of the listed catalogue, searched (SKU ID, product code, name, web name), in a department, sorted. The
 * price sort is by the list price (`listPriceOf`); the price shown (`priceOf`) prefers the price schedule's
 * first break, but every writer keeps that break equal to it (products service, demo and scale seeds).
 */
export async function browseStorefront(
  db: DbOrTx,
  query: StorefrontBrowseQuery,
): Promise<{ Items: StorefrontProduct[]; TotalCount: number }> {
  const where = and(
    storefrontListedOf(products),
    query.department ? eq(products.department, query.department) : undefined,
    // The products' words (SKU ID, code, name, web name); over the listed products its partial words
    // index serves it (products_storefront_search_words).
    query.search ? productTextMatches(query.search) : undefined,
  );
  // The page's IDs first, from the products alone (an index walk, or the search's matches sorted on
  // narrow rows); then the 24 rows with their price schedules. One query joining first would read every
  // match's full row and schedule before keeping 24.
  const offset = (query.page - 1) * STOREFRONT_PAGE_SIZE;
  const page = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...ORDERS[query.sort])
    .limit(STOREFRONT_PAGE_SIZE)
    .offset(offset);
  // A short first page is the whole list; otherwise the count, which reads every match, is kept for a
  // few seconds like the console lists' totals (paging, sorting and coming back ask for it again).
  const total =
    page.length < STOREFRONT_PAGE_SIZE && (page.length > 0 || offset === 0)
      ? offset + page.length
      : await rememberedCount(db, products, where);
  const ids = page.map((row) => row.id);
  const rows = ids.length
    ? await db
        .select({ product: products, breaks: priceSchedules.priceBreaks })
        .from(products)
        .leftJoin(priceSchedules, eq(priceSchedules.id, products.defaultPriceScheduleId))
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.product.id, row]));
  return {
    Items: ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return []; // deleted between the two reads
      const { product, breaks } = row;
      return [
        {
          ProductCode: product.productCode,
          ID: product.id,
          Name: nameOf(product),
          Price: priceOf(product, breaks),
          Image: imageOf(product.xp),
        },
      ];
    }),
    TotalCount: total,
  };
}

type DeliveryMap = Partial<Record<string, { enabled?: boolean; leadDays?: number }>>;
const deliveryMapOf = (xp: Record<string, unknown> | undefined | null): DeliveryMap | null => {
  const value = xp?.Delivery;
  if (!value || typeof value !== 'object') return null;
  const map = value as DeliveryMap;
  return DELIVERY_METHODS.some((method) => map[method]?.enabled === true) ? map : null;
};

/**
 * A SKU's delivery options: its own xp.Delivery, else its fineline's, class's, department's, else the DCF
 * catalogue default (C-8), limited to the methods the storefront offers.
 */
export async function deliveryOptionsOf(db: DbOrTx, row: ProductRow): Promise<DeliveryOption[]> {
  let map = deliveryMapOf(row.xp);
  if (!map) {
    const levels = [
      ['finelines', row.fineline],
      ['classes', row.class],
      ['departments', row.department],
    ] as const;
    const values = levels.filter(([, value]) => value);
    const found = await dcfRecordsOf(
      db,
      values.map(([type, value]) => ({ type, id: value! })),
    );
    for (const [type, value] of values) {
      map = deliveryMapOf(found.get(`${type}/${value}`));
      if (map) break;
    }
  }
  if (!map) map = deliveryMapOf({ Delivery: (await dcfDefault(db)).Delivery });
  return STOREFRONT_METHODS.flatMap((method) =>
    map?.[method]?.enabled ? [{ Method: method, LeadDays: Math.max(0, map[method]?.leadDays ?? 0) }] : [],
  );
}

/** A product page: its visible SKUs (default first) and the default SKU's delivery options. */
export async function storefrontProduct(db: DbOrTx, productCode: string): Promise<StorefrontProductDetail> {
  const rows = await db
    .select({ product: products, breaks: priceSchedules.priceBreaks })
    .from(products)
    .leftJoin(priceSchedules, eq(priceSchedules.id, products.defaultPriceScheduleId))
    .where(and(visibleSku, eq(products.productCode, productCode)))
    .orderBy(sql`${products.isDefaultProduct} desc`, asc(products.name));
  const head = rows[0]?.product;
  if (!head) throw notFound('The product');
  const xp = head.xp as Record<string, unknown>;
  return {
    ProductCode: productCode,
    Name: nameOf(head),
    Description:
      typeof xp.WebDescription === 'string' ? xp.WebDescription.replace(/<[^>]*>/g, '') : head.description,
    Image: imageOf(xp),
    Skus: rows.flatMap(({ product, breaks }) => {
      const price = priceOf(product, breaks);
      return price === null
        ? []
        : [{ ID: product.id, Name: product.name, Price: price, Available: isAvailable(product) }];
    }),
    Delivery: await deliveryOptionsOf(db, head),
  };
}

/** The visible SKUs of a cart, with their prices, by ID. */
export async function storefrontSkus(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { product: ProductRow; price: number | null }>();
  const rows = await db
    .select({ product: products, breaks: priceSchedules.priceBreaks })
    .from(products)
    .leftJoin(priceSchedules, eq(priceSchedules.id, products.defaultPriceScheduleId))
    .where(and(visibleSku, inArray(products.id, [...ids])));
  return new Map(
    rows.map(({ product, breaks }) => [product.id, { product, price: priceOf(product, breaks) }]),
  );
}
