import {
  DEFAULT_PRINT_STORE_CODE,
  DEFAULT_SHIPMENT_STATUS,
  fileStatusOf,
  ORDER_DESTINATION_TYPES,
  PAYMENT_TYPES,
  SHIPMENT_STATUSES,
  SHIPPING_METHODS,
  TIME_PREFERENCES,
  type LineItem,
  type OrderDetail,
  type OrderSend,
  type OrderShipment,
  type Payment,
} from '@commerce/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lineItems, orders, payments, shipments } from '../../db/schema/orders.ts';
import type { Principal } from '../../http/principal.ts';
import { CONNECTOR_KINDS } from '../../integrations/connectors/systems.ts';
import { latestSendsAbout, type OutboxRow, type SendsAbout } from '../../integrations/outbox.ts';
import { SEND_KINDS, sendLabel, shipmentsOfSend, systemOfKind } from './sends.ts';
import { visibleOrder, type OrderRow } from './visibility.ts';

type ShipmentRow = typeof shipments.$inferSelect;
type LineRow = typeof lineItems.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type Xp = Record<string, unknown>;

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;
const money = (value: string | null): number | null => (value === null ? null : Number(value));
const textOf = (xp: Xp, key: string): string | null =>
  typeof xp[key] === 'string' ? (xp[key] as string) : null;
const numberOf = (xp: Xp, key: string): number | null => {
  const value = xp[key];
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
};
/** A stored value among the known ones, else the fallback (the page never fails on an odd value). */
const oneOf = <T extends string>(known: readonly T[], value: unknown, fallback: T): T =>
  known.includes(value as T) ? (value as T) : fallback;
const TIME_PREFERENCE_VALUES = TIME_PREFERENCES.map((preference) => preference.value);

function toLineItem(row: LineRow): LineItem {
  const product = row.product as { ID?: string; Name?: string; xp?: { ProductCode?: string } };
  const method = row.xp.DeliveryMethod;
  return {
    ID: row.id,
    ShipmentID: row.shipmentId,
    Product: {
      ID: product.ID ?? row.productId,
      Name: product.Name ?? row.productId,
      xp: { ProductCode: product.xp?.ProductCode ?? row.productId },
    },
    UnitPrice: Number(row.unitPrice),
    QuantityShipped: row.quantity,
    LineTotal: Number(row.lineTotal),
    xp: {
      giftcardnumber: textOf(row.xp, 'giftcardnumber'),
      BuyersList: textOf(row.xp, 'BuyersList'),
      PriceAdjustment: numberOf(row.xp, 'PriceAdjustment'),
      ProductNote: textOf(row.xp, 'ProductNote'),
      ASMMarkup: numberOf(row.xp, 'ASMMarkup'),
      PLCMarkup: numberOf(row.xp, 'PLCMarkup'),
      Email: textOf(row.xp, 'Email'),
      DeliveryMethod: SHIPPING_METHODS.includes(method as never)
        ? (method as LineItem['xp']['DeliveryMethod'])
        : null,
    },
  };
}

function toShipment(row: ShipmentRow, lines: LineItem[]): OrderShipment {
  const { xp } = row;
  return {
    ID: row.id,
    TrackingNumber: row.trackingNumber,
    Cost: money(row.cost),
    xp: {
      Status: oneOf(SHIPMENT_STATUSES, row.status, DEFAULT_SHIPMENT_STATUS),
      DeliveryMethod: oneOf(SHIPPING_METHODS, row.deliveryMethod, 'LocalDelivery'),
      AddressType: oneOf(ORDER_DESTINATION_TYPES, row.addressType, 'Residence'),
      RequestedDeliveryDate: row.requestedDeliveryDate,
      TimePreference: TIME_PREFERENCE_VALUES.includes(xp.TimePreference as never)
        ? (xp.TimePreference as OrderShipment['xp']['TimePreference'])
        : null,
      DeliveryNote: textOf(xp, 'DeliveryNote'),
      CardMessage: textOf(xp, 'CardMessage'),
      NoCardMessage: xp.NoCardMessage === true,
      PrintAtStore: row.printAtStore || DEFAULT_PRINT_STORE_CODE,
      DDMSOrderID: textOf(xp, 'DDMSOrderID'),
      WiredServiceFees: numberOf(xp, 'WiredServiceFees'),
      HandlingCharges: numberOf(xp, 'HandlingCharges'),
      NetsuiteStatus: fileStatusOf(row.netsuiteStatus),
      NetsuiteTimeStamp: iso(row.netsuiteAt),
      EagleStatus: fileStatusOf(row.eagleStatus),
      EagleTimeStamp: iso(row.eagleAt),
    },
    ShipTo: row.shipTo,
    LineItems: lines,
  };
}

const toPayment = (row: PaymentRow): Payment => ({
  ID: row.id,
  Type: row.type,
  Amount: Number(row.amount),
  xp: {
    Type: oneOf(PAYMENT_TYPES, row.xp.Type, 'CreditCard'),
    CardType: textOf(row.xp, 'CardType'),
    CardNumber: textOf(row.xp, 'CardNumber'),
  },
});

function toSend(row: OutboxRow): OrderSend {
  const system = systemOfKind(row.kind) ?? row.kind;
  return {
    ID: row.id,
    System: system,
    What: sendLabel(system, row.entity),
    Entity: row.entity,
    EntityID: row.entityId,
    ShipmentIDs: shipmentsOfSend(row.entity, row.entityId, row.payload),
    Status: row.status,
    Attempts: row.attempts,
    LastError: row.lastError,
    Channel: row.channel,
    CreatedAt: row.createdAt.toISOString(),
    SentAt: iso(row.sentAt),
  };
}

/** How many of the order's latest sends the page lists. */
const SENDS_SHOWN = 30;

/** The sends made for an order: its own, its shipments' and the sync of its buyer. */
const sendsOf = (order: OrderRow, shipmentIds: string[]): SendsAbout[] => [
  { kinds: SEND_KINDS, entities: ['order', 'redemption'], entityIds: [order.id] },
  { kinds: SEND_KINDS, entities: ['shipment', 'gift-card'], entityIds: shipmentIds },
  { kinds: [CONNECTOR_KINDS.cecs], entities: ['customer'], entityIds: [order.fromUserId] },
];

/** Everything the order page shows of an order (one read after another: a transaction runs one at a time). */
export async function detailOf(db: DbOrTx, order: OrderRow): Promise<OrderDetail> {
  const shipmentRows = await db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, order.id))
    .orderBy(asc(shipments.id));
  const lineRows = await db
    .select()
    .from(lineItems)
    .where(eq(lineItems.orderId, order.id))
    .orderBy(asc(lineItems.id));
  const paymentRows = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(asc(payments.id));
  const sendRows = await latestSendsAbout(
    db,
    sendsOf(
      order,
      shipmentRows.map((shipment) => shipment.id),
    ),
    SENDS_SHOWN,
  );
  const lines = lineRows.map(toLineItem);
  const fromUser = order.fromUser;
  const taker = order.xp.OrderTaker as OrderDetail['Order']['xp']['OrderTaker'] | undefined;
  return {
    Order: {
      ID: order.id,
      Status: order.status,
      DateCreated: order.dateCreated.toISOString(),
      DateSubmitted: iso(order.dateSubmitted),
      FromUserID: order.fromUserId,
      FromUser: {
        ID: fromUser.ID ?? order.fromUserId,
        Username: fromUser.Username ?? '',
        FirstName: fromUser.FirstName ?? null,
        LastName: fromUser.LastName ?? null,
        Email: fromUser.Email ?? null,
      },
      BillingAddress: order.billingAddress
        ? {
            FirstName: order.billingAddress.FirstName ?? null,
            LastName: order.billingAddress.LastName ?? null,
            CompanyName: order.billingAddress.CompanyName ?? null,
            Street1: order.billingAddress.Street1 ?? null,
            Street2: order.billingAddress.Street2 ?? null,
            City: order.billingAddress.City ?? null,
            State: order.billingAddress.State ?? null,
            Zip: order.billingAddress.Zip ?? null,
            Country: order.billingAddress.Country ?? null,
            Phone: order.billingAddress.Phone ?? null,
          }
        : null,
      Subtotal: Number(order.subtotal),
      ShippingCost: Number(order.shippingCost),
      TaxCost: Number(order.taxCost),
      Total: Number(order.total),
      xp: {
        OrderTaker: taker ?? null,
        BulkOrder: order.bulkOrder,
        OrphanedAccount: order.orphanedAccount,
      },
    },
    Version: order.version,
    Shipments: shipmentRows.map((row) =>
      toShipment(
        row,
        lines.filter((line) => line.ShipmentID === row.id),
      ),
    ),
    Payments: paymentRows.map(toPayment),
    Sends: sendRows.map(toSend),
  };
}

/** GET /orders/{id}: the order the principal may see, or 404. */
export async function orderDetail(db: DbOrTx, principal: Principal, id: string): Promise<OrderDetail> {
  return detailOf(db, await visibleOrder(db, principal, id));
}

/** The order's current row (after a change in the same transaction). */
export async function reloadOrder(db: DbOrTx, id: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
