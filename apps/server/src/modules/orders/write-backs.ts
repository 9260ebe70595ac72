import { fileStatusLabel } from '@commerce/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders, shipments } from '../../db/schema/orders.ts';
import { recordAudit } from '../../http/audit.ts';
import {
  defineWriteBack,
  deliveredOutcome,
  failedOutcome,
  type ConnectorWriteBack,
  type SendOutcome,
} from '../../integrations/connectors/index.ts';
import type { OutboxRow } from '../../integrations/outbox.ts';
import { erpShipmentIds, sendLabel } from './sends.ts';

/*
 * The outcome of the order sends, written where the spec shows it (spec 3 §3, §4, §8), in the transaction
 * that records the attempt: a delivered send is 'success' with its time, a failed attempt 'failure' with
 * its time (a later retry that gets through makes it 'success'). Each is recorded on the order's History
 * by the system, the page naming the channel it went through (connector.ts SendOutcome).
 */

/** The order's row, locked like every change to the order; undefined when it was deleted meanwhile. */
async function lockOrder(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** NetSuite (ERP): the shipments the sales order carried, and the orphan flag (set again on failure). */
async function writeErpOutcome(tx: Tx, row: OutboxRow, { status, note }: SendOutcome) {
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
async function writePosOutcome(tx: Tx, row: OutboxRow, { status, note }: SendOutcome) {
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

/** The orders area's write-backs (declarations.ts CONNECTOR_WRITE_BACKS). */
export const ORDER_WRITE_BACKS: readonly ConnectorWriteBack[] = [
  defineWriteBack({
    system: 'erp',
    entities: ['order'],
    onDelivered: (tx, row, outcome) => writeErpOutcome(tx, row, deliveredOutcome(outcome)),
    onFailed: (tx, row, failure) => writeErpOutcome(tx, row, failedOutcome(row, failure)),
  }),
  defineWriteBack({
    system: 'pos',
    entities: ['shipment', 'redemption', 'gift-card'],
    onDelivered: (tx, row, outcome) => writePosOutcome(tx, row, deliveredOutcome(outcome)),
    onFailed: (tx, row, failure) => writePosOutcome(tx, row, failedOutcome(row, failure)),
  }),
];
