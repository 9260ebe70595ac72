import { PRODUCT_SEARCH_MIN_LENGTH, productListSpec } from '@commerce/domain';
import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import { textSortKey } from '../../db/text-sort-key.ts';
import type { SearchHit, SearchProvider } from '../search/public.ts';
import { notAnEvent } from './queries.ts';
import { productTextMatches } from './search-text.ts';

const hitColumns = { id: products.id, name: products.name, code: products.productCode };
type HitRow = { id: string; name: string; code: string };

/** A SKU opens on its own SKU view, as a row of the product list does. */
const toHit = (row: HitRow): SearchHit => ({
  ID: row.id,
  Title: row.name,
  Subtitle: `${row.code} · SKU ${row.id}`,
  Path: `/products/${encodeURIComponent(row.code)}/skus/${encodeURIComponent(row.id)}`,
});

/**
 * Products for global search, with the product list's key and its rule (never an event): the SKU whose ID
 * is the text, and the SKUs of the product whose code it is (primary key and products_code_idx); then,
 * from three characters (as the list), the SKUs whose words the text's words start (the search rule), by
 * name.
 */
export const productSearch: SearchProvider = {
  anyOf: productListSpec.readKeys,
  async find(db: DbOrTx, _principal, text, limit) {
    const term = text.trim();
    const select = (where: SQL | undefined) =>
      db
        .select(hitColumns)
        .from(products)
        .where(and(notAnEvent, where))
        .orderBy(asc(textSortKey(products.name)), asc(products.id))
        .limit(limit);
    // IDs and codes are kept as typed ('P10288', '204440'); staff may type them in lower case.
    const typed = [...new Set([term, term.toUpperCase()])];
    const exact = await select(
      or(...typed.flatMap((id) => [eq(products.id, id), eq(products.productCode, id)])),
    );
    const contained =
      term.length >= PRODUCT_SEARCH_MIN_LENGTH && exact.length < limit
        ? await select(productTextMatches(term))
        : [];
    const seen = new Set<string>();
    return [...exact, ...contained]
      .filter((row) => !seen.has(row.id) && seen.add(row.id))
      .slice(0, limit)
      .map(toHit);
  },
};
