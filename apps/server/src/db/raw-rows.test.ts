import { desc, eq, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import { isEmbedded, type Database } from './client.ts';
import { isoTextColumn, numberColumn, readRawRows } from './raw-rows.ts';

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
        sql`select statement from pg_prepared_statements where name like 'list\_%'`,
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
