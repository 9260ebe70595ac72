import type { HomePageItem } from '@commerce/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import { textSortKey } from '../../db/text-sort-key.ts';
import { productTextMatches } from './search-text.ts';

/*
 * Products and events by their default SKU, as other areas pick and show them: the home page's lists and
 * their picker, the sitemap.
 */

const itemColumns = {
  ID: products.id,
  Name: products.name,
  ProductCode: products.productCode,
  OnStorefront: sql<boolean>`(${products.active} and ${products.visible})`,
};

const toItem = (row: HomePageItem): HomePageItem => ({ ...row, OnStorefront: Boolean(row.OnStorefront) });

/** The default SKUs of these codes, products or events (a code of the other kind is not found), by code. */
export async function defaultSkusByCode(
  db: DbOrTx,
  codes: readonly string[],
  kind: { events: boolean },
): Promise<Map<string, HomePageItem>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select(itemColumns)
    .from(products)
    .where(
      and(
        sql`${products.productCode} = any(${sql.param([...codes])}::text[])`,
        eq(products.isDefaultProduct, true),
        eq(products.isWorkshop, kind.events),
      ),
    );
  return new Map(rows.map((row) => [row.ProductCode, toItem(row)]));
}

/** Default SKUs of products or events whose SKU ID, code, name or web name match the text's words, by name. */
export async function defaultSkusMatching(
  db: DbOrTx,
  query: { events: boolean; search: string; limit: number },
): Promise<HomePageItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(products)
    .where(
      and(
        eq(products.isDefaultProduct, true),
        eq(products.isWorkshop, query.events),
        query.search ? productTextMatches(query.search) : undefined,
      ),
    )
    .orderBy(asc(textSortKey(products.name)), asc(products.productCode))
    .limit(query.limit);
  return rows.map(toItem);
}

/** The codes of the products or events the storefront shows (active, visible default SKUs). */
export const shownProductCodes = (db: DbOrTx, kind: { events: boolean }) =>
  db
    .selectDistinct({ value: products.productCode })
    .from(products)
    .where(
      and(
        eq(products.isDefaultProduct, true),
        eq(products.active, true),
        eq(products.visible, true),
        eq(products.isWorkshop, kind.events),
      ),
    );
