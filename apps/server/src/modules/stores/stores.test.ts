import {
  newHoursSchedule,
  sampleBuyerXp,
  STORE_ERRORS,
  type ListPage,
  type StoreDetail,
  type StoreListItem,
} from '@commerce/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  ifMatch,
  signedInUsers,
  statusAndCode,
  type TestApp,
} from '../../../test/helpers.ts';
import { adminUsers, auditEvents, stores } from '../../db/schema/index.ts';
import { httpGeocoder, zipTableGeocoder } from '../../integrations/geocoding.ts';
import { insertBuyerXp } from '../settings/test-support.ts';

let t: TestApp;
let users: Record<'marketing' | 'reader' | 'orderTaker', string>;

beforeAll(async () => {
  t = await createTestApp();
  users = await signedInUsers(t, {
    marketing: { permissions: ['stores-reader', 'stores-admin', 'stores-create', 'stores-delete'] },
    reader: { permissions: ['stores-reader'] },
    orderTaker: { permissions: ['order-reader', 'customer-reader'] },
  });
  await insertBuyerXp(t.db, { ...sampleBuyerXp(), StoreServices: ['Floral Design', 'Curbside Pickup'] });
  await t.db.insert(stores).values([
    {
      id: 'Store-BuiltIn-6010-6128617600',
      companyName: "Bachman's on Lyndale",
      street1: '6010 Lyndale Ave S',
      city: 'Minneapolis',
      state: 'MN',
      zip: '55419',
      phone: '6128617600',
      storeType: 'Flagship',
      active: true,
      xp: { BuiltIn: true, WillCall: true, StoreID_1digit: '2', StoreID_2digit: '02' },
    },
    {
      id: 'Custom-Pavilion',
      companyName: 'Lakeside Garden Pavilion',
      storeType: null,
      customLocation: true,
    },
  ]);
});
afterAll(() => t.close());

const as = (user: keyof typeof users) => api(t.app, users[user]);

const kiosk = {
  CompanyName: 'Nicollet Mall Kiosk',
  Street1: '900 Nicollet Mall',
  Street2: null,
  City: 'Minneapolis',
  State: 'MN',
  Zip: '55402',
  Phone: '(612) 555-0142',
  StoreType: 'Kiosk',
  WillCall: true,
  StoreID_1digit: '9',
  StoreID_2digit: '99',
};
const KIOSK_ID = 'Store-NicolletMallKiosk-900-6125550142';

const storeCount = async () => (await t.db.select({ id: stores.id }).from(stores)).length;
const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'store'), eq(auditEvents.entityId, id)))
    .orderBy(auditEvents.id);

async function current(id: string): Promise<StoreDetail> {
  return (await as('reader').get(`/api/stores/${id}`)).json<StoreDetail>();
}

describe('creating a store', () => {
  it('geocodes the address, derives the ID, starts Inactive; Kiosk clears will-call and the Eagle codes', async () => {
    const response = await as('marketing').post('/api/stores', kiosk);
    expect(response.statusCode, response.body).toBe(201);
    const store = response.json<StoreDetail>();
    expect(store).toMatchObject({
      ID: KIOSK_ID,
      Country: 'US',
      Phone: '6125550142',
      xp: {
        StoreType: 'Kiosk',
        Active: false,
        WillCall: false,
        StoreID_1digit: null,
        StoreID_2digit: null,
        IsShipping: true,
        BuiltIn: false,
        PageName: 'nicollet-mall-kiosk',
      },
    });
    expect(store.xp.PlaceID).toMatch(/^zip:55402:/);
    expect(store.xp.Location?.lat).toBeCloseTo(44.97, 1);
    const [event] = await auditOf(KIOSK_ID);
    expect(event).toMatchObject({ actorId: 'marketing', action: 'create' });
  });

  it('refuses an address it cannot place (422, nothing saved) and the same store twice (409)', async () => {
    const before = await storeCount();
    const unknown = await as('marketing').post('/api/stores', {
      ...kiosk,
      CompanyName: 'Nowhere',
      Zip: '00000',
    });
    expect(statusAndCode(unknown)).toEqual({ status: 422, code: STORE_ERRORS.addressNotFound.code });
    expect(unknown.json<{ Errors: { Message: string }[] }>().Errors[0]!.Message).toContain('ZIP 00000');
    const otherState = await as('marketing').post('/api/stores', {
      ...kiosk,
      CompanyName: 'Elsewhere',
      State: 'WI',
    });
    expect(otherState.statusCode).toBe(422);
    const twice = await as('marketing').post('/api/stores', kiosk);
    expect(statusAndCode(twice)).toEqual({ status: 409, code: STORE_ERRORS.duplicateStore.code });
    expect(await storeCount()).toBe(before);
  });

  it('checks the form (400) and the Eagle codes with will-call; stores-create is required (403)', async () => {
    const before = await storeCount();
    const bad = await as('marketing').post('/api/stores', { ...kiosk, Zip: '554190', CompanyName: '' });
    expect(bad.statusCode).toBe(400);
    const codes = await as('marketing').post('/api/stores', {
      ...kiosk,
      CompanyName: 'Flagship Without Codes',
      StoreType: 'Flagship',
      StoreID_1digit: '12',
      StoreID_2digit: '',
    });
    expect(codes.statusCode).toBe(400);
    const forbidden = await as('reader').post('/api/stores', { ...kiosk, CompanyName: 'Reader Store' });
    expect(forbidden.statusCode).toBe(403);
    expect(await storeCount()).toBe(before);
  });
});

describe('the store list', () => {
  it('leaves custom event locations out and filters by type', async () => {
    const all = (await as('reader').get('/api/stores')).json<ListPage<StoreListItem>>();
    expect(all.Items.map((row) => row.ID).sort()).toEqual([KIOSK_ID, 'Store-BuiltIn-6010-6128617600'].sort());
    const kiosks = (await as('reader').get('/api/stores?xp.StoreType=!Flagship')).json<
      ListPage<StoreListItem>
    >();
    expect(kiosks.Items.map((row) => row.ID)).toEqual([KIOSK_ID]);
    const searched = (await as('reader').get('/api/stores?search=554&searchOn=Zip')).json<
      ListPage<StoreListItem>
    >();
    expect(searched.Items.map((row) => row.ID).sort()).toHaveLength(2);
  });

  it('is refused without stores-reader, as is a store (403)', async () => {
    expect((await as('orderTaker').get('/api/stores')).statusCode).toBe(403);
    expect((await as('orderTaker').get(`/api/stores/${KIOSK_ID}`)).statusCode).toBe(403);
    expect((await as('orderTaker').get('/api/store-services')).statusCode).toBe(403);
  });

  it("answers 'No Store Found' for an unknown store or a custom location", async () => {
    for (const id of ['Store-Missing', 'Custom-Pavilion']) {
      const response = await as('reader').get(`/api/stores/${id}`);
      expect(statusAndCode(response)).toEqual({ status: 404, code: STORE_ERRORS.noStore.code });
    }
  });
});

describe('global search', () => {
  it('finds stores by name for stores-reader holders only, never a custom location', async () => {
    type Items = { Items: { Kind: string; ID: string; Path: string }[] };
    const found = (await as('reader').get('/api/search?q=nicollet')).json<Items>().Items;
    expect(found).toEqual([
      expect.objectContaining({
        Kind: 'store',
        ID: KIOSK_ID,
        Path: `/stores/${encodeURIComponent(KIOSK_ID)}`,
      }),
    ]);
    expect((await as('reader').get('/api/search?q=Pavilion')).json<Items>().Items).toEqual([]);
    const taker = (await as('orderTaker').get('/api/search?q=nicollet')).json<Items>().Items;
    expect(taker.filter((item) => item.Kind === 'store')).toEqual([]);
  });
});

describe('editing a store', () => {
  it('saves sections against the version; the services come from StoreServices', async () => {
    expect((await as('reader').get('/api/store-services')).json()).toEqual([
      'Floral Design',
      'Curbside Pickup',
    ]);
    const store = await current(KIOSK_ID);
    const hours = { ...newHoursSchedule(), Title: 'Regular Hours' };
    const response = await as('marketing').patch(
      `/api/stores/${KIOSK_ID}`,
      {
        Seo: { MetaTitle: 'Nicollet kiosk', MetaDescription: 'Flowers downtown' },
        ServiceOffered: ['Floral Design'],
        AboutUs: 'Downtown.',
        WorkingHrs: [
          hours,
          { ...hours, Title: 'Holiday Season', StartDate: '2026-12-01', EndDate: '2026-12-31' },
        ],
        Holidays: [{ Day: "New Year's Day", Time: 'Closed' }],
        ContentIds: ['block-1'],
      },
      ifMatch(store.Version),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<StoreDetail>()).toMatchObject({
      Version: store.Version + 1,
      xp: {
        seo: { MetaTitle: 'Nicollet kiosk' },
        ServiceOffered: ['Floral Design'],
        Content: { type: 'complex', value: ['block-1'] },
      },
    });
  });

  it('records a drag of the hours as a reorder', async () => {
    const store = await current(KIOSK_ID);
    const reordered = [...store.xp.WorkingHrs].reverse();
    const response = await as('marketing').patch(
      `/api/stores/${KIOSK_ID}`,
      { WorkingHrs: reordered },
      ifMatch(store.Version),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<StoreDetail>().xp.WorkingHrs.map((s) => s.Title)).toEqual([
      'Holiday Season',
      'Regular Hours',
    ]);
    expect((await auditOf(KIOSK_ID)).at(-1)?.action).toBe('reorder-hours');
  });

  it('refuses bad input with nothing changed (400): hours out of order, a service not offered, SEO too long', async () => {
    const store = await current(KIOSK_ID);
    const misordered = {
      ...newHoursSchedule(),
      Title: 'Bad',
      Mon: { Closed: false, StartTime: '18:00', EndTime: '09:00' },
    };
    for (const body of [
      { WorkingHrs: [misordered] },
      { ServiceOffered: ['Tree Planting'] },
      { Seo: { MetaTitle: 'x'.repeat(101), MetaDescription: 'ok' } },
      { Seo: { MetaTitle: 'ok', MetaDescription: '' } },
      {},
    ]) {
      const response = await as('marketing').patch(`/api/stores/${KIOSK_ID}`, body, ifMatch(store.Version));
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await current(KIOSK_ID)).Version).toBe(store.Version);
  });

  it('re-geocodes a moved address and refuses one it cannot place', async () => {
    const store = await current(KIOSK_ID);
    const info = {
      CompanyName: store.CompanyName,
      Street1: '1 Main St',
      Street2: null,
      City: 'Saint Paul',
      State: 'MN',
      Zip: '55101',
      Phone: store.Phone!,
      StoreType: 'Kiosk',
      Active: true,
      WillCall: false,
    };
    const refused = await as('marketing').patch(
      `/api/stores/${KIOSK_ID}`,
      { Info: { ...info, Zip: '99999' } },
      ifMatch(store.Version),
    );
    expect(refused.statusCode).toBe(422);
    const moved = await as('marketing').patch(
      `/api/stores/${KIOSK_ID}`,
      { Info: info },
      ifMatch(store.Version),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json<StoreDetail>();
    expect(after.ID).toBe(KIOSK_ID);
    expect(after.xp.PlaceID).toMatch(/^zip:55101:/);
    expect(after.xp.Active).toBe(true);
  });

  it('keeps the built-in store name, address and phone (409) but saves its other fields', async () => {
    const id = 'Store-BuiltIn-6010-6128617600';
    const store = await current(id);
    const info = {
      CompanyName: store.CompanyName,
      Street1: store.Street1!,
      Street2: null,
      City: store.City!,
      State: store.State!,
      Zip: store.Zip!,
      Phone: store.Phone!,
      StoreType: 'Flagship',
      Active: true,
      WillCall: true,
    };
    const renamed = await as('marketing').patch(
      `/api/stores/${id}`,
      { Info: { ...info, CompanyName: 'Renamed' } },
      ifMatch(store.Version),
    );
    expect(statusAndCode(renamed)).toEqual({ status: 409, code: STORE_ERRORS.builtInLocked.code });
    const codes = await as('marketing').patch(
      `/api/stores/${id}`,
      { Info: info, EagleCodes: { StoreID_1digit: '2', StoreID_2digit: '2' } },
      ifMatch(store.Version),
    );
    expect(codes.statusCode).toBe(400);
    const saved = await as('marketing').patch(
      `/api/stores/${id}`,
      { Info: { ...info, WillCall: false } },
      ifMatch(store.Version),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<StoreDetail>().xp.WillCall).toBe(false);
  });

  it('answers 412 to a stale version and 403 without stores-admin', async () => {
    const store = await current(KIOSK_ID);
    const stale = await as('marketing').patch(
      `/api/stores/${KIOSK_ID}`,
      { AboutUs: 'x' },
      ifMatch(store.Version - 1),
    );
    expect(stale.statusCode).toBe(412);
    const forbidden = await as('reader').patch(
      `/api/stores/${KIOSK_ID}`,
      { AboutUs: 'x' },
      ifMatch(store.Version),
    );
    expect(forbidden.statusCode).toBe(403);
    expect((await current(KIOSK_ID)).xp.AboutUs).toBe('Downtown.');
  });
});

describe("a store's page name", () => {
  it('is numbered at create when another store has it, and stays when the store is renamed', async () => {
    const response = await as('marketing').post('/api/stores', {
      ...kiosk,
      Street1: '80 S 8th St',
      Phone: '(612) 555-0143',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<StoreDetail>().xp.PageName).toBe('nicollet-mall-kiosk-2');
  });

  it("is edited in the SEO section: another store's is refused (409), a malformed one too (400)", async () => {
    const store = await current(KIOSK_ID);
    const seo = { MetaTitle: 'Nicollet kiosk', MetaDescription: 'Flowers downtown' };
    const save = (PageName: string, version = store.Version) =>
      as('marketing').patch(`/api/stores/${KIOSK_ID}`, { Seo: { ...seo, PageName } }, ifMatch(version));

    const taken = await save('nicollet-mall-kiosk-2');
    expect(statusAndCode(taken)).toEqual({ status: 409, code: STORE_ERRORS.pageNameInUse.code });
    expect(taken.json<{ Errors: { Message: string }[] }>().Errors[0]!.Message).toBe(
      STORE_ERRORS.pageNameInUse.message,
    );
    for (const bad of ['Nicollet Kiosk', 'nicollet--kiosk', ''])
      expect((await save(bad)).statusCode, bad).toBe(400);
    expect((await current(KIOSK_ID)).Version).toBe(store.Version);

    const renamed = await save('nicollet-mall');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<StoreDetail>().xp.PageName).toBe('nicollet-mall');
    expect((await auditOf(KIOSK_ID)).at(-1)).toMatchObject({
      action: 'update',
      changes: { PageName: { before: 'nicollet-mall-kiosk', after: 'nicollet-mall' } },
    });
  });
});

describe('deleting a store', () => {
  it('only while inactive (409), then gone and audited', async () => {
    let store = await current(KIOSK_ID);
    expect(store.xp.Active).toBe(true);
    const active = await as('marketing').delete(`/api/stores/${KIOSK_ID}`, ifMatch(store.Version));
    expect(statusAndCode(active)).toEqual({ status: 409, code: STORE_ERRORS.deleteActive.code });
    const info = {
      CompanyName: store.CompanyName,
      Street1: store.Street1!,
      Street2: null,
      City: store.City!,
      State: store.State!,
      Zip: store.Zip!,
      Phone: store.Phone!,
      StoreType: 'Kiosk',
      Active: false,
      WillCall: false,
    };
    store = (
      await as('marketing').patch(`/api/stores/${KIOSK_ID}`, { Info: info }, ifMatch(store.Version))
    ).json();
    expect((await as('reader').delete(`/api/stores/${KIOSK_ID}`, ifMatch(store.Version))).statusCode).toBe(
      403,
    );
    // A user who works there keeps the store: their saves require it to exist.
    await t.db.update(adminUsers).set({ storeAddressId: KIOSK_ID }).where(eq(adminUsers.username, 'reader'));
    const inUse = await as('marketing').delete(`/api/stores/${KIOSK_ID}`, ifMatch(store.Version));
    expect(statusAndCode(inUse)).toEqual({ status: 409, code: STORE_ERRORS.deleteInUse.code });
    await t.db.update(adminUsers).set({ storeAddressId: null }).where(eq(adminUsers.username, 'reader'));
    expect((await as('marketing').delete(`/api/stores/${KIOSK_ID}`, ifMatch(store.Version))).statusCode).toBe(
      204,
    );
    expect((await as('reader').get(`/api/stores/${KIOSK_ID}`)).statusCode).toBe(404);
    expect((await auditOf(KIOSK_ID)).at(-1)?.action).toBe('delete');
  });
});

describe('geocoders', () => {
  it('the ZIP table places a Minneapolis address and refuses an unknown ZIP', async () => {
    const geocoder = zipTableGeocoder();
    const placed = await geocoder.geocode({
      Street1: '6010 Lyndale Ave S',
      City: 'Minneapolis',
      State: 'Minnesota',
      Zip: '55419',
    });
    expect(placed).toMatchObject({ status: 'OK', location: { lat: expect.closeTo(44.9, 1) } });
    expect(await geocoder.geocode({ Street1: '1 Main', City: 'X', State: 'MN', Zip: '00000' })).toMatchObject(
      {
        status: 'ZERO_RESULTS',
      },
    );
  });

  it('the HTTP geocoder reads the Google answer and refuses anything but OK', async () => {
    const seen: string[] = [];
    const answer = (body: unknown): typeof fetch =>
      (async (url: URL | string) => {
        seen.push(String(url));
        return new Response(JSON.stringify(body), { status: 200 });
      }) as typeof fetch;
    const ok = httpGeocoder({
      url: 'https://geo.example/geocode/json',
      key: 'k',
      fetch: answer({
        status: 'OK',
        results: [{ place_id: 'abc', geometry: { location: { lat: 1, lng: 2 } } }],
      }),
    });
    const address = { Street1: '900 Nicollet Mall', City: 'Minneapolis', State: 'MN', Zip: '55402' };
    expect(await ok.geocode(address)).toEqual({ status: 'OK', placeId: 'abc', location: { lat: 1, lng: 2 } });
    expect(seen[0]).toContain('address=900+Nicollet+Mall%2C+Minneapolis%2C+MN+55402%2C+US');
    expect(seen[0]).toContain('key=k');
    const none = httpGeocoder({
      url: 'https://geo.example/',
      fetch: answer({ status: 'ZERO_RESULTS', results: [] }),
    });
    expect(await none.geocode(address)).toMatchObject({ status: 'ZERO_RESULTS' });
  });
});
