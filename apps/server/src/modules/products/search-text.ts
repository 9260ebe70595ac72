import type { SQL } from 'drizzle-orm';
import { products } from '../../db/schema/products.ts';
import { loweredContains } from '../../http/list-query.ts';

/**
 * A product row whose SKU ID, product code, name or web name contains `term` (any case): one LIKE on the
 * stored, lower-cased `search_text`, which its one trigram index serves (products_search_trgm). Every
 * search of products by any part goes through here or through the list's `SearchText` field.
 */
export const productTextContains = (term: string): SQL => loweredContains(products.searchText, term.trim());
