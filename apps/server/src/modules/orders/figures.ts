import { STORE_TIME_ZONE, storeDayBounds } from '@commerce/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderDayFigures, orders, shipments } from '../../db/schema/orders.ts';
import type { Principal } from '../../http/principal.ts';
import { visibleOrders, visibleShipments } from './visibility.ts';

/*
 * The orders' figures for the dashboard, each counted exactly as the order search counts its rows (the same
 * visibility, the same store days), so a number and the search it links to agree. A user who sees every
 * order reads the day figures the triggers keep (order_day_figures: a few rows a day, whatever the
 * orders' number); a Training_Team member, who sees only the training customers' few orders, has them
 * counted.
 */

export interface DayCount {
  date: string;
  count: number;
}

// The zone is written into the statement (a constant), so the grouped expression is the selected one.
const zone = sql.raw(`'${STORE_TIME_ZONE}'`);
const storeDay = (column: typeof shipments.dateSubmitted | typeof orders.dateSubmitted) =>
  sql<string>`to_char(${column} at time zone ${zone}, 'YYYY-MM-DD')`;

/** The kept figures of every submitted order per store day, `first` to `last` (one taker's, when given). */
async function dayFigures(
  db: DbOrTx,
  range: { first: string; last: string; takerId?: string | null },
): Promise<{ date: string; shipments: number; total: number }[]> {
  return db
    .select({
      date: sql<string>`${orderDayFigures.storeDay}::text`,
      shipments: sql<number>`sum(${orderDayFigures.shipments})::int`,
      total: sql<number>`sum(${orderDayFigures.total})::float8`,
    })
    .from(orderDayFigures)
    .where(
      and(
        sql`${orderDayFigures.storeDay} between ${range.first}::date and ${range.last}::date`,
        range.takerId ? eq(orderDayFigures.takerId, range.takerId) : undefined,
      ),
    )
    .groupBy(orderDayFigures.storeDay);
}

/**
 * Shipments of submitted orders per store day from `first` to `last` (shipments_submitted_idx, or
 * shipments_taker_idx for one taker's): what `/orders?from=D&to=D[&taker=T]` lists.
 */
export async function shipmentsSubmittedPerDay(
  db: DbOrTx,
  principal: Principal,
  range: { first: string; last: string; takerId?: string | null },
): Promise<DayCount[]> {
  if (!principal.isTraining) {
    const figures = await dayFigures(db, range);
    return figures.map(({ date, shipments: count }) => ({ date, count }));
  }
  const day = storeDay(shipments.dateSubmitted);
  const rows = await db
    .select({ date: day, count: sql<number>`count(*)::int` })
    .from(shipments)
    .where(
      and(
        visibleShipments(principal),
        sql`${shipments.dateSubmitted} >= ${storeDayBounds(range.first).start.toISOString()}::timestamptz`,
        sql`${shipments.dateSubmitted} < ${storeDayBounds(range.last).end.toISOString()}::timestamptz`,
        range.takerId ? eq(shipments.orderTakerId, range.takerId) : undefined,
      ),
    )
    .groupBy(day);
  return rows;
}

/** The total of the orders submitted per store day (orders_submitted_idx, orders_taker_idx). */
export async function orderTotalsPerDay(
  db: DbOrTx,
  principal: Principal,
  range: { first: string; last: string; takerId?: string | null },
): Promise<{ date: string; total: number }[]> {
  if (!principal.isTraining) return dayFigures(db, range);
  const day = storeDay(orders.dateSubmitted);
  return db
    .select({ date: day, total: sql<number>`coalesce(sum(${orders.total}), 0)::float8` })
    .from(orders)
    .where(
      and(
        visibleOrders(principal),
        sql`${orders.dateSubmitted} >= ${storeDayBounds(range.first).start.toISOString()}::timestamptz`,
        sql`${orders.dateSubmitted} < ${storeDayBounds(range.last).end.toISOString()}::timestamptz`,
        range.takerId ? eq(orders.orderTakerId, range.takerId) : undefined,
      ),
    )
    .groupBy(day);
}

/** Whether the user took any order submitted from `first` on (orders_taker_idx). */
export async function tookOrdersSince(db: DbOrTx, takerId: string, first: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.orderTakerId, takerId),
        sql`${orders.dateSubmitted} >= ${storeDayBounds(first).start.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Shipments of submitted orders to deliver per requested date and delivery method, `first` to `last`
 * (shipments_delivery_idx): what `/orders?deliveryFrom=D&deliveryTo=D[&method=M]` lists.
 */
export async function shipmentsToDeliverPerDay(
  db: DbOrTx,
  principal: Principal,
  range: { first: string; last: string },
): Promise<{ date: string; method: string; count: number }[]> {
  return db
    .select({
      date: sql<string>`${shipments.requestedDeliveryDate}`,
      method: shipments.deliveryMethod,
      count: sql<number>`count(*)::int`,
    })
    .from(shipments)
    .where(
      and(
        visibleShipments(principal),
        sql`${shipments.requestedDeliveryDate} >= ${range.first}`,
        sql`${shipments.requestedDeliveryDate} <= ${range.last}`,
      ),
    )
    .groupBy(shipments.requestedDeliveryDate, shipments.deliveryMethod);
}
