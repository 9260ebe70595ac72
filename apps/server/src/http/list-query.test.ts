import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { boolean, integer, jsonb, PgDialect, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { checkboxFilter, defineListSpec, statusFilter, textWords, type ListSpec } from '@commerce/domain';
import { ApiError } from './errors.ts';
import { exportCsv } from './list-export.ts';
import { countRows, defineList, parseFilterValue, toListPage } from './list-query.ts';
import type { ListPage, ListQuery } from './list-query.ts';
import { forgetReadCaches } from './read-caches.ts';
import { textSortKey } from '../db/text-sort-key.ts';
import { textSortKeyFunction } from '../../test/text-sort-key.ts';

// ---------------------------------------------------------------------------------------------------------
// A small table and a list over it

const things = pgTable('things', {
  id: text('id').primaryKey(),
  name: text('name'),
  active: boolean('active'),
  created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull(),
  score: integer('score'),
  xp: jsonb('xp').$type<Record<string, unknown>>().notNull().default({}),
});

const thingList = defineList({
  table: things,
  fields: {
    ID: { column: things.id, type: 'text', sort: true, textSort: 'stored', filter: true, search: true },
    Name: { column: things.name, type: 'text', sort: true, filter: true, search: true },
    Active: { column: things.active, type: 'boolean', sort: true, filter: true },
    DateCreated: { column: things.created, type: 'date', sort: true, filter: true },
    Score: { column: things.score, type: 'number', sort: true, filter: true },
    'xp.Tier': { column: sql`${things.xp}->>'Tier'`, type: 'text', sort: true, filter: true, search: true },
  },
  xpColumn: things.xp,
  defaultSort: 'ID',
  defaultSearchOn: ['ID', 'Name'],
  defaultPageSize: 10,
  customFilters: {
    // A route-implemented filter: `HighScore=true` → score above 20.
    HighScore: (values) => (values.includes('true') ? sql`${things.score} > 20` : undefined),
  },
});

const pad = (i: number) => String(i).padStart(2, '0');
const NAMES: Record<number, string | null> = {
  1: 'Rose Alpha',
  2: 'rosemary Beta',
  3: 'Primrose',
  4: '100% Cotton',
  5: '100 Percent',
  6: 'snake_case',
  7: 'snakeXcase',
  8: null,
  9: '',
  10: "'; drop table things; --",
};
const TIERS = ['Gold', 'Silver', 'Bronze'];

/** r01…r30: created on 2026-01-<i> 12:00 UTC, score i (null from r26), xp.Phone missing/''/set by i % 5. */
const rows = Array.from({ length: 30 }, (_, index) => {
  const i = index + 1;
  const xp: Record<string, unknown> = { Tier: TIERS[i % 3], Address: { City: i <= 10 ? 'Oslo' : 'Bergen' } };
  if (i % 5 === 1) xp.Phone = '';
  if (i % 5 > 1) xp.Phone = `555-01${pad(i)}`;
  return {
    id: `r${pad(i)}`,
    name: i in NAMES ? (NAMES[i] ?? null) : `Item ${i}`,
    active: i === 30 ? null : i % 3 !== 0,
    created: new Date(Date.UTC(2026, 0, i, 12)),
    score: i <= 25 ? i : null,
    xp,
  };
});
const idsWhere = (test: (i: number) => boolean) =>
  rows.filter((_, index) => test(index + 1)).map((row) => row.id);

let client: PGlite;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  client = new PGlite();
  db = drizzle(client);
  await client.exec(textSortKeyFunction);
  await client.exec(`create table things (
    id text primary key, name text, active boolean, created timestamptz not null, score int,
    xp jsonb not null default '{}')`);
  await db.insert(things).values(rows);
});

afterAll(async () => {
  await client.close();
});

/** Runs the list for a query string and returns every matching id (one big page, default sort). */
async function matchingIds(query: Record<string, string | string[]>): Promise<string[]> {
  const page = await thingList.run(db, thingList.parse({ pageSize: '100', ...query }));
  return page.Items.map((row) => row.id);
}

function apiError(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

const dialect = new PgDialect();
const toQuery = (where: SQL | undefined) => dialect.sqlToQuery(where ?? sql``);

// ---------------------------------------------------------------------------------------------------------

describe('filter value syntax', () => {
  it('reads equals, wildcards, has/no value, negation, OR and comparisons', () => {
    expect(parseFilterValue('K', 'Rose')).toEqual({
      raw: 'Rose',
      negate: false,
      anyOf: [{ kind: 'equals', value: 'Rose' }],
    });
    expect(parseFilterValue('K', 'Ro*e*')?.anyOf).toEqual([{ kind: 'like', pattern: 'Ro%e%' }]);
    expect(parseFilterValue('K', '*')?.anyOf).toEqual([{ kind: 'hasValue' }]);
    expect(parseFilterValue('K', '!*')).toMatchObject({ negate: true, anyOf: [{ kind: 'hasValue' }] });
    expect(parseFilterValue('K', '!true')).toMatchObject({
      negate: true,
      anyOf: [{ kind: 'equals', value: 'true' }],
    });
    expect(parseFilterValue('K', 'Open|Completed|Ca*')?.anyOf).toEqual([
      { kind: 'equals', value: 'Open' },
      { kind: 'equals', value: 'Completed' },
      { kind: 'like', pattern: 'Ca%' },
    ]);
    expect(parseFilterValue('K', '<2026-01-01')?.anyOf).toEqual([
      { kind: 'compare', op: '<', value: '2026-01-01' },
    ]);
    expect(parseFilterValue('K', '>=5')?.anyOf).toEqual([{ kind: 'compare', op: '>=', value: '5' }]);
    expect(parseFilterValue('K', '<=5|>9')?.anyOf).toEqual([
      { kind: 'compare', op: '<=', value: '5' },
      { kind: 'compare', op: '>', value: '9' },
    ]);
    expect(parseFilterValue('K', '')).toBeUndefined();
  });

  it('escapes LIKE metacharacters and honours backslash escapes of the syntax', () => {
    expect(parseFilterValue('K', '100%_x\\y*')?.anyOf).toEqual([
      { kind: 'like', pattern: '100\\%\\_x\\\\y%' },
    ]);
    expect(parseFilterValue('K', 'a\\*b\\|c')?.anyOf).toEqual([{ kind: 'equals', value: 'a*b|c' }]);
    expect(parseFilterValue('K', '\\!Important')).toMatchObject({
      negate: false,
      anyOf: [{ value: '!Important' }],
    });
    expect(parseFilterValue('K', '\\<tag>')?.anyOf).toEqual([{ kind: 'equals', value: '<tag>' }]);
    expect(parseFilterValue('K', 'Hi!')?.anyOf).toEqual([{ kind: 'equals', value: 'Hi!' }]);
  });

  it('rejects negated OR lists, misplaced ! and empty alternatives as ValidationFailure naming the key', () => {
    for (const bad of ['!Open|Closed', 'Open|!Closed', 'Open|', '!', '<', '<5*']) {
      const error = apiError(() => parseFilterValue('Status', bad));
      expect(error.statusCode).toBe(400);
      expect(error.errorCode).toBe('ValidationFailure');
      expect(error.data).toMatchObject({ Fields: { Status: expect.any(String) } });
    }
  });
});

describe('parse', () => {
  it('applies defaults', () => {
    const query = thingList.parse({});
    expect(query).toMatchObject({
      page: 1,
      pageSize: 10,
      limit: 10,
      offset: 0,
      sort: [{ field: 'ID' }],
      filters: [],
    });
    expect(query.where).toBeUndefined();
    expect(query.orderBy).toHaveLength(1); // ID is the primary key, sorted as stored: no separate tiebreaker
  });

  it('reads page and pageSize within bounds', () => {
    expect(thingList.parse({ page: '3', pageSize: '25' })).toMatchObject({
      page: 3,
      pageSize: 25,
      offset: 50,
    });
    expect(thingList.parse({ pageSize: '1' }).pageSize).toBe(1);
    expect(thingList.parse({ pageSize: '100' }).pageSize).toBe(100);
    for (const bad of [
      { pageSize: '0' },
      { pageSize: '101' },
      { pageSize: 'x' },
      { pageSize: '1.5' },
      { page: '0' },
    ]) {
      const error = apiError(() => thingList.parse(bad));
      expect(error.errorCode).toBe('ValidationFailure');
      expect(Object.keys((error.data as { Fields: object }).Fields)).toEqual(Object.keys(bad));
    }
    expect(apiError(() => thingList.parse({ page: ['1', '2'] })).errorCode).toBe('ValidationFailure');
  });

  it('reads sortBy with ! and comma lists, adding the tiebreaker', () => {
    const query = thingList.parse({ sortBy: 'Name, !DateCreated,name' });
    expect(query.sort).toEqual([
      { field: 'Name', descending: false },
      { field: 'DateCreated', descending: true },
    ]);
    expect(query.orderBy).toHaveLength(3);
    expect(thingList.parse({ sortBy: '!id' }).orderBy).toHaveLength(1);
  });

  it('rejects unknown or undeclared-xp sort fields with List.InvalidSortProperty', () => {
    for (const sortBy of ['Nope', 'Name,!Nope', 'xp.Phone']) {
      const error = apiError(() => thingList.parse({ sortBy }));
      expect(error.statusCode).toBe(400);
      expect(error.errorCode).toBe('List.InvalidSortProperty');
      expect(error.message).toContain(sortBy.split(',').pop()?.replace('!', ''));
    }
  });

  it('validates searchOn and uses defaultSearchOn', () => {
    expect(thingList.parse({ search: ' rose ' }).search).toMatchObject({ term: 'rose', on: ['ID', 'Name'] });
    expect(thingList.parse({ search: 'g', searchOn: 'xp.Tier' }).search).toMatchObject({
      term: 'g',
      on: ['xp.Tier'],
    });
    for (const searchOn of ['Nope', 'Active']) {
      const error = apiError(() => thingList.parse({ search: 'x', searchOn }));
      expect(error.errorCode).toBe('List.InvalidSearchProperty');
      expect(error.message).toContain(searchOn);
    }
  });

  it('rejects unknown filters and bad xp paths with List.InvalidFilterProperty', () => {
    for (const key of ['Nope', 'xp.', 'xp.a-b', 'xp.a..b', "xp.a'b", 'xp.a b']) {
      const error = apiError(() => thingList.parse({ [key]: 'x' }));
      expect(error.statusCode).toBe(400);
      expect(error.errorCode).toBe('List.InvalidFilterProperty');
    }
    const noXp = defineList({
      table: things,
      fields: { ID: { column: things.id, type: 'text', filter: true } },
      defaultPageSize: 5,
    });
    expect(apiError(() => noXp.parse({ 'xp.Tier': 'Gold' })).errorCode).toBe('List.InvalidFilterProperty');
  });

  it('rejects values that do not fit the field type, naming the field', () => {
    const cases: Record<string, string>[] = [
      { DateCreated: 'yesterday' },
      { DateCreated: '2026-02-30' },
      { DateCreated: '<2026-01-01T25:00:00Z' },
      { Score: 'ten' },
      { Score: '>1e' },
      { Active: 'yes' },
      { Active: '<true' },
      { Score: '1*' },
    ];
    for (const query of cases) {
      const error = apiError(() => thingList.parse(query));
      expect(error.errorCode).toBe('ValidationFailure');
      expect(error.data).toEqual({ Fields: { [Object.keys(query)[0] as string]: expect.any(String) } });
      expect(error.message).toContain(Object.keys(query)[0]);
    }
  });

  it('binds every value and xp path segment as a parameter', () => {
    const query = thingList.parse({
      Name: ["Ro'se*", '!x'],
      'xp.Address.City': 'Oslo|Bergen',
      search: '50%',
    });
    const { sql: text, params } = toQuery(query.where);
    expect(text).not.toMatch(/Ro'se|Oslo|Bergen|Address|City|50/);
    expect(params).toEqual(
      expect.arrayContaining(["Ro'se%", 'x', 'Address', 'City', 'Oslo', 'Bergen', '%50\\%%']),
    );
    expect(query.filters.map((f) => f.key)).toEqual(['Name', 'xp.Address.City']);
    expect(query.filters[1]).toMatchObject({ xpPath: ['Address', 'City'] });
  });

  it('matches field names case-insensitively', () => {
    expect(thingList.parse({ name: 'x', PAGESIZE: '5', sortby: '!score' })).toMatchObject({
      pageSize: 5,
      sort: [{ field: 'Score', descending: true }],
      filters: [{ key: 'name', field: 'Name' }],
    });
  });
});

describe('run against PGlite', () => {
  it('filters text by equality and wildcards (case-insensitive, % and _ literal)', async () => {
    expect(await matchingIds({ Name: 'Primrose' })).toEqual(['r03']);
    expect(await matchingIds({ Name: 'primrose' })).toEqual([]);
    expect(await matchingIds({ Name: 'Rose*' })).toEqual(['r01', 'r02']);
    expect(await matchingIds({ Name: '*rose' })).toEqual(['r03']);
    expect(await matchingIds({ Name: '*ROSE*' })).toEqual(['r01', 'r02', 'r03']);
    expect(await matchingIds({ Name: '100%*' })).toEqual(['r04']);
    expect(await matchingIds({ Name: 'snake_*' })).toEqual(['r06']);
    expect(await matchingIds({ Name: 'snake_case' })).toEqual(['r06']);
  });

  it('negates, and treats null as "not the value"', async () => {
    expect(await matchingIds({ Active: 'true' })).toEqual(idsWhere((i) => i % 3 !== 0 && i !== 30));
    expect(await matchingIds({ Active: '!true' })).toEqual(idsWhere((i) => i % 3 === 0 || i === 30));
    expect(await matchingIds({ Active: 'FALSE' })).toEqual(idsWhere((i) => i % 3 === 0 && i !== 30));
    expect(await matchingIds({ Name: '!Rose*' })).toEqual(idsWhere((i) => i > 2));
  });

  it('finds rows with and without a value (null or empty)', async () => {
    expect(await matchingIds({ Name: '!*' })).toEqual(['r08', 'r09']);
    expect(await matchingIds({ Name: '*' })).toHaveLength(28);
    expect(await matchingIds({ 'xp.Phone': '!*' })).toEqual(idsWhere((i) => i % 5 <= 1));
    expect(await matchingIds({ 'xp.Phone': '*' })).toEqual(idsWhere((i) => i % 5 > 1));
    expect(await matchingIds({ Score: '!*' })).toEqual(idsWhere((i) => i > 25));
  });

  it('ORs alternatives and ANDs repeated keys', async () => {
    expect(await matchingIds({ 'xp.Tier': 'Gold|Silver' })).toEqual(idsWhere((i) => i % 3 !== 2));
    expect(await matchingIds({ Score: ['>10', '<=12'] })).toEqual(['r11', 'r12']);
    expect(await matchingIds({ Score: '<3|>24' })).toEqual(['r01', 'r02', 'r25']);
    expect(await matchingIds({ 'xp.Tier': ['!Gold', '!Silver'] })).toEqual(idsWhere((i) => i % 3 === 2));
  });

  it('compares numbers, including decimals and big values', async () => {
    expect(await matchingIds({ Score: '<5' })).toEqual(['r01', 'r02', 'r03', 'r04']);
    expect(await matchingIds({ Score: '>=24' })).toEqual(['r24', 'r25']);
    expect(await matchingIds({ Score: '<2.5' })).toEqual(['r01', 'r02']);
    expect(await matchingIds({ Score: '7' })).toEqual(['r07']);
    expect(await matchingIds({ Score: '>99999999999' })).toEqual([]);
  });

  it("compares dates: a day means the store's whole day, a timestamp one instant", async () => {
    expect(await matchingIds({ DateCreated: '<2026-01-03' })).toEqual(['r01', 'r02']);
    expect(await matchingIds({ DateCreated: '<=2026-01-02' })).toEqual(['r01', 'r02']);
    expect(await matchingIds({ DateCreated: '2026-01-05' })).toEqual(['r05']);
    expect(await matchingIds({ DateCreated: '>2026-01-28' })).toEqual(['r29', 'r30']);
    expect(await matchingIds({ DateCreated: '>=2026-01-29' })).toEqual(['r29', 'r30']);
    expect(await matchingIds({ DateCreated: ['>2026-01-10', '<2026-01-13'] })).toEqual(['r11', 'r12']);
    expect(await matchingIds({ DateCreated: '2026-01-05T12:00:00Z' })).toEqual(['r05']);
    expect(await matchingIds({ DateCreated: '>2026-01-29T12:00:00.000Z' })).toEqual(['r30']);
    expect(await matchingIds({ DateCreated: '<2026-01-02T13:00:00+01:00' })).toEqual(['r01']);
    // `+` decoded to a space by a client that did not encode it
    expect(await matchingIds({ DateCreated: '<=2026-01-02T13:00:00 01:00' })).toEqual(['r01', 'r02']);
  });

  it('filters on nested xp paths', async () => {
    expect(await matchingIds({ 'xp.Address.City': 'Oslo' })).toEqual(idsWhere((i) => i <= 10));
    expect(await matchingIds({ 'xp.Address.City': 'berg*' })).toEqual(idsWhere((i) => i > 10));
    expect(await matchingIds({ 'xp.Nope.Deeper': '*' })).toEqual([]);
  });

  it('treats SQL-looking values as data', async () => {
    const evil = "'; drop table things; --";
    expect(await matchingIds({ Name: evil })).toEqual(['r10']);
    expect(await matchingIds({ search: evil })).toEqual(['r10']);
    expect(await matchingIds({ [`xp.Phone`]: `x' or '1'='1` })).toEqual([]);
    expect(await matchingIds({})).toHaveLength(30);
  });

  it('searches substrings case-insensitively over the chosen fields', async () => {
    expect(await matchingIds({ search: 'ROSE' })).toEqual(['r01', 'r02', 'r03']);
    expect(await matchingIds({ search: 'r1', searchOn: 'ID' })).toEqual(idsWhere((i) => i >= 10 && i <= 19));
    expect(await matchingIds({ search: '%' })).toEqual(['r04']);
    expect(await matchingIds({ search: 'gold', searchOn: 'xp.Tier,Name' })).toEqual(
      idsWhere((i) => i % 3 === 0),
    );
    expect(await matchingIds({ search: 'rose', Score: '<3' })).toEqual(['r01', 'r02']);
  });

  it('sorts with ! and a stable tiebreaker in the direction of the last term; nulls last ascending, first descending', async () => {
    const byScoreDesc = await thingList.run(db, thingList.parse({ sortBy: '!Score' }));
    expect(byScoreDesc.Items.map((r) => r.id)).toEqual([
      'r30',
      'r29',
      'r28',
      'r27',
      'r26',
      'r25',
      'r24',
      'r23',
      'r22',
      'r21',
    ]);
    const byScore = await thingList.run(db, thingList.parse({ sortBy: 'Score', page: '3' }));
    expect(byScore.Items.map((r) => r.id)).toEqual(idsWhere((i) => i > 20));
    const byTier = await matchingIds({ sortBy: 'xp.Tier,!ID', Score: '<=6' });
    expect(byTier).toEqual(['r05', 'r02', 'r06', 'r03', 'r04', 'r01']); // Bronze, Gold, Silver; then !ID
    const byActive = await matchingIds({ sortBy: 'Active', DateCreated: '>2026-01-25' });
    expect(byActive).toEqual(['r27', 'r26', 'r28', 'r29', 'r30']);
  });

  it('pages with Meta: TotalCount, TotalPages, ItemRange', async () => {
    const page2 = await thingList.run(db, thingList.parse({ pageSize: '7', page: '2' }));
    expect(page2.Meta).toEqual({ Page: 2, PageSize: 7, TotalCount: 30, TotalPages: 5, ItemRange: [8, 14] });
    expect(page2.Items.map((r) => r.id)).toEqual(idsWhere((i) => i >= 8 && i <= 14));
    const last = await thingList.run(db, thingList.parse({ pageSize: '7', page: '5' }));
    expect(last.Meta).toEqual({ Page: 5, PageSize: 7, TotalCount: 30, TotalPages: 5, ItemRange: [29, 30] });
    const past = await thingList.run(db, thingList.parse({ pageSize: '7', page: '9' }));
    expect(past.Meta).toEqual({ Page: 9, PageSize: 7, TotalCount: 30, TotalPages: 5, ItemRange: [0, 0] });
    const none = await thingList.run(db, thingList.parse({ Name: 'nobody' }));
    expect(none).toEqual({
      Meta: { Page: 1, PageSize: 10, TotalCount: 0, TotalPages: 0, ItemRange: [0, 0] },
      Items: [],
    });
  });

  it('caps the count with countLimit and says it is an estimate', async () => {
    const query = thingList.parse({ pageSize: '5' });
    const capped = await thingList.run(db, query, { countLimit: 12 });
    expect(capped.Meta).toEqual({
      Page: 1,
      PageSize: 5,
      TotalCount: 12,
      TotalPages: 3,
      ItemRange: [1, 5],
      TotalCountIsEstimate: true,
    });
    expect((await thingList.run(db, query, { countLimit: 30 })).Meta).not.toHaveProperty(
      'TotalCountIsEstimate',
    );
    expect((await thingList.run(db, query, { countLimit: 30 })).Meta.TotalCount).toBe(30);
    expect((await thingList.run(db, query, { countLimit: 29 })).Meta).toMatchObject({
      TotalCount: 29,
      TotalCountIsEstimate: true,
    });

    const cappedList = defineList({ ...thingList.config, countLimit: 10 });
    expect((await cappedList.run(db, query)).Meta).toMatchObject({
      TotalCount: 10,
      TotalCountIsEstimate: true,
    });
    expect((await cappedList.run(db, query, { countLimit: false })).Meta.TotalCount).toBe(30);
  });

  it('lets the route add conditions, choose columns and map items', async () => {
    const query = thingList.parse({ Name: 'Item*', pageSize: '3', sortBy: '!Score' });
    const page = await thingList.run(db, query, {
      where: [eq(things.active, true), sql`${things.score} < 20`],
      select: { id: things.id, name: things.name, score: things.score },
      map: (row) => ({ ID: row.id, Name: row.name ?? '', Score: row.score }),
    });
    expect(page.Items).toEqual([
      { ID: 'r19', Name: 'Item 19', Score: 19 },
      { ID: 'r17', Name: 'Item 17', Score: 17 },
      { ID: 'r16', Name: 'Item 16', Score: 16 },
    ]);
    expect(page.Meta.TotalCount).toBe(idsWhere((i) => i > 10 && i < 20 && i % 3 !== 0).length);
    expectTypeOf(page.Items).toEqualTypeOf<{ ID: string; Name: string; Score: number | null }[]>();
    const rowsOnly = await thingList.run(db, query, { select: { id: things.id } });
    expectTypeOf(rowsOnly.Items).toEqualTypeOf<{ id: string }[]>();
  });

  it('applies route-declared custom filters', async () => {
    expect(await matchingIds({ HighScore: 'true' })).toEqual(['r21', 'r22', 'r23', 'r24', 'r25']);
    expect(await matchingIds({ highscore: 'false' })).toHaveLength(30);
    expect(thingList.parse({ HighScore: 'true' }).filters).toEqual([
      { key: 'HighScore', custom: 'HighScore', values: ['true'] },
    ]);
  });

  it('exposes the pieces so complex lists can run their own query', async () => {
    const query: ListQuery = thingList.parse({
      'xp.Tier': 'Gold',
      sortBy: '!DateCreated',
      pageSize: '4',
      page: '2',
    });
    const items = await db
      .select({ id: things.id })
      .from(things)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset);
    const page = toListPage(query, items, await countRows(db, things, query.where));
    expect(page.Items.map((r) => r.id)).toEqual(['r18', 'r15', 'r12', 'r09']);
    expect(page.Meta).toEqual({ Page: 2, PageSize: 4, TotalCount: 10, TotalPages: 3, ItemRange: [5, 8] });
    expect(await countRows(db, things, query.where, 4)).toEqual({ count: 4, isEstimate: true });
  });

  it('works inside a transaction', async () => {
    const ids = await db.transaction(async (tx) => {
      const page = await thingList.run(tx, thingList.parse({ Name: 'Rose*' }));
      return page.Items.map((r) => r.id);
    });
    expect(ids).toEqual(['r01', 'r02']);
  });
});

// ---------------------------------------------------------------------------------------------------------
// A list tied to its domain spec

describe('a list with a domain spec', () => {
  const spec = defineListSpec<{ ID: string }>()({
    id: 'things',
    label: 'Things',
    api: '/things',
    readKeys: ['product-reader'],
    columns: [
      { field: 'ID', header: 'ID', sortable: true },
      { field: 'Name', header: 'Name', sortable: true },
    ],
    defaultSort: '!Name',
    pageSize: 25,
    search: {
      placeholder: 'Search…',
      on: [
        { field: 'ID', label: 'ID', minLength: 3 },
        { field: 'Name', label: 'Name' },
      ],
      defaultOn: 'Name',
    },
    filters: {
      status: statusFilter(),
      scored: checkboxFilter({ label: 'Scored', param: 'Score', api: '*', feature: 'product-pricing' }),
    },
  });
  const fields = {
    ID: { column: things.id, type: 'text', sort: true, search: true },
    Name: { column: things.name, type: 'text', sort: true, search: 'prefix' },
    Active: { column: things.active, type: 'boolean', filter: true },
    Score: { column: things.score, type: 'number', filter: true },
  } as const;
  const list = defineList({ spec, table: things, fields });

  it("takes the spec's default sort, page size and search field", () => {
    const query = list.parse({ search: 'Ro' });
    expect(query).toMatchObject({ pageSize: 25, sort: [{ field: 'Name', descending: true }] });
    expect(query.search).toMatchObject({ on: ['Name'], prefixField: 'Name' });
  });

  it('refuses a search shorter than the field asks (400 List.SearchTooShort)', () => {
    const error = apiError(() => list.parse({ search: 'r0', searchOn: 'ID' }));
    expect(error).toMatchObject({ statusCode: 400, errorCode: 'List.SearchTooShort' });
    expect(error.message).toBe('Type at least 3 characters to search on ID.');
    expect(list.parse({ search: 'r01', searchOn: 'ID' }).search?.term).toBe('r01');
  });

  it('refuses a gated filter to a caller without its key (403), and lets the holder use it', () => {
    const error = apiError(() => list.parse({ Score: '*' }, { permissions: ['product-reader'] }));
    expect(error).toMatchObject({ statusCode: 403, errorCode: 'Auth.InsufficientPermissions' });
    expect(list.parse({ Score: '*' }, { permissions: ['product-pricing'] }).filters).toHaveLength(1);
    expect(list.parse({ Active: 'true' }, { permissions: [] }).filters).toHaveLength(1);
  });

  it('fails at definition when the spec offers what the list cannot do', () => {
    expect(() =>
      defineList({ spec, table: things, fields: { ...fields, Name: { ...fields.Name, sort: false } } }),
    ).toThrow(/column Name is sortable in the spec but not in the list/);
    expect(() =>
      defineList({ spec, table: things, fields: { ...fields, Score: { ...fields.Score, filter: false } } }),
    ).toThrow(/filter parameter Score is not a filter of the list/);
  });

  const exportedIds = async (
    query: ListQuery,
    page: (batch: ListQuery) => Promise<ListPage<{ ID: string }>>,
    batch: number,
  ) => {
    let text = '';
    for await (const chunk of exportCsv(spec as ListSpec, query, page, null, batch).chunks) text += chunk;
    const [header, ...lines] = text.split('\r\n');
    expect(header).toBe('\uFEFFID,Name');
    expect(lines.pop()).toBe('');
    return lines.map((line) => line.split(',')[0]);
  };
  const toItem = (row: typeof things.$inferSelect) => ({ ID: row.id, Name: row.name ?? '' });

  it('exports every row in batches, in the list order, whether the last batch is short or full', async () => {
    const page = (batch: ListQuery) => list.run(db, batch, { map: toItem });
    const all = (await page(list.parse({ pageSize: '100' }))).Items.map((item) => item.ID);
    expect(all).toHaveLength(30);
    for (const batch of [7, 10]) expect(await exportedIds(list.parse({}), page, batch)).toEqual(all);
    // Without a one-column key the batches are pages at an offset, with the same result.
    const composite = defineList({ spec, table: things, fields, tiebreaker: [things.name, things.id] });
    const byOffset = (batch: ListQuery) => composite.run(db, batch, { map: toItem });
    for (const batch of [7, 10]) expect(await exportedIds(composite.parse({}), byOffset, batch)).toEqual(all);
  });

  it('exports the rows that matched when it began: a write between batches neither repeats nor hides a row', async () => {
    const before = (await list.run(db, list.parse({ pageSize: '100' }), { map: toItem })).Items.map(
      (i) => i.ID,
    );
    const removed = rows.find((row) => row.id === before[1]) as (typeof rows)[number];
    let batches = 0;
    const page = async (batch: ListQuery) => {
      const answer = await list.run(db, batch, { map: toItem });
      batches += 1;
      // After the first batch a row of it goes (paging by offset then skipped a row of the next batch);
      // after the second a new row sorts first (which then repeated one).
      if (batches === 1) await db.delete(things).where(eq(things.id, removed.id));
      if (batches === 2) await db.insert(things).values({ id: 'z00', name: null, created: new Date() });
      return answer;
    };
    try {
      expect(await exportedIds(list.parse({}), page, 7)).toEqual(before);
    } finally {
      await db.delete(things).where(eq(things.id, 'z00'));
      await db.insert(things).values(removed);
    }
  });

  it('searches a prefix field by its start, lower-cased', async () => {
    const lowered = defineList({
      spec,
      table: things,
      fields: { ...fields, Name: { ...fields.Name, column: sql`lower(${things.name})` } },
    });
    const page = await lowered.run(db, lowered.parse({ search: 'ROSE' }));
    expect(page.Items.map((r) => r.id)).toEqual(['r02', 'r01']);
  });

  it('searches a lowered field by any part, with the term lower-cased and its wildcards escaped', async () => {
    const lowered = defineList({
      spec,
      table: things,
      fields: { ...fields, Name: { ...fields.Name, column: sql`lower(${things.name})`, search: 'lowered' } },
    });
    const ids = async (search: string) =>
      (await lowered.run(db, lowered.parse({ search }))).Items.map((r) => r.id).sort();
    expect(await ids('ROSE')).toEqual(['r01', 'r02', 'r03']);
    expect(await ids('E_C')).toEqual(['r06']);
    expect(await ids('0%')).toEqual(['r04']);
  });
});

describe('text sorts', () => {
  const words = pgTable('words', { id: text('id').primaryKey(), name: text('name').notNull() });
  // Mixed case and accents, in the order a person reads them (equal folds by ID, the tiebreaker).
  const READ_ORDER = [
    ['w07', 'apple'],
    ['w12', 'Apple'],
    ['w01', "Bachman's at Mayo Square"],
    ['w02', "Bachman's Woodbury"],
    ['w10', 'BETA'],
    ['w05', 'Eagan'],
    ['w03', 'edina'],
    ['w09', 'Émile'],
    ['w04', 'EMILY'],
    ['w08', 'oslo rose'],
    ['w11', 'Øster'],
    ['w06', 'zeta'],
  ] as const;
  const folded = { table: words, tiebreaker: words.id, defaultPageSize: 5 } as const;
  const fields = {
    ID: { column: words.id, type: 'text', sort: true, textSort: 'stored' },
    Name: {
      column: words.name,
      type: 'text',
      sort: true,
      search: 'prefix',
      searchColumn: textSortKey(words.name),
    },
  } as const;
  const plain = defineList({ ...folded, fields, defaultSort: 'Name' });
  // Anchors from the second page on: every page after the first starts from the one served before it.
  const scaled = defineList({
    ...folded,
    fields,
    defaultSort: 'Name',
    scale: { exactCountLimit: 50, deferredJoinFrom: 5 },
  });
  beforeAll(async () => {
    await client.exec(`create table words (id text primary key, name text not null)`);
    await db.insert(words).values(READ_ORDER.map(([id, name]) => ({ id, name })));
  });
  const namesOf = (page: ListPage<{ name: string }>) => page.Items.map((row) => row.name);
  const pages = async (list: typeof plain, sortBy: string, order: number[]) => {
    const read: string[][] = [];
    for (const page of order) {
      const query = list.parse({ sortBy, page: String(page) });
      read[page - 1] = namesOf(await list.run(db, query, { select: { name: words.name }, raw: true }));
    }
    return read.flat();
  };

  it('ignore case and accents, on the plain and the scale path, across page boundaries and from anchors', async () => {
    const ascending = READ_ORDER.map(([, name]) => name);
    const descending = [...READ_ORDER].reverse().map(([, name]) => name);
    for (const list of [plain, scaled]) {
      forgetReadCaches();
      expect(await pages(list, 'Name', [1, 2, 3])).toEqual(ascending);
      expect(await pages(list, '!Name', [1, 2, 3])).toEqual(descending);
      // Back and forth: pages 3 and 2 start from the anchors of pages 2 and 1.
      expect(await pages(list, 'Name', [3, 1, 2])).toEqual(ascending);
    }
  });

  it('search a prefix field with the term folded as the field sorts', async () => {
    const found = await scaled.run(db, scaled.parse({ search: 'EMI' }), {
      select: { name: words.name },
      raw: true,
    });
    expect(namesOf(found)).toEqual(['Émile', 'EMILY']);
    const accented = await scaled.run(db, scaled.parse({ search: 'øs' }), {
      select: { name: words.name },
      raw: true,
    });
    expect(namesOf(accented)).toEqual(['oslo rose', 'Øster']);
  });

  it('keep the stored byte order for a code declared so', async () => {
    const byId = await plain.run(db, plain.parse({ sortBy: 'ID', pageSize: '3' }));
    expect(byId.Items.map((row) => row.id)).toEqual(['w01', 'w02', 'w03']);
    const { sql: text } = dialect.sqlToQuery(sql.join(plain.parse({ sortBy: 'ID' }).orderBy, sql`, `));
    expect(text).not.toContain('text_sort_key');
  });
});

describe('a scale list', () => {
  const scaled = defineList({
    table: things,
    fields: {
      ID: { column: things.id, type: 'text', sort: true, search: true },
      Score: { column: things.score, type: 'number', sort: true, filter: true },
    },
    defaultSort: 'ID',
    defaultPageSize: 5,
    scale: { exactCountLimit: 3, countExactlyUpTo: 12 },
  });
  // The planner's estimates need statistics: a table never analyzed is guessed at hundreds of rows.
  beforeAll(() => db.execute(sql`analyze things`));
  const page = (query: Record<string, string>) =>
    scaled.run(db, scaled.parse(query), {
      select: { id: things.id },
      raw: true,
      map: (row) => row as { id: string },
    });

  it('counts exactly while the planner expects no more than countExactlyUpTo', async () => {
    const few = await page({ Score: '<=10' });
    expect(few.Meta).toMatchObject({ TotalCount: 10 });
    expect(few.Meta.TotalCountIsEstimate).toBeUndefined();
  });

  it('answers the estimate past it, never below the rows known to exist', async () => {
    const all = await page({ page: '3' });
    expect(all.Meta.TotalCountIsEstimate).toBe(true);
    expect(all.Meta.TotalCount).toBeGreaterThan(15);
    expect(all.Items.map((row) => row.id)).toEqual(['r11', 'r12', 'r13', 'r14', 'r15']);
  });

  it('pages a search from its matches when there are few, and walks the order when there are more', async () => {
    const few = await page({ search: 'r0' });
    expect(few.Meta).toMatchObject({ TotalCount: 9 });
    const many = await page({ search: 'r', sortBy: '!ID' });
    expect(many.Items.map((row) => row.id)).toEqual(['r30', 'r29', 'r28', 'r27', 'r26']);
  });

  it('sorts matches by their key and sort columns alone, then reads the page: the rows and order of a plain list', async () => {
    const fields = {
      ID: { column: things.id, type: 'text', sort: true, search: true },
      Score: { column: things.score, type: 'number', sort: true },
      'xp.Tier': { column: sql`${things.xp}->>'Tier'`, type: 'text', sort: true },
    } as const;
    const config = { table: things, fields, defaultSort: 'ID', defaultPageSize: 5 } as const;
    const fromMatches = defineList({ ...config, scale: { exactCountLimit: 100 } });
    const plain = defineList(config);
    const rows = (list: typeof plain, query: Record<string, string>) =>
      list.run(db, list.parse(query), {
        select: { id: things.id, name: things.name, score: things.score },
        raw: true,
      });
    const queries: Record<string, string>[] = [
      { search: 'r', sortBy: '!xp.Tier,!Score', page: '2' },
      { search: 'r1', sortBy: 'Score' },
      { search: 'r2', sortBy: '!ID', page: '2' },
    ];
    for (const query of queries) {
      const expected = await rows(plain, query);
      expect(expected.Items.length).toBeGreaterThan(0);
      expect(await rows(fromMatches, query)).toEqual(expected);
    }
  });

  it('reads a words search from its word table when it holds every column the request names: the rows the semi-join finds, in order', async () => {
    const thingWords = pgTable('thing_words', {
      word: text('word').notNull(),
      id: text('id').notNull(),
      score: integer('score'),
      searchText: text('search_text').notNull(),
    });
    await client.exec(`create table thing_words (word text collate "C" not null, id text not null, score int,
        search_text text not null default '', primary key (id, word));
      create index on thing_words (word, score desc, id desc) include (search_text)`);
    // Every row of a thing carries all its words, as the triggers of shipment_words keep them.
    const withTexts = () =>
      client.exec(`update thing_words w set search_text = t.text
        from (select id, string_agg(word, ' ' order by word) as text from thing_words group by id) t
        where t.id = w.id`);
    await db
      .insert(thingWords)
      .values(
        rows.flatMap((row) =>
          textWords(row.name, row.id).map((word) => ({ word, id: row.id, score: row.score, searchText: '' })),
        ),
      );
    await withTexts();
    const fields = {
      ID: { column: things.id, type: 'text', sort: true, textSort: 'stored' },
      Name: {
        column: things.name,
        type: 'text',
        search: 'words',
        wordTable: {
          table: thingWords,
          word: thingWords.word,
          key: thingWords.id,
          text: thingWords.searchText,
          of: things.id,
        },
      },
      Score: { column: things.score, type: 'number', sort: true, filter: true },
      Active: { column: things.active, type: 'boolean', filter: true },
    } as const;
    const config = { table: things, fields, defaultSort: '!Score', defaultPageSize: 3 } as const;
    const plain = defineList(config);
    const scaled = defineList({ ...config, scale: { exactCountLimit: 100, countExactlyUpTo: 100 } });
    const estimated = defineList({ ...config, scale: { exactCountLimit: 100, countExactlyUpTo: 5 } });
    const statements: string[] = [];
    const logged = drizzle(client, { logger: { logQuery: (query) => statements.push(query) } });
    const page = async (list: typeof plain, query: Record<string, string>, on = db) => {
      const { Meta, Items } = await list.run(on, list.parse(query), {
        select: { id: things.id },
        raw: true,
        map: (row) => (row as { id: string }).id,
      });
      return { total: Meta.TotalCount, estimate: Meta.TotalCountIsEstimate ?? false, items: Items };
    };
    const queries: Record<string, string>[] = [
      { search: 'item' },
      { search: 'item', page: '4' },
      { search: 'item 2' },
      { search: 'r0', page: '2' },
      { search: 'rose' },
      { search: 'r1 item', Score: '>12' },
      { search: 'item', sortBy: 'ID', page: '2' },
      { search: 'item', Active: 'true' },
      { search: 'nothing' },
    ];
    for (const query of queries) {
      forgetReadCaches();
      const expected = await page(plain, query);
      const found = await page(scaled, query);
      expect(found, JSON.stringify(query)).toEqual(expected);
    }
    // Two typed words of more than 2,000 rows each, and a rare one beside a common one.
    const many = (prefix: string, things: number) =>
      Array.from({ length: 2100 }, (_, at) => ({
        word: `${prefix}${String(at).padStart(4, '0')}`,
        id: rows[at % things]!.id,
        score: rows[at % things]!.score,
        searchText: '',
      }));
    await db.insert(thingWords).values([...many('zza', 30), ...many('zzb', 4)]);
    await withTexts();
    // Counted up to 10,000 rows of words (2,100 a thing here), the total is exact.
    const counted = defineList({ ...config, scale: { exactCountLimit: 100, countExactlyUpTo: 10_000 } });
    const several: Record<string, string>[] = [
      { search: 'zza zzb' },
      { search: 'zzb zza', page: '2' },
      { search: 'zza r0' },
      { search: 'r0 zza item' },
    ];
    for (const query of several) {
      forgetReadCaches();
      expect(await page(counted, query), JSON.stringify(query)).toEqual(await page(plain, query));
    }
    expect(await page(plain, { search: 'zza zzb' })).toMatchObject({
      total: 4,
      items: ['r04', 'r03', 'r02'],
    });
    // The page is one statement over the word table (the total another, the page being full), the other
    // words checked on each entry's text.
    statements.length = 0;
    await page(counted, { search: 'zza r0' }, logged);
    expect(statements).toHaveLength(2);
    expect(statements.every((text) => text.includes('from "thing_words" as "things"'))).toBe(true);
    expect(statements.every((text) => text.includes('like all'))).toBe(true);
    // Item 20 … Item 29, the five without a score first (descending puts nulls first).
    expect(await page(plain, { search: 'item 2' })).toMatchObject({
      total: 10,
      items: ['r29', 'r28', 'r27'],
    });
    // Past countExactlyUpTo rows of words the total is an estimate.
    expect(await page(estimated, { search: 'item' })).toMatchObject({
      estimate: true,
      items: ['r30', 'r29', 'r28'],
    });
    expect(await page(estimated, { search: 'rose' })).toEqual({
      total: 2,
      estimate: false,
      items: ['r02', 'r01'],
    });
    // Where the word table holds what the request names, the page is read there, else from the table.
    statements.length = 0;
    await page(scaled, { search: 'item', Score: '>12' }, logged);
    expect(statements.some((text) => text.includes('from "thing_words" as "things"'))).toBe(true);
    statements.length = 0;
    await page(scaled, { search: 'item', Active: 'true' }, logged);
    expect(statements.some((text) => text.includes('from "thing_words" as "things"'))).toBe(false);
  });

  it('reads a covered sort without a join at any depth, computing the selection of the rows walked past only from 3 pages on', async () => {
    const statements: string[] = [];
    const logged = drizzle(client, { logger: { logQuery: (query) => statements.push(query) } });
    const config = {
      table: things,
      fields: {
        DateCreated: { column: things.created, type: 'date', sort: true },
        Score: { column: things.score, type: 'number', sort: true, filter: true },
      },
      defaultSort: 'DateCreated',
      defaultPageSize: 4,
    } as const;
    const covered = defineList({
      ...config,
      scale: { exactCountLimit: 1, deferredJoinFrom: 16, coveredSorts: ['DateCreated'] },
    });
    const plain = defineList(config);
    const select = { id: things.id, loud: sql<string | null>`upper(${things.name})`.as('loud') };
    const rows = async (
      list: typeof plain,
      on: Parameters<typeof plain.run>[0],
      query: Record<string, string>,
    ) => (await list.run(on, list.parse(query), { select, raw: true })).Items;
    for (const sortBy of ['DateCreated', '!DateCreated']) {
      for (const page of [1, 2, 4, 5, 6, 8]) {
        const query = { sortBy, page: String(page), Score: '<=22' };
        forgetReadCaches();
        statements.length = 0;
        const items = await rows(covered, logged, query);
        expect(items).toEqual(await rows(plain, db, query));
        const [statement] = statements.filter((text) => text.includes('upper('));
        expect(statement).not.toMatch(/ join /i);
        expect(statement!.match(/upper\(/g)).toHaveLength(1);
        // From 3 pages (12 rows) in, the walk (the innermost select) reads columns and computes nothing.
        const walk = statement!.slice(statement!.lastIndexOf('(select '));
        if (page > 3) expect(walk).not.toContain('upper(');
        else expect(walk).toContain('upper(');
      }
    }
  });

  it('keeps a total a few seconds, and forgets it once this process writes', async () => {
    expect((await page({ Score: '<=10' })).Meta.TotalCount).toBe(10);
    // As another server sharing the database would: this process is not told.
    await db.update(things).set({ score: 5 }).where(eq(things.id, 'r20'));
    try {
      expect((await page({ Score: '<=10' })).Meta.TotalCount).toBe(10);
      forgetReadCaches();
      expect((await page({ Score: '<=10' })).Meta.TotalCount).toBe(11);
    } finally {
      await db.update(things).set({ score: 20 }).where(eq(things.id, 'r20'));
      forgetReadCaches();
    }
  });
});
