import { shipmentOrderNames, shipmentSearchText, TRAINING_GROUP_ID, type FeatureKey } from '@commerce/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { customers, lineItems, orders, payments, shipments } from '../../db/schema/index.ts';
import { createUser, signIn, USER_PASSWORD } from '../../../test/helpers.ts';

/** Test data for the orders area, inserted straight into the database. */

type ShipmentValues = Partial<typeof shipments.$inferInsert> & {
  lines?: Partial<typeof lineItems.$inferInsert>[];
};

export interface NewOrder {
  id: string;
  fromUserId?: string;
  buyer?: { FirstName: string; LastName: string; Email: string | null };
  status?: string;
  submitted?: Date | null;
  takerId?: string | null;
  orphaned?: boolean;
  bulkOrder?: boolean;
  shipments?: ShipmentValues[];
  payments?: { type: string; amount: string; cardNumber?: string }[];
}

/** An order with its shipments (each with one line unless told), a payment, and a version of 1. */
export async function insertOrder(db: Db, order: NewOrder) {
  const fromUserId = order.fromUserId ?? '100001';
  const buyer = order.buyer ?? { FirstName: 'Ann', LastName: 'Olson', Email: 'ann.olson@example.com' };
  const fromUser = { ID: fromUserId, Username: buyer.Email ?? 'guest', ...buyer };
  const submitted = order.submitted === undefined ? new Date('2026-03-10T15:00:00Z') : order.submitted;
  const orderTaker = order.takerId
    ? {
        ID: order.takerId,
        FirstName: 'Linda',
        LastName: 'Hansen',
        Username: order.takerId,
        StoreName: 'Bachman’s on Lyndale',
        StoreID_2digit: '02',
      }
    : null;
  await db.insert(orders).values({
    id: order.id,
    fromUserId,
    fromUser,
    status: order.status ?? 'Open',
    dateSubmitted: submitted,
    billingAddress: {
      FirstName: buyer.FirstName,
      LastName: buyer.LastName,
      Street1: '1 Main St',
      City: 'Edina',
      Zip: '55435',
    },
    subtotal: '50.00',
    shippingCost: '12.99',
    taxCost: '4.01',
    total: '67.00',
    orderTakerId: order.takerId ?? null,
    orphanedAccount: order.orphaned ?? false,
    bulkOrder: order.bulkOrder ?? false,
    xp: { OrderTaker: orderTaker },
  });
  const list = order.shipments ?? [{}];
  for (const [index, values] of list.entries()) {
    const { lines = [{}], ...shipment } = values;
    const id = shipment.id ?? `${order.id}-${index + 1}`;
    const shipTo = (shipment.shipTo as Record<string, string | null> | undefined) ?? {
      FirstName: 'Ida',
      LastName: 'Berg',
      CompanyName: null,
      Street1: '6010 Lyndale Ave S',
      City: 'Minneapolis',
      Zip: '55419',
    };
    await db.insert(shipments).values({
      id,
      orderId: order.id,
      deliveryMethod: 'LocalDelivery',
      dateSubmitted: submitted,
      fromUserId,
      orderTakerId: order.takerId ?? null,
      ...shipmentOrderNames(fromUser, orderTaker),
      cost: '12.99',
      searchText: shipmentSearchText({
        orderId: order.id,
        shipmentId: id,
        fromUser,
        shipTo,
      }),
      xp: {
        TimePreference: 'AM',
        CardMessage: 'Happy birthday!',
        NoCardMessage: false,
        HandlingCharges: 2.5,
      },
      ...shipment,
      shipTo,
    });
    for (const [n, line] of lines.entries()) {
      await db.insert(lineItems).values({
        id: `${index + 1}-${n + 1}`,
        orderId: order.id,
        shipmentId: id,
        productId: 'P100-1',
        product: { ID: 'P100-1', Name: 'Spring Tulips', xp: { ProductCode: 'P100' } },
        unitPrice: '25.00',
        quantity: 2,
        lineTotal: '50.00',
        xp: { ASMMarkup: 5, DeliveryMethod: 'LocalDelivery' },
        ...line,
      });
    }
  }
  for (const [n, payment] of (
    order.payments ?? [{ type: 'CreditCard', amount: '67.00', cardNumber: '4242' }]
  ).entries()) {
    await db.insert(payments).values({
      id: `${order.id}-P${n + 1}`,
      orderId: order.id,
      type: payment.type === 'CreditCard' ? 'CreditCard' : 'SpendingAccount',
      amount: payment.amount,
      xp: {
        Type: payment.type,
        CardType: payment.type === 'CreditCard' ? 'Visa' : null,
        CardNumber: payment.cardNumber ?? null,
      },
    });
  }
}

export async function insertBuyer(db: Db, values: Partial<typeof customers.$inferInsert> & { id: string }) {
  await db.insert(customers).values({
    firstName: 'Ann',
    lastName: 'Olson',
    email: `${values.id}@example.com`,
    username: `${values.id}@example.com`,
    ...values,
  });
}

/** A user with these keys, signed in: their Cookie header. */
export async function staffWith(
  app: FastifyInstance,
  db: Db,
  username: string,
  permissions: FeatureKey[],
  training = false,
) {
  await createUser(db, {
    username,
    permissions,
    groups: training ? [{ id: TRAINING_GROUP_ID, name: TRAINING_GROUP_ID }] : [],
  });
  return signIn(app, username, USER_PASSWORD);
}
