import {
  DEFAULT_DELIVERIES_PER_TIME_SLOT,
  sampleBuyerXp,
  sampleDeliverySlot,
  shiftIsoDate,
  storeDateOf,
  zonedInstant,
  type ActivityCard,
  type CurrentSession,
  type DeliveryCard,
  type OrdersCard,
} from '@commerce/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, ifMatch, type TestApp, createTestApp } from '../../../test/helpers.ts';
import { orders, shipments } from '../../db/schema/index.ts';
import { insertOrder, staffWith } from '../orders/test-fixtures.ts';
import { insertBuyerXp } from '../settings/test-support.ts';

let t: TestApp;
let reader: string;
let taker: string;
let delivery: string;
let marketing: string;
let slotsEditor: string;
const today = storeDateOf();
const at = (day: string, time = '10:00') => zonedInstant(day, time);
const countOf = async (cookie: string, query: string) =>
  (await api(t.app, cookie).get(`/api/orders?${query}`)).json<{ Meta: { TotalCount: number } }>().Meta
    .TotalCount;

beforeAll(async () => {
  t = await createTestApp();
  reader = await staffWith(t.app, t.db, 'reader', ['order-reader']);
  taker = await staffWith(t.app, t.db, 'taker', ['order-reader', 'order-builder']);
  delivery = await staffWith(t.app, t.db, 'delivery', ['delivery-reader']);
  marketing = await staffWith(t.app, t.db, 'marketing', ['misc-marketing']);
  slotsEditor = await staffWith(t.app, t.db, 'slots', ['delivery-reader', 'delivery-slots']);
  const takerId = (await api(t.app, taker).get('/api/me')).json<CurrentSession>().User.ID;
  const tomorrow = shiftIsoDate(today, 1);
  await insertOrder(t.db, {
    id: 'BO1',
    submitted: at(today, '00:30'),
    takerId,
    shipments: [
      { requestedDeliveryDate: tomorrow },
      { requestedDeliveryDate: tomorrow, deliveryMethod: 'UPS' },
    ],
  });
  await insertOrder(t.db, { id: 'BO2', submitted: at(today, '23:30') });
  await insertOrder(t.db, { id: 'BO3', submitted: at(shiftIsoDate(today, -7)) });
  // Outside the 14 days, and a cart (never submitted): neither counts.
  await insertOrder(t.db, { id: 'BO4', submitted: at(shiftIsoDate(today, -14)) });
  await insertOrder(t.db, {
    id: 'BO5',
    submitted: null,
    status: 'Unsubmitted',
    shipments: [{ requestedDeliveryDate: tomorrow }],
  });
});
afterAll(() => t.close());

describe('Orders today and this week', () => {
  it('counts what the order search lists for each day, and the orders’ totals', async () => {
    const response = await api(t.app, reader).get('/api/dashboard/orders');
    expect(response.statusCode, response.body).toBe(200);
    const card = response.json<OrdersCard>();
    expect(card).toMatchObject({ Scope: 'all', CanChooseScope: false, TakerID: null });
    expect(card.Days).toHaveLength(14);
    expect(card.Days.at(-1)).toEqual({ Date: today, Shipments: 3, Total: 134 });
    expect(card.SameDayLastWeek).toEqual({ Date: shiftIsoDate(today, -7), Shipments: 1, Total: 67 });
    for (const day of card.Days) {
      expect(await countOf(reader, `SubmittedFrom=${day.Date}&SubmittedTo=${day.Date}`)).toBe(day.Shipments);
    }
  });

  it('shows an order taker their own orders first, and all when asked', async () => {
    const mine = (await api(t.app, taker).get('/api/dashboard/orders')).json<OrdersCard>();
    expect(mine).toMatchObject({ Scope: 'mine', CanChooseScope: true });
    expect(mine.Days.at(-1)).toMatchObject({ Shipments: 2, Total: 67 });
    expect(
      await countOf(taker, `SubmittedFrom=${today}&SubmittedTo=${today}&OrderTakerID=${mine.TakerID}`),
    ).toBe(2);
    const all = (await api(t.app, taker).get('/api/dashboard/orders?scope=all')).json<OrdersCard>();
    expect(all.Days.at(-1)).toMatchObject({ Shipments: 3 });
    expect((await api(t.app, taker).get('/api/dashboard/orders?scope=some')).statusCode).toBe(400);
  });

  it('follows the orders as they change: a new day or taker, a new total, a deleted order', async () => {
    const yesterday = shiftIsoDate(today, -1);
    await insertOrder(t.db, { id: 'BO6', submitted: at(yesterday), shipments: [{}, {}] });
    const day = async () =>
      (await api(t.app, reader).get('/api/dashboard/orders')).json<OrdersCard>().Days.at(-2)!;
    expect(await day()).toEqual({ Date: yesterday, Shipments: 2, Total: 67 });
    // Moved to today with one of its shipments, its total changed: yesterday keeps one shipment.
    await t.db
      .update(orders)
      .set({ dateSubmitted: at(today), total: '70.50' })
      .where(eq(orders.id, 'BO6'));
    await t.db
      .update(shipments)
      .set({ dateSubmitted: at(today) })
      .where(eq(shipments.id, 'BO6-1'));
    expect(await day()).toEqual({ Date: yesterday, Shipments: 1, Total: 0 });
    const card = (await api(t.app, reader).get('/api/dashboard/orders')).json<OrdersCard>();
    expect(card.Days.at(-1)).toEqual({ Date: today, Shipments: 4, Total: 204.5 });
    for (const date of [yesterday, today]) {
      const shown = card.Days.find((one) => one.Date === date)!.Shipments;
      expect(await countOf(reader, `SubmittedFrom=${date}&SubmittedTo=${date}`)).toBe(shown);
    }
    await t.db.delete(orders).where(eq(orders.id, 'BO6'));
    expect(await day()).toEqual({ Date: yesterday, Shipments: 0, Total: 0 });
    expect((await api(t.app, reader).get('/api/dashboard/orders')).json<OrdersCard>().Days.at(-1)).toEqual({
      Date: today,
      Shipments: 3,
      Total: 134,
    });
  });

  it('counts a Training_Team member only the training customers’ orders, as their search does', async () => {
    const trainee = await staffWith(t.app, t.db, 'trainee', ['order-reader'], true);
    const card = (await api(t.app, trainee).get('/api/dashboard/orders')).json<OrdersCard>();
    for (const day of card.Days) {
      expect(await countOf(trainee, `SubmittedFrom=${day.Date}&SubmittedTo=${day.Date}`)).toBe(day.Shipments);
    }
    expect(card.Days.at(-1)!.Shipments).toBe(0);
  });

  it('needs order-reader', async () => {
    expect((await api(t.app, delivery).get('/api/dashboard/orders')).statusCode).toBe(403);
  });
});

describe('Delivery load', () => {
  it('counts the shipments to deliver per date and method, as the order search lists them, against capacity', async () => {
    const response = await api(t.app, delivery).get('/api/dashboard/delivery');
    expect(response.statusCode, response.body).toBe(200);
    const card = response.json<DeliveryCard>();
    expect(card.CanOpenOrders).toBe(false);
    expect(card.Methods).toEqual(['LocalDelivery', 'UPS']);
    const tomorrow = card.Days[1]!;
    // No delivery settings yet: no capacity to compare with.
    expect(tomorrow).toMatchObject({
      ByMethod: { LocalDelivery: 1, UPS: 1 },
      Total: 2,
      Capacity: null,
      Over: false,
    });
    const buyerXp = sampleBuyerXp();
    await insertBuyerXp(t.db, {
      ...buyerXp,
      DeliveryDatesN: { [tomorrow.Date]: ['AM', 'PM', 'EV'].map((name) => sampleDeliverySlot(name, false)) },
      HolidayDeliveryFees: [
        { deliveryFeeName: 'Busy', deliveryFeeDate: tomorrow.Date, deliveryFee: '5.00', active: true },
      ],
    });
    const settled = (await api(t.app, delivery).get('/api/dashboard/delivery')).json<DeliveryCard>();
    // Every slot of the date closed: a capacity of 0, which one local delivery is over.
    expect(settled.Days[1]).toMatchObject({ Capacity: 0, OpenSlots: 0, HolidayFee: '5.00', Over: true });
    // Until staff set the deliveries per time slot, 10 a slot.
    expect(settled.Days[2]!.Capacity).toBe(
      settled.Days[2]!.OpenSlots * Number(DEFAULT_DELIVERIES_PER_TIME_SLOT),
    );
    expect(settled.Days[2]!.OpenSlots).toBeGreaterThan(0);
    const capacity = `/api/settings/buyerxp/delivery-capacity`;
    const before = (await api(t.app, slotsEditor).get(capacity)).json<{
      Value: string | null;
      Version: number;
    }>();
    expect(before.Value).toBeNull();
    const saved = await api(t.app, slotsEditor).put(capacity, { Value: '4' }, ifMatch(before.Version));
    expect(saved.statusCode, saved.body).toBe(200);
    const sized = (await api(t.app, delivery).get('/api/dashboard/delivery')).json<DeliveryCard>();
    expect(sized.Days[2]!.Capacity).toBe(sized.Days[2]!.OpenSlots * 4);
    expect(
      (await api(t.app, slotsEditor).put(capacity, { Value: '4.5' }, ifMatch(before.Version + 1))).statusCode,
    ).toBe(400);
    const query = `DeliveryFrom=${tomorrow.Date}&DeliveryTo=${tomorrow.Date}`;
    expect(await countOf(reader, query)).toBe(2);
    expect(await countOf(reader, `${query}&DeliveryMethod=UPS`)).toBe(1);
    expect((await api(t.app, reader).get('/api/dashboard/delivery')).json<DeliveryCard>().CanOpenOrders).toBe(
      true,
    );
    expect((await api(t.app, marketing).get('/api/dashboard/delivery')).statusCode).toBe(403);
  });
});

describe('the delivery figures', () => {
  /** The card's figure of a date and method (0 when the card has none), and what the order search lists. */
  const figure = async (date: string, method: string) => {
    const card = (await api(t.app, reader).get('/api/dashboard/delivery')).json<DeliveryCard>();
    const shown = card.Days.find((day) => day.Date === date)!.ByMethod[method] ?? 0;
    const listed = await countOf(reader, `DeliveryFrom=${date}&DeliveryTo=${date}&DeliveryMethod=${method}`);
    expect(shown, `${date} ${method}: the card against the order search`).toBe(listed);
    return shown;
  };
  const [soon, later] = [shiftIsoDate(today, 3), shiftIsoDate(today, 4)];

  it('follow the shipments placed, moved to another date or method, canceled, unsubmitted and deleted', async () => {
    const start = { soon: await figure(soon, 'LocalDelivery'), later: await figure(later, 'LocalDelivery') };
    const ups = await figure(later, 'UPS');
    const soonUps = await figure(soon, 'UPS');
    await insertOrder(t.db, {
      id: 'BO20',
      submitted: at(today),
      shipments: [
        { requestedDeliveryDate: soon },
        { requestedDeliveryDate: soon },
        { requestedDeliveryDate: later },
      ],
    });
    // A cart's shipment is no delivery yet.
    await insertOrder(t.db, {
      id: 'BO21',
      submitted: null,
      status: 'Unsubmitted',
      shipments: [{ requestedDeliveryDate: soon }],
    });
    expect(await figure(soon, 'LocalDelivery')).toBe(start.soon + 2);
    expect(await figure(later, 'LocalDelivery')).toBe(start.later + 1);

    // Moved to another date; another changed to UPS in the same statement as a status change elsewhere.
    await t.db.update(shipments).set({ requestedDeliveryDate: later }).where(eq(shipments.id, 'BO20-1'));
    await t.db
      .update(shipments)
      .set({ deliveryMethod: 'UPS', status: 'Printed' })
      .where(eq(shipments.orderId, 'BO20'));
    expect(await figure(soon, 'LocalDelivery')).toBe(start.soon);
    expect(await figure(later, 'LocalDelivery')).toBe(start.later);
    expect(await figure(soon, 'UPS')).toBe(soonUps + 1);
    expect(await figure(later, 'UPS')).toBe(ups + 2);

    // Canceled: still listed by the order search's delivery dates, so still counted (a status moves nothing).
    await t.db.update(shipments).set({ status: 'CANCELED' }).where(eq(shipments.id, 'BO20-2'));
    expect(await figure(soon, 'UPS')).toBe(soonUps + 1);
    // Taken back to a cart, then submitted again.
    await t.db.update(shipments).set({ dateSubmitted: null }).where(eq(shipments.id, 'BO20-2'));
    expect(await figure(soon, 'UPS')).toBe(soonUps);
    await t.db
      .update(shipments)
      .set({ dateSubmitted: at(today) })
      .where(eq(shipments.id, 'BO20-2'));
    expect(await figure(soon, 'UPS')).toBe(soonUps + 1);
    // No date asked for: none of the days'.
    await t.db.update(shipments).set({ requestedDeliveryDate: null }).where(eq(shipments.id, 'BO20-3'));
    expect(await figure(later, 'UPS')).toBe(ups + 1);

    // A shipment deleted, then the order with the rest (its shipments go with it).
    await t.db.delete(shipments).where(eq(shipments.id, 'BO20-1'));
    expect(await figure(later, 'UPS')).toBe(ups);
    await t.db.delete(orders).where(eq(orders.id, 'BO20'));
    expect(await figure(soon, 'UPS')).toBe(soonUps);
    expect(await figure(soon, 'LocalDelivery')).toBe(start.soon);
    expect(await figure(later, 'LocalDelivery')).toBe(start.later);
    expect(await figure(later, 'UPS')).toBe(ups);
  });

  it('count a Training_Team member only the training customers’ shipments, as their search does', async () => {
    const trainee = await staffWith(t.app, t.db, 'trainee-delivery', ['order-reader'], true);
    const card = (await api(t.app, trainee).get('/api/dashboard/delivery')).json<DeliveryCard>();
    for (const day of card.Days) {
      expect(await countOf(trainee, `DeliveryFrom=${day.Date}&DeliveryTo=${day.Date}`)).toBe(day.Total);
    }
    expect(card.Days[1]!.Total).toBe(0);
  });
});

describe('Recent activity', () => {
  it('lists the changes the user may read, never sign-ins', async () => {
    const me = (await api(t.app, marketing).get('/api/me')).json<CurrentSession>();
    const saved = await api(t.app, marketing).patch(
      '/api/me',
      { StartPage: 'dashboard' },
      ifMatch(me.User.Version),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const own = (await api(t.app, marketing).get('/api/dashboard/activity')).json<ActivityCard>();
    expect(own.Items.map((item) => [item.Entity, item.ActionLabel])).toEqual([
      ['admin-user', 'Changed their profile'],
    ]);
    // The order reader does not see another user's profile change.
    const others = (await api(t.app, reader).get('/api/dashboard/activity')).json<ActivityCard>();
    expect(others.Items.some((item) => item.EntityID === me.User.ID)).toBe(false);
  });
});

describe('the start page', () => {
  it('is saved per user and given with the session; anything but the two choices is refused', async () => {
    const me = (await api(t.app, reader).get('/api/me')).json<CurrentSession>();
    expect(me.StartPage).toBe('profile');
    const bad = await api(t.app, reader).patch('/api/me', { StartPage: 'orders' }, ifMatch(me.User.Version));
    expect(bad.statusCode).toBe(400);
    const saved = await api(t.app, reader).patch(
      '/api/me',
      { StartPage: 'dashboard' },
      ifMatch(me.User.Version),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await api(t.app, reader).get('/api/me')).json<CurrentSession>().StartPage).toBe('dashboard');
  });
});
