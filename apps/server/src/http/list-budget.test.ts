import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import type { Database } from '../db/client.ts';
import { defineList } from './list-query.ts';

const slowThings = pgTable('slow_things', { id: text('id').primaryKey() });

const kind = inject('testDatabase').kind;
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table slow_things (id text primary key)`);
  await database.db.execute(
    sql`insert into slow_things select 'r' || lpad(i::text, 2, '0') from generate_series(1, 40) i`,
  );
  await database.db.execute(sql`analyze slow_things`);
});
afterAll(() => database.close());

const list = defineList({
  table: slowThings,
  fields: { ID: { column: slowThings.id, type: 'text', sort: true, search: true } },
  defaultSort: 'ID',
  defaultPageSize: 5,
  scale: { exactCountLimit: 3, walkBudgetMs: 100 },
});
const rowsAsThey = { select: { id: slowThings.id }, raw: true, map: (row: unknown) => row as { id: string } };

// The budget is PostgreSQL's statement_timeout; PGlite has none, so this runs in CI's PostgreSQL pass.
describe.runIf(kind === 'postgres')('a scale list within its time budget', () => {
  // Every row costs 10 ms to look at: the first page (5 rows) fits the budget, counting all 40 does not.
  const slowly = sql`pg_sleep(0.01) is not null`;

  it('answers the estimate when counting the matches would take longer than the budget', async () => {
    const page = await list.run(database.db, list.parse({}), { ...rowsAsThey, where: slowly });
    expect(page.Items.map((row) => row.id)).toEqual(['r01', 'r02', 'r03', 'r04', 'r05']);
    expect(page.Meta.TotalCountIsEstimate).toBe(true);
    expect(page.Meta.TotalCount).toBeGreaterThan(5);
  });
});

describe.runIf(kind === 'pglite')('a scale list on the embedded database', () => {
  it('counts its total without the transaction a time budget would need there for nothing', async () => {
    const transaction = vi.spyOn(database.db, 'transaction');
    const page = await list.run(database.db, list.parse({}), rowsAsThey);
    expect(page.Meta).toMatchObject({ TotalCount: 40, ItemRange: [1, 5] });
    expect(page.Meta.TotalCountIsEstimate).toBeUndefined();
    expect(transaction).not.toHaveBeenCalled();
  });
});
