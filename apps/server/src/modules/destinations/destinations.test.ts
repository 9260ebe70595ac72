import {
  DESTINATION_TEXTS,
  type DestinationDetail,
  type HistoryPage,
  type ListPage,
  type RouteCodeDetail,
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
import { auditEvents, destinations, routeCodes } from '../../db/schema/index.ts';

let t: TestApp;
let users: Record<'editor' | 'reader' | 'marketing', string>;

beforeAll(async () => {
  t = await createTestApp();
  users = await signedInUsers(t, {
    editor: { permissions: ['address-reader', 'address-admin'] },
    reader: { permissions: ['address-reader'] },
    marketing: { permissions: ['misc-marketing'] },
  });
});
afterAll(() => t.close());

const as = (user: keyof typeof users) => api(t.app, users[user]);

const church = {
  Type: 'Church',
  CompanyName: 'Basilica of Saint Mary',
  Street1: '88 N 17th St',
  City: 'Minneapolis',
  State: 'MN',
  Zip: '55403',
  Surcharge: '5',
  Phone: '(612) 333-1381',
};
const CHURCH_ID = 'Church-BasilicaOfSaintMary-88-6123331381';

const { Type: _type, ...churchFields } = church;
const edit = (changes: Record<string, unknown> = {}) => ({ ...churchFields, Active: true, ...changes });

const auditOf = (entity: 'destination' | 'route-code', id: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, id)))
    .orderBy(auditEvents.id);

describe('destinations', () => {
  it('creates one with its derived ID, Active true, audited (201)', async () => {
    const response = await as('editor').post('/api/destinations', church);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers.etag).toBe('"1"');
    expect(response.json<DestinationDetail>()).toMatchObject({
      ID: CHURCH_ID,
      Type: 'Church',
      Phone: '6123331381',
      Street2: null,
      Country: 'US',
      xp: { Active: true, Surcharge: '5.00' },
      Version: 1,
    });
    const [event] = await auditOf('destination', CHURCH_ID);
    expect(event).toMatchObject({ actorId: 'editor', action: 'create' });
    expect(event!.changes).toMatchObject({ CompanyName: { before: null, after: 'Basilica of Saint Mary' } });
  });

  it("refuses the same place twice with the spec's 409, however it is written", async () => {
    for (const again of [
      church,
      { ...church, CompanyName: 'BASILICA OF SAINT MARY', Street1: '88 North 17th Street', Surcharge: '0' },
    ]) {
      const response = await as('editor').post('/api/destinations', again);
      expect(statusAndCode(response)).toEqual({ status: 409, code: 'Destination.AlreadyExists' });
      expect(errorOf(response).Message).toBe(DESTINATION_TEXTS.duplicateDestination);
    }
    expect(await t.db.select().from(destinations)).toHaveLength(1);
  });

  it('refuses bad input (400) and callers without address-admin (403), changing nothing', async () => {
    const bad = await as('editor').post('/api/destinations', { ...church, Zip: '5540', Phone: '' });
    expect(statusAndCode(bad)).toEqual({ status: 400, code: 'ValidationFailure' });
    expect(
      statusAndCode(await as('editor').post('/api/destinations', { ...church, Type: 'Residence' })).status,
    ).toBe(400);
    expect(statusAndCode(await as('reader').post('/api/destinations', church)).status).toBe(403);
    expect(statusAndCode(await as('marketing').get('/api/destinations')).status).toBe(403);
    expect(await t.db.select().from(destinations)).toHaveLength(1);
  });

  it('lists with search, the type filter, sorting and paging', async () => {
    for (const [Type, CompanyName, Phone] of [
      ['Hospitals', 'Riverside Medical Center', '6125550101'],
      ['Cemetery', 'Lakewood Cemetery', '6125550102'],
      ['FuneralHome', 'Lakeview Funeral Chapel', '6125550103'],
    ]) {
      const response = await as('editor').post('/api/destinations', { ...church, Type, CompanyName, Phone });
      expect(response.statusCode, response.body).toBe(201);
    }
    const list = async (query: string) => {
      const response = await as('reader').get(`/api/destinations${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ListPage<DestinationDetail>>();
    };
    expect((await list('')).Items.map((item) => item.CompanyName)).toEqual([
      'Basilica of Saint Mary',
      'Lakeview Funeral Chapel',
      'Lakewood Cemetery',
      'Riverside Medical Center',
    ]);
    expect((await list('?Type=Cemetery')).Items.map((item) => item.Type)).toEqual(['Cemetery']);
    expect((await list('?search=lake&sortBy=!CompanyName')).Items.map((item) => item.CompanyName)).toEqual([
      'Lakewood Cemetery',
      'Lakeview Funeral Chapel',
    ]);
    const page = await list('?pageSize=2&page=2');
    expect(page.Meta).toMatchObject({ Page: 2, TotalCount: 4, TotalPages: 2 });
    const csv = await as('reader').get('/api/destinations?format=csv&Type=Hospitals');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Riverside Medical Center,Hospital');
  });

  it('edits against its version: the ID stays, Active can be switched off, a stale save is 412', async () => {
    const response = await as('editor').patch(
      `/api/destinations/${CHURCH_ID}`,
      edit({ Surcharge: '7.5', Active: false, AddressName: 'Rectory', Street2: 'Door B' }),
      ifMatch(1),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DestinationDetail>()).toMatchObject({
      ID: CHURCH_ID,
      AddressName: 'Rectory',
      Street2: 'Door B',
      xp: { Active: false, Surcharge: '7.50' },
      Version: 2,
    });
    const stale = await as('editor').patch(`/api/destinations/${CHURCH_ID}`, edit(), ifMatch(1));
    expect(statusAndCode(stale)).toEqual({ status: 412, code: 'Conflict.StaleVersion' });
    expect(statusAndCode(await as('editor').patch(`/api/destinations/${CHURCH_ID}`, edit())).status).toBe(
      428,
    );
    const bad = await as('editor').patch(
      `/api/destinations/${CHURCH_ID}`,
      edit({ CompanyName: '' }),
      ifMatch(2),
    );
    expect(bad.statusCode).toBe(400);
    const [row] = await t.db.select().from(destinations).where(eq(destinations.id, CHURCH_ID));
    expect(row).toMatchObject({ version: 2, active: false, surcharge: '7.50' });
  });

  it("refuses an edit that makes it another destination's place (409)", async () => {
    const response = await as('editor').patch(
      `/api/destinations/${CHURCH_ID}`,
      edit({ CompanyName: 'Riverside Medical Center', Phone: '6125550101' }),
      ifMatch(2),
    );
    // Another type's place is not the same place.
    expect(response.statusCode, response.body).toBe(200);
    await as('editor').post('/api/destinations', {
      ...church,
      CompanyName: 'Hope Church',
      Phone: '6125550199',
    });
    const clash = await as('editor').patch(
      `/api/destinations/${CHURCH_ID}`,
      edit({ CompanyName: 'hope church', Phone: '612-555-0199' }),
      ifMatch(3),
    );
    expect(statusAndCode(clash)).toEqual({ status: 409, code: 'Destination.AlreadyExists' });
  });

  it('shows its History to address-reader', async () => {
    const response = await as('reader').get(`/api/audit/destination/${CHURCH_ID}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<HistoryPage>().Items.map((item) => item.Action)).toEqual([
      'update',
      'update',
      'create',
    ]);
    expect((await as('marketing').get(`/api/audit/destination/${CHURCH_ID}`)).statusCode).toBe(403);
  });

  it('deletes against its version (412 stale, 403 without the key), audited', async () => {
    expect((await as('reader').delete(`/api/destinations/${CHURCH_ID}`, ifMatch(3))).statusCode).toBe(403);
    expect((await as('editor').delete(`/api/destinations/${CHURCH_ID}`, ifMatch(2))).statusCode).toBe(412);
    expect((await as('editor').delete(`/api/destinations/${CHURCH_ID}`, ifMatch(3))).statusCode).toBe(204);
    expect((await as('reader').get(`/api/destinations/${CHURCH_ID}`)).statusCode).toBe(404);
    expect((await auditOf('destination', CHURCH_ID)).at(-1)).toMatchObject({ action: 'delete' });
  });
});

describe('route codes', () => {
  const body = { Zip: '55101', City: 'Saint Paul', RouteCode: 'STP-DT', Surcharge: '2.5' };
  const ID = 'LDCity-55101-SaintPaul';

  it('creates one: ID LDCity-{zip}-{city}, Minnesota, US (201), audited', async () => {
    const response = await as('editor').post('/api/route-codes', body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<RouteCodeDetail>()).toMatchObject({
      ID,
      Zip: '55101',
      City: 'Saint Paul',
      CompanyName: 'STP-DT',
      Street1: 'Saint Paul',
      State: 'Minnesota',
      Country: 'US',
      xp: { Surcharge: '2.50' },
      Version: 1,
    });
    expect(await auditOf('route-code', ID)).toMatchObject([{ action: 'create', actorId: 'editor' }]);
  });

  it("refuses the zip and city twice, whatever the case (409, the spec's text)", async () => {
    for (const city of ['Saint Paul', 'SAINT PAUL', 'saint  paul']) {
      const response = await as('editor').post('/api/route-codes', { ...body, City: city });
      expect(statusAndCode(response)).toEqual({ status: 409, code: 'RouteCode.AlreadyExists' });
      expect(errorOf(response).Message).toBe(DESTINATION_TEXTS.duplicateRouteCode);
    }
    expect((await as('editor').post('/api/route-codes', { ...body, Zip: '55102' })).statusCode).toBe(201);
  });

  it('refuses bad input (400) and callers without the key (403)', async () => {
    expect((await as('editor').post('/api/route-codes', { ...body, Zip: 'abcde' })).statusCode).toBe(400);
    expect((await as('editor').post('/api/route-codes', { ...body, Surcharge: '$2' })).statusCode).toBe(400);
    expect((await as('editor').post('/api/route-codes', { ...body, Extra: 1 })).statusCode).toBe(400);
    expect((await as('reader').post('/api/route-codes', { ...body, Zip: '55103' })).statusCode).toBe(403);
    expect((await as('marketing').get('/api/route-codes')).statusCode).toBe(403);
    expect(await t.db.select().from(routeCodes)).toHaveLength(2);
  });

  it('lists by zip, searches by zip, city or route code', async () => {
    const list = async (query: string) =>
      (await as('reader').get(`/api/route-codes${query}`)).json<ListPage<RouteCodeDetail>>();
    expect((await list('')).Items.map((item) => item.Zip)).toEqual(['55101', '55102']);
    expect((await list('?search=5510')).Meta.TotalCount).toBe(2);
    expect((await list('?search=stp-dt&sortBy=!Zip')).Items.map((item) => item.Zip)).toEqual([
      '55102',
      '55101',
    ]);
  });

  it("edits against its version; 409 when it becomes another's zip and city; deletes", async () => {
    const saved = await as('editor').patch(
      `/api/route-codes/${ID}`,
      { ...body, RouteCode: 'STP-E', Surcharge: '3' },
      ifMatch(1),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<RouteCodeDetail>()).toMatchObject({ ID, CompanyName: 'STP-E', Version: 2 });
    expect((await as('editor').patch(`/api/route-codes/${ID}`, body, ifMatch(1))).statusCode).toBe(412);
    const clash = await as('editor').patch(`/api/route-codes/${ID}`, { ...body, Zip: '55102' }, ifMatch(2));
    expect(statusAndCode(clash)).toEqual({ status: 409, code: 'RouteCode.AlreadyExists' });
    expect((await as('editor').delete(`/api/route-codes/${ID}`, ifMatch(2))).statusCode).toBe(204);
    expect((await auditOf('route-code', ID)).map((event) => event.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
    const history = await as('reader').get(`/api/audit/route-code/${ID}`);
    expect(history.json<HistoryPage>().Items).toHaveLength(3);
  });
});
