import { desc, eq, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import { isEmbedded, type Database } from './client.ts';
import { isoText, isoTextColumn, numberColumn, readRawRows } from './raw-rows.ts';

// PGlite reads the rows as one JSON value, node-postgres as rows (the PostgreSQL run of this suite): both
// must give these same rows, in the query's order.
const probes = pgTable('raw_rows_probe', {
  id: text('id').primaryKey(),
  active: boolean('active').notNull(),
  quantity: integer('quantity').notNull(),
  price: numeric('price', { precision: 12, scale: 2 }),
  placed: timestamp('placed', { withTimezone: true }),
  shipTo: jsonb('ship_to').notNull(),
});

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.exec(`create table raw_rows_probe (id text primary key, active boolean not null,
    quantity integer not null, price numeric(12,2), placed timestamptz, ship_to jsonb not null)`);
  await database.db.insert(probes).values([
    {
      id: 'a',
      active: true,
      quantity: 3,
      price: '12.50',
      placed: new Date('2026-03-15T01:30:00.123Z'),
      shipTo: { City: 'Edina' },
    },
    { id: 'c', active: false, quantity: 0, price: null, placed: null, shipTo: { Quote: 'say "hi"\n\\ ✿' } },
    {
      id: 'b',
      active: true,
      quantity: -7,
      price: '0.99',
      placed: new Date('2026-11-01T05:00:00Z'),
      shipTo: {},
    },
  ]);
});

afterAll(async () => {
  await database.close();
});

const select = () =>
  database.db
    .select({
      id: probes.id,
      active: probes.active,
      quantity: probes.quantity,
      price: numberColumn(probes.price, 'price'),
      placed: isoTextColumn(probes.placed, 'placed'),
      shipTo: probes.shipTo,
    })
    .from(probes);

describe('readRawRows', () => {
  it('reads text, booleans, integers, money, ISO timestamps and JSON alike on both drivers, in order', async () => {
    expect(await readRawRows(database.db, select().orderBy(desc(probes.id)))).toEqual([
      {
        id: 'c',
        active: false,
        quantity: 0,
        price: null,
        placed: null,
        ship_to: { Quote: 'say "hi"\n\\ ✿' },
      },
      { id: 'b', active: true, quantity: -7, price: 0.99, placed: '2026-11-01T05:00:00.000Z', ship_to: {} },
      {
        id: 'a',
        active: true,
        quantity: 3,
        price: 12.5,
        placed: '2026-03-15T01:30:00.123Z',
        ship_to: { City: 'Edina' },
      },
    ]);
  });

  it('reads timestamps as ISO text in UTC whatever the session time zone, the microseconds cut', async () => {
    await database.db.insert(probes).values({ id: 'd', active: false, quantity: 1, shipTo: {} });
    await database.exec(`update raw_rows_probe set placed = '2026-03-08 01:59:59.123987-06' where id = 'd'`);
    try {
      const read = (reusePlan: boolean) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`set local timezone = 'America/Chicago'`);
          return readRawRows(
            tx,
            tx
              .select({ id: probes.id, placed: isoTextColumn(probes.placed, 'placed') })
              .from(probes)
              .where(sql`${probes.id} in ('a', 'd')`)
              .orderBy(probes.id),
            { reusePlan },
          );
        });
      const expected = [
        { id: 'a', placed: '2026-03-15T01:30:00.123Z' },
        { id: 'd', placed: '2026-03-08T07:59:59.123Z' },
      ];
      expect(await read(false)).toEqual(expected);
      expect(await read(true)).toEqual(expected);
    } finally {
      await database.exec(`delete from raw_rows_probe where id = 'd'`);
    }
  });

  it('reads no rows as an empty list', async () => {
    expect(await readRawRows(database.db, select().where(sql`false`))).toEqual([]);
  });

  it('reuses a plan: one statement per text, prepared once on each PostgreSQL connection for any values', async () => {
    const byActive = (db: Database['db'], active: boolean) =>
      readRawRows(
        db,
        db.select({ id: probes.id }).from(probes).where(eq(probes.active, active)).orderBy(probes.id),
        { reusePlan: true },
      );
    await database.onOneConnection(async (db) => {
      expect(await byActive(db, true)).toEqual([{ id: 'a' }, { id: 'b' }]);
      expect(await byActive(db, false)).toEqual([{ id: 'c' }]);
      expect(await byActive(db, true)).toEqual([{ id: 'a' }, { id: 'b' }]);
      if (isEmbedded(db)) return;
      const prepared = (await db.execute(
        // Other tests leave their own statements on this connection.
        sql`select statement from pg_prepared_statements where name like 'list\_%' and statement like '%active%'`,
      )) as unknown as { rows: { statement: string }[] };
      expect(prepared.rows).toEqual([
        { statement: expect.stringContaining('"raw_rows_probe"."active" = $1') },
      ]);
    });
  });

  it('reads inside a transaction', async () => {
    const rows = await database.db.transaction((tx) =>
      readRawRows(tx, tx.select({ id: probes.id }).from(probes).orderBy(probes.quantity).limit(2)),
    );
    expect(rows).toEqual([{ id: 'b' }, { id: 'c' }]);
  });
});

describe('isoText', () => {
  it.each([
    ['2026-03-14 01:30:00+00', '2026-03-14T01:30:00.000Z'],
    ['2026-03-14 01:30:00.5+00', '2026-03-14T01:30:00.500Z'],
    ['2026-03-14T01:30:00.123999+00:00', '2026-03-14T01:30:00.123Z'],
    ['2026-03-13 20:30:00.1239-05', '2026-03-14T01:30:00.123Z'],
    ['2026-11-01T01:30:00-05:00', '2026-11-01T06:30:00.000Z'],
    ['2026-03-14 07:00:00+05:30', '2026-03-14T01:30:00.000Z'],
    ['1880-01-01 00:00:00-05:50:36', '1880-01-01T05:50:36.000Z'],
    ['2026-12-31 23:00:00-06', '2027-01-01T05:00:00.000Z'],
  ])('%s → %s', (text, iso) => {
    expect(isoText(text)).toBe(iso);
  });

  it('keeps text of another form', () => {
    expect(isoText('infinity')).toBe('infinity');
    expect(isoText('12026-03-14 01:30:00+00')).toBe('12026-03-14 01:30:00+00');
  });
});
