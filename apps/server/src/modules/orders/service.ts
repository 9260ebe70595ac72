import {
  canSendToNetSuite,
  eGiftLines,
  GUEST_USER_ID,
  giftCardLines,
  ORDER_ERRORS,
  redemptionPayments,
  type OrderDetail,
  type OrderShipment,
} from '@commerce/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders, shipments } from '../../db/schema/orders.ts';
import { recordAudit } from '../../http/audit.ts';
import { apiError } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { assertVersion } from '../../http/versioning.ts';
import {
  pendingConnectorSend,
  sendThroughConnector,
  type ConnectorSend,
} from '../../integrations/connectors/index.ts';
import type { ConnectorSystem } from '../../integrations/connectors/systems.ts';
import { cecsCustomerPayload, findCustomer } from '../customers/public.ts';
import { detailOf, reloadOrder } from './detail.ts';
import {
  confirmationEmail,
  eGiftEmail,
  erpOrderPayload,
  posGiftCardPayload,
  posRedemptionPayload,
  posShipmentPayload,
} from './sends.ts';
import { visibleOrder, type OrderRow } from './visibility.ts';

/*
 * The order actions (spec 3 §7). Each is one transaction: the order is locked (so two actions on one order
 * take turns), the send is written to the outbox, the action is recorded on the order's History, and the
 * order as it now stands is the answer. Sends go out after commit (the route notifies the outbox); their
 * outcome is written back by write-backs.ts. Sends change nothing staff edit, so they need no version;
 * the two edits (UPS tracking number, Consolidate Delivery Confirmations) are made against it.
 */

interface Opened {
  order: OrderRow;
  detail: OrderDetail;
}

async function open(tx: Tx, principal: Principal, orderId: string): Promise<Opened> {
  const order = await visibleOrder(tx, principal, orderId, { forUpdate: true });
  return { order, detail: await detailOf(tx, order) };
}

function shipmentOf(detail: OrderDetail, shipmentId: string): OrderShipment {
  const shipment = detail.Shipments.find((candidate) => candidate.ID === shipmentId);
  if (!shipment) throw apiError(ORDER_ERRORS.shipmentNotFound);
  return shipment;
}

const queued = (what: string, outboxId: number) => `${what} (outbox ${outboxId})`;

/**
 * Refuses a send while the same send (system, entity, record) is still on its way, retrying included: each
 * send goes once. The order is locked, so two clicks on one order take turns and the second sees the first.
 */
async function assertNotPending(tx: Tx, system: ConnectorSystem, send: Omit<ConnectorSend, 'payload'>) {
  const pending = await pendingConnectorSend(tx, system, send);
  if (pending !== null) throw apiError(ORDER_ERRORS.sendPending, { data: { OutboxID: pending } });
}
const answer = async (tx: Tx, orderId: string) => detailOf(tx, await reloadOrder(tx, orderId));

/**
 * The buyer's sync to the customer service, when they were never synced or the last sync failed. Training
 * users are never synced outward (C-22).
 */
async function queueCustomerSync(tx: Tx, order: OrderRow): Promise<number | null> {
  if (order.fromUserId === GUEST_USER_ID) return null;
  const customer = await findCustomer(tx, order.fromUserId);
  if (!customer || customer.cecsSyncStatus === 'Success' || customer.trainingUser) return null;
  const about = { entity: 'customer', entityId: customer.id };
  if ((await pendingConnectorSend(tx, 'cecs', about)) !== null) return null;
  return sendThroughConnector(tx, 'cecs', {
    entity: 'customer',
    entityId: customer.id,
    payload: cecsCustomerPayload(customer),
  });
}

/**
 * Send to NetSuite (order-orphan-sender), offered while any shipment is not created there: the orphan
 * flag is cleared first, then the order goes out with the shipments NetSuite lacks; a failed send sets
 * the flag again (spec 3 §4). A buyer the customer service does not know yet is synced too.
 */
export async function sendToNetSuite(tx: Tx, principal: Principal, { orderId }: { orderId: string }) {
  const { order, detail } = await open(tx, principal, orderId);
  if (!canSendToNetSuite(detail.Shipments)) throw apiError(ORDER_ERRORS.allInNetSuite);
  await assertNotPending(tx, 'erp', { entity: 'order', entityId: order.id });
  const pending = detail.Shipments.filter((shipment) => shipment.xp.NetsuiteStatus !== 'success').map(
    (shipment) => shipment.ID,
  );
  if (order.orphanedAccount) {
    await tx.update(orders).set({ orphanedAccount: false }).where(eq(orders.id, order.id));
  }
  const sent = await sendThroughConnector(tx, 'erp', {
    entity: 'order',
    entityId: order.id,
    payload: erpOrderPayload(detail, pending),
  });
  const sync = await queueCustomerSync(tx, order);
  await recordAudit(tx, {
    actorId: principal.user.id,
    entity: 'order',
    action: 'send-to-netsuite',
    entityId: order.id,
    before: { OrphanedAccount: order.orphanedAccount, Send: null, CustomerSync: null },
    after: {
      OrphanedAccount: false,
      Send: queued(`NetSuite: queued with ${pending.join(', ')}`, sent),
      CustomerSync: sync === null ? null : queued(`customer ${order.fromUserId} queued`, sync),
    },
  });
  return answer(tx, order.id);
}

/**
 * Queues one send about the order and records the action on its History: `field` names what was sent
 * (per shipment where it is one shipment's), `what` says to whom or what it went.
 */
async function queueSend(
  tx: Tx,
  principal: Principal,
  order: OrderRow,
  send: ConnectorSend & {
    system: ConnectorSystem;
    action:
      | 'resend-confirmation'
      | 'resend-egift-email'
      | 'send-redemption-files'
      | 'send-gift-cards'
      | 'send-shipment-to-eagle';
    field: string;
    what: string;
  },
): Promise<OrderDetail> {
  const { system, action, field, what, ...connectorSend } = send;
  await assertNotPending(tx, system, connectorSend);
  const sent = await sendThroughConnector(tx, system, connectorSend);
  await recordAudit(tx, {
    actorId: principal.user.id,
    entity: 'order',
    action,
    entityId: order.id,
    before: { [field]: null },
    after: { [field]: queued(what, sent) },
  });
  return answer(tx, order.id);
}

/** Resend confirmation e-mail (order-email-sender): to the buyer's address on the order. */
export async function resendConfirmation(tx: Tx, principal: Principal, { orderId }: { orderId: string }) {
  const { order, detail } = await open(tx, principal, orderId);
  const to = detail.Order.FromUser.Email?.trim();
  if (!to || !to.includes('@')) throw apiError(ORDER_ERRORS.noBuyerEmail);
  return queueSend(tx, principal, order, {
    system: 'email',
    entity: 'order',
    entityId: order.id,
    payload: confirmationEmail(detail, to),
    action: 'resend-confirmation',
    field: 'ConfirmationEmail',
    what: `queued to ${to}`,
  });
}

/** Resend e-gift recipient e-mail (order-email-sender): the shipment's e-gift cards to the address given. */
export async function resendEGiftEmail(
  tx: Tx,
  principal: Principal,
  input: { orderId: string; shipmentId: string; email: string },
) {
  const { order, detail } = await open(tx, principal, input.orderId);
  const shipment = shipmentOf(detail, input.shipmentId);
  const lines = eGiftLines(shipment);
  if (lines.length === 0) throw apiError(ORDER_ERRORS.notEGift);
  return queueSend(tx, principal, order, {
    system: 'email',
    entity: 'shipment',
    entityId: shipment.ID,
    payload: eGiftEmail(detail, lines, input.email),
    action: 'resend-egift-email',
    field: `${shipment.ID}.EGiftEmail`,
    what: `queued to ${input.email}`,
  });
}

/** Send redemption files (order-resend-files): the gift card and Purple Perks payments to Eagle. */
export async function sendRedemptionFiles(tx: Tx, principal: Principal, { orderId }: { orderId: string }) {
  const { order, detail } = await open(tx, principal, orderId);
  const redemptions = redemptionPayments(detail.Payments);
  if (redemptions.length === 0) throw apiError(ORDER_ERRORS.noRedemptions);
  return queueSend(tx, principal, order, {
    system: 'pos',
    entity: 'redemption',
    entityId: order.id,
    payload: posRedemptionPayload(detail, redemptions),
    action: 'send-redemption-files',
    field: 'RedemptionFiles',
    what: `queued: ${redemptions.map((payment) => payment.ID).join(', ')}`,
  });
}

/** Send gift card on shipment (order-orphan-sender): the shipment's physical gift cards to Eagle. */
export async function sendGiftCards(
  tx: Tx,
  principal: Principal,
  input: { orderId: string; shipmentId: string },
) {
  const { order, detail } = await open(tx, principal, input.orderId);
  const shipment = shipmentOf(detail, input.shipmentId);
  const lines = giftCardLines(shipment);
  if (lines.length === 0) throw apiError(ORDER_ERRORS.noGiftCards);
  return queueSend(tx, principal, order, {
    system: 'pos',
    entity: 'gift-card',
    entityId: shipment.ID,
    payload: posGiftCardPayload(detail, shipment, lines),
    action: 'send-gift-cards',
    field: `${shipment.ID}.GiftCards`,
    what: `${lines.length} queued`,
  });
}

/** Send shipment to Eagle (order-orphan-sender or order-resend-files): the shipment file. */
export async function sendShipmentToEagle(
  tx: Tx,
  principal: Principal,
  input: { orderId: string; shipmentId: string },
) {
  const { order, detail } = await open(tx, principal, input.orderId);
  const shipment = shipmentOf(detail, input.shipmentId);
  return queueSend(tx, principal, order, {
    system: 'pos',
    entity: 'shipment',
    entityId: shipment.ID,
    payload: posShipmentPayload(detail, shipment),
    action: 'send-shipment-to-eagle',
    field: `${shipment.ID}.Send`,
    what: 'Eagle: shipment file queued',
  });
}

/** Edit UPS tracking number (order-edit-ups), against the order's version; the search text follows. */
export async function updateTrackingNumber(
  tx: Tx,
  principal: Principal,
  input: { orderId: string; shipmentId: string; version: number; trackingNumber: string | null },
) {
  const { order, detail } = await open(tx, principal, input.orderId);
  assertVersion(order.version, input.version);
  const shipment = shipmentOf(detail, input.shipmentId);
  if (shipment.xp.DeliveryMethod !== 'UPS') throw apiError(ORDER_ERRORS.notUps);
  if (shipment.TrackingNumber === input.trackingNumber) return detail;
  await tx
    .update(shipments)
    .set({
      trackingNumber: input.trackingNumber,
      version: sql`${shipments.version} + 1`,
    })
    .where(and(eq(shipments.id, shipment.ID), eq(shipments.orderId, order.id)));
  await tx
    .update(orders)
    .set({ version: sql`${orders.version} + 1` })
    .where(eq(orders.id, order.id));
  await recordAudit(tx, {
    actorId: principal.user.id,
    entity: 'order',
    action: 'update-tracking-number',
    entityId: order.id,
    before: { [`${shipment.ID}.TrackingNumber`]: shipment.TrackingNumber },
    after: { [`${shipment.ID}.TrackingNumber`]: input.trackingNumber },
  });
  return answer(tx, order.id);
}

/** Consolidate Delivery Confirmations (order-bulk-flag, C-25): the order's xp.BulkOrder. */
export async function updateBulkOrder(
  tx: Tx,
  principal: Principal,
  input: { orderId: string; version: number; bulkOrder: boolean },
) {
  const { order, detail } = await open(tx, principal, input.orderId);
  assertVersion(order.version, input.version);
  if (order.bulkOrder === input.bulkOrder) return detail;
  await tx
    .update(orders)
    .set({ bulkOrder: input.bulkOrder, version: sql`${orders.version} + 1` })
    .where(eq(orders.id, order.id));
  await recordAudit(tx, {
    actorId: principal.user.id,
    entity: 'order',
    action: 'update-bulk-order',
    entityId: order.id,
    before: { BulkOrder: order.bulkOrder },
    after: { BulkOrder: input.bulkOrder },
  });
  return answer(tx, order.id);
}
