import { fileStatusLabel, type FileStatus } from '@commerce/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { orders, shipments } from '../../db/schema/orders.ts';
import { recordAudit } from '../../http/audit.ts';
import {
  defineWriteBack,
  type ConnectorOutcome,
  type ConnectorWriteBack,
} from '../../integrations/connectors/index.ts';
import type { OutboxFailure, OutboxRow } from '../../integrations/outbox.ts';
import { erpShipmentIds, sendLabel } from './sends.ts';

/*
 * The outcome of the order sends, written where the spec shows it (spec 3 §3, §4, §8), in the transaction
 * that records the attempt: a delivered send is 'success' with its time, a failed attempt 'failure' with
 * its time (a later retry that gets through makes it 'success'). Each is recorded on the order's History
 * by the system. The file channel (no endpoint configured) counts as delivered: the payload was handed
 * over where the system picks its files up, and the page names the channel it went through.
 */

type Outcome = { status: Extract<FileStatus, 'success' | 'failure'>; note: Record<string, unknown> };
const delivered = (outcome: ConnectorOutcome): Outcome => ({
  status: 'success',
  note: { Channel: outcome.channel, Reference: outcome.status ? `HTTP ${outcome.status}` : null },
});
const failed = (row: OutboxRow, failure: OutboxFailure): Outcome => ({
  status: 'failure',
  note: { Attempt: row.attempts, Error: failure.error, ...(failure.final ? { GaveUp: true } : {}) },
});

/** The order's row, locked like every change to the order; undefined when it was deleted meanwhile. */
async function lockOrder(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** NetSuite (ERP): the shipments the sales order carried, and the orphan flag (set again on failure). */
async function writeErpOutcome(tx: Tx, row: OutboxRow, { status, note }: Outcome) {
  const order = await lockOrder(tx, row.entityId);
  if (!order) return;
  const ids = erpShipmentIds(row.payload);
  const before = ids.length
    ? await tx
        .select({ id: shipments.id, status: shipments.netsuiteStatus })
        .from(shipments)
        .where(and(eq(shipments.orderId, order.id), inArray(shipments.id, ids)))
    : [];
  if (before.length > 0) {
    await tx
      .update(shipments)
      .set({ netsuiteStatus: status, netsuiteAt: sql`now()` })
      .where(and(eq(shipments.orderId, order.id), inArray(shipments.id, ids)));
  }
  const orphaned = status === 'failure';
  if (order.orphanedAccount !== orphaned) {
    await tx.update(orders).set({ orphanedAccount: orphaned }).where(eq(orders.id, order.id));
  }
  await recordAudit(tx, {
    actorId: null,
    entity: 'order',
    action: 'erp-outcome',
    entityId: order.id,
    before: {
      ...Object.fromEntries(
        before.map((shipment) => [`${shipment.id}.NetsuiteStatus`, fileStatusLabel(shipment.status)]),
      ),
      OrphanedAccount: order.orphanedAccount,
    },
    after: {
      ...Object.fromEntries(
        before.map((shipment) => [`${shipment.id}.NetsuiteStatus`, fileStatusLabel(status)]),
      ),
      OrphanedAccount: orphaned,
      ...note,
    },
  });
}

/** Eagle (POS): a shipment file's outcome is the shipment's Eagle status; the others go on the History. */
async function writePosOutcome(tx: Tx, row: OutboxRow, { status, note }: Outcome) {
  const orderId = typeof row.payload.OrderID === 'string' ? row.payload.OrderID : null;
  if (!orderId || !(await lockOrder(tx, orderId))) return;
  let statusChange: Record<string, [unknown, unknown]> = {};
  if (row.entity === 'shipment') {
    const [shipment] = await tx
      .select({ status: shipments.eagleStatus })
      .from(shipments)
      .where(and(eq(shipments.id, row.entityId), eq(shipments.orderId, orderId)));
    if (shipment) {
      await tx
        .update(shipments)
        .set({ eagleStatus: status, eagleAt: sql`now()` })
        .where(eq(shipments.id, row.entityId));
      statusChange = {
        [`${row.entityId}.EagleStatus`]: [fileStatusLabel(shipment.status), fileStatusLabel(status)],
      };
    }
  }
  const what = sendLabel('pos', row.entity);
  await recordAudit(tx, {
    actorId: null,
    entity: 'order',
    action: 'pos-outcome',
    entityId: orderId,
    before: {
      ...Object.fromEntries(Object.entries(statusChange).map(([key, [was]]) => [key, was])),
      [what]: null,
    },
    after: {
      ...Object.fromEntries(Object.entries(statusChange).map(([key, [, now]]) => [key, now])),
      [what]: status === 'success' ? `delivered (${row.entityId})` : `failed (${row.entityId})`,
      ...note,
    },
  });
}

/** The customer service (CECS): the buyer's sync status and time, and the customer number it answered. */
async function writeCecsOutcome(tx: Tx, row: OutboxRow, outcome: Outcome, response?: string) {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, row.entityId)).for('update');
  if (!customer) return;
  const syncStatus = outcome.status === 'success' ? 'Success' : 'Fail';
  // The customer service answers the CECS customer number (spec 1 §7), as plain text or JSON.
  const answered = response?.trim().replace(/^"|"$/g, '');
  const number = answered && /^[A-Za-z0-9-]{1,40}$/.test(answered) ? answered : customer.cecsCustomerNumber;
  await tx
    .update(customers)
    .set({ cecsSyncStatus: syncStatus, cecsSyncedAt: sql`now()`, cecsCustomerNumber: number })
    .where(eq(customers.id, customer.id));
  await recordAudit(tx, {
    actorId: null,
    entity: 'customer',
    action: 'cecs-sync',
    entityId: customer.id,
    before: {
      OrderCloudToCecsCustomerStatus: customer.cecsSyncStatus,
      CecsCustomerNumber: customer.cecsCustomerNumber,
    },
    after: { OrderCloudToCecsCustomerStatus: syncStatus, CecsCustomerNumber: number, ...outcome.note },
  });
}

/** The orders area's write-backs (declarations.ts CONNECTOR_WRITE_BACKS). */
export const ORDER_WRITE_BACKS: readonly ConnectorWriteBack[] = [
  defineWriteBack({
    system: 'erp',
    entities: ['order'],
    onDelivered: (tx, row, outcome) => writeErpOutcome(tx, row, delivered(outcome)),
    onFailed: (tx, row, failure) => writeErpOutcome(tx, row, failed(row, failure)),
  }),
  defineWriteBack({
    system: 'pos',
    entities: ['shipment', 'redemption', 'gift-card'],
    onDelivered: (tx, row, outcome) => writePosOutcome(tx, row, delivered(outcome)),
    onFailed: (tx, row, failure) => writePosOutcome(tx, row, failed(row, failure)),
  }),
  defineWriteBack({
    system: 'cecs',
    entities: ['customer'],
    onDelivered: (tx, row, outcome) => writeCecsOutcome(tx, row, delivered(outcome), outcome.response),
    onFailed: (tx, row, failure) => writeCecsOutcome(tx, row, failed(row, failure)),
  }),
];
