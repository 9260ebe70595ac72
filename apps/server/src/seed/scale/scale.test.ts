import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.ts';
import type { Database } from '../../db/client.ts';
import { copyLine, copyValue } from './copy.ts';
import { SCALE_CUSTOMER_ID_START } from './customers.ts';
import { generateScale, type ScaleResult } from './index.ts';
import { expectNoRows, rows } from '../test-support.ts';

const ANCHOR = new Date('2026-03-02T00:00:00.000Z');

const indexCount = async (database: Database) =>
  (
    await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from pg_indexes where schemaname = 'public'`,
    )
  )[0]!.n;

/** The statistics targets the migrations set on index columns (0016, 0019), as 'index column target'. */
const indexStatisticsTargets = async (database: Database) =>
  (
    await rows<{ target: string }>(
      database,
      sql`select c.relname || ' ' || a.attnum || ' ' || a.attstattarget as target
          from pg_attribute a join pg_class c on c.oid = a.attrelid
          where c.relkind = 'i' and a.attstattarget > 0 order by 1`,
    )
  ).map((row) => row.target);

describe('the scale generator', () => {
  let database: Database;
  let result: ScaleResult;
  let indexesBefore: number;
  let targetsBefore: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    indexesBefore = await indexCount(database);
    targetsBefore = await indexStatisticsTargets(database);
    result = await generateScale(
      database,
      { customers: 2000, products: 500, orders: 1000 },
      { anchor: ANCHOR, chunkRows: 300 },
    );
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('loads the counts asked for and reports every table', async () => {
    const [counts] = await rows<Record<string, number>>(
      database,
      sql`select (select count(*)::int from customers) as customers,
                 (select count(distinct product_code)::int from products) as "productCodes",
                 (select count(*)::int from orders) as orders,
                 (select count(*)::int from payments) as payments`,
    );
    expect(counts).toEqual({ customers: 2000, productCodes: 500, orders: 1000, payments: 1000 });
    expect(result.tables.map((table) => table.table)).toEqual([
      'customers',
      'products',
      'price_schedules',
      'orders',
      'shipments',
      'line_items',
      'payments',
    ]);
    expect(result.tables.find((table) => table.table === 'customers')!.rows).toBe(2000);
  });

  it('builds the dropped indexes again, with their statistics targets', async () => {
    expect(await indexCount(database)).toBe(indexesBefore);
    expect(targetsBefore).toEqual(expect.arrayContaining(['customers_email_lower_trgm 1 1000']));
    expect(await indexStatisticsTargets(database)).toEqual(targetsBefore);
  });

  it('makes customers that look like real ones: varied names, years of dates, mixed states, ~1% training', async () => {
    const [spread] = await rows<Record<string, number | boolean>>(
      database,
      sql`select count(distinct first_name)::int as "firstNames", count(distinct last_name)::int as "lastNames",
                 count(*) filter (where training_user)::int as training,
                 count(*) filter (where not active)::int as inactive,
                 count(distinct cecs_sync_status)::int as "syncStatuses",
                 count(*) filter (where cecs_sync_status is null)::int as "neverSynced",
                 max(date_created) - min(date_created) > interval '5 years' as "spansYears",
                 bool_and(id::int between ${SCALE_CUSTOMER_ID_START} and 4999999) as "inRange",
                 bool_and(username = email and email ~ '^[a-z._]+[0-9]+@[a-z.]+\\.example$') as "emails"
          from customers`,
    );
    expect(spread!.firstNames).toBeGreaterThan(500);
    expect(spread!.lastNames).toBeGreaterThan(200);
    expect(spread!.training).toBeGreaterThan(0);
    expect(spread!.training).toBeLessThan(60);
    expect(spread!.inactive).toBeGreaterThan(0);
    expect(spread!.syncStatuses).toBe(2);
    expect(spread!.neverSynced).toBeGreaterThan(0);
    expect(spread!.spansYears).toBe(true);
    expect(spread!.inRange).toBe(true);
    expect(spread!.emails).toBe(true);
  });

  it('gives each product code exactly one default SKU with a price schedule', async () => {
    await expectNoRows(
      database,
      sql`select product_code from products group by product_code having count(*) filter (where is_default_product) <> 1`,
      sql`select p.id from products p left join price_schedules s on s.id = p.default_price_schedule_id where s.id is null`,
      sql`select id from products where infinite_inventory <> (xp->>'CodeB3' = '9')`,
    );
  });

  it('places orders by existing customers, named as they are, each with shipments, lines and a payment', async () => {
    await expectNoRows(
      database,
      sql`select o.id from orders o left join customers c on c.id = o.from_user_id
          where c.id is null or o.from_user->>'Email' <> c.email or o.from_user->>'LastName' <> c.last_name`,
      sql`select o.id from orders o where not exists (select 1 from shipments s where s.order_id = o.id)`,
      sql`select l.order_id from line_items l left join products p on p.id = l.product_id where p.id is null`,
      sql`select o.id from orders o where o.total <> o.subtotal + o.shipping_cost + o.tax_cost
            or o.total <> (select sum(amount) from payments p where p.order_id = o.id)`,
      sql`select c.id from customers c where c.last_order_submitted is distinct from
            (select max(date_submitted) from orders o where o.from_user_id = c.id)`,
    );
  });

  it('leaves the dashboard’s kept figures as the orders and shipments loaded make them', async () => {
    await expectNoRows(
      database,
      sql`select * from (select requested_delivery_date, delivery_method, count(*)::int from shipments
            where date_submitted is not null and requested_delivery_date is not null group by 1, 2) counted
          full join (select * from delivery_day_figures where shipments <> 0) kept
            on kept.delivery_date = counted.requested_delivery_date and kept.delivery_method = counted.delivery_method
          where kept.shipments is distinct from counted.count`,
      sql`select * from (select (date_submitted at time zone 'America/Chicago')::date as day, count(*)::int
            from shipments where date_submitted is not null group by 1) counted
          full join (select store_day, sum(shipments)::int as shipments from order_day_figures group by 1) kept
            on kept.store_day = counted.day
          where kept.shipments is distinct from counted.count and coalesce(kept.shipments, 0) <> 0`,
      sql`select * from (select flag, count(*)::int from products p, unnest(product_flags(p)) flag group by 1) counted
          full join (select * from product_flag_figures where skus <> 0) kept using (flag)
          where kept.skus is distinct from counted.count`,
    );
    const [kept] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from delivery_day_figures`,
    );
    expect(kept!.n).toBeGreaterThan(0);
  });

  it('appends after what it loaded before', async () => {
    await generateScale(database, { customers: 100 }, { anchor: ANCHOR });
    const [range] = await rows<{ n: number; max: number }>(
      database,
      sql`select count(*)::int as n, max(id::int) as max from customers`,
    );
    expect(range).toEqual({ n: 2100, max: SCALE_CUSTOMER_ID_START + 2099 });
  });
});

describe('COPY text format', () => {
  it('escapes what would end a field or a row, and writes null, booleans, dates and JSON', () => {
    expect(copyValue('a\tb\nc\\d\r')).toBe('a\\tb\\nc\\\\d\\r');
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(true)).toBe('t');
    expect(copyValue(new Date('2026-03-02T00:00:00Z'))).toBe('2026-03-02T00:00:00.000Z');
    expect(copyLine(['x', { note: 'tab\there' }, 3])).toBe('x\t{"note":"tab\\\\there"}\t3\n');
  });
});
