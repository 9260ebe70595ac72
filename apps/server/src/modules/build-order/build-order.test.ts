import {
  addDaysIso,
  buyerXpSchema,
  CUSTOMER_ERRORS,
  CUSTOMER_SEARCH_LIMIT,
  sampleBuyerXp,
  storeDateOf,
  TRAINING_GROUP_ID,
  type BuildOrderCustomer,
  type BuildOrderCustomerSearch,
  type ImpersonationToken,
} from '@commerce/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, signedInUsers, type TestApp } from '../../../test/helpers.ts';
import {
  auditEvents,
  customerGroupAssignments,
  customerGroups,
  customers,
  impersonationTokens,
  orders,
  outbox,
  payments,
  products,
  settingsDocuments,
  shipments,
} from '../../db/schema/index.ts';

let t: TestApp;
let users: Record<'builder' | 'trainee' | 'reader', string>;
const tomorrow = addDaysIso(storeDateOf(), 1);

beforeAll(async () => {
  t = await createTestApp();
  users = await signedInUsers(t, {
    builder: { permissions: ['order-builder', 'order-reader', 'customer-reader'] },
    trainee: {
      permissions: ['order-builder', 'customer-reader'],
      groups: [{ id: TRAINING_GROUP_ID, permissions: [] }],
    },
    reader: { permissions: ['customer-reader'] },
  });
  await t.db
    .insert(customerGroups)
    .values({ id: 'BachmansCustomers', name: 'Bachmans Customers', isBachmansGroup: true });
  await t.db.insert(customers).values([
    {
      id: '7001',
      firstName: 'Ada',
      lastName: 'Nilsson',
      email: 'Ada.Nilsson@example.com',
      username: 'ada.nilsson@example.com',
    },
    {
      id: '7002',
      firstName: 'Bo',
      lastName: 'Nilsson',
      email: 'bo@example.com',
      username: 'bo@example.com',
      active: false,
    },
    {
      id: '7003',
      firstName: 'Cy',
      lastName: 'Nilsson',
      email: 'cy@example.com',
      username: 'cy@example.com',
      trainingUser: true,
    },
    // One more Lindqvist than the search shows.
    ...Array.from({ length: CUSTOMER_SEARCH_LIMIT + 1 }, (_, index) => ({
      id: String(7101 + index),
      firstName: `Lin${index}`,
      lastName: 'Lindqvist',
      email: `lq${index}@example.com`,
      username: `lq${index}@example.com`,
    })),
  ]);
  const document = sampleBuyerXp();
  document.HolidayDeliveryFees = [
    { deliveryFeeName: 'Test Holiday', deliveryFeeDate: tomorrow, deliveryFee: '7.00', active: true },
  ];
  await t.db.insert(settingsDocuments).values({ id: 'buyerxp', document: buyerXpSchema.parse(document) });
  await t.db.insert(products).values({
    id: 'SKU-ROSE-1',
    name: 'Dozen Roses',
    productCode: 'ROSE',
    isDefaultProduct: true,
    active: true,
    visible: true,
    retailPrice: '50.00',
    infiniteInventory: true,
    xp: { Delivery: { LocalDelivery: { enabled: true, leadDays: 0 }, UPS: { enabled: true, leadDays: 2 } } },
  });
});
afterAll(() => t.close());

const search = (cookies: string, text: string) =>
  api(t.app, cookies).get(`/api/build-order/customers?search=${text}`);
const impersonate = async (cookies: string, customerId: string) =>
  api(t.app, cookies).post('/api/build-order/impersonation', { CustomerID: customerId });
const storefront = (token?: string) => ({
  me: () =>
    t.app.inject({
      method: 'GET',
      url: '/api/storefront/me',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }),
  order: (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/storefront/orders',
      headers: { 'x-commerce-admin': '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body as object,
    }),
});

const checkout = (card = '4111111111111111') => ({
  Items: [{ SKU: 'SKU-ROSE-1', Quantity: 2 }],
  Delivery: { Method: 'LocalDelivery', Date: tomorrow, Slot: 'Morning', AddressType: 'Church', Zip: '55416' },
  ShipTo: {
    FirstName: 'Ada',
    LastName: 'Nilsson',
    CompanyName: null,
    Street1: '1 Main St',
    City: 'Minneapolis',
    State: 'MN',
    Phone: null,
  },
  CardMessage: 'Happy birthday',
  Card: { Number: card, Expiry: '12/39', HolderName: 'Ada Nilsson' },
});

describe('the customer search', () => {
  it('finds active customers only, lower-cased e-mails, at least 3 characters', async () => {
    const response = await search(users.builder, 'nilss');
    expect(response.statusCode).toBe(200);
    const ids = response.json<{ Items: BuildOrderCustomer[] }>().Items.map((row) => row.ID);
    expect(ids).toEqual(['7001', '7003']);
    expect(response.json<{ Items: BuildOrderCustomer[] }>().Items[0]!.Email).toBe('ada.nilsson@example.com');
    expect((await search(users.builder, 'ni')).statusCode).toBe(400);
  });

  it('finds a customer by any part of the ID, the e-mail, either name or the whole name', async () => {
    const ids = async (text: string) =>
      (await search(users.builder, encodeURIComponent(text)))
        .json<{ Items: BuildOrderCustomer[] }>()
        .Items.map((row) => row.ID);
    expect(await ids('700')).toEqual(['7001', '7003']);
    expect(await ids('A.NILS')).toEqual(['7001']);
    expect(await ids('cy@')).toEqual(['7003']);
    expect(await ids('Ada')).toEqual(['7001']);
    expect(await ids('cy nils')).toEqual(['7003']);
    expect(await ids('ada nilsson x')).toEqual([]);
  });

  it('shows the first 10 and says when more match', async () => {
    const many = (await search(users.builder, 'lindq')).json<BuildOrderCustomerSearch>();
    expect(many.Items).toHaveLength(CUSTOMER_SEARCH_LIMIT);
    expect(many.More).toBe(true);
    const few = (await search(users.builder, 'nilss')).json<BuildOrderCustomerSearch>();
    expect(few).toMatchObject({ More: false, Items: [{ ID: '7001' }, { ID: '7003' }] });
  });

  it('gives Training_Team members training customers only', async () => {
    const ids = (await search(users.trainee, 'nilss'))
      .json<{ Items: BuildOrderCustomer[] }>()
      .Items.map((row) => row.ID);
    expect(ids).toEqual(['7003']);
    expect((await impersonate(users.trainee, '7001')).statusCode).toBe(404);
  });

  it('refuses staff without order-builder', async () => {
    expect((await search(users.reader, 'nilss')).statusCode).toBe(403);
    expect((await impersonate(users.reader, '7001')).statusCode).toBe(403);
  });
});

describe('impersonation and the storefront checkout', () => {
  it('issues an audited token only for active customers; Stop Session revokes it', async () => {
    expect((await impersonate(users.builder, '7002')).statusCode).toBe(404);
    const issued = await impersonate(users.builder, '7001');
    expect(issued.statusCode).toBe(200);
    const { access_token: token } = issued.json<ImpersonationToken>();
    expect((await storefront(token).me()).json<BuildOrderCustomer>().ID).toBe('7001');
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, '7001'), eq(auditEvents.action, 'impersonation-start')));
    expect(audit?.actorId).toBe('builder');
    const [row] = await t.db
      .select()
      .from(impersonationTokens)
      .where(eq(impersonationTokens.customerId, '7001'));
    expect(row?.tokenHash).not.toBe(token);

    expect((await api(t.app, users.builder).delete('/api/build-order/impersonation')).statusCode).toBe(204);
    expect((await storefront(token).me()).statusCode).toBe(401);
  });

  it('places the order with the taker, shipment, lines, fees and a card payment of 4 digits', async () => {
    const { access_token: token } = (await impersonate(users.builder, '7001')).json<ImpersonationToken>();
    expect((await storefront().order(checkout())).statusCode).toBe(401);
    const badCard = await storefront(token).order(checkout('4111111111111112'));
    expect(badCard.statusCode).toBe(400);

    const placed = await storefront(token).order(checkout());
    expect(placed.statusCode, placed.body).toBe(201);
    const { OrderID } = placed.json<{ OrderID: string; Total: number }>();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, OrderID));
    expect(order?.orderTakerId).toBe('builder');
    expect(order?.xp.OrderTaker).toMatchObject({ ID: 'builder', Username: 'builder' });
    // 2 × 50.00; delivery 14.99 + church 5.00 + holiday 7.00; tax 8.025 % of 100.00.
    expect(order?.subtotal).toBe('100.00');
    expect(order?.shippingCost).toBe('26.99');
    expect(order?.taxCost).toBe('8.03');
    expect(order?.total).toBe('135.02');
    const [shipment] = await t.db.select().from(shipments).where(eq(shipments.orderId, OrderID));
    expect(shipment).toMatchObject({
      deliveryMethod: 'LocalDelivery',
      requestedDeliveryDate: tomorrow,
      orderTakerId: 'builder',
    });
    // The names the order search shows, copied from the order.
    const taker = order?.xp.OrderTaker as { FirstName: string; LastName: string };
    expect(taker.LastName).toBeTruthy();
    expect(shipment).toMatchObject({
      buyerFirstName: order?.fromUser.FirstName,
      buyerLastName: order?.fromUser.LastName,
      buyerEmail: order?.fromUser.Email,
      takerFirstName: taker.FirstName,
      takerLastName: taker.LastName,
    });
    expect(shipment?.buyerLastName).toBeTruthy();
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, OrderID));
    expect(payment?.xp).toMatchObject({ CardNumber: '1111', CardType: 'Visa' });
    expect(JSON.stringify(payment)).not.toContain('4111111111111111');
    const sends = await t.db.select().from(outbox).where(eq(outbox.entityId, OrderID));
    expect(sends.map((send) => send.kind).sort()).toEqual(['connector.erp', 'email']);
  });

  it('ends the token when the console session signs out', async () => {
    const { access_token: token } = (await impersonate(users.builder, '7001')).json<ImpersonationToken>();
    expect((await storefront(token).me()).statusCode).toBe(200);
    await api(t.app, users.builder).post('/api/auth/logout');
    expect((await storefront(token).me()).statusCode).toBe(401);
  });
});

describe('Register Customer', () => {
  const body = {
    FirstName: 'Dee',
    LastName: 'Olsen',
    Email: 'Dee.Olsen@example.com',
    Phone: '(612) 555-0100',
  };

  it('refuses bad input with nothing changed', async () => {
    const before = await t.db.select().from(customers);
    const response = await api(t.app, users.trainee).post('/api/build-order/customers', {
      ...body,
      Phone: '(012) 555-0100',
    });
    expect(response.statusCode).toBe(400);
    expect(await t.db.select().from(customers)).toHaveLength(before.length);
  });

  it('creates the customer with the default group and queues the customer-service sync; 409 the second time', async () => {
    const response = await api(t.app, users.trainee).post('/api/build-order/customers', body);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<BuildOrderCustomer>();
    const [row] = await t.db.select().from(customers).where(eq(customers.id, created.ID));
    expect(row).toMatchObject({ username: body.Email, phone: '6125550100', createdFrom: 'web', charge: 'N' });
    expect(row?.xp).toMatchObject({ OMSAcctNumber: created.ID });
    const groups = await t.db
      .select()
      .from(customerGroupAssignments)
      .where(eq(customerGroupAssignments.userId, created.ID));
    expect(groups.map((group) => group.userGroupId)).toEqual(['BachmansCustomers']);
    const [sync] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.entityId, created.ID), eq(outbox.kind, 'connector.cecs')));
    expect(sync?.payload).toMatchObject({ ID: created.ID, Email: body.Email });

    const again = await api(t.app, users.trainee).post('/api/build-order/customers', {
      ...body,
      Email: 'dee.olsen@EXAMPLE.com',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).Message).toBe(CUSTOMER_ERRORS.emailInUse.message);
  });
});
