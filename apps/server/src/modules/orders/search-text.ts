import { shipmentSearchText } from '@commerce/domain';
import { asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { orders, shipments } from '../../db/schema/orders.ts';

/**
 * Recomputes the order search's text (shipments.search_text) for the next `limit` shipments after
 * `after` (by ID), writing only the ones that differ. One call is one short transaction; the caller pages
 * with `next` until it is null, so a million shipments never sit in one transaction.
 */
export async function rebuildShipmentSearchText(
  tx: Tx,
  { after, limit }: { after: string | null; limit: number },
): Promise<{ checked: number; updated: number; next: string | null }> {
  const rows = await tx
    .select({
      id: shipments.id,
      orderId: shipments.orderId,
      shipTo: shipments.shipTo,
      searchText: shipments.searchText,
      fromUser: orders.fromUser,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(after === null ? undefined : gt(shipments.id, after))
    .orderBy(asc(shipments.id))
    .limit(limit);
  let updated = 0;
  for (const row of rows) {
    const text = shipmentSearchText({
      orderId: row.orderId,
      shipmentId: row.id,
      fromUser: row.fromUser,
      shipTo: row.shipTo,
    });
    if (text === row.searchText) continue;
    await tx.update(shipments).set({ searchText: text }).where(eq(shipments.id, row.id));
    updated++;
  }
  return { checked: rows.length, updated, next: rows.length < limit ? null : rows.at(-1)!.id };
}

export async function shipmentCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(shipments);
  return Number(row?.n ?? 0);
}
