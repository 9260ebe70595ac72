import {
  CATALOGS,
  EVENT_ERRORS,
  EVENT_TYPE_CATEGORIES,
  type EventDetail,
  type EventListItem,
  type ListPage,
} from '@commerce/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  errorOf,
  ifMatch,
  signedInUsers,
  statusAndCode,
  type TestApp,
} from '../../../test/helpers.ts';
import {
  auditEvents,
  catalogs,
  categories,
  categoryProductAssignments,
  priceSchedules,
  products,
  stores,
} from '../../db/schema/index.ts';

let t: TestApp;
let users: Record<'catalogue' | 'reader' | 'marketing' | 'creator', string>;

const FLORAL = `${EVENT_TYPE_CATEGORIES.ticketed}_Floral`;
const GARDEN = `${EVENT_TYPE_CATEGORIES.ticketed}_Garden`;
const OPEN_HOUSES = `${EVENT_TYPE_CATEGORIES.free}_OpenHouses`;
const STORE = 'Store-Lyndale-55419-6128617600';
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  users = await signedInUsers(t, {
    catalogue: {
      permissions: [
        'events-reader',
        'events-admin',
        'events-create',
        'events-delete',
        'events-visibility',
        'events-inventory',
        'events-location',
        'product-pricing',
        'product-web',
      ],
    },
    reader: { permissions: ['events-reader'] },
    marketing: { permissions: ['misc-marketing'] },
    creator: { permissions: ['events-reader', 'events-create'] },
  });
  await t.db.insert(catalogs).values({ id: CATALOGS.Bachmans, name: "Bachman's" });
  const category = (id: string, parentId: string | null, name: string) => ({
    catalogId: CATALOGS.Bachmans,
    id,
    parentId,
    name,
    active: true,
  });
  await t.db
    .insert(categories)
    .values([
      category('WorkshopsEvents', null, 'Workshops & Events'),
      category(EVENT_TYPE_CATEGORIES.ticketed, 'WorkshopsEvents', 'Ticketed Events'),
      category(EVENT_TYPE_CATEGORIES.free, 'WorkshopsEvents', 'Free Events'),
      category(FLORAL, EVENT_TYPE_CATEGORIES.ticketed, 'Floral Design'),
      category(GARDEN, EVENT_TYPE_CATEGORIES.ticketed, 'Gardening'),
      category(OPEN_HOUSES, EVENT_TYPE_CATEGORIES.free, 'Open Houses'),
    ]);
  await t.db.insert(stores).values([
    {
      id: STORE,
      companyName: 'Bachman’s on Lyndale',
      city: 'Minneapolis',
      state: 'MN',
      zip: '55419',
      active: true,
    },
    { id: 'Store-Closed', companyName: 'Closed Store', active: false },
  ]);
  const sku = (id: string, isDefault: boolean, date: string, time: string) => ({
    id,
    name: isDefault ? 'Wreath Workshop' : `Wreath Workshop ${date} ${time}`,
    productCode: 'WS100',
    isDefaultProduct: isDefault,
    active: true,
    visible: true,
    isWorkshop: true,
    isWorkshopEvent: true,
    defaultPriceScheduleId: id,
    retailPrice: '45.00',
    xp: {
      ...(isDefault
        ? {
            Type: FLORAL,
            LocationID: STORE,
            DateDisplay: 'Dec 1',
            SEO: { Title: 'T', Keywords: '', Description: 'D' },
          }
        : {}),
      SpecsOptions: { Size: time, Color: date },
      SEO: isDefault
        ? { Title: 'T', Keywords: '', Description: 'D' }
        : { MetaTitle: 'M', MetaDescription: 'D' },
    },
  });
  await t.db
    .insert(products)
    .values([
      sku('WS100', true, '2026-12-01', '10:00 AM - 11:30 AM'),
      sku('WS100-2', false, '2026-12-02', '1:00 PM - 2:30 PM'),
    ]);
  await t.db.insert(priceSchedules).values([
    { id: 'WS100', name: 'Wreath', priceBreaks: [{ Quantity: 1, Price: 45 }] },
    { id: 'WS100-2', name: 'Wreath', priceBreaks: [{ Quantity: 1, Price: 45 }] },
  ]);
  await t.db.insert(categoryProductAssignments).values([
    { catalogId: CATALOGS.Bachmans, categoryId: FLORAL, productId: 'WS100' },
    { catalogId: CATALOGS.Bachmans, categoryId: FLORAL, productId: 'WS100-2' },
  ]);
});
afterAll(() => t.close());

const as = (user: keyof typeof users) => api(t.app, users[user]);

const slots = [
  { Date: future(10), Start: '08:00', End: '09:00' },
  { Date: future(10), Start: '09:00', End: '10:00' },
];

async function newEvent(name = 'Spring Open House'): Promise<EventDetail> {
  const response = await as('catalogue').post('/api/events', { Name: name, EventDateTimes: slots });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<EventDetail>();
}

const read = async (code: string) => (await as('reader').get(`/api/events/${code}`)).json<EventDetail>();

describe('creating events', () => {
  it('numbers them FEV + 6 digits, inactive, on FreeEvent, with the generated dates (201, audited)', async () => {
    const first = await newEvent();
    const second = await newEvent('Plant Swap');
    expect(first).toMatchObject({
      ID: 'FEV000001',
      Active: false,
      DefaultPriceScheduleID: 'FreeEvent',
      xp: {
        ProductCode: 'FEV000001',
        Visible: false,
        IsWorkshop: true,
        IsWorkShopEvent: false,
        EventDateTimes: slots,
      },
      Skus: [],
    });
    expect(second.ID).toBe('FEV000002');
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'event'), eq(auditEvents.entityId, 'FEV000001')));
    expect(audit).toMatchObject({ action: 'create', actorId: 'catalogue' });
  });

  it('refuses no slots, no name or a past date (400) and creates nothing', async () => {
    const before = await t.db.select().from(products);
    for (const body of [
      { Name: 'X', EventDateTimes: [] },
      { Name: '', EventDateTimes: slots },
      { Name: 'X', EventDateTimes: [{ Date: '2020-01-01', Start: '08:00', End: '09:00' }] },
      { Name: 'X', EventDateTimes: slots, Extra: 1 },
    ]) {
      const response = await as('catalogue').post('/api/events', body);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await t.db.select().from(products)).toHaveLength(before.length);
  });

  it('needs events-create (403)', async () => {
    const response = await as('reader').post('/api/events', { Name: 'X', EventDateTimes: slots });
    expect(statusAndCode(response)).toEqual({ status: 403, code: 'Auth.InsufficientPermissions' });
    expect((await as('marketing').get('/api/events')).statusCode).toBe(403);
  });
});

describe('the events list', () => {
  it('lists events only, all / ticketed / free, searched', async () => {
    const all = (await as('reader').get('/api/events')).json<ListPage<EventListItem>>();
    expect(all.Items.map((item) => item.ProductCode).sort()).toEqual(['FEV000001', 'FEV000002', 'WS100']);
    const ticketed = (await as('reader').get('/api/events?Ticketed=true')).json<ListPage<EventListItem>>();
    expect(ticketed.Items).toEqual([
      expect.objectContaining({
        ProductCode: 'WS100',
        TypeName: 'Floral Design',
        Location: null,
        Active: true,
      }),
    ]);
    const free = (await as('reader').get('/api/events?Ticketed=false&search=swap')).json<
      ListPage<EventListItem>
    >();
    expect(free.Items.map((item) => item.ID)).toEqual(['FEV000002']);
  });

  it('matches the start of the words of the name and product code, every word in any order', async () => {
    const found = async (search: string) =>
      (await as('reader').get(`/api/events?search=${encodeURIComponent(search)}`))
        .json<ListPage<EventListItem>>()
        .Items.map((item) => item.ProductCode)
        .sort();
    expect(await found('SWAP pla')).toEqual(['FEV000002']);
    expect(await found('wreath')).toEqual(['WS100']);
    expect(await found('fev')).toEqual(['FEV000001', 'FEV000002']);
    expect(await found('fev000002')).toEqual(['FEV000002']);
    // Not the middle of a word (the list matched any part before), and every word must match.
    expect(await found('wap')).toEqual([]);
    expect(await found('reath')).toEqual([]);
    expect(await found('plant wreath')).toEqual([]);
  });
});

describe('global search', () => {
  it('finds events by name or product code for events-reader only', async () => {
    const found = await as('reader').get('/api/search?q=wreath');
    expect(found.json<{ Items: { Kind: string; ID: string; Path: string }[] }>().Items).toEqual([
      expect.objectContaining({ Kind: 'event', ID: 'WS100', Path: '/events/WS100' }),
    ]);
    const hidden = await as('marketing').get('/api/search?q=wreath');
    expect(hidden.json<{ Items: unknown[] }>().Items).toEqual([]);
    const inside = await as('reader').get('/api/search?q=reath');
    expect(
      inside.json<{ Items: { Kind: string }[] }>().Items.filter((item) => item.Kind === 'event'),
    ).toEqual([]);
  });
});

describe('the event page', () => {
  it('reads a ticketed event with its slots and type name; an unknown code is 404', async () => {
    const event = await read('WS100');
    expect(event).toMatchObject({ TypeName: 'Floral Design', xp: { IsWorkShopEvent: true } });
    expect(event.Skus.map((sku) => sku.ID)).toEqual(['WS100', 'WS100-2']);
    expect(event.Skus[1]).toMatchObject({ Price: { RetailPrice: 45, PromotionPrice: null } });
    expect((await as('reader').get('/api/events/NOPE')).statusCode).toBe(404);
  });

  it('offers the child categories of the right parent as types', async () => {
    const ticketed = await as('reader').get('/api/event-types?kind=ticketed');
    expect(ticketed.json<{ Items: { ID: string }[] }>().Items.map((item) => item.ID)).toEqual([
      FLORAL,
      GARDEN,
    ]);
    const free = await as('reader').get('/api/event-types?kind=free');
    expect(free.json<{ Items: { ID: string }[] }>().Items.map((item) => item.ID)).toEqual([OPEN_HOUSES]);
  });

  it('saves Basic Info, moving the category assignment with the Type (412 when stale, 400 for a wrong type)', async () => {
    const event = await read('WS100');
    const body = (Type: string) => ({
      Name: 'Wreath Workshop',
      xp: {
        DateDisplay: 'December 1',
        Type,
        SEO: { Title: 'Wreaths', Description: 'Make one', Keywords: 'x' },
      },
    });
    const wrong = await as('catalogue').patch(
      '/api/events/WS100/basic-info',
      body(OPEN_HOUSES),
      ifMatch(event.Version),
    );
    expect(statusAndCode(wrong)).toEqual({ status: 400, code: EVENT_ERRORS.typeNotAllowed.code });
    const saved = await as('catalogue').patch(
      '/api/events/WS100/basic-info',
      body(GARDEN),
      ifMatch(event.Version),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<EventDetail>()).toMatchObject({
      TypeName: 'Gardening',
      xp: { DateDisplay: 'December 1' },
    });
    const assignments = await t.db
      .select()
      .from(categoryProductAssignments)
      .where(eq(categoryProductAssignments.categoryId, GARDEN));
    expect(assignments.map((row) => row.productId).sort()).toEqual(['WS100', 'WS100-2']);
    const floral = await t.db
      .select()
      .from(categoryProductAssignments)
      .where(eq(categoryProductAssignments.categoryId, FLORAL));
    expect(floral).toEqual([]);
    const stale = await as('catalogue').patch(
      '/api/events/WS100/basic-info',
      body(FLORAL),
      ifMatch(event.Version),
    );
    expect(stale.statusCode).toBe(412);
    const reader = await as('reader').patch(
      '/api/events/WS100/basic-info',
      body(FLORAL),
      ifMatch(event.Version + 1),
    );
    expect(reader.statusCode).toBe(403);
  });

  it('refuses to activate an event without a Type or a location, then activates it', async () => {
    let event = await read('FEV000001');
    const visibility = { Active: true, OmsVisible: true, ReleaseDate1: future(1), ReleaseDate2: null };
    const refused = await as('catalogue').patch(
      '/api/events/FEV000001/visibility',
      visibility,
      ifMatch(event.Version),
    );
    expect(statusAndCode(refused)).toEqual({ status: 409, code: EVENT_ERRORS.cannotActivate.code });
    const badEnd = await as('catalogue').patch(
      '/api/events/FEV000001/visibility',
      { ...visibility, Active: false, ReleaseDate2: '2020-01-01' },
      ifMatch(event.Version),
    );
    expect(errorOf(badEnd).Message).toContain('End date cannot be before start date.');
    const unknown = await as('catalogue').patch(
      '/api/events/FEV000001/location',
      { LocationID: 'Store-Closed', Room: null },
      ifMatch(event.Version),
    );
    expect(errorOf(unknown).Message).toBe('Location not found');
    const located = await as('catalogue').patch(
      '/api/events/FEV000001/location',
      { LocationID: STORE, Room: 'Greenhouse' },
      ifMatch(event.Version),
    );
    event = located.json<EventDetail>();
    expect(event.xp).toMatchObject({
      LocationID: STORE,
      Room: 'Greenhouse',
      Location: { City: 'Minneapolis' },
    });
    const typed = await as('catalogue').patch(
      '/api/events/FEV000001/basic-info',
      {
        Name: 'Spring Open House',
        xp: { DateDisplay: 'Soon', Type: OPEN_HOUSES, SEO: { Title: 'T', Description: 'D' } },
      },
      ifMatch(event.Version),
    );
    event = typed.json<EventDetail>();
    const active = await as('catalogue').patch(
      '/api/events/FEV000001/visibility',
      visibility,
      ifMatch(event.Version),
    );
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json<EventDetail>()).toMatchObject({
      Active: true,
      xp: {
        Visible: true,
        WebVisible: true,
        OmsVisible: true,
        ReleaseDate1: `${future(1)}T00:00:00.000Z`,
        ReleaseDate2: `${future(10)}T00:00:00.000Z`,
      },
    });
  });

  it('splits the description at 2000 characters and saves dates, images and related events', async () => {
    let event = await read('FEV000002');
    const text = 'a'.repeat(2500);
    const html = await as('catalogue').patch(
      '/api/events/FEV000002/html',
      { Description: text, TicketInformation: '<p>Free</p>' },
      ifMatch(event.Version),
    );
    event = html.json<EventDetail>();
    expect(event.Description).toHaveLength(2000);
    expect(event.xp.DescriptionOverflow).toHaveLength(500);
    const dates = await as('catalogue').patch(
      '/api/events/FEV000002/dates',
      { EventDateTimes: [{ Date: future(20), Start: '10:00', End: '12:00' }, ...slots] },
      ifMatch(event.Version),
    );
    event = dates.json<EventDetail>();
    expect(event.xp.EventDateTimes[0]).toEqual(slots[0]);
    expect(event.xp.ReleaseDate2).toBe(`${future(20)}T00:00:00.000Z`);
    const related = await as('catalogue').patch(
      '/api/events/FEV000002/related',
      { Related: ['WS100', 'FEV000002'] },
      ifMatch(event.Version),
    );
    event = related.json<EventDetail>();
    expect(event.RelatedEvents).toEqual([{ ProductCode: 'WS100', Name: 'Wreath Workshop' }]);
    const missing = await as('catalogue').patch(
      '/api/events/FEV000002/related',
      { Related: ['NOPE'] },
      ifMatch(event.Version),
    );
    expect(missing.statusCode).toBe(400);
    const ticketedDates = await as('catalogue').patch(
      '/api/events/WS100/dates',
      { EventDateTimes: slots },
      ifMatch((await read('WS100')).Version),
    );
    expect(statusAndCode(ticketedDates).code).toBe(EVENT_ERRORS.notFree.code);
  });

  it('creates a custom location with events-location only', async () => {
    const body = {
      CompanyName: 'Event Tent',
      Street1: '1 Main St',
      Street2: null,
      City: 'Edina',
      State: 'MN',
      Zip: '55424',
    };
    expect((await as('creator').post('/api/event-locations', body)).statusCode).toBe(403);
    const created = await as('catalogue').post('/api/event-locations', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ ID: 'Event-EventTent-55424', Custom: true });
    const locations = (await as('reader').get('/api/event-locations')).json<{ Items: { ID: string }[] }>();
    expect(locations.Items.map((item) => item.ID)).toEqual([STORE, 'Event-EventTent-55424']);
  });
});

describe('slots of a ticketed event', () => {
  it('toggles a slot (Active and Visible together), never the default one', async () => {
    const event = await read('WS100');
    const slot = event.Skus[1]!;
    const off = await as('catalogue').patch(
      `/api/events/WS100/slots/${slot.ID}/visibility`,
      { On: false },
      ifMatch(slot.Version),
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<EventDetail>().Skus[1]).toMatchObject({ Active: false, xp: { Visible: false } });
    const stale = await as('catalogue').patch(
      `/api/events/WS100/slots/${slot.ID}/visibility`,
      { On: true },
      ifMatch(slot.Version),
    );
    expect(stale.statusCode).toBe(412);
    const main = event.Skus[0]!;
    const refused = await as('catalogue').patch(
      `/api/events/WS100/slots/${main.ID}/visibility`,
      { On: false },
      ifMatch(main.Version),
    );
    expect(statusAndCode(refused).code).toBe(EVENT_ERRORS.defaultSkuToggle.code);
  });

  it('saves inventory, pricing and web properties with their keys', async () => {
    let slot = (await read('WS100')).Skus[1]!;
    const bad = await as('catalogue').patch(
      `/api/events/WS100/slots/${slot.ID}/inventory`,
      { QuantityAvailable: -1 },
      ifMatch(slot.Version),
    );
    expect(bad.statusCode).toBe(400);
    const stock = await as('catalogue').patch(
      `/api/events/WS100/slots/${slot.ID}/inventory`,
      { QuantityAvailable: 12 },
      ifMatch(slot.Version),
    );
    slot = stock.json<EventDetail>().Skus[1]!;
    expect(slot.Inventory.QuantityAvailable).toBe(12);
    const tooHigh = await as('catalogue').patch(
      `/api/events/WS100/slots/${slot.ID}/pricing`,
      { RetailPrice: 40, PromotionPrice: 50 },
      ifMatch(slot.Version),
    );
    expect(errorOf(tooHigh).Data).toBeDefined();
    const priced = await as('catalogue').patch(
      `/api/events/WS100/slots/${slot.ID}/pricing`,
      { RetailPrice: 40, PromotionPrice: 30 },
      ifMatch(slot.Version),
    );
    slot = priced.json<EventDetail>().Skus[1]!;
    expect(slot.Price).toEqual({ RetailPrice: 40, PromotionPrice: 30 });
    const [schedule] = await t.db.select().from(priceSchedules).where(eq(priceSchedules.id, slot.ID));
    expect(schedule!.priceBreaks).toEqual([{ Quantity: 1, Price: 30 }]);
    const web = await as('catalogue').patch(
      `/api/events/WS100/slots/${slot.ID}/web`,
      { WebFacingProductTitle: 'Wreath', MetaTitle: '', MetaDescription: '' },
      ifMatch(slot.Version),
    );
    expect(web.statusCode, web.body).toBe(200);
    const main = (await read('WS100')).Skus[0]!;
    const visibleNeedsMeta = await as('catalogue').patch(
      `/api/events/WS100/slots/${main.ID}/web`,
      { WebFacingProductTitle: 'Wreath', MetaTitle: '', MetaDescription: '' },
      ifMatch(main.Version),
    );
    expect(visibleNeedsMeta.statusCode).toBe(400);
    const reader = await as('creator').patch(
      `/api/events/WS100/slots/${slot.ID}/inventory`,
      { QuantityAvailable: 1 },
      ifMatch(slot.Version),
    );
    expect(reader.statusCode).toBe(403);
  });
});

describe('deleting events', () => {
  it('refuses a ticketed or active event, deletes an inactive free one with its assignments', async () => {
    const ws = await read('WS100');
    expect(statusAndCode(await as('catalogue').delete('/api/events/WS100', ifMatch(ws.Version))).code).toBe(
      EVENT_ERRORS.cannotDelete.code,
    );
    const active = await read('FEV000001');
    expect((await as('catalogue').delete('/api/events/FEV000001', ifMatch(active.Version))).statusCode).toBe(
      409,
    );
    const draft = await read('FEV000002');
    expect((await as('creator').delete('/api/events/FEV000002', ifMatch(draft.Version))).statusCode).toBe(
      403,
    );
    const deleted = await as('catalogue').delete('/api/events/FEV000002', ifMatch(draft.Version));
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await t.db.select().from(products).where(eq(products.id, 'FEV000002'))).toEqual([]);
    expect((await t.db.select().from(priceSchedules).where(eq(priceSchedules.id, 'FreeEvent'))).length).toBe(
      1,
    );
  });
});
