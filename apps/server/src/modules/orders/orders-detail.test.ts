import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HistoryPage, OrderDetail } from '@commerce/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, ifMatch, type TestApp } from '../../../test/helpers.ts';
import { auditEvents, orders, outbox, shipments } from '../../db/schema/index.ts';
import { deliverOutbox } from '../../integrations/test-support.ts';
import { insertBuyer, insertOrder, staffWith } from './test-fixtures.ts';

let t: TestApp;
let dataDir: string;
let reader: string;
let trainee: string;
/** One user per key, so each action is shown to need exactly its own. */
let keys: Record<'orphan' | 'email' | 'files' | 'ups' | 'bulkFlag', string>;

const detailOf = async (id: string, cookie = reader) => {
  const response = await api(t.app, cookie).get(`/api/orders/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const outboxOf = (entity: string, entityId: string) =>
  t.db
    .select()
    .from(outbox)
    .where(eq(outbox.entityId, entityId))
    .then((rows) => rows.filter((row) => row.entity === entity));
const historyOf = async (id: string) =>
  (await api(t.app, reader).get(`/api/audit/order/${id}`)).json<HistoryPage>().Items;
const readFiles = (directory: string) =>
  fs.existsSync(directory)
    ? fs.readdirSync(directory).map((file) => fs.readFileSync(path.join(directory, file), 'utf8'))
    : [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-orders-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  reader = await staffWith(t.app, t.db, 'reader', ['order-reader', 'customer-reader']);
  trainee = await staffWith(t.app, t.db, 'trainee', ['order-reader'], true);
  keys = {
    orphan: await staffWith(t.app, t.db, 'orphan', ['order-reader', 'order-orphan-sender']),
    email: await staffWith(t.app, t.db, 'mailer', ['order-reader', 'order-email-sender']),
    files: await staffWith(t.app, t.db, 'files', ['order-reader', 'order-resend-files']),
    ups: await staffWith(t.app, t.db, 'ups', ['order-reader', 'order-edit-ups']),
    bulkFlag: await staffWith(t.app, t.db, 'bulkflag', ['order-reader', 'order-bulk-flag']),
  };
  await insertBuyer(t.db, { id: '100001', cecsSyncStatus: 'Fail', loyaltyCardNumber: '777' });
  await insertOrder(t.db, {
    id: 'BO200',
    orphaned: true,
    takerId: 'lhansen',
    shipments: [
      { netsuiteStatus: 'success', netsuiteAt: new Date('2026-03-10T16:00:00Z'), eagleStatus: 'failure' },
      {
        netsuiteStatus: 'failure',
        netsuiteAt: new Date('2026-03-10T16:05:00Z'),
        deliveryMethod: 'UPS',
        trackingNumber: '1Z0000000000000001',
        lines: [
          {
            productId: 'GC50-1',
            product: { ID: 'GC50-1', Name: 'Gift Card $50', xp: { ProductCode: 'GC50' } },
            unitPrice: '50.00',
            quantity: 1,
            lineTotal: '50.00',
            xp: { giftcardnumber: '6000123412341234', DeliveryMethod: 'UPS' },
          },
        ],
      },
      {
        status: 'Email Delivery',
        deliveryMethod: 'USPS',
        lines: [
          {
            productId: 'EGC25-1',
            product: { ID: 'EGC25-1', Name: 'E-Gift Card $25', xp: { ProductCode: 'EGC25' } },
            unitPrice: '25.00',
            quantity: 1,
            lineTotal: '25.00',
            xp: { Email: 'friend@example.com' },
          },
        ],
      },
    ],
    payments: [
      { type: 'GiftCard', amount: '25.00' },
      { type: 'CreditCard', amount: '42.00', cardNumber: '4242' },
    ],
  });
  await insertOrder(t.db, { id: 'BO201', shipments: [{ netsuiteStatus: 'success' }] });
  await insertOrder(t.db, { id: 'BO202', status: 'Unsubmitted', submitted: null });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /api/orders/{id}', () => {
  it('answers the order, its shipments with their lines, payments and version', async () => {
    const response = await detailOf('BO200');
    expect(response.headers.etag).toBe('"1"');
    const detail = response.json<OrderDetail>();
    expect(detail.Order).toMatchObject({
      ID: 'BO200',
      FromUserID: '100001',
      FromUser: { FirstName: 'Ann', LastName: 'Olson', Email: 'ann.olson@example.com' },
      Subtotal: 50,
      Total: 67,
      xp: { BulkOrder: false, OrphanedAccount: true, OrderTaker: { ID: 'lhansen', StoreID_2digit: '02' } },
    });
    expect(detail.Shipments.map((shipment) => shipment.ID)).toEqual(['BO200-1', 'BO200-2', 'BO200-3']);
    const [first, second, third] = detail.Shipments;
    expect(first).toMatchObject({
      Cost: 12.99,
      xp: {
        Status: 'Processing',
        DeliveryMethod: 'LocalDelivery',
        TimePreference: 'AM',
        CardMessage: 'Happy birthday!',
        HandlingCharges: 2.5,
        PrintAtStore: '02',
        NetsuiteStatus: 'success',
        NetsuiteTimeStamp: '2026-03-10T16:00:00.000Z',
        EagleStatus: 'failure',
      },
      ShipTo: { FirstName: 'Ida', LastName: 'Berg' },
      LineItems: [
        {
          ID: '1-1',
          Product: { ID: 'P100-1', Name: 'Spring Tulips', xp: { ProductCode: 'P100' } },
          UnitPrice: 25,
          QuantityShipped: 2,
          LineTotal: 50,
          xp: { ASMMarkup: 5, PLCMarkup: null, Email: null },
        },
      ],
    });
    expect(second!.xp.NetsuiteStatus).toBe('failure');
    expect(second!.LineItems[0]!.xp.giftcardnumber).toBe('6000123412341234');
    expect(third!.xp.EagleStatus).toBe('missing');
    expect(detail.Payments.map((payment) => payment.xp.Type)).toEqual(['GiftCard', 'CreditCard']);
    expect(detail.Sends).toEqual([]);
  });

  it('answers 404 for an unknown order, a cart and an order a trainee may not see', async () => {
    for (const [id, cookie] of [
      ['NOPE', reader],
      ['BO202', reader],
      ['BO200', trainee],
    ] as const) {
      const response = await api(t.app, cookie).get(`/api/orders/${id}`);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).Message).toBe('The order was not found.');
    }
    expect((await api(t.app, reader).get('/api/audit/order/BO200')).statusCode).toBe(200);
    expect((await api(t.app, trainee).get('/api/audit/order/BO200')).statusCode).toBe(404);
  });
});

describe('Send to NetSuite', () => {
  it('needs order-orphan-sender', async () => {
    for (const cookie of [reader, keys.email, keys.files, keys.ups, keys.bulkFlag]) {
      expect((await api(t.app, cookie).post('/api/orders/BO200/send-to-netsuite')).statusCode).toBe(403);
    }
  });

  it('is refused when every shipment is in NetSuite already, and for a missing order', async () => {
    const done = await api(t.app, keys.orphan).post('/api/orders/BO201/send-to-netsuite');
    expect(done.statusCode).toBe(409);
    expect(errorOf(done).ErrorCode).toBe('Order.AlreadyInNetSuite');
    expect((await api(t.app, keys.orphan).post('/api/orders/NOPE/send-to-netsuite')).statusCode).toBe(404);
    expect(await outboxOf('order', 'BO201')).toEqual([]);
  });

  it('clears the orphan flag, queues the shipments NetSuite lacks and the buyer’s sync, and writes the outcome back', async () => {
    const response = await api(t.app, keys.orphan).post('/api/orders/BO200/send-to-netsuite');
    expect(response.statusCode, response.body).toBe(202);
    const queued = response.json<OrderDetail>();
    expect(queued.Order.xp.OrphanedAccount).toBe(false);
    expect(queued.Sends.map((send) => [send.System, send.What, send.Status])).toEqual([
      ['cecs', 'Customer sync to customer service', 'pending'],
      ['erp', 'Order to NetSuite', 'pending'],
    ]);
    const [send] = await outboxOf('order', 'BO200');
    expect(send).toMatchObject({ kind: 'connector.erp', status: 'pending' });
    expect(send!.payload).toMatchObject({
      Type: 'SalesOrder',
      OrderID: 'BO200',
      Customer: { ID: '100001', Guest: false },
      Shipments: [{ ID: 'BO200-2' }, { ID: 'BO200-3' }],
      Payments: [
        { Type: 'GiftCard', Amount: 25 },
        { Type: 'CreditCard', CardNumber: '4242' },
      ],
      Totals: { Total: 67 },
    });
    const [sync] = await outboxOf('customer', '100001');
    expect(sync).toMatchObject({
      kind: 'connector.cecs',
      payload: { ID: '100001', LoyaltyCardNumber: '777' },
    });

    expect(await deliverOutbox(t)).toMatchObject({ sent: 2 });
    const after = (await detailOf('BO200')).json<OrderDetail>();
    expect(after.Shipments.map((shipment) => shipment.xp.NetsuiteStatus)).toEqual([
      'success',
      'success',
      'success',
    ]);
    // The shipment sent now has the send's time; the one created earlier keeps its own.
    expect(after.Shipments[0]!.xp.NetsuiteTimeStamp).toBe('2026-03-10T16:00:00.000Z');
    expect(Date.parse(after.Shipments[1]!.xp.NetsuiteTimeStamp!)).toBeGreaterThan(Date.now() - 60_000);
    expect(after.Sends.every((one) => one.Status === 'sent' && one.Channel === 'file')).toBe(true);
    // The exact payload, as a file for NetSuite to pick up.
    const [file] = readFiles(path.join(dataDir, 'outbound', 'erp'));
    expect(JSON.parse(file!)).toEqual(send!.payload);
    const [customerSync] = readFiles(path.join(dataDir, 'outbound', 'cecs'));
    expect(JSON.parse(customerSync!)).toMatchObject({ ID: '100001', FirstName: 'Ann' });

    const history = await historyOf('BO200');
    expect(history.map((event) => [event.Action, event.ActorID])).toEqual([
      ['erp-outcome', null],
      ['send-to-netsuite', 'orphan'],
    ]);
    expect(history[0]!.Changes).toMatchObject({
      'BO200-2.NetsuiteStatus': { before: 'Fail', after: 'Success' },
      'BO200-3.NetsuiteStatus': { before: 'Missing', after: 'Success' },
      Channel: { before: null, after: 'file' },
    });
    expect(history[1]!.Changes).toMatchObject({ OrphanedAccount: { before: true, after: false } });
    const customerHistory = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, '100001'));
    expect(customerHistory.map((event) => [event.action, event.changes])).toEqual([
      [
        'cecs-sync',
        expect.objectContaining({ OrderCloudToCecsCustomerStatus: { before: 'Fail', after: 'Success' } }),
      ],
    ]);
  });
});

describe('a training customer (C-22)', () => {
  it('is never synced to the customer service when their order goes to NetSuite', async () => {
    await insertBuyer(t.db, { id: '100077', cecsSyncStatus: null, trainingUser: true });
    await insertOrder(t.db, {
      id: 'BO277',
      fromUserId: '100077',
      shipments: [{ netsuiteStatus: 'failure' }],
    });
    const response = await api(t.app, keys.orphan).post('/api/orders/BO277/send-to-netsuite');
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json<OrderDetail>().Sends.map((send) => send.System)).toEqual(['erp']);
    expect(await outboxOf('customer', '100077')).toEqual([]);
  });
});

describe('the e-mails (order-email-sender)', () => {
  it('resends the confirmation to the buyer', async () => {
    expect((await api(t.app, keys.orphan).post('/api/orders/BO201/resend-confirmation')).statusCode).toBe(
      403,
    );
    const response = await api(t.app, keys.email).post('/api/orders/BO201/resend-confirmation');
    expect(response.statusCode).toBe(202);
    expect(response.json<OrderDetail>().Sends[0]).toMatchObject({
      System: 'email',
      What: 'Confirmation e-mail',
    });
    const [mail] = await outboxOf('order', 'BO201');
    expect(mail).toMatchObject({
      kind: 'email',
      payload: { to: 'ann.olson@example.com', subject: "Your Bachman's order BO201" },
    });
    expect((await historyOf('BO201'))[0]).toMatchObject({
      Action: 'resend-confirmation',
      Changes: {
        ConfirmationEmail: {
          before: null,
          after: expect.stringContaining('queued to ann.olson@example.com'),
        },
      },
    });
  });

  it('resends an e-gift card e-mail to the address given, as an .eml file', async () => {
    const url = '/api/orders/BO200/shipments/BO200-3/resend-egift-email';
    expect((await api(t.app, keys.orphan).post(url, { Email: 'x@example.com' })).statusCode).toBe(403);
    for (const body of [{ Email: 'not-an-email' }, { Email: 'x@example.com', More: 1 }, {}]) {
      const bad = await api(t.app, keys.email).post(url, body);
      expect(bad.statusCode).toBe(400);
    }
    const notEGift = await api(t.app, keys.email).post(
      '/api/orders/BO200/shipments/BO200-1/resend-egift-email',
      {
        Email: 'x@example.com',
      },
    );
    expect(errorOf(notEGift).ErrorCode).toBe('Order.NotEGiftShipment');
    const elsewhere = await api(t.app, keys.email).post(
      '/api/orders/BO201/shipments/BO200-3/resend-egift-email',
      {
        Email: 'x@example.com',
      },
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(await outboxOf('shipment', 'BO200-3')).toEqual([]);

    const response = await api(t.app, keys.email).post(url, { Email: ' new.friend@example.com ' });
    expect(response.statusCode).toBe(202);
    await deliverOutbox(t);
    const mails = readFiles(path.join(dataDir, 'mail'));
    const eGift = mails.find((mail) => mail.includes('new.friend@example.com'));
    expect(eGift).toMatch(/Subject: Ann Olson sent you a Bachman's e-gift card/);
    expect(eGift).toMatch(/E-Gift Card \$25/);
  });
});

describe('the Eagle sends', () => {
  it('send the redemption files (order-resend-files) of gift card and Purple Perks payments', async () => {
    expect((await api(t.app, keys.orphan).post('/api/orders/BO200/send-redemption-files')).statusCode).toBe(
      403,
    );
    const none = await api(t.app, keys.files).post('/api/orders/BO201/send-redemption-files');
    expect(errorOf(none).ErrorCode).toBe('Order.NoRedemptions');
    expect((await api(t.app, keys.files).post('/api/orders/BO200/send-redemption-files')).statusCode).toBe(
      202,
    );
    const [send] = await outboxOf('redemption', 'BO200');
    expect(send!.payload).toMatchObject({
      Type: 'Redemption',
      Redemptions: [{ ID: 'BO200-P1', Type: 'GiftCard', Amount: 25 }],
    });
  });

  it('send a shipment’s gift cards (order-orphan-sender) to activate', async () => {
    const url = '/api/orders/BO200/shipments/BO200-2/send-gift-cards';
    expect((await api(t.app, keys.files).post(url)).statusCode).toBe(403);
    const none = await api(t.app, keys.orphan).post('/api/orders/BO200/shipments/BO200-1/send-gift-cards');
    expect(errorOf(none).ErrorCode).toBe('Order.NoGiftCards');
    expect((await api(t.app, keys.orphan).post(url)).statusCode).toBe(202);
    const [send] = await outboxOf('gift-card', 'BO200-2');
    expect(send!.payload).toMatchObject({ GiftCards: [{ CardNumber: '6000123412341234', Amount: 50 }] });
  });

  it('send the shipment file (order-orphan-sender or order-resend-files) and write its Eagle status back', async () => {
    const url = '/api/orders/BO200/shipments/BO200-1/send-to-eagle';
    expect((await api(t.app, keys.email).post(url)).statusCode).toBe(403);
    expect((await api(t.app, keys.orphan).post(url)).statusCode).toBe(202);
    // order-resend-files opens it too; the file already on its way is not queued twice.
    expect(errorOf(await api(t.app, keys.files).post(url)).ErrorCode).toBe('Order.SendPending');
    await deliverOutbox(t);
    expect((await api(t.app, keys.files).post(url)).statusCode).toBe(202);
    await deliverOutbox(t);
    const detail = (await detailOf('BO200')).json<OrderDetail>();
    expect(detail.Shipments[0]!.xp.EagleStatus).toBe('success');
    const [file] = readFiles(path.join(dataDir, 'outbound', 'pos')).filter((text) =>
      text.includes('"Shipment"'),
    );
    expect(JSON.parse(file!)).toMatchObject({
      Type: 'Shipment',
      StoreCode: '02',
      Shipment: { ID: 'BO200-1' },
    });
    expect((await historyOf('BO200')).map((event) => event.Action)).toContain('pos-outcome');
  });
});

describe('Edit UPS tracking number (order-edit-ups)', () => {
  const url = '/api/orders/BO200/shipments/BO200-2/tracking-number';
  const version = async () => (await detailOf('BO200')).json<OrderDetail>().Version;

  it('changes a UPS shipment’s number against the order’s version (not a word the search reads)', async () => {
    const current = await version();
    expect(
      (await api(t.app, keys.orphan).put(url, { TrackingNumber: '1Z9' }, ifMatch(current))).statusCode,
    ).toBe(403);
    const bad = await api(t.app, keys.ups).put(url, { TrackingNumber: '1Z-9' }, ifMatch(current));
    expect(bad.statusCode).toBe(400);
    const stale = await api(t.app, keys.ups).put(url, { TrackingNumber: '1Z9' }, ifMatch(current - 1 || 99));
    expect(stale.statusCode).toBe(412);
    const notUps = await api(t.app, keys.ups).put(
      '/api/orders/BO200/shipments/BO200-1/tracking-number',
      { TrackingNumber: '1Z9' },
      ifMatch(current),
    );
    expect(errorOf(notUps).ErrorCode).toBe('Order.NotUpsShipment');
    const [unchanged] = await t.db.select().from(shipments).where(eq(shipments.id, 'BO200-2'));
    expect(unchanged!.trackingNumber).toBe('1Z0000000000000001');

    const response = await api(t.app, keys.ups).put(
      url,
      { TrackingNumber: '1z999aa10123456784' },
      ifMatch(current),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe(`"${current + 1}"`);
    const detail = response.json<OrderDetail>();
    expect(detail.Shipments[1]!.TrackingNumber).toBe('1Z999AA10123456784');
    const found = await api(t.app, reader).get('/api/orders?search=1Z999AA1012');
    expect(found.json<{ Items: { ID: string }[] }>().Items).toEqual([]);
    expect((await historyOf('BO200'))[0]).toMatchObject({
      Action: 'update-tracking-number',
      Changes: { 'BO200-2.TrackingNumber': { before: '1Z0000000000000001', after: '1Z999AA10123456784' } },
    });
  });
});

describe('Consolidate Delivery Confirmations (order-bulk-flag)', () => {
  it('sets the order’s BulkOrder against its version', async () => {
    const current = (await detailOf('BO201')).json<OrderDetail>().Version;
    const url = '/api/orders/BO201/bulk-order';
    expect((await api(t.app, keys.ups).put(url, { BulkOrder: true }, ifMatch(current))).statusCode).toBe(403);
    expect(
      (await api(t.app, keys.bulkFlag).put(url, { BulkOrder: 'yes' }, ifMatch(current))).statusCode,
    ).toBe(400);
    expect(
      (await api(t.app, keys.bulkFlag).put(url, { BulkOrder: true }, ifMatch(current + 5))).statusCode,
    ).toBe(412);
    const response = await api(t.app, keys.bulkFlag).put(url, { BulkOrder: true }, ifMatch(current));
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderDetail>()).toMatchObject({
      Version: current + 1,
      Order: { xp: { BulkOrder: true } },
    });
    // Saving the same value again changes nothing, not even the version.
    const again = await api(t.app, keys.bulkFlag).put(url, { BulkOrder: true }, ifMatch(current + 1));
    expect(again.json<OrderDetail>().Version).toBe(current + 1);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, 'BO201'));
    expect(row).toMatchObject({ bulkOrder: true, version: current + 1 });
    expect((await historyOf('BO201')).filter((event) => event.Action === 'update-bulk-order')).toHaveLength(
      1,
    );
  });
});
