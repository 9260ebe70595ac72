import { productWords } from '@commerce/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { rowsOf } from '../../seed/rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A product's words come from the SQL function product_search_words (a generated column follows every
// writer); the typed search is split by the domain's tokenizer. They must be the same words, or a search
// would miss what the rule promises.
describe('product_search_words', () => {
  it('gives the words the domain tokenizer gives', async () => {
    const samples = [
      { id: 'P2-1', code: 'P2', name: 'Peony Bouquet', webName: 'Pink Peonies' },
      { id: 'S1000042-3', code: 'S1000042', name: "Heritage Peony 'Lindgren' - Deluxe", webName: null },
      { id: 'FEV000001', code: 'FEV000001', name: 'Crème Brûlée ROSÉ & Søren’s Æble', webName: 'Straße Ærø' },
      { id: 'x_y.z', code: ' x ', name: '  Ångström—Zoë 2×3 ½ ', webName: 'Μέλι мёд ünïcödé' },
      { id: 'WS1-1', code: 'WS1', name: '', webName: '' },
    ];
    for (const product of samples) {
      const [row] = await rowsOf<{ words: string }>(
        t.db,
        sql`select product_search_words(${product.id}, ${product.code}, ${product.name}, ${product.webName}) as words`,
      );
      expect(row!.words.split(' ').sort(), product.name).toEqual(productWords(product).sort());
    }
  });
});
