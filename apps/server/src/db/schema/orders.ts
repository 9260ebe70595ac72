import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { dateCreatedColumn, moneyColumn, timestampColumn, versionColumn, xpColumn } from './columns.ts';

type AddressSnapshot = Record<string, string | null>;

/**
 * Orders (spec 3 §3). FromUserID 299999 is the guest. The buyer and order taker are also kept as they
 * were when the order was placed (xp.OrderTaker, FromUser), since accounts change and get deleted.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    fromUserId: text('from_user_id').notNull(),
    /** FirstName, LastName, Email, Username of the buyer at order time. */
    fromUser: jsonb('from_user').$type<Record<string, string | null>>().notNull().default({}),
    /** Unsubmitted (a cart), Open, Completed, Canceled. */
    status: text('status').notNull().default('Open'),
    dateCreated: dateCreatedColumn(),
    dateSubmitted: timestampColumn('date_submitted'),
    billingAddress: jsonb('billing_address').$type<AddressSnapshot>(),
    subtotal: moneyColumn('subtotal').notNull().default('0'),
    shippingCost: moneyColumn('shipping_cost').notNull().default('0'),
    taxCost: moneyColumn('tax_cost').notNull().default('0'),
    total: moneyColumn('total').notNull().default('0'),
    /** xp.OrderTaker.ID: the staff member who placed it on the customer's behalf. */
    orderTakerId: text('order_taker_id'),
    bulkOrder: boolean('bulk_order').notNull().default(false),
    orphanedAccount: boolean('orphaned_account').notNull().default(false),
    /** xp.OrderTaker snapshot and the rest of xp. */
    xp: xpColumn(),
    version: versionColumn(),
  },
  (t) => [
    index('orders_from_user_idx').on(t.fromUserId, t.dateSubmitted),
    index('orders_taker_idx').on(t.orderTakerId, t.dateSubmitted),
    index('orders_submitted_idx').on(t.dateSubmitted, t.id),
  ],
);

/**
 * Shipments, with what the order search filters on: status, the ERP (NetSuite) and POS (Eagle) file
 * statuses with their times, method, destination type, store, taker and the order's submit date.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** xp.Status (Processing by default). */
    status: text('status').notNull().default('Processing'),
    deliveryMethod: text('delivery_method').notNull(),
    /** xp.AddressType: Residence, Hospital, FuneralHome … */
    addressType: text('address_type').notNull().default('Residence'),
    requestedDeliveryDate: text('requested_delivery_date'),
    /** The store code it prints at (xp.PrintAtStore, default 02). */
    printAtStore: text('print_at_store').notNull().default('02'),
    trackingNumber: text('tracking_number'),
    cost: moneyColumn('cost'),
    /** success, failure, skipped; null = missing. */
    netsuiteStatus: text('netsuite_status'),
    netsuiteAt: timestampColumn('netsuite_at'),
    eagleStatus: text('eagle_status'),
    eagleAt: timestampColumn('eagle_at'),
    /** Copied from the order so the search never joins for its filters. */
    dateSubmitted: timestampColumn('date_submitted'),
    fromUserId: text('from_user_id').notNull(),
    orderTakerId: text('order_taker_id'),
    /** The order's buyer and taker names, copied when it is placed (shipmentOrderNames). */
    buyerFirstName: text('buyer_first_name'),
    buyerLastName: text('buyer_last_name'),
    buyerEmail: text('buyer_email'),
    takerFirstName: text('taker_first_name'),
    takerLastName: text('taker_last_name'),
    /** Recipient name, company, street, city and zip, for the order search. */
    shipTo: jsonb('ship_to').$type<AddressSnapshot>().notNull().default({}),
    /** The words the order search matches (shipmentSearchText), apart by single spaces. */
    searchText: text('search_text').notNull().default(''),
    xp: xpColumn(),
    version: versionColumn(),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId),
    index('shipments_submitted_idx').on(t.dateSubmitted, t.id),
    index('shipments_status_idx').on(t.status, t.dateSubmitted),
    index('shipments_netsuite_idx').on(t.netsuiteStatus, t.dateSubmitted),
    index('shipments_eagle_idx').on(t.eagleStatus, t.dateSubmitted),
    index('shipments_taker_idx').on(t.orderTakerId, t.dateSubmitted),
    index('shipments_user_idx').on(t.fromUserId, t.dateSubmitted),
    index('shipments_store_idx').on(t.printAtStore, t.dateSubmitted),
    // The dashboard's delivery load and the order search's delivery dates.
    index('shipments_delivery_idx')
      .on(t.requestedDeliveryDate, t.deliveryMethod)
      .where(sql`${t.dateSubmitted} is not null`),
  ],
);

/**
 * The order search's words: a row per distinct word of a shipment's search_text (`word`, collate "C"), with
 * the shipment's key, submit date and buyer under the shipments' own column names, so the list's conditions
 * and order apply here as written (list-run.ts, the word table's page), and its whole search text, which the
 * btree's entries hold (INCLUDE, migration 0034) so the other typed words are checked on the same entry.
 * Kept by triggers on shipments in the writing statement (migrations 0031, 0034). Its btree gives a word's
 * newest shipments from the index alone; the key (id, word) finds a shipment's words to delete them.
 */
export const shipmentWords = pgTable(
  'shipment_words',
  {
    word: text('word').notNull(),
    id: text('id').notNull(),
    dateSubmitted: timestampColumn('date_submitted'),
    fromUserId: text('from_user_id').notNull(),
    searchText: text('search_text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.word] }),
    index('shipment_words_search').on(
      t.word,
      t.dateSubmitted.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.fromUserId,
    ),
  ],
);

export const lineItems = pgTable(
  'line_items',
  {
    id: text('id').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shipmentId: text('shipment_id'),
    productId: text('product_id').notNull(),
    /** Product ID, Name and xp.ProductCode at order time. */
    product: jsonb('product').$type<Record<string, unknown>>().notNull(),
    unitPrice: moneyColumn('unit_price').notNull(),
    quantity: integer('quantity').notNull().default(1),
    lineTotal: moneyColumn('line_total').notNull(),
    xp: xpColumn(),
  },
  (t) => [
    index('line_items_order_idx').on(t.orderId),
    index('line_items_product_idx').on(t.productId),
    primaryKey({ columns: [t.orderId, t.id] }),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    amount: moneyColumn('amount').notNull(),
    /** xp.Type, CardType and the last digits of CardNumber. */
    xp: xpColumn(),
    dateCreated: dateCreatedColumn(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/**
 * The submitted orders' figures per store day and order taker ('' for none), kept by triggers on orders and
 * shipments in the writing statement (migration 0029), so the dashboard's orders card reads a few rows
 * whatever the orders' number: the shipments (the order search's rows) and the orders' total of the day.
 */
export const orderDayFigures = pgTable(
  'order_day_figures',
  {
    storeDay: date('store_day', { mode: 'string' }).notNull(),
    takerId: text('taker_id').notNull(),
    shipments: integer('shipments').notNull().default(0),
    total: numeric('total', { precision: 14, scale: 2, mode: 'string' }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.storeDay, t.takerId] })],
);

/**
 * The submitted shipments per requested delivery date and delivery method, kept by a trigger on shipments in
 * the writing statement (migration 0032), so the dashboard's delivery load reads 14 days × methods rows
 * instead of counting every shipment of those days. The date is the shipment's text, as the order search's
 * delivery date filter compares it.
 */
export const deliveryDayFigures = pgTable(
  'delivery_day_figures',
  {
    deliveryDate: text('delivery_date').notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    shipments: integer('shipments').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.deliveryDate, t.deliveryMethod] })],
);
