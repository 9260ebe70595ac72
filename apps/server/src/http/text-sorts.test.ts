import { textSortKey, type CustomerListItem, type ListPage, type StoreListItem } from '@commerce/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../test/helpers.ts';
import { stores } from '../db/schema/index.ts';
import { insertCustomer, staff } from '../modules/customers/test-fixtures.ts';
import { forgetReadCaches } from './read-caches.ts';

/*
 * Text sorts as a person reads (issue 54), on this run's database (PGlite, or PostgreSQL with DATABASE_URL):
 * the database's fold is the domain's, and lists on the plain and the million-row path sort by it.
 */

let t: TestApp;
let cookies: string;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await staff(t.app, t.db, 'sorter', ['stores-reader', 'customer-reader']);
});
afterAll(() => t.close());

const get = <T>(path: string) =>
  api(t.app, cookies)
    .get(path)
    .then((response) => response.json<T>());

describe("the database's text_sort_key", () => {
  it('folds every Latin letter, and text around it, exactly as the domain does', async () => {
    const latin = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));
    const texts = [
      ...latin(0x20, 0x7e),
      ...latin(0xa0, 0x24f),
      ...latin(0x1e00, 0x1eff),
      "Bachman's at Mayo Square",
      'Émile Zoë ÑANDÚ',
      'Øster Straße Łódź',
      'ΣΑ Σα',
      'e\u0301',
      '\u{1F337} tulip',
    ];
    const { rows } = (await t.db.execute(
      sql`select text_sort_key(value) as key from unnest(${sql.param(texts)}::text[]) with ordinality as t(value, n) order by n`,
    )) as unknown as { rows: { key: string }[] };
    expect(rows.map((row) => row.key)).toEqual(texts.map(textSortKey));
  });
});

describe('the store list (plain path)', () => {
  beforeAll(async () => {
    const names = [
      "Bachman's Woodbury",
      'edina',
      "Bachman's at Mayo Square",
      'Émile Floral',
      'Eagan',
      'fridley',
    ];
    await t.db
      .insert(stores)
      .values(names.map((companyName, index) => ({ id: `Store-Sort-${index}`, companyName, active: true })));
  });

  it('sorts Store Name ignoring case and accents, both ways', async () => {
    const names = async (sortBy: string) =>
      (await get<ListPage<StoreListItem>>(`/api/stores?sortBy=${sortBy}`)).Items.map(
        (row) => row.CompanyName,
      );
    const read = [
      "Bachman's at Mayo Square",
      "Bachman's Woodbury",
      'Eagan',
      'edina',
      'Émile Floral',
      'fridley',
    ];
    expect(await names('CompanyName')).toEqual(read);
    expect(await names('!CompanyName')).toEqual([...read].reverse());
  });
});

describe('the customer list (million-row path)', () => {
  // Last names in the order a person reads them; equal folds by ID.
  const READ = ['abbott', 'Abbott', 'ÅBERG', 'Adams', 'Émile', 'EMILY', 'ewing', 'Øberg', 'Olsen', 'zahn'];
  beforeAll(async () => {
    for (const [index, lastName] of READ.entries()) {
      await insertCustomer(t.db, {
        id: String(300100 + index),
        lastName,
        email: `${index % 2 ? 'B' : 'a'}${READ.length - index}@example.com`,
      });
    }
  });
  const page = (query: string) => get<ListPage<CustomerListItem>>(`/api/customers?${query}`);

  it('pages Last Name ignoring case and accents across page boundaries, both ways', async () => {
    for (const [sortBy, expected] of [
      ['LastName', READ],
      ['!LastName', [...READ].reverse()],
    ] as const) {
      forgetReadCaches();
      const names: string[] = [];
      for (let number = 1; number <= 4; number++) {
        names.push(
          ...(await page(`sortBy=${sortBy}&page=${number}&pageSize=3`)).Items.map((row) => row.LastName),
        );
      }
      expect(names).toEqual(expected);
    }
  });

  it('sorts e-mails ignoring case', async () => {
    const emails = (await page('sortBy=Email&pageSize=4')).Items.map((row) => row.Email);
    expect(emails).toEqual(['a10@example.com', 'a2@example.com', 'a4@example.com', 'a6@example.com']);
    const next = (await page('sortBy=Email&page=2&pageSize=4')).Items.map((row) => row.Email);
    expect(next).toEqual(['a8@example.com', 'B1@example.com', 'B3@example.com', 'B5@example.com']);
  });

  it('finds a name by its start typed without accents or case, in the same order', async () => {
    const found = await page('search=EMI&searchOn=LastName');
    expect(found.Items.map((row) => row.LastName)).toEqual(['Émile', 'EMILY']);
    const accented = await page('search=ob&searchOn=LastName');
    expect(accented.Items.map((row) => row.LastName)).toEqual(['Øberg']);
  });
});
