import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settingsDocuments } from '../../db/schema/index.ts';
import { recordAudit } from '../../http/audit.ts';
import { hashPassword } from '../../modules/admin-users/passwords.ts';
import type { AssetStorage } from '../../modules/assets/public.ts';
import { writeImages } from '../images.ts';
import { drizzleRunner, withIndexesDropped } from '../indexes.ts';
import { insertRows } from '../insert.ts';
import { isoDay, loadFaker } from '../random.ts';
import { seedBuyerXp } from './buyer-xp.ts';
import { seedCatalog } from './catalog.ts';
import { seedContent } from './content.ts';
import { DemoContext } from './context.ts';
import { seedCustomers } from './customers.ts';
import { seedDestinations } from './destinations.ts';
import { seedEvents } from './events.ts';
import { seedGiftCards } from './gift-cards.ts';
import { seedOrders } from './orders.ts';
import { seedProducts } from './products.ts';
import { seedRedirects } from './redirects.ts';
import { seedSends } from './sends.ts';
import { DEMO_GROUPS, seedStaff } from './staff.ts';
import { seedStores } from './stores.ts';
import { contentAssets } from '../../db/schema/index.ts';

/** A settings document that marks a database as holding the demo dataset, and the anchor it used. */
export const DEMO_MARKER_ID = 'demo-dataset';
const DEMO_SEED_LOCK = 727_274_003;
/** The tables that take most of the demo's rows. */
const BULK_TABLES = [
  'products',
  'customers',
  'customer_addresses',
  'customer_notes',
  'customer_credit_cards',
  'orders',
  'shipments',
  'shipment_words',
  'line_items',
  'payments',
  'category_product_assignments',
  'content_assets',
];

export interface DemoSeedOptions {
  /** The day every date is relative to (UTC midnight). */
  anchor: Date;
  /** The one password of every demo staff member. */
  password: string;
  /** Where the images go: the asset library's storage. */
  assets: AssetStorage;
}

export interface DemoSeedResult {
  seeded: boolean;
  /** One active username per permission group, for the start-up message. */
  usernames: { group: string; username: string }[];
  counts: Record<string, number>;
  milliseconds: number;
}

export async function isDemoSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: settingsDocuments.id })
    .from(settingsDocuments)
    .where(sql`${settingsDocuments.id} = ${DEMO_MARKER_ID}`);
  return rows.length > 0;
}

/**
 * Seeds the demo dataset in one transaction, unless the database already has it (several servers
 * starting together on one PostgreSQL take turns through an advisory lock). Every date is relative to
 * options.anchor and every random choice comes from a fixed seed, so the same anchor gives the same
 * rows on PGlite and on PostgreSQL; only the password hash and LastPasswordChange (the moment of
 * seeding, so no reset is due) differ.
 */
export async function seedDemo(db: Db, options: DemoSeedOptions): Promise<DemoSeedResult> {
  const started = performance.now();
  const passwordHash = await hashPassword(options.password);
  const context = new DemoContext(options.anchor, await loadFaker());
  const counts: Record<string, number> = {};
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const [existing] = await tx
      .select({ id: settingsDocuments.id })
      .from(settingsDocuments)
      .where(sql`${settingsDocuments.id} = ${DEMO_MARKER_ID}`);
    if (existing) return null;

    const staff = await withIndexesDropped(drizzleRunner(tx), BULK_TABLES, async () => {
      const content = await seedContent(tx, context);
      const stores = await seedStores(
        tx,
        context,
        content.blocks.filter((block) => block.type === 'complexContentBlock').map((block) => block.id),
      );
      const staff = await seedStaff(tx, context, { passwordHash, stores, passwordChangedAt: Date.now() });
      const catalog = await seedCatalog(tx, context, content);
      const products = await seedProducts(tx, context, catalog, content);
      const events = await seedEvents(tx, context, stores);
      const destinations = await seedDestinations(tx, context);
      const customers = await seedCustomers(tx, context, staff);
      counts.orders = await seedOrders(tx, context, { customers, products, staff, stores, destinations });
      counts.sends = await seedSends(tx, context.anchor);
      counts.giftCards = await seedGiftCards(tx, context);
      counts.redirects = await seedRedirects(tx, context);
      await seedBuyerXp(tx, context, { products, events });
      counts.images = await insertRows(tx, contentAssets, context.assetRows());
      Object.assign(counts, {
        staff: staff.length,
        stores: stores.length,
        products: products.length,
        events: events.length,
        destinations: destinations.length,
        customers: customers.length,
      });
      return staff;
    });
    await tx.insert(settingsDocuments).values({
      id: DEMO_MARKER_ID,
      document: { Anchor: isoDay(options.anchor) },
      updatedAt: options.anchor,
    });
    await recordAudit(tx, {
      actorId: null,
      action: 'seed-demo',
      entity: 'database',
      entityId: DEMO_MARKER_ID,
      after: { Anchor: isoDay(options.anchor), ...counts },
    });
    return staff;
  });
  if (result) await writeImages(options.assets, context.images);
  const usernames = result
    ? DEMO_GROUPS.flatMap((group) => {
        const member = result.find((person) => person.active && person.groups.includes(group.id));
        return member ? [{ group: group.name, username: member.username }] : [];
      })
    : [];
  return {
    seeded: result !== null,
    usernames,
    counts,
    milliseconds: Math.round(performance.now() - started),
  };
}
