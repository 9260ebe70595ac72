import { emailWords } from '@commerce/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { rowsOf } from '../../seed/rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The e-mail index's words come from the SQL function email_search_words (an index expression follows every
// writer); the typed search is split by the domain's tokenizer. For the addresses emailSchema admits they
// must be the same words, or a search would miss what the rule promises.
describe('email_search_words', () => {
  it('gives the words the domain tokenizer gives', async () => {
    const addresses = [
      'J.Smith+roses@Mail-Box.example',
      'ann_olson-77@garden.example',
      'plain@example.com',
      'a.b.c.d@x.y.z',
      'trailing.dot.@example.com',
      "o'neil@example.com",
      '',
    ];
    for (const address of addresses) {
      const [row] = await rowsOf<{ words: string[] }>(
        t.db,
        sql`select coalesce(email_search_words(${address}), '{}') as words`,
      );
      expect([...row!.words].sort(), address).toEqual(emailWords(address).sort());
    }
  });
});
