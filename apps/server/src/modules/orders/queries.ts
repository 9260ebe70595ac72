import {
  fileStatusOf,
  isIsoDate,
  orderListSpec,
  RECENT_TAKEN_ORDERS,
  storeDayBounds,
  type OrderListItem,
  type OrderStoreOption,
  type TakenOrderRow,
} from '@commerce/domain';
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isoTextColumn } from '../../db/raw-rows.ts';
import { orders, shipments, shipmentWords } from '../../db/schema/orders.ts';
import { validationFailure } from '../../http/errors.ts';
import { defineList, type ListField, type ListPage, type ListQuery } from '../../http/list-query.ts';
import type { Principal } from '../../http/principal.ts';
import { storesByTwoDigitCode } from '../stores/public.ts';
import { visibleOrders, visibleShipments } from './visibility.ts';

const text = (column: ListField['column'], more: Partial<ListField> = {}): ListField => ({
  column,
  type: 'text',
  filter: true,
  ...more,
});

/**
 * A store day (YYYY-MM-DD) against the submit date, read in the store's time zone (spec 3 §2 from/to,
 * C-36): `SubmittedFrom` from the day's first moment, `SubmittedTo` up to the next day's.
 */
const submittedDay =
  (bound: 'from' | 'to') =>
  (values: string[], key: string): SQL | undefined => {
    const conditions = values.map((day) => {
      if (!isIsoDate(day)) throw validationFailure({ [key]: 'must be a day (YYYY-MM-DD)' });
      const { start, end } = storeDayBounds(day);
      return bound === 'from'
        ? sql`${shipments.dateSubmitted} >= ${start.toISOString()}::timestamptz`
        : sql`${shipments.dateSubmitted} < ${end.toISOString()}::timestamptz`;
    });
    return conditions.length > 0 ? and(...conditions) : undefined;
  };

/** A calendar day (YYYY-MM-DD) against the requested delivery date, which is one (text, ISO order). */
const deliveryDay =
  (op: '>=' | '<=') =>
  (values: string[], key: string): SQL | undefined => {
    const conditions = values.map((day) => {
      if (!isIsoDate(day)) throw validationFailure({ [key]: 'must be a day (YYYY-MM-DD)' });
      return op === '>='
        ? sql`${shipments.requestedDeliveryDate} >= ${day}`
        : sql`${shipments.requestedDeliveryDate} <= ${day}`;
    });
    return conditions.length > 0 ? and(...conditions) : undefined;
  };

/**
 * GET /orders (spec 3 §2, orderListSpec): the shipment search records. Every filter and sort is a column of
 * `shipments` (the order's submit date, buyer and taker are copied there), each served by an index that
 * leads with it and follows with the submit date, so the search never joins while it looks; the buyer's and
 * taker's names are copied there too (shipmentOrderNames), so a page reads no order at all. The text search
 * matches the start of the words of `search_text` (shipmentSearchText: the recipient's and buyer's names,
 * the order and shipment IDs), as rows of shipment_words, whose btree gives a word's newest shipments. It
 * runs on the engine's million-row path.
 */
export const orderList = defineList({
  spec: orderListSpec,
  table: shipments,
  fields: {
    // Generated ('SO…', 'SO…-1'): in byte order as stored, on their own indexes.
    ID: text(shipments.id, { sort: true, textSort: 'stored' }),
    OrderID: text(shipments.orderId, { sort: true, textSort: 'stored' }),
    DateSubmitted: { column: shipments.dateSubmitted, type: 'date', sort: true, filter: true },
    Status: text(shipments.status),
    NetsuiteStatus: text(shipments.netsuiteStatus),
    EagleStatus: text(shipments.eagleStatus),
    FromUserID: text(shipments.fromUserId),
    OrderTakerID: text(shipments.orderTakerId),
    PrintAtStore: text(shipments.printAtStore),
    DeliveryMethod: text(shipments.deliveryMethod),
    DestinationType: text(shipments.addressType),
    SearchText: {
      column: shipments.searchText,
      type: 'text',
      search: 'words',
      wordTable: {
        table: shipmentWords,
        word: shipmentWords.word,
        key: shipmentWords.id,
        text: shipmentWords.searchText,
        of: shipments.id,
      },
    },
  },
  customFilters: {
    SubmittedFrom: submittedDay('from'),
    SubmittedTo: submittedDay('to'),
    DeliveryFrom: deliveryDay('>='),
    DeliveryTo: deliveryDay('<='),
  },
  scale: {
    exactCountLimit: 2000,
    deferredJoinFrom: 1000,
  },
});

// Named after the table's columns: the sort of a search's matches is written against them (list-run.ts).
const listColumns = {
  id: shipments.id,
  orderId: shipments.orderId,
  dateSubmitted: isoTextColumn(shipments.dateSubmitted, 'date_submitted'),
  fromUserId: shipments.fromUserId,
  orderTakerId: shipments.orderTakerId,
  shipTo: shipments.shipTo,
  deliveryMethod: shipments.deliveryMethod,
  addressType: shipments.addressType,
  requestedDeliveryDate: shipments.requestedDeliveryDate,
  timePreference: sql<string | null>`${shipments.xp}->>'TimePreference'`.as('time_preference'),
  printAtStore: shipments.printAtStore,
  trackingNumber: shipments.trackingNumber,
  status: shipments.status,
  netsuiteStatus: shipments.netsuiteStatus,
  netsuiteAt: isoTextColumn(shipments.netsuiteAt, 'netsuite_at'),
  eagleStatus: shipments.eagleStatus,
  eagleAt: isoTextColumn(shipments.eagleAt, 'eagle_at'),
  buyerFirstName: shipments.buyerFirstName,
  buyerLastName: shipments.buyerLastName,
  buyerEmail: shipments.buyerEmail,
  takerFirstName: shipments.takerFirstName,
  takerLastName: shipments.takerLastName,
};

/** A row as readRawRows gives it (column names, timestamps as ISO text). */
interface RawListRow {
  id: string;
  order_id: string;
  date_submitted: string | null;
  from_user_id: string;
  order_taker_id: string | null;
  ship_to: Record<string, string | null>;
  delivery_method: string;
  address_type: string;
  requested_delivery_date: string | null;
  time_preference: string | null;
  print_at_store: string;
  tracking_number: string | null;
  status: string;
  netsuite_status: string | null;
  netsuite_at: string | null;
  eagle_status: string | null;
  eagle_at: string | null;
  buyer_first_name: string | null;
  buyer_last_name: string | null;
  buyer_email: string | null;
  taker_first_name: string | null;
  taker_last_name: string | null;
}

const field = (person: Record<string, string | null | undefined>, key: string) => person[key] ?? null;

function toListItem(row: RawListRow): OrderListItem {
  return {
    ID: row.id,
    OrderID: row.order_id,
    DateSubmitted: row.date_submitted,
    FromUserID: row.from_user_id,
    FromUser: { FirstName: row.buyer_first_name, LastName: row.buyer_last_name, Email: row.buyer_email },
    Recipient: {
      FirstName: field(row.ship_to, 'FirstName'),
      LastName: field(row.ship_to, 'LastName'),
      CompanyName: field(row.ship_to, 'CompanyName'),
      Street1: field(row.ship_to, 'Street1'),
      City: field(row.ship_to, 'City'),
      Zip: field(row.ship_to, 'Zip'),
    },
    OrderTaker:
      row.order_taker_id === null
        ? null
        : {
            ID: row.order_taker_id,
            FirstName: row.taker_first_name ?? '',
            LastName: row.taker_last_name ?? row.order_taker_id,
          },
    DeliveryMethod: row.delivery_method,
    DestinationType: row.address_type,
    DeliveryDate: row.requested_delivery_date,
    TimePreference: row.time_preference,
    PrintAtStore: row.print_at_store,
    TrackingNumber: row.tracking_number,
    Status: row.status,
    NetsuiteStatus: fileStatusOf(row.netsuite_status),
    NetsuiteTimeStamp: row.netsuite_at,
    EagleStatus: fileStatusOf(row.eagle_status),
    EagleTimeStamp: row.eagle_at,
  };
}

/** A page of the shipments the principal may see, with their orders' buyer and taker. */
export async function listOrders(
  db: DbOrTx,
  principal: Principal,
  query: ListQuery,
): Promise<ListPage<OrderListItem>> {
  const page = await orderList.run(db, query, {
    select: listColumns,
    raw: true,
    where: visibleShipments(principal),
    map: (row) => toListItem(row as unknown as RawListRow),
  });
  return page;
}

/**
 * The store filter's choices (C-36): the stores shipments print at, by their 2-digit code, with the
 * default print store (02) always among them.
 */
export async function orderStoreOptions(db: DbOrTx): Promise<OrderStoreOption[]> {
  const rows = await storesByTwoDigitCode(db);
  const options = new Map<string, string>();
  for (const row of rows) if (!options.has(row.code)) options.set(row.code, row.name);
  return [...options].map(([Code, Name]) => ({ Code, Name })).sort((a, b) => a.Code.localeCompare(b.Code));
}

/** The profile's Recent Customer Orders: the latest orders the user took (not carts), 10 (C-26). */
export async function recentTakenOrders(db: DbOrTx, principal: Principal): Promise<TakenOrderRow[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.orderTakerId, principal.user.id),
        ne(orders.status, 'Unsubmitted'),
        visibleOrders(principal),
      ),
    )
    .orderBy(desc(orders.dateSubmitted), desc(orders.id))
    .limit(RECENT_TAKEN_ORDERS);
  return rows.map((row) => ({
    ID: row.id,
    DateSubmitted: row.dateSubmitted?.toISOString() ?? null,
    FromUserID: row.fromUserId,
    FromUser: { FirstName: row.fromUser.FirstName ?? null, LastName: row.fromUser.LastName ?? null },
    Total: Number(row.total),
  }));
}
