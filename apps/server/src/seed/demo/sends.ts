import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { CONNECTOR_KINDS } from '../../integrations/connectors/systems.ts';
import { recordAudits } from '../../http/audit.ts';
import { insertRows } from '../insert.ts';
import { seededToday } from './orders.ts';
import { rowsOf } from '../rows.ts';

/**
 * A few sends to the systems outside as the dashboard's integration health finds them on the first day (for
 * orders a little older than the newest whose NetSuite creation failed, which the journeys send themselves):
 * sales orders NetSuite refused (given up on in the last hours) for orders whose creation failed there,
 * shipment files still retrying at Eagle, and a confirmation e-mail that bounced. Their payloads are what
 * the order actions send, cut to what the write-backs read, so 'Resend failed' delivers them as files.
 */
export async function seedSends(db: DbOrTx, anchor: Date): Promise<number> {
  const failedOrders = await rowsOf<{ order_id: string; shipment_id: string; email: string | null }>(
    db,
    sql`select order_id, id as shipment_id, buyer_email as email from shipments
        where netsuite_status = 'failure' and date_submitted is not null
        order by date_submitted desc, id limit 6 offset 3`,
  );
  // Hours before now on a live start (the card counts the last 24 hours), before the anchor otherwise.
  const reference = seededToday(anchor) ? Date.now() : anchor.getTime();
  const hoursAgo = (hours: number) => new Date(reference - hours * 3_600_000);
  const rows: (typeof outbox.$inferInsert)[] = [];
  failedOrders.forEach((row, index) => {
    if (index < 4) {
      rows.push({
        kind: CONNECTOR_KINDS.erp,
        entity: 'order',
        entityId: row.order_id,
        payload: { Type: 'SalesOrder', OrderID: row.order_id, Shipments: [{ ID: row.shipment_id }] },
        status: 'failed',
        attempts: 5,
        lastError: 'erp answered HTTP 503: NetSuite is unavailable',
        createdAt: hoursAgo(index + 3),
        nextAttemptAt: hoursAgo(index + 1),
        failedAt: hoursAgo(index + 1),
      });
    } else {
      rows.push({
        kind: CONNECTOR_KINDS.pos,
        entity: 'shipment',
        entityId: row.shipment_id,
        payload: { Type: 'Shipment', OrderID: row.order_id, Shipment: { ID: row.shipment_id } },
        status: 'pending',
        attempts: 2,
        lastError: 'pos answered HTTP 502: Eagle gateway timeout',
        createdAt: hoursAgo(index - 3.5),
        // Its next attempt is a while away, so it stays pending on the first screens.
        nextAttemptAt: hoursAgo(-6),
      });
    }
  });
  const bounced = failedOrders[0];
  if (bounced?.email) {
    rows.push({
      kind: CONNECTOR_KINDS.email,
      entity: 'order',
      entityId: bounced.order_id,
      payload: { to: bounced.email, subject: `Your Bachman's order ${bounced.order_id}`, text: 'Thank you.' },
      status: 'failed',
      attempts: 5,
      lastError: '550 mailbox unavailable',
      createdAt: hoursAgo(8),
      nextAttemptAt: hoursAgo(6),
      failedAt: hoursAgo(6),
    });
  }
  const inserted = await insertRows(db, outbox, rows);
  // Customer Service queued the sales orders from the order page: the History (and the dashboard's recent
  // activity) says so.
  const [sender] = await rowsOf<{ id: string }>(
    db,
    sql`select id from admin_users where username = 'kolson'`,
  );
  await recordAudits(
    db,
    rows
      .filter((row) => row.kind === CONNECTOR_KINDS.erp)
      .map((row) => ({
        actorId: sender?.id ?? null,
        entity: 'order' as const,
        action: 'send-to-netsuite' as const,
        entityId: row.entityId,
        before: { OrphanedAccount: false, Send: null },
        after: { OrphanedAccount: false, Send: 'NetSuite: queued' },
      })),
  );
  return inserted;
}
