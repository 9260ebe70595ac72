import {
  CATALOGS,
  catalogueCheckLink,
  categoryListSpec,
  eventListSpec,
  productListSpec,
  readListUrl,
  shiftIsoDate,
  storeDateOf,
  storedCalendarDate,
  toApiQuery,
  type AnyListSpec,
  type CatalogueCard,
  type CatalogueCheck,
} from '@commerce/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, signedInUsers, type TestApp } from '../../../test/helpers.ts';
import { catalogs, categories, categoryProductAssignments, products } from '../../db/schema/index.ts';

let t: TestApp;
let users: Record<'catalogue' | 'events' | 'orders', string>;
const today = storeDateOf();
const day = (days: number) => shiftIsoDate(today, days);

const category = (id: string, active: boolean, childCount = 0, parentId: string | null = null) => ({
  catalogId: CATALOGS.Bachmans,
  id,
  parentId,
  name: id,
  active,
  childCount,
});

/** A ticketed event's SKU (the default one stands for the event); its slot's date is Color. */
const eventSku = (
  code: string,
  slot: number,
  options: { date: string; active?: boolean; launch?: string | null; last?: string },
) => ({
  id: slot === 1 ? code : `${code}-${slot}`,
  name: code,
  productCode: code,
  isDefaultProduct: slot === 1,
  active: options.active ?? true,
  visible: true,
  isWorkshop: true,
  isWorkshopEvent: true,
  releaseDate1: slot === 1 && options.launch ? new Date(storedCalendarDate(options.launch)) : null,
  releaseDate2: slot === 1 && options.last ? new Date(storedCalendarDate(options.last)) : null,
  xp: { SpecsOptions: { Size: '10:00 AM', Color: options.date } },
});

beforeAll(async () => {
  t = await createTestApp();
  users = await signedInUsers(t, {
    catalogue: { permissions: ['product-reader', 'categories-reader', 'events-reader'] },
    events: { permissions: ['events-reader'] },
    orders: { permissions: ['order-reader'] },
  });
  await t.db.insert(catalogs).values({ id: CATALOGS.Bachmans, name: "Bachman's" });
  await t.db.insert(categories).values([
    // Empty and active: counted.
    category('Empty', true),
    category('ParentOfEmpty', true, 1),
    category('EmptyChild', true, 0, 'ParentOfEmpty'),
    // Empty but inactive, with a product, with a sub-category: not counted.
    category('Hidden', false),
    category('Stocked', true),
    category('Parent', true, 1),
    category('Child', true, 0, 'Parent'),
  ]);
  await t.db.insert(products).values([
    // On sale now, its only slot past: counted.
    eventSku('WS1', 1, { date: day(-3), launch: day(-20), last: day(12) }),
    // A slot ahead, but switched off: counted.
    eventSku('WS2', 1, { date: day(-1), launch: day(-5), last: day(20) }),
    eventSku('WS2', 2, { date: day(20), active: false }),
    // A slot ahead: not counted.
    eventSku('WS3', 1, { date: day(5), launch: day(-5), last: day(5) }),
    // Launching after the 30 days, over already: not counted.
    eventSku('WS4', 1, { date: day(-90), launch: day(45), last: day(60) }),
    eventSku('WS5', 1, { date: day(-90), launch: day(-120), last: day(-60) }),
  ]);
  await t.db.insert(categoryProductAssignments).values([
    { catalogId: CATALOGS.Bachmans, categoryId: 'Stocked', productId: 'WS3' },
    { catalogId: CATALOGS.Bachmans, categoryId: 'Child', productId: 'WS3' },
  ]);
});
afterAll(() => t.close());

const SPECS: Record<string, AnyListSpec> = {
  '/categories': categoryListSpec,
  '/events': eventListSpec,
  '/products': productListSpec,
};

/** The total the list a check links to shows: its URL read as the screen reads it, sent as it sends it. */
async function listTotal(cookie: string, check: CatalogueCheck): Promise<number> {
  const link = new URL(catalogueCheckLink(check), 'http://console');
  const spec = SPECS[link.pathname]!;
  const query = toApiQuery(spec, readListUrl(spec, link.searchParams), [...spec.readKeys]);
  const response = await api(t.app, cookie).get(`/api${spec.api}?${new URLSearchParams(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Meta: { TotalCount: number } }>().Meta.TotalCount;
}

describe('Catalogue quality', () => {
  it('counts each check as the list its link opens counts it', async () => {
    const response = await api(t.app, users.catalogue).get('/api/dashboard/catalogue');
    expect(response.statusCode, response.body).toBe(200);
    const card = response.json<CatalogueCard>();
    expect(card.Checks.map((line) => line.Check)).toEqual([
      'noImage',
      'noPrice',
      'noStock',
      'emptyCategories',
      'eventsWithoutSlots',
    ]);
    const count = (check: CatalogueCheck) => card.Checks.find((line) => line.Check === check)!.Count;
    expect(count('emptyCategories')).toBe(2);
    expect(count('eventsWithoutSlots')).toBe(2);
    for (const line of card.Checks) {
      expect(await listTotal(users.catalogue, line.Check), line.Check).toBe(line.Count);
    }
  });

  it('keeps the product checks’ counts as SKUs are added, changed and deleted', async () => {
    const counts = async () => {
      const card = (await api(t.app, users.catalogue).get('/api/dashboard/catalogue')).json<CatalogueCard>();
      const shown = { noImage: 0, noPrice: 0, noStock: 0 };
      for (const check of ['noImage', 'noPrice', 'noStock'] as const) {
        shown[check] = card.Checks.find((line) => line.Check === check)!.Count;
        expect(await listTotal(users.catalogue, check), check).toBe(shown[check]);
      }
      return shown;
    };
    const sku = (id: string, more: Partial<typeof products.$inferInsert>) => ({
      id,
      name: id,
      productCode: id,
      isDefaultProduct: true,
      active: true,
      retailPrice: '10.00',
      quantityAvailable: 5,
      xp: { Contentful: { Images: [{ url: 'https://images.example/one.jpg' }] } },
      ...more,
    });
    const before = await counts();
    await t.db.insert(products).values([
      // No image and nothing in stock; no price; switched off (counted by none).
      sku('Q1', { xp: {}, quantityAvailable: 0 }),
      sku('Q2', { retailPrice: null }),
      sku('Q3', { xp: {}, active: false }),
      // Nothing in stock, but infinitely stocked.
      sku('Q4', { quantityAvailable: 0, infiniteInventory: true }),
    ]);
    expect(await counts()).toEqual({
      noImage: before.noImage + 1,
      noPrice: before.noPrice + 1,
      noStock: before.noStock + 1,
    });
    // An image and stock for Q1, a price for Q2, Q3 switched on, in one statement each.
    await t.db
      .update(products)
      .set({
        xp: { Contentful: { Images: [{ url: 'https://images.example/two.jpg' }] } },
        quantityAvailable: 2,
      })
      .where(eq(products.id, 'Q1'));
    await t.db.update(products).set({ retailPrice: '12.00' }).where(eq(products.id, 'Q2'));
    await t.db.update(products).set({ active: true }).where(eq(products.id, 'Q3'));
    expect(await counts()).toEqual({
      noImage: before.noImage + 1,
      noPrice: before.noPrice,
      noStock: before.noStock,
    });
    // A name changes no count; a deleted SKU leaves its checks.
    await t.db.update(products).set({ name: 'Renamed' }).where(eq(products.id, 'Q3'));
    await t.db.delete(products).where(eq(products.id, 'Q3'));
    expect(await counts()).toEqual(before);
  });

  it('shows each line to the holders of its list’s key only', async () => {
    const card = (await api(t.app, users.events).get('/api/dashboard/catalogue')).json<CatalogueCard>();
    expect(card.Checks).toEqual([{ Check: 'eventsWithoutSlots', Count: 2 }]);
    expect((await api(t.app, users.orders).get('/api/dashboard/catalogue')).statusCode).toBe(403);
  });

  it('refuses a filter value the lists do not know', async () => {
    const as = api(t.app, users.catalogue);
    expect((await as.get('/api/categories?Products=some')).statusCode).toBe(400);
    expect((await as.get('/api/events?Slots=later')).statusCode).toBe(400);
  });
});
