import type { CustomerListItem, ListPage } from '@commerce/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, statusAndCode, type TestApp } from '../../../test/helpers.ts';
import { customerGroupAssignments } from '../../db/schema/index.ts';
import { forgetReadCaches } from '../../http/read-caches.ts';
import { customerList } from './queries.ts';

const CUSTOMER_EXACT_LIMIT = customerList.config.scale!.exactCountLimit;
import { insertCustomer, insertGroup, staff } from './test-fixtures.ts';

let t: TestApp;
let reader: string;
let everything: string;

const list = (cookies: string, query = '') =>
  api(t.app, cookies).get(`/api/customers${query ? `?${query}` : ''}`);
const idsOf = (response: { json(): unknown }) =>
  (response.json() as ListPage<CustomerListItem>).Items.map((item) => item.ID);

beforeAll(async () => {
  t = await createTestApp();
  reader = await staff(t.app, t.db, 'reader', ['customer-reader']);
  everything = await staff(t.app, t.db, 'all', ['customer-reader', 'customer-date', 'customer-group']);
  await insertGroup(t.db, 'Gardeners', { comm: true });
  await insertCustomer(t.db, { id: '299999', firstName: 'Guest', lastName: 'Aaron' });
  await insertCustomer(t.db, {
    id: '200001',
    firstName: 'Ada',
    lastName: 'Lind',
    email: 'ada.lind@garden.example',
    dateCreated: new Date('2024-03-01T00:00:00Z'),
    lastOrderSubmitted: new Date('2025-02-01T12:00:00Z'),
    lastLogin: new Date('2025-02-01T12:00:00Z'),
    charge: 'Y',
    eagleCustomerNumber: 'E-1',
  });
  await insertCustomer(t.db, {
    id: '200002',
    firstName: 'Bo',
    lastName: 'Lindqvist',
    email: 'bo@flowers.example',
    active: false,
    dateCreated: new Date('2025-06-01T00:00:00Z'),
    cecsSyncedAt: null,
    cecsSyncStatus: null,
  });
  await insertCustomer(t.db, {
    id: '200003',
    firstName: 'Cy',
    lastName: 'Adams',
    email: 'cy@garden.example',
    dateCreated: new Date('2025-07-01T00:00:00Z'),
    lastOrderSubmitted: new Date('2025-08-01T00:00:00Z'),
    lastLogin: new Date('2025-08-01T00:00:00Z'),
    trainingUser: true,
  });
  await t.db.insert(customerGroupAssignments).values({ userGroupId: 'Gardeners', userId: '200003' });
});
afterAll(() => t.close());

describe('GET /api/customers', () => {
  it('lists by last name, 100 to a page, never the guest account 299999', async () => {
    const response = await list(reader);
    expect(response.statusCode).toBe(200);
    const page = response.json<ListPage<CustomerListItem>>();
    expect(page.Items.map((item) => item.LastName)).toEqual(['Adams', 'Lind', 'Lindqvist']);
    expect(page.Meta).toEqual({ Page: 1, PageSize: 100, TotalCount: 3, TotalPages: 1, ItemRange: [1, 3] });
    expect(page.Items[1]).toEqual({
      ID: '200001',
      FirstName: 'Ada',
      LastName: 'Lind',
      Email: 'ada.lind@garden.example',
      Username: 'ada.lind@garden.example',
      Phone: null,
      Active: true,
      DateCreated: '2024-03-01T00:00:00.000Z',
      xp: {
        Charge: 'Y',
        EagleCustomerNumber: 'E-1',
        LastOrderSubmitted: '2025-02-01T12:00:00.000Z',
        LastLoginTimeStamp: '2025-02-01T12:00:00.000Z',
        OrderCloudToCecsCustomerTimeStamp: '2025-01-02T03:04:05.000Z',
        TrainingUsers: false,
      },
    });
  });

  it('searches names and ID by their start, e-mail by the start of the address or of its parts', async () => {
    expect(idsOf(await list(reader, 'search=lind'))).toEqual(['200001', '200002']);
    expect(idsOf(await list(reader, 'search=LINDQ'))).toEqual(['200002']);
    expect(idsOf(await list(reader, 'search=ind'))).toEqual([]);
    expect(idsOf(await list(reader, 'search=%25'))).toEqual([]);
    expect(idsOf(await list(reader, 'search=garden&searchOn=Email'))).toEqual(['200003', '200001']);
    expect(idsOf(await list(reader, 'search=GARDEN.EXAMPLE&searchOn=Email'))).toEqual(['200003', '200001']);
    expect(idsOf(await list(reader, 'search=lind&searchOn=Email'))).toEqual(['200001']);
    expect(idsOf(await list(reader, 'search=ada.li&searchOn=Email'))).toEqual(['200001']);
    // Never the middle of a part.
    expect(idsOf(await list(reader, 'search=ind&searchOn=Email'))).toEqual([]);
    expect(idsOf(await list(reader, 'search=ample&searchOn=Email'))).toEqual([]);
    expect(idsOf(await list(reader, 'search=Cy&searchOn=FirstName'))).toEqual(['200003']);
    expect(idsOf(await list(reader, 'search=2000&searchOn=ID'))).toEqual(['200003', '200001', '200002']);
    expect(idsOf(await list(reader, 'search=0002&searchOn=ID'))).toEqual([]);
    // A name search while sorted by another column.
    expect(idsOf(await list(reader, 'search=lind&sortBy=!DateCreated'))).toEqual(['200002', '200001']);
    // The guest account stays hidden even when searched for by its ID.
    expect(idsOf(await list(reader, 'search=299999&searchOn=ID'))).toEqual([]);
  });

  it('sorts on the offered columns and pages', async () => {
    expect(idsOf(await list(reader, 'sortBy=!DateCreated'))).toEqual(['200003', '200002', '200001']);
    expect(idsOf(await list(reader, 'sortBy=Email'))).toEqual(['200001', '200002', '200003']);
    const second = await list(reader, 'pageSize=2&page=2');
    expect(idsOf(second)).toEqual(['200002']);
    expect(second.json<ListPage<CustomerListItem>>().Meta).toMatchObject({ TotalCount: 3, TotalPages: 2 });
  });

  it('filters by status, never logged in, charge account and Eagle number', async () => {
    expect(idsOf(await list(reader, 'Active=false'))).toEqual(['200002']);
    expect(idsOf(await list(reader, 'xp.LastLoginTimeStamp=!*'))).toEqual(['200002']);
    expect(idsOf(await list(reader, 'xp.Charge=Y'))).toEqual(['200001']);
    expect(idsOf(await list(reader, 'xp.EagleCustomerNumber=*'))).toEqual(['200001']);
    expect(idsOf(await list(reader, 'xp.EagleCustomerNumber=!*'))).toEqual(['200003', '200002']);
  });

  it('filters by last order, sync and creation dates with customer-date', async () => {
    expect(idsOf(await list(everything, 'xp.LastOrderSubmitted=<=2025-02-01'))).toEqual(['200001']);
    expect(idsOf(await list(everything, 'xp.LastOrderSubmitted=!*'))).toEqual(['200002']);
    expect(idsOf(await list(everything, 'xp.OrderCloudToCecsCustomerTimeStamp=!*'))).toEqual(['200002']);
    expect(idsOf(await list(everything, 'xp.OrderCloudToCecsCustomerTimeStamp=<=2025-01-02'))).toEqual([
      '200003',
      '200001',
    ]);
    // Dates are the store's days: 200002, created 2025-06-01T00:00Z, was created on 05/31 (7 pm) in Chicago.
    expect(idsOf(await list(everything, 'DateCreated=<2025-06-01'))).toEqual(['200001', '200002']);
    expect(idsOf(await list(everything, 'DateCreated=<2025-05-31'))).toEqual(['200001']);
    expect(idsOf(await list(everything, 'Active=true&DateCreated=<2025-12-31'))).toEqual([
      '200003',
      '200001',
    ]);
  });

  it('filters by customer group with customer-group', async () => {
    expect(idsOf(await list(everything, 'UserGroupID=Gardeners'))).toEqual(['200003']);
    expect(idsOf(await list(everything, 'UserGroupID=Nobody'))).toEqual([]);
  });

  it('refuses the date and group filters without their keys, whatever the case of the name', async () => {
    for (const query of [
      'xp.LastOrderSubmitted=!*',
      'xp.OrderCloudToCecsCustomerTimeStamp=<=2025-01-01',
      'datecreated=<2025-01-01',
      'UserGroupID=Gardeners',
    ]) {
      const response = await list(reader, query);
      expect(statusAndCode(response), query).toEqual({ status: 403, code: 'Auth.InsufficientPermissions' });
    }
  });

  it('answers bad input with a clear 400', async () => {
    expect(errorOf(await list(reader, 'sortBy=Phone')).ErrorCode).toBe('List.InvalidSortProperty');
    expect(errorOf(await list(reader, 'search=x&searchOn=Phone')).ErrorCode).toBe(
      'List.InvalidSearchProperty',
    );
    expect(errorOf(await list(reader, 'xp.Secret=1')).ErrorCode).toBe('List.InvalidFilterProperty');
    expect(errorOf(await list(everything, 'DateCreated=<yesterday')).ErrorCode).toBe('ValidationFailure');
    expect(errorOf(await list(reader, 'pageSize=500')).ErrorCode).toBe('ValidationFailure');
    expect(errorOf(await list(reader, 'search=x&search=y')).ErrorCode).toBe('ValidationFailure');
    expect(errorOf(await list(reader, 'search=zz&searchOn=Email'))).toMatchObject({
      ErrorCode: 'List.SearchTooShort',
      Message: 'Type at least 3 characters to search on Email.',
    });
  });

  it('is refused without customer-reader and without a session', async () => {
    const other = await staff(t.app, t.db, 'orders', ['order-reader']);
    expect(statusAndCode(await list(other))).toEqual({ status: 403, code: 'Auth.InsufficientPermissions' });
    expect((await api(t.app).get('/api/customers')).statusCode).toBe(401);
  });

  it('sorts names without regard to case', async () => {
    await insertCustomer(t.db, {
      id: '200009',
      firstName: 'Di',
      lastName: 'de Vries',
      email: 'di@example.com',
    });
    const names = (await list(reader)).json<ListPage<CustomerListItem>>().Items.map((item) => item.LastName);
    expect(names).toEqual(['Adams', 'de Vries', 'Lind', 'Lindqvist']);
    expect(idsOf(await list(reader, 'search=DE%20v'))).toEqual(['200009']);
  });

  it('finds an address stored with capitals, whatever the case of the term', async () => {
    await insertCustomer(t.db, {
      id: '200010',
      firstName: 'Eve',
      lastName: 'Zorn',
      email: 'Eve.Zorn@Roses.Example',
    });
    expect(idsOf(await list(reader, 'search=zorn@roses&searchOn=Email'))).toEqual(['200010']);
    expect(idsOf(await list(reader, 'search=ZORN@Roses.ex&searchOn=Email'))).toEqual(['200010']);
    const [item] = (await list(reader, 'search=zorn@&searchOn=Email')).json<ListPage<CustomerListItem>>()
      .Items;
    expect(item?.Email).toBe('Eve.Zorn@Roses.Example');
  });

  it('shows Training_Team staff only training customers, whatever they search or filter', async () => {
    const trainee = await staff(t.app, t.db, 'trainee', ['customer-reader', 'customer-date'], {
      training: true,
    });
    expect(idsOf(await list(trainee))).toEqual(['200003']);
    expect(idsOf(await list(trainee, 'search=200001&searchOn=ID'))).toEqual([]);
    expect(idsOf(await list(trainee, 'Active=false'))).toEqual([]);
    expect((await list(trainee)).json<ListPage<CustomerListItem>>().Meta.TotalCount).toBe(1);
  });
});

describe('GET /api/customers?format=csv (the export)', () => {
  const csvLines = (response: { body: string }) =>
    response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');

  it('streams every matching row as CSV with the list columns, with the same search, filters and sort', async () => {
    const response = await list(everything, 'search=lind&format=csv&pageSize=1&page=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Every row, not the page asked for: the export ignores page and pageSize.
    expect(csvLines(response)).toEqual([
      'ID,First Name,Last Name,Email,Last Order,Created,Status',
      '200001,Ada,Lind,ada.lind@garden.example,02/01/25,02/29/24,Active',
      '200002,Bo,Lindqvist,bo@flowers.example,,05/31/25,Inactive',
    ]);
  });

  it('writes the columns the screen shows when asked, and quotes what needs quoting', async () => {
    await insertCustomer(t.db, {
      id: '200077',
      firstName: '=cmd',
      lastName: 'Comma, "Q"',
      email: 'q@x.example',
    });
    const response = await list(
      everything,
      'search=200077&searchOn=ID&format=csv&columns=ID,LastName,FirstName,Phone',
    );
    expect(csvLines(response)).toEqual(['ID,First Name,Last Name,Phone', `200077,'=cmd,"Comma, ""Q""",`]);
    await t.db.execute(sql`delete from customers where id = '200077'`);
  });

  it('applies the same permissions: training staff export training customers only; gated filters stay gated', async () => {
    const trainee = await staff(t.app, t.db, 'csvtrainee', ['customer-reader'], { training: true });
    const ids = csvLines(await list(trainee, 'format=csv'))
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(ids).toEqual(['200003']);
    expect(statusAndCode(await list(reader, 'format=csv&UserGroupID=Gardeners')).status).toBe(403);
    expect(errorOf(await list(reader, 'format=xml')).ErrorCode).toBe('ValidationFailure');
  });
});

describe('GET /api/customers at volume', () => {
  const rows = CUSTOMER_EXACT_LIMIT + 50;
  beforeAll(async () => {
    await t.db.execute(sql`
      insert into customers (id, first_name, last_name, email, username)
      select 'v' || n, 'Vol', 'Volume' || lpad(n::text, 6, '0'), 'v' || n || '@volume.example', 'v' || n || '@volume.example'
      from generate_series(1, ${rows}) as n`);
    await t.db.execute(sql`analyze customers`);
  });

  it('counts exactly while counting is cheap: thousands of matches are a number, not "about"', async () => {
    const small = (await list(reader, 'search=Volume00001')).json<ListPage<CustomerListItem>>();
    expect(small.Meta.TotalCount).toBe(10);
    expect(small.Meta.TotalCountIsEstimate).toBeUndefined();

    const all = (await list(reader, 'search=Volume')).json<ListPage<CustomerListItem>>();
    expect(all.Items).toHaveLength(100);
    expect(all.Items[0]!.LastName).toBe('Volume000001');
    expect(all.Meta.TotalCountIsEstimate).toBeUndefined();
    expect(all.Meta.TotalCount).toBe(rows);
    expect(all.Meta.TotalPages).toBe(Math.ceil(rows / 100));

    // A last page that is not full tells the exact total without counting.
    const lastPage = Math.ceil(rows / 100);
    const last = (await list(reader, `search=Volume&page=${lastPage}`)).json<ListPage<CustomerListItem>>();
    expect(last.Meta).toMatchObject({ TotalCount: rows, ItemRange: [(lastPage - 1) * 100 + 1, rows] });
    expect(last.Meta.TotalCountIsEstimate).toBeUndefined();
  });

  it('never lets an estimate end the pages while pages are full', async () => {
    const deep = (await list(reader, 'search=Volume&page=10')).json<ListPage<CustomerListItem>>();
    expect(deep.Items).toHaveLength(100);
    expect(deep.Meta.TotalPages).toBeGreaterThan(10);
  });

  it('sorts and pages an e-mail search from its matches when there are few, exactly', async () => {
    const page = (await list(reader, 'search=v10&searchOn=Email&pageSize=5')).json<
      ListPage<CustomerListItem>
    >();
    // v10, v100–v109 and v1000–v1099 contain 'v10'.
    expect(page.Meta).toEqual({ Page: 1, PageSize: 5, TotalCount: 111, TotalPages: 23, ItemRange: [1, 5] });
    expect(page.Items.map((item) => item.ID)).toEqual(['v10', 'v100', 'v101', 'v102', 'v103']);
    const past = (await list(reader, 'search=v10&searchOn=Email&pageSize=5&page=30')).json<
      ListPage<CustomerListItem>
    >();
    expect(past.Meta).toMatchObject({ TotalCount: 111, ItemRange: [0, 0] });
  });

  it('pages an e-mail search with many matches in name order, counted exactly', async () => {
    const page = (await list(reader, 'search=volume.example&searchOn=Email')).json<
      ListPage<CustomerListItem>
    >();
    expect(page.Items[0]!.ID).toBe('v1');
    expect(page.Items).toHaveLength(100);
    expect(page.Meta).toMatchObject({ TotalCount: rows });
    expect(page.Meta.TotalCountIsEstimate).toBeUndefined();
  });

  it('starts a deep page from the page served before it, until a write of this cluster', async () => {
    const page = async (n: number) => idsOf(await list(reader, `page=${n}`));
    const [eleven, twelve] = [await page(11), await page(12)];
    // Written straight to the database, as by another server: the remembered pages keep their start.
    await t.db.execute(sql`insert into customers (id, first_name, last_name, email, username)
      values ('anchor', 'Ann', 'Aardvark', 'ann@anchor.example', 'ann@anchor.example')`);
    expect(await page(12)).toEqual(twelve);
    expect((await page(13))[0]).toBe(`v${1 + Number(twelve.at(-1)!.slice(1))}`);

    // A write here forgets them: every page moves one on.
    forgetReadCaches();
    const shifted = await page(12);
    expect(shifted).toEqual([eleven.at(-1), ...twelve.slice(0, -1)]);

    // The first row of a remembered page gone: the page still starts where that row sorted.
    await t.db.execute(sql`delete from customers where id = ${shifted[0]!}`);
    expect(await page(12)).toEqual(twelve);
    await t.db.execute(sql`delete from customers where id = 'anchor'`);
  });

  it('starts a page from an anchor to the microsecond, sorted either way', async () => {
    // A microsecond apart: an anchor read back to the millisecond would take in a thousand rows before it.
    await t.db.execute(sql`update customers set date_created =
      '2020-01-01T00:00:00Z'::timestamptz + substr(id, 2)::int * interval '1 microsecond' where id like 'v%'`);
    forgetReadCaches();
    for (const sortBy of ['DateCreated', '!DateCreated']) {
      const page = async (n: number) => idsOf(await list(reader, `sortBy=${sortBy}&page=${n}`));
      const fromTheTop = [];
      for (const n of [14, 15]) {
        forgetReadCaches();
        fromTheTop.push(await page(n));
      }
      forgetReadCaches();
      await page(12);
      expect([await page(14), await page(15)]).toEqual(fromTheTop);
    }
  });
});
