import type { ListPage, OrderListItem, SearchResult, TakenOrderRow } from '@commerce/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, type TestApp } from '../../../test/helpers.ts';
import { orders, shipments, shipmentWords, stores } from '../../db/schema/index.ts';
import { nextAlphanumericPrefix } from './search.ts';
import { insertBuyer, insertOrder, staffWith } from './test-fixtures.ts';

let t: TestApp;
let reader: string;
let trainee: string;
let nobody: string;

const page = async (query = '', cookie = reader) => {
  const response = await api(t.app, cookie).get(`/api/orders${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListPage<OrderListItem>>();
};
const ids = async (query = '', cookie = reader) => (await page(query, cookie)).Items.map((row) => row.ID);

beforeAll(async () => {
  t = await createTestApp();
  reader = await staffWith(t.app, t.db, 'reader', ['order-reader']);
  trainee = await staffWith(t.app, t.db, 'trainee', ['order-reader'], true);
  nobody = await staffWith(t.app, t.db, 'nobody', ['customer-reader']);
  await insertBuyer(t.db, { id: '100001' });
  await insertBuyer(t.db, { id: '100009', trainingUser: true });
  await t.db.insert(stores).values([
    { id: 'Store-a', companyName: 'Bachman’s on Lyndale', xp: { StoreID_2digit: '02' } },
    { id: 'Store-b', companyName: 'Bachman’s Eden Prairie', xp: { StoreID_2digit: '05' } },
    { id: 'Store-c', companyName: 'Kiosk', xp: {} },
  ]);
  // Oldest first; the store's day of each submit time in the comment.
  await insertOrder(t.db, {
    id: 'BO100',
    submitted: new Date('2026-03-01T18:00:00Z'), // 03/01
    shipments: [
      { status: 'DELIVERED', netsuiteStatus: 'success', eagleStatus: 'success' },
      { status: 'Processing', deliveryMethod: 'UPS', trackingNumber: '1Z999AA10123456784' },
    ],
  });
  await insertOrder(t.db, {
    id: 'BO101',
    submitted: new Date('2026-03-14T04:30:00Z'), // 03/13 in the store, 03/14 in UTC
    takerId: 'lhansen',
    buyer: { FirstName: 'Bob', LastName: 'Vang', Email: 'bob@example.com' },
    fromUserId: '100002',
    shipments: [
      {
        status: 'Customer Servic',
        requestedDeliveryDate: '2026-03-16',
        netsuiteStatus: 'failure',
        eagleStatus: 'skipped',
        printAtStore: '05',
        addressType: 'FuneralHome',
        shipTo: {
          FirstName: 'Mai',
          LastName: 'Lee',
          CompanyName: 'Washburn-McReavy',
          City: 'Edina',
          Zip: '55435',
        },
      },
    ],
  });
  await insertOrder(t.db, {
    id: 'BO102',
    submitted: new Date('2026-03-20T15:00:00Z'), // 03/20
    fromUserId: '100009',
    shipments: [{ status: 'Training', deliveryMethod: 'InStorePickUp', addressType: 'InStorePickUp' }],
  });
  // A cart: never submitted, never listed.
  await insertOrder(t.db, { id: 'BO103', status: 'Unsubmitted', submitted: null, takerId: 'lhansen' });
});
afterAll(() => t.close());

describe('GET /api/orders', () => {
  it('lists shipments of submitted orders, newest first (shipments of one order by ID, descending too), 100 a page', async () => {
    const result = await page();
    expect(result.Items.map((row) => row.ID)).toEqual(['BO102-1', 'BO101-1', 'BO100-2', 'BO100-1']);
    expect(result.Meta).toMatchObject({ Page: 1, PageSize: 100, TotalCount: 4 });
    expect(result.Items[1]).toMatchObject({
      OrderID: 'BO101',
      FromUserID: '100002',
      FromUser: { FirstName: 'Bob', LastName: 'Vang', Email: 'bob@example.com' },
      Recipient: { FirstName: 'Mai', LastName: 'Lee', CompanyName: 'Washburn-McReavy' },
      OrderTaker: { ID: 'lhansen', FirstName: 'Linda', LastName: 'Hansen' },
      DestinationType: 'FuneralHome',
      PrintAtStore: '05',
      Status: 'Customer Servic',
      NetsuiteStatus: 'failure',
      EagleStatus: 'skipped',
      TimePreference: 'AM',
      DateSubmitted: '2026-03-14T04:30:00.000Z',
    });
    // A status never written reads as missing.
    expect(result.Items[2]).toMatchObject({
      ID: 'BO100-2',
      NetsuiteStatus: 'missing',
      EagleStatus: 'missing',
      OrderTaker: null,
    });
  });

  it('sorts by order ID and shipment', async () => {
    expect(await ids('sortBy=OrderID')).toEqual(['BO100-1', 'BO100-2', 'BO101-1', 'BO102-1']);
    expect(await ids('sortBy=!ID')).toEqual(['BO102-1', 'BO101-1', 'BO100-2', 'BO100-1']);
  });

  it('filters by any of several statuses, and NetSuite or Eagle missing', async () => {
    expect(await ids('Status=Processing|Customer Servic')).toEqual(['BO101-1', 'BO100-2']);
    expect(await ids('NetsuiteStatus=!*')).toEqual(['BO102-1', 'BO100-2']);
    expect(await ids('NetsuiteStatus=success|failure')).toEqual(['BO101-1', 'BO100-1']);
    expect(await ids('EagleStatus=skipped')).toEqual(['BO101-1']);
  });

  it('takes the date range as store days', async () => {
    expect(await ids('SubmittedFrom=2026-03-14')).toEqual(['BO102-1']);
    expect(await ids('SubmittedFrom=2026-03-13&SubmittedTo=2026-03-13')).toEqual(['BO101-1']);
    expect(await ids('SubmittedTo=2026-03-01')).toEqual(['BO100-2', 'BO100-1']);
  });

  it('filters by customer, store, taker, method and destination', async () => {
    expect(await ids('FromUserID=100002')).toEqual(['BO101-1']);
    expect(await ids('PrintAtStore=05')).toEqual(['BO101-1']);
    expect(await ids('OrderTakerID=lhansen')).toEqual(['BO101-1']);
    expect(await ids('DeliveryMethod=UPS')).toEqual(['BO100-2']);
    expect(await ids('DestinationType=InStorePickUp')).toEqual(['BO102-1']);
  });

  it('matches the start of words: recipient, buyer, order and shipment IDs, every word in any order', async () => {
    expect(await ids('search=bo101')).toEqual(['BO101-1']);
    expect(await ids('search=BO100-2')).toEqual(['BO100-2']);
    expect(await ids('search=vang')).toEqual(['BO101-1']);
    expect(await ids('search=VAN')).toEqual(['BO101-1']);
    expect(await ids('search=Berg')).toEqual(['BO102-1', 'BO100-2', 'BO100-1']);
    // Not the middle of a word, nor what is not indexed: company, city, tracking number, card message.
    expect(await ids('search=ang')).toEqual([]);
    expect(await ids('search=o101')).toEqual([]);
    expect(await ids('search=washburn')).toEqual([]);
    expect(await ids('search=1Z999AA')).toEqual([]);
    expect(await ids('search=birthday')).toEqual([]);
    await insertOrder(t.db, {
      id: 'BO105',
      submitted: new Date('2026-03-21T15:00:00Z'),
      buyer: { FirstName: 'Zoë', LastName: "O'Neil", Email: null },
      shipments: [
        { shipTo: { FirstName: 'Ann', LastName: 'Bergström' } },
        { shipTo: { FirstName: 'Anna', LastName: 'Berg' } },
        { shipTo: { FirstName: 'Lena', LastName: 'Goldberg' } },
        { shipTo: { FirstName: 'Ann', LastName: 'Olson' } },
      ],
    });
    try {
      // Newest first, then by shipment ID descending; the earlier orders are Ann Olson's for Ida Berg.
      const annBerg = ['BO105-2', 'BO105-1', 'BO102-1', 'BO100-2', 'BO100-1'];
      expect(await ids('search=ann berg')).toEqual(annBerg);
      expect(await ids('search=berg, ann')).toEqual(annBerg);
      // 'berg' starts Bergström and Berg, not Goldberg.
      expect(await ids('search=berg')).toEqual(annBerg);
      expect(await ids('search=bergstrom')).toEqual(['BO105-1']);
      expect(await ids('search=goldb')).toEqual(['BO105-3']);
      // The buyer's words, accents and punctuation aside.
      expect(await ids('search=zoe neil ann')).toEqual(['BO105-4', 'BO105-2', 'BO105-1']);
    } finally {
      await t.db.delete(orders).where(eq(orders.id, 'BO105'));
    }
  });

  it('pages a search newest first with its exact total, one typed word or several', async () => {
    const searched = async (query: string) => {
      const { Meta, Items } = await page(query);
      return { total: Meta.TotalCount, estimate: Meta.TotalCountIsEstimate, ids: Items.map((row) => row.ID) };
    };
    // Ann Olson is the buyer of BO100 and BO101's recipient is Mai Lee: 'ann' and 'olson' hold BO100's two.
    expect(await searched('search=olson&pageSize=1')).toEqual({
      total: 3,
      estimate: undefined,
      ids: ['BO102-1'],
    });
    expect(await searched('search=olson&pageSize=1&page=2')).toEqual({
      total: 3,
      estimate: undefined,
      ids: ['BO100-2'],
    });
    expect(await searched('search=olson&pageSize=1&page=3')).toEqual({
      total: 3,
      estimate: undefined,
      ids: ['BO100-1'],
    });
    expect(await searched('search=olson&pageSize=1&page=4')).toMatchObject({ ids: [] });
    expect(await searched('search=ann olson&pageSize=2&page=2')).toEqual({
      total: 3,
      estimate: undefined,
      ids: ['BO100-1'],
    });
    // A prefix of the order IDs starts a word of each: 'bo10' starts bo100, bo100-1, bo101 …
    expect(await searched('search=bo10&pageSize=2')).toEqual({
      total: 4,
      estimate: undefined,
      ids: ['BO102-1', 'BO101-1'],
    });
    expect(await ids('search=bo10&sortBy=OrderID')).toEqual(['BO100-1', 'BO100-2', 'BO101-1', 'BO102-1']);
    expect(await ids('search=bo100-')).toEqual(['BO100-2', 'BO100-1']);
  });

  it('refuses bad input with 400 and a caller without order-reader with 403', async () => {
    const short = await api(t.app, reader).get('/api/orders?search=bo');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short)).toMatchObject({
      ErrorCode: 'List.SearchTooShort',
      Message: 'Type at least 3 characters to search.',
    });
    const day = await api(t.app, reader).get('/api/orders?SubmittedFrom=2026-02-30');
    expect(day.statusCode).toBe(400);
    expect(errorOf(day).ErrorCode).toBe('ValidationFailure');
    expect((await api(t.app, reader).get('/api/orders?sortBy=Status')).statusCode).toBe(400);
    expect((await api(t.app, reader).get('/api/orders?Total=1')).statusCode).toBe(400);
    expect((await api(t.app, nobody).get('/api/orders')).statusCode).toBe(403);
  });

  it('shows a Training_Team member the orders of training customers only', async () => {
    expect(await ids('', trainee)).toEqual(['BO102-1']);
    expect(await ids('search=BO101', trainee)).toEqual([]);
  });

  it('exports every matching row as CSV with the screen’s values', async () => {
    const response = await api(t.app, reader).get('/api/orders?format=csv&Status=Customer Servic');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const [header, row, ...rest] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toBe('Order ID,Submitted,Customer,Recipient,Method,Status,NetSuite,Eagle');
    // Submitted with its time, in the store's zone (it came in at 04:30 UTC on the 14th).
    expect(row).toBe('BO101,03/13/26 11:30 pm,Bob Vang,Mai Lee,Local Delivery,Customer Service,Fail,Skipped');
    expect(rest).toEqual([]);
    // The columns the screen shows, optional ones too.
    const chosen = await api(t.app, reader).get(
      '/api/orders?format=csv&Status=Customer Servic&columns=ID,DeliveryDate,OrderTaker,PrintAtStore',
    );
    expect(
      chosen.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toEqual(['Shipment,Delivery Date,Taker,Store', 'BO101-1,03/16/26,Linda Hansen,05']);
  });

  it('searches what the shipments hold now: the word table follows every insert, edit and delete', async () => {
    await insertOrder(t.db, {
      id: 'BO104',
      shipments: [{ shipTo: { FirstName: 'Ida', LastName: 'Quist' } }],
    });
    try {
      expect(await ids('search=quist')).toEqual(['BO104-1']);
      await t.db
        .update(shipments)
        .set({ searchText: sql`replace(${shipments.searchText}, 'quist', 'quale')` })
        .where(eq(shipments.id, 'BO104-1'));
      expect(await ids('search=quist')).toEqual([]);
      expect(await ids('search=quale')).toEqual(['BO104-1']);
      // Every word's row carries the new text, which a search of several words checks.
      expect(await ids('search=ida quale')).toEqual(['BO104-1']);
      expect(await ids('search=ida quist')).toEqual([]);
      // With a filter the word table does not hold, the search reads the shipments and answers the same.
      expect(await ids('search=quale&Status=Processing')).toEqual(['BO104-1']);
      // An update of another column writes no word.
      await t.db.update(shipments).set({ status: 'DELIVERED' }).where(eq(shipments.id, 'BO104-1'));
      expect(await ids('search=quale')).toEqual(['BO104-1']);
      await t.db.update(shipments).set({ dateSubmitted: null }).where(eq(shipments.id, 'BO104-1'));
      expect(await ids('search=quale')).toEqual([]);
    } finally {
      await t.db.delete(orders).where(eq(orders.id, 'BO104'));
    }
    expect(await t.db.select().from(shipmentWords).where(eq(shipmentWords.id, 'BO104-1'))).toEqual([]);
  });
});

describe('GET /api/order-stores', () => {
  it('lists the print-at-store codes with their stores', async () => {
    const response = await api(t.app, reader).get('/api/order-stores');
    expect(response.json()).toEqual({
      Items: [
        { Code: '02', Name: 'Bachman’s on Lyndale' },
        { Code: '05', Name: 'Bachman’s Eden Prairie' },
      ],
    });
    expect((await api(t.app, nobody).get('/api/order-stores')).statusCode).toBe(403);
  });
});

describe('GET /api/me/orders (the profile’s Recent Customer Orders)', () => {
  it('lists the orders the user took, newest first, never a cart', async () => {
    const taker = await staffWith(t.app, t.db, 'lhansen', ['order-reader']);
    const response = await api(t.app, taker).get('/api/me/orders');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ Items: TakenOrderRow[] }>().Items).toEqual([
      {
        ID: 'BO101',
        DateSubmitted: '2026-03-14T04:30:00.000Z',
        FromUserID: '100002',
        FromUser: { FirstName: 'Bob', LastName: 'Vang' },
        Total: 67,
      },
    ]);
    expect((await api(t.app, reader).get('/api/me/orders')).json()).toEqual({ Items: [] });
    expect((await api(t.app, nobody).get('/api/me/orders')).statusCode).toBe(403);
  });
});

describe('global search: orders by ID', () => {
  const search = async (q: string, cookie = reader) =>
    (await api(t.app, cookie).get(`/api/search?q=${encodeURIComponent(q)}`))
      .json<{ Items: SearchResult[] }>()
      .Items.filter((item) => item.Kind === 'order');

  it('finds an order by its ID, a shipment’s ID or the start of its ID, any case', async () => {
    expect(await search('bo101')).toEqual([
      {
        Kind: 'order',
        ID: 'BO101',
        Title: 'Order BO101',
        Subtitle: 'Bob Vang · 03/13/26 · $67.00',
        Path: '/orders/BO101',
      },
    ]);
    expect((await search('BO100-2')).map((hit) => hit.ID)).toEqual(['BO100']);
    expect((await search('BO10')).map((hit) => hit.ID)).toEqual(['BO100', 'BO101', 'BO102']);
    expect(await search('BO103')).toEqual([]);
    expect(await search('Vang')).toEqual([]);
  });

  it('finds only what the caller may see', async () => {
    expect((await search('BO10', trainee)).map((hit) => hit.ID)).toEqual(['BO102']);
    expect(await search('BO101', nobody)).toEqual([]);
  });

  it('walks prefixes of letters and digits', () => {
    expect(nextAlphanumericPrefix('BO1049')).toBe('BO104A');
    expect(nextAlphanumericPrefix('BO19')).toBe('BO1A');
    expect(nextAlphanumericPrefix('AZZ')).toBe('B');
    expect(nextAlphanumericPrefix('ZZ')).toBeNull();
  });
});
