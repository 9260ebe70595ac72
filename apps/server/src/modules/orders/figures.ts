import { STORE_TIME_ZONE, storeDayBounds } from '@commerce/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryDayFigures, orderDayFigures, orders, shipments } from '../../db/schema/orders.ts';
import type { Principal } from '../../http/principal.ts';
import { visibleOrders, visibleShipments } from './visibility.ts';

/*
 * The orders' figures for the dashboard, each counted exactly as the order search counts its rows (the same
 * visibility, the same store days), so a number and the search it links to agree. A user who sees every
 * order reads the figures the triggers keep (order_day_figures per store day and taker, delivery_day_figures
 * per delivery date and method: a few rows a day, whatever the orders' number); a Training_Team member, who
 * sees only the training customers' few orders, has them counted.
 */

// The zone is written into the statement (a constant), so the grouped expression is the selected one.
const zone = sql.raw(`'${STORE_TIME_ZONE}'`);
const storeDay = (column: typeof shipments.dateSubmitted | typeof orders.dateSubmitted) =>
  sql<string>`to_char(${column} at time zone ${zone}, 'YYYY-MM-DD')`;

export interface DayFigures {
  date: string;
  /** The shipments submitted that store day: the order search's rows. */
  shipments: number;
  /** The total of the orders submitted that store day. */
  total: number;
}

/**
 * The shipments and the orders' total submitted per store day from `first` to `last` (one taker's, when
 * given), days without any left out: what `/orders?from=D&to=D[&taker=T]` lists. For a user who sees every
 * order, one read of the kept figures; for a Training_Team member, their few orders counted
 * (shipments_submitted_idx, orders_submitted_idx; the taker's indexes for one taker's).
 */
export async function submittedPerDay(
  db: DbOrTx,
  principal: Principal,
  range: { first: string; last: string; takerId?: string | null },
): Promise<DayFigures[]> {
  if (!principal.isTraining) {
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
  const from = sql`${storeDayBounds(range.first).start.toISOString()}::timestamptz`;
  const to = sql`${storeDayBounds(range.last).end.toISOString()}::timestamptz`;
  const shipmentDay = storeDay(shipments.dateSubmitted);
  const counts = await db
    .select({ date: shipmentDay, count: sql<number>`count(*)::int` })
    .from(shipments)
    .where(
      and(
        visibleShipments(principal),
        sql`${shipments.dateSubmitted} >= ${from} and ${shipments.dateSubmitted} < ${to}`,
        range.takerId ? eq(shipments.orderTakerId, range.takerId) : undefined,
      ),
    )
    .groupBy(shipmentDay);
  const orderDay = storeDay(orders.dateSubmitted);
  const totals = await db
    .select({ date: orderDay, total: sql<number>`coalesce(sum(${orders.total}), 0)::float8` })
    .from(orders)
    .where(
      and(
        visibleOrders(principal),
        sql`${orders.dateSubmitted} >= ${from} and ${orders.dateSubmitted} < ${to}`,
        range.takerId ? eq(orders.orderTakerId, range.takerId) : undefined,
      ),
    )
    .groupBy(orderDay);
  const dates = [...new Set([...counts, ...totals].map((row) => row.date))];
  return dates.map((date) => ({
    date,
    shipments: counts.find((row) => row.date === date)?.count ?? 0,
    total: totals.find((row) => row.date === date)?.total ?? 0,
  }));
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
 * Shipments of submitted orders to deliver per requested date and delivery method, `first` to `last`: what
 * `/orders?deliveryFrom=D&deliveryTo=D[&method=M]` lists. For a user who sees every order, the kept figures
 * (delivery_day_figures: a row per date and method, whatever the shipments' number); for a Training_Team
 * member, their few shipments counted (shipments_delivery_idx).
 */
export async function shipmentsToDeliverPerDay(
  db: DbOrTx,
  principal: Principal,
  range: { first: string; last: string },
): Promise<{ date: string; method: string; count: number }[]> {
  if (!principal.isTraining) {
    return db
      .select({
        date: deliveryDayFigures.deliveryDate,
        method: deliveryDayFigures.deliveryMethod,
        count: deliveryDayFigures.shipments,
      })
      .from(deliveryDayFigures)
      .where(
        and(
          sql`${deliveryDayFigures.deliveryDate} between ${range.first} and ${range.last}`,
          sql`${deliveryDayFigures.shipments} > 0`,
        ),
      );
  }
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
