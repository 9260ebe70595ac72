import { CUSTOMER_PAGE_SIZES, type CustomerOrderRow } from '@commerce/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, shipments } from '../../db/schema/orders.ts';

/* A customer's orders, as the customer's page and the customers module's rules need them. */

/** Whether any order, submitted or not, is on file for the customer. */
export async function customerHasOrders(tx: DbOrTx, customerId: string): Promise<boolean> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.fromUserId, customerId))
    .limit(1);
  return order !== undefined;
}

/**
 * Points the orders and shipments of one account number at another (a customer's new OMS account number),
 * in the caller's transaction.
 */
export async function moveOrdersToAccount(tx: DbOrTx, from: string, to: string): Promise<void> {
  await tx
    .update(orders)
    .set({
      fromUserId: to,
      // The buyer snapshot keeps its other fields as they were at order time; only the account number moves.
      fromUser: sql`case when ${orders.fromUser} ? 'ID' then jsonb_set(${orders.fromUser}, '{ID}', to_jsonb(${to}::text)) else ${orders.fromUser} end`,
    })
    .where(eq(orders.fromUserId, from));
  await tx.update(shipments).set({ fromUserId: to }).where(eq(shipments.fromUserId, from));
}

/** The ten latest submitted orders (carts are 'Unsubmitted' and not shown). */
export async function recentOrdersOf(db: DbOrTx, customerId: string): Promise<CustomerOrderRow[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.fromUserId, customerId), ne(orders.status, 'Unsubmitted')))
    .orderBy(sql`${orders.dateSubmitted} desc nulls last`, desc(orders.id))
    .limit(CUSTOMER_PAGE_SIZES.orders);
  return rows.map((row) => ({
    ID: row.id,
    DateSubmitted: row.dateSubmitted?.toISOString() ?? null,
    DateCreated: row.dateCreated.toISOString(),
    Subtotal: Number(row.subtotal),
    ShippingCost: Number(row.shippingCost),
    TaxCost: Number(row.taxCost),
    Total: Number(row.total),
  }));
}
