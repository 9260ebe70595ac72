import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buyerXpSchema,
  categoryDepth,
  destinationIdFor,
  FILE_STATUSES,
  GUEST_USER_ID,
  MAX_CATEGORY_DEPTH,
  MAX_NOTES,
  PAYMENT_TYPES,
  routeCodeIdFor,
  SHIPMENT_STATUSES,
  USERNAME_MAX_LENGTH,
  type DestinationType,
} from '@commerce/domain';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, createTestDatabase, signIn } from '../../../test/helpers.ts';
import { fromPglite, pgliteExtensions, type Database } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { shouldSeedDemo } from '../demo-start.ts';
import { rowsOf } from '../rows.ts';
import { expectNoRows, rows } from '../test-support.ts';
import { directoryAssetStorage } from '../../modules/assets/public.ts';
import { ensureSettingsDocuments } from '../../modules/settings/public.ts';
import { BUYER_XP_ID } from './buyer-xp.ts';
import { isDemoSeeded, seedDemo, type DemoSeedResult } from './index.ts';

const ANCHOR = new Date('2026-03-02T00:00:00.000Z');
const PASSWORD = 'Demo!Pass12';

/** One fingerprint per table: every row as JSON (secrets and the seeding moment left out), sorted. */
async function fingerprint(database: Database, table: string): Promise<{ rows: number; md5: string }> {
  // Timestamps print in the session's zone: UTC on both engines, so their text compares.
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const [result] = await rowsOf<{ rows: number; md5: string }>(
      tx,
      sql.raw(`select count(*)::int as rows, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as md5
             from (select to_jsonb(t) - 'password_hash' - 'last_password_change' as x from ${table} t) s`),
    );
    return result!;
  });
}

/**
 * The second database to seed: on a PostgreSQL run an embedded PGlite, so the comparison shows the
 * two engines get the same rows; otherwise another PGlite.
 */
async function secondDatabase(): Promise<Database> {
  if (!process.env.DATABASE_URL) return createTestDatabase();
  const database = fromPglite(new PGlite({ extensions: pgliteExtensions }));
  await migrateDatabase(database);
  return database;
}

const COMPARED_TABLES = [
  'admin_users',
  'permission_groups',
  'security_profiles',
  'user_group_assignments',
  'stores',
  'catalogs',
  'categories',
  'category_product_assignments',
  'dcf_categories',
  'products',
  'price_schedules',
  'specs',
  'spec_options',
  'product_spec_assignments',
  'colors',
  'content_entries',
  'content_assets',
  'customers',
  'customer_groups',
  'customer_group_assignments',
  'customer_notes',
  'customer_addresses',
  'customer_credit_cards',
  'spending_accounts',
  'loyalty_accounts',
  'orders',
  'shipments',
  'line_items',
  'payments',
  'destinations',
  'route_codes',
  'gift_cards',
  'redirects',
  'settings_documents',
];

describe('the demo dataset', () => {
  let first: Database;
  let second: Database;
  let dataDir: string;
  let assetsDir: string;
  let result: DemoSeedResult;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-demo-data-'));
    assetsDir = path.join(dataDir, 'assets');
    first = await createTestDatabase();
    second = await secondDatabase();
    // As after a start without the demo: the demo's BuyerXP replaces the starter (checked below).
    for (const database of [first, second]) await ensureSettingsDocuments(database.db);
    result = await seedDemo(first.db, {
      anchor: ANCHOR,
      password: PASSWORD,
      assets: directoryAssetStorage(assetsDir),
    });
    await seedDemo(second.db, {
      anchor: ANCHOR,
      password: PASSWORD,
      assets: directoryAssetStorage(path.join(dataDir, 'second')),
    });
  }, 180_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives identical rows for the same anchor on either engine, password hashes aside', async () => {
    for (const table of COMPARED_TABLES) {
      const [a, b] = [await fingerprint(first, table), await fingerprint(second, table)];
      expect({ table, ...b }).toEqual({ table, ...a });
      expect(a.rows, table).toBeGreaterThan(0);
    }
  });

  it('is seeded once: a second run changes nothing', async () => {
    expect(result.seeded).toBe(true);
    const before = await fingerprint(first, 'customers');
    const again = await seedDemo(first.db, {
      anchor: ANCHOR,
      password: PASSWORD,
      assets: directoryAssetStorage(assetsDir),
    });
    expect(again.seeded).toBe(false);
    expect(await fingerprint(first, 'customers')).toEqual(before);
    expect(await isDemoSeeded(first.db)).toBe(true);
  });

  it('dates every order and send before the day it is seeded on, so none is in the future', async () => {
    const [latest] = await rows<{ latest: string }>(
      first,
      sql`select greatest(
            (select max(date_submitted) from orders), (select max(date_created) from orders),
            (select max(date_submitted) from shipments), (select max(netsuite_at) from shipments),
            (select max(eagle_at) from shipments), (select max(date_created) from payments),
            (select max(last_order_submitted) from customers))::text as latest`,
    );
    expect(new Date(latest!.latest).getTime()).toBeLessThan(ANCHOR.getTime());
  });

  it("keeps every customer's charge flag and their store charge account together", async () => {
    await expectNoRows(
      first,
      sql`select c.id from customers c where (c.charge = 'Y') <>
            exists (select 1 from spending_accounts s where s.customer_id = c.id and s.id = c.id || '-BC')`,
    );
    const [charged] = await rows<{ n: number }>(
      first,
      sql`select count(*)::int as n from customers where charge = 'Y'`,
    );
    expect(charged!.n).toBeGreaterThan(0);
  });

  it("sets each customer's last order from their newest submitted order", async () => {
    await expectNoRows(
      first,
      sql`select c.id from customers c where c.last_order_submitted is distinct from
            (select max(o.date_submitted) from orders o where o.from_user_id = c.id)`,
    );
    const [spread] = await rows<{ ordered: number; inactiveWithout: number; inactiveWith: number }>(
      first,
      sql`select count(*) filter (where last_order_submitted is not null)::int as "ordered",
                 count(*) filter (where not active and last_order_submitted is null)::int as "inactiveWithout",
                 count(*) filter (where not active and last_order_submitted is not null)::int as "inactiveWith"
          from customers`,
    );
    expect(spread!.ordered).toBeGreaterThan(500);
    expect(spread!.inactiveWithout).toBeGreaterThan(0);
    expect(spread!.inactiveWith).toBeGreaterThan(0);
  });

  it('gives every product code exactly one default SKU, and infinite stock exactly to CodeB3 9', async () => {
    await expectNoRows(
      first,
      sql`select product_code from products group by product_code
          having count(*) filter (where is_default_product) <> 1`,
      sql`select id from products where infinite_inventory <> (xp->>'CodeB3' = '9')`,
    );
    const [counts] = await rows<{ codes: number; skus: number }>(
      first,
      sql`select count(distinct product_code)::int as codes, count(*)::int as skus from products`,
    );
    expect(counts!.codes).toBeGreaterThanOrEqual(480);
    expect(counts!.skus).toBeGreaterThan(counts!.codes);
  });

  it('keeps ChildCount equal to the children, three levels deep at most', async () => {
    await expectNoRows(
      first,
      sql`select c.id from categories c where c.child_count <>
            (select count(*) from categories k where k.catalog_id = c.catalog_id and k.parent_id = c.id)`,
    );
    const ids = await rows<{ id: string }>(
      first,
      sql`select id from categories where catalog_id = 'Bachmans'`,
    );
    expect(Math.max(...ids.map(({ id }) => categoryDepth(id)))).toBe(MAX_CATEGORY_DEPTH);
    expect(ids.map(({ id }) => id)).toEqual(
      expect.arrayContaining([
        'Flowers_Roses_DozenRoses',
        'GiftCards',
        'WorkshopsEvents_TicktedEvents',
        'WorkshopsEvents_FreeEvents',
        // Event types are their children (C-17).
        'WorkshopsEvents_TicktedEvents_FloralDesign',
        'WorkshopsEvents_FreeEvents_OpenHouses',
      ]),
    );
    // Every typed event is typed with a child of its kind's parent and assigned to that category.
    await expectNoRows(
      first,
      sql`select p.id from products p where p.is_workshop and p.is_default_product and p.xp->>'Type' is not null
            and (not exists (select 1 from categories c where c.id = p.xp->>'Type' and c.parent_id =
                   case when p.is_workshop_event then 'WorkshopsEvents_TicktedEvents' else 'WorkshopsEvents_FreeEvents' end)
              or not exists (select 1 from category_product_assignments a where a.product_id = p.id and a.category_id = p.xp->>'Type'))`,
    );
    const drawers = await rows<{ id: string }>(
      first,
      sql`select id from categories where catalog_id = 'ASE'`,
    );
    expect(drawers.map(({ id }) => id)).toContain('GIFTCARDS');
  });

  it('stores a BuyerXP document that passes buyerXpSchema', async () => {
    const [row] = await rows<{ document: unknown }>(
      first,
      sql`select document from settings_documents where id = ${BUYER_XP_ID}`,
    );
    const parsed = buyerXpSchema.safeParse(row!.document);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data!.BachmansPicks.length).toBeGreaterThanOrEqual(4);
    expect(parsed.data!.Shippers.LocalDelivery.SameDayDelivery).toBe(true);
    const codes = await rows(
      first,
      sql`select 1 from products where product_code in (${sql.join(
        parsed.data!.BachmansPicks.map((code) => sql`${code}`),
        sql`, `,
      )}) and is_default_product`,
    );
    expect(codes).toHaveLength(parsed.data!.BachmansPicks.length);
  });

  it('has orders in every shipment status, every NetSuite and Eagle status and every payment type', async () => {
    const statuses = await rows<{ status: string }>(first, sql`select distinct status from shipments`);
    expect(statuses.map(({ status }) => status).sort()).toEqual([...SHIPMENT_STATUSES].sort());
    for (const column of ['netsuite_status', 'eagle_status']) {
      const found = await rows<{ s: string }>(
        first,
        sql.raw(`select distinct coalesce(${column}, 'missing') as s from shipments`),
      );
      expect(found.map(({ s }) => s).sort()).toEqual([...FILE_STATUSES].sort());
    }
    const types = await rows<{ t: string }>(first, sql`select distinct xp->>'Type' as t from payments`);
    expect(types.map(({ t }) => t).sort()).toEqual([...PAYMENT_TYPES].sort());
    const [kinds] = await rows<{ guest: number; taken: number; orphaned: number }>(
      first,
      sql`select count(*) filter (where from_user_id = ${GUEST_USER_ID})::int as guest,
                 count(*) filter (where order_taker_id is not null)::int as taken,
                 count(*) filter (where orphaned_account)::int as orphaned from orders`,
    );
    expect(kinds!.guest).toBeGreaterThan(0);
    expect(kinds!.taken).toBeGreaterThan(0);
    expect(kinds!.orphaned).toBeGreaterThan(0);
  });

  it('addresses every shipment with its state, as a delivery address reads', async () => {
    const [missing] = await rows<{ n: number }>(
      first,
      sql`select count(*)::int as n from shipments where coalesce(ship_to->>'State', '') = ''`,
    );
    expect(missing!.n).toBe(0);
  });

  it('numbers customers below the account number sequence, with the guest and 40 training customers', async () => {
    const [ids] = await rows<{ bad: number; training: number; guest: number; total: number }>(
      first,
      sql`select count(*) filter (where id !~ '^[1-4][0-9]{6}$' and id <> ${GUEST_USER_ID})::int as bad,
                 count(*) filter (where training_user)::int as training,
                 count(*) filter (where id = ${GUEST_USER_ID})::int as guest,
                 count(*)::int as total from customers`,
    );
    expect(ids).toEqual({ bad: 0, training: 40, guest: 1, total: 2041 });
    await expectNoRows(
      first,
      sql`select customer_id from customer_notes group by customer_id having count(*) > ${MAX_NOTES}`,
    );
  });

  it('derives destination and route code IDs with the domain rules', async () => {
    const places = await rows<{
      id: string;
      type: DestinationType;
      company_name: string;
      street1: string;
      phone: string;
    }>(first, sql`select id, type, company_name, street1, phone from destinations`);
    expect(new Set(places.map((place) => place.type)).size).toBe(4);
    for (const place of places)
      expect(place.id).toBe(destinationIdFor(place.type, place.company_name, place.street1, place.phone));
    const routes = await rows<{ id: string; zip: string; city: string }>(
      first,
      sql`select id, zip, city from route_codes`,
    );
    for (const route of routes) expect(route.id).toBe(routeCodeIdFor(route.zip, route.city));
  });

  it('gives staff in every permission group one password that needs no reset', async () => {
    const staff = await rows<{ username: string }>(first, sql`select username from admin_users`);
    expect(staff.every(({ username }) => username.length <= USERNAME_MAX_LENGTH)).toBe(true);
    await expectNoRows(
      first,
      sql`select g.id from permission_groups g where not exists
            (select 1 from security_profile_assignments a where a.user_group_id = g.id and a.security_profile_id = g.id)`,
    );
    expect(result.usernames.map(({ group }) => group)).toEqual([
      'Administrators',
      'Customer Service',
      'Order Takers',
      'Catalogue',
      'Delivery',
      'Marketing',
      'Training_Team',
    ]);

    const app = await buildTestApp(first, { DATA_DIR: dataDir });
    try {
      const orderTaker = result.usernames.find(({ group }) => group === 'Order Takers')!.username;
      const cookies = await signIn(app, orderTaker, PASSWORD);
      const me = await api(app, cookies).get('/api/me');
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ PasswordResetRequired: false });
      expect(me.json<{ Permissions: string[] }>().Permissions).toContain('order-reader');
      expect(me.json<{ Permissions: string[] }>().Permissions).not.toContain('internal-reader');
    } finally {
      await app.close();
    }
  });

  it('writes the images it references and serves them at /assets', async () => {
    const [category] = await rows<{ url: string }>(
      first,
      sql`select xp#>>'{Contentful,Images,Banner,url}' as url from categories where id = 'Flowers'`,
    );
    const [asset] = await rows<{ url: string; size_bytes: number }>(
      first,
      sql`select url, size_bytes from content_assets where url = ${category!.url}`,
    );
    expect(asset).toBeDefined();
    const app = await buildTestApp(first, { DATA_DIR: dataDir });
    try {
      const image = await app.inject({ method: 'GET', url: asset!.url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.headers['content-security-policy']).toContain("default-src 'none'");
      expect(image.body).toContain('<svg');
      expect(Buffer.byteLength(image.body)).toBe(asset!.size_bytes);
      expect((await app.inject({ method: 'GET', url: '/assets/nothing/here.svg' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/assets/..%2F..%2Fetc/passwd.svg' })).statusCode).toBe(
        404,
      );
      // The web app's own bundles (one segment under /assets) are not this route's.
      expect((await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).body).not.toBe(
        'Not found',
      );
    } finally {
      await app.close();
    }
  });
});

describe('seeding at start-up', () => {
  const pglite = { kind: 'pglite' } as Database;
  const postgres = { kind: 'postgres' } as Database;

  it('auto seeds only a new embedded database; demo seeds any; none never', () => {
    expect(shouldSeedDemo('auto', pglite, true)).toBe(true);
    expect(shouldSeedDemo('auto', pglite, false)).toBe(false);
    expect(shouldSeedDemo('auto', postgres, true)).toBe(false);
    expect(shouldSeedDemo('demo', postgres, false)).toBe(true);
    expect(shouldSeedDemo('none', pglite, true)).toBe(false);
  });
});
