import { PGlite } from '@electric-sql/pglite';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { filterSql } from './list-query-filters.ts';

// Date filters read YYYY-MM-DD as the store's day (America/Chicago), as the screens show dates.
const orders = pgTable('orders', {
  id: text('id').primaryKey(),
  placed: timestamp('placed', { withTimezone: true, mode: 'date' }).notNull(),
});

const ROWS: Record<string, string> = {
  'late-03-13': '2026-03-14T04:59:00Z', // 11:59 pm CDT on 03/13
  'midnight-03-14': '2026-03-14T05:00:00Z', // 00:00 CDT on 03/14
  'evening-03-14': '2026-03-15T01:30:00Z', // 8:30 pm CDT on 03/14
  'start-03-08': '2026-03-08T06:00:00Z', // 00:00 CST, the day daylight saving time begins
  'late-03-08': '2026-03-09T04:30:00Z', // 11:30 pm CDT on 03/08
  'start-11-01': '2026-11-01T05:00:00Z', // 00:00 CDT, the day daylight saving time ends
  'late-11-01': '2026-11-02T05:30:00Z', // 11:30 pm CST on 11/01
};

let client: PGlite;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  client = new PGlite();
  db = drizzle(client);
  await client.exec('create table orders (id text primary key, placed timestamptz not null)');
  await db
    .insert(orders)
    .values(Object.entries(ROWS).map(([id, placed]) => ({ id, placed: new Date(placed) })));
});

afterAll(async () => {
  await client.close();
});

async function matching(value: string): Promise<string[]> {
  const where = filterSql({ expr: orders.placed, type: 'date' }, 'DateCreated', [value]);
  const rows = await db.select({ id: orders.id }).from(orders).where(where).orderBy(orders.placed);
  return rows.map((row) => row.id);
}

describe("date filters in the store's time zone", () => {
  it("keeps an evening order in its day: 'on or before 03/14' includes 8:30 pm on 03/14", async () => {
    expect(await matching('<=2026-03-14')).toEqual([
      'start-03-08',
      'late-03-08',
      'late-03-13',
      'midnight-03-14',
      'evening-03-14',
    ]);
    expect(await matching('2026-03-14')).toEqual(['midnight-03-14', 'evening-03-14']);
    expect(await matching('<2026-03-14')).toEqual(['start-03-08', 'late-03-08', 'late-03-13']);
    expect(await matching('>2026-03-13')).toEqual([
      'midnight-03-14',
      'evening-03-14',
      'start-11-01',
      'late-11-01',
    ]);
  });

  it('spans the 23-hour day of 2026-03-08 and the 25-hour day of 2026-11-01', async () => {
    expect(await matching('2026-03-08')).toEqual(['start-03-08', 'late-03-08']);
    expect(await matching('2026-03-09')).toEqual([]);
    expect(await matching('2026-11-01')).toEqual(['start-11-01', 'late-11-01']);
    expect(await matching('>=2026-11-02')).toEqual([]);
  });

  it('reads a timestamp without an offset as the store clock, with one as written', async () => {
    expect(await matching('>=2026-03-14T20:30')).toEqual(['evening-03-14', 'start-11-01', 'late-11-01']);
    expect(await matching('>2026-03-14T20:30')).toEqual(['start-11-01', 'late-11-01']);
    expect(await matching('>=2026-03-15T01:30:00Z')).toEqual(['evening-03-14', 'start-11-01', 'late-11-01']);
    expect(await matching('<2026-03-14T00:00:00-05:00')).toEqual(['start-03-08', 'late-03-08', 'late-03-13']);
  });

  it('refuses an offset no clock has (400), before PostgreSQL sees it', () => {
    for (const value of ['<2026-03-14T12:00:00+99:99', '2026-03-14T12:00+15:00', '2026-03-14T12:00-01:60']) {
      expect(() => filterSql({ expr: orders.placed, type: 'date' }, 'DateCreated', [value]), value).toThrow(
        ApiError,
      );
    }
  });
});

describe('date filters on date-only fields (a launch date stored at midnight UTC)', () => {
  const launches = async (value: string) => {
    const where = filterSql({ expr: orders.placed, type: 'calendar-date' }, 'ReleaseDate1', [value]);
    const rows = await db.select({ id: orders.id }).from(orders).where(where).orderBy(orders.placed);
    return rows.map((row) => row.id);
  };

  it("reads YYYY-MM-DD as the UTC day the value is stored on, not the store's day", async () => {
    // 2026-03-14T04:59Z is 11:59 pm on 03/13 in Chicago, but on the UTC day 03/14 where it is stored.
    expect(await launches('2026-03-14')).toEqual(['late-03-13', 'midnight-03-14']);
    expect(await launches('>=2026-03-15')).toEqual(['evening-03-14', 'start-11-01', 'late-11-01']);
    expect(await launches('<=2026-03-14')).toEqual([
      'start-03-08',
      'late-03-08',
      'late-03-13',
      'midnight-03-14',
    ]);
  });
});
