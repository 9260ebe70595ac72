import { productQueryWords } from '@commerce/domain';
import type { SQL } from 'drizzle-orm';
import { productWordsVector, products } from '../../db/schema/products.ts';
import { wordsSql, type ListField } from '../../http/list-query.ts';

/**
 * A product or event row whose words (SKU ID and product code whole and in parts, name, web name) start
 * with every word of `text`, in any order, case and accents ignored (the search rule): one condition on
 * `search_text`'s words, which its GIN index serves (products_search_words). Every product search goes
 * through here or through the lists' `SearchText` field below.
 */
export const productTextMatches = (text: string): SQL =>
  wordsSql(productWordsVector, productQueryWords(text));

/** The `SearchText` field of the product and event lists: the same words, asked for as `productTextMatches` does. */
export const productSearchTextField = {
  column: products.searchText,
  type: 'text',
  search: 'words',
  searchColumn: productWordsVector,
  searchWords: productQueryWords,
} satisfies ListField;
