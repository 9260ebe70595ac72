import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, shipments } from '../../db/schema/orders.ts';
import { notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { trainingCustomerIds as trainingBuyers } from '../customers/public.ts';
import { idsAmong } from '../../db/ids-among.ts';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The shipments a staff member may find in the order search: those of submitted orders (a cart, never
 * submitted, is no order yet), and for Training_Team members those of training customers only, as for the
 * customers themselves (spec 1 §1).
 */
export const visibleShipments = (principal: Principal): SQL =>
  and(
    isNotNull(shipments.dateSubmitted),
    principal.isTraining ? sql`${shipments.fromUserId} in ${trainingBuyers}` : undefined,
  )!;

export const visibleOrders = (principal: Principal): SQL =>
  and(
    isNotNull(orders.dateSubmitted),
    principal.isTraining ? sql`${orders.fromUserId} in ${trainingBuyers}` : undefined,
  )!;

export const orderNotFound = () => notFound('The order');

/**
 * One order the principal may see, or 404 (the same answer for a missing, unsubmitted or hidden one, so
 * hidden orders cannot be probed). `forUpdate` locks it for the rest of the transaction: every change to
 * an order or its shipments takes this lock first, so two changes to one order take turns.
 */
export async function visibleOrder(
  db: DbOrTx,
  principal: Principal,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), visibleOrders(principal)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw orderNotFound();
  return row;
}

/** Which of these orders the principal may see (their History follows the same rule), in one statement. */
export const visibleOrderIds = (db: DbOrTx, principal: Principal, ids: readonly string[]) =>
  idsAmong(db, orders.id, ids, visibleOrders(principal));
