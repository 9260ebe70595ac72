import { z } from 'zod';
import { defineApiErrors } from './api-errors.ts';
import { isIsoDate } from './calendar.ts';
import { formatDateTime } from './date-format.ts';
import { ORDER_DESTINATION_TYPES } from './destinations.ts';
import {
  defineListSpec,
  escapeFilterValue,
  lookupFilter,
  multiSelectFilter,
  selectFilter,
  textFilter,
  toggleMultiValue,
  type ListFilter,
} from './list-spec.ts';
import { sumMoney } from './money.ts';
import { idWords, SEARCH_RULE_TEXT, textWords, wordsText } from './search-words.ts';
import { ORDER_TEXTS } from './order-texts.ts';
import { defineRecordApi, defineRoute, readRoute, type ApiRoute } from './api-routes.ts';

/** Orders, shipments, line items and payments as the order screens read them (spec 3 §3). */

/** The user ID of placeholder orders placed by a guest. */
export const GUEST_USER_ID = '299999';
export const isGuestOrder = (order: { FromUserID: string }): boolean => order.FromUserID === GUEST_USER_ID;

/** The store code a shipment prints at unless another is chosen. */
export const DEFAULT_PRINT_STORE_CODE = '02';

/** Shipment statuses as stored; 'Customer Servic' is the stored value, cut short at the source. */
export const SHIPMENT_STATUSES = [
  'Processing',
  'DISPATCHED',
  'New',
  'Turn Around',
  'Customer Servic',
  'Ret2Yrd',
  'Printed',
  'Exported',
  'Training',
  'Staged Design',
  'Staged',
  'Staged Plants',
  'In Production',
  'In Plants',
  'In Xmas Prod',
  'Staged Xmas',
  'Store Staged',
  'Store Out',
  'Store Rec',
  'In Design',
  'DELIVERED',
  'Complete',
  'CANCELED',
  'In Fulfillment',
  'Staged Fulfillment',
  'Email Delivery',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export const DEFAULT_SHIPMENT_STATUS: ShipmentStatus = 'Processing';

/** Shipping (delivery) methods of a shipment. */
export const SHIPPING_METHODS = [
  'Courier',
  'InStorePickUp',
  'USPS',
  'UPS',
  'LocalDelivery',
  'Wired',
] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export const TIME_PREFERENCES = [
  { value: 'AM', label: 'Morning' },
  { value: 'PM', label: 'Afternoon' },
  { value: 'NO PREF', label: 'No Preference' },
] as const;
export type TimePreference = (typeof TIME_PREFERENCES)[number]['value'];
const TIME_PREFERENCE_VALUES = TIME_PREFERENCES.map((preference) => preference.value) as [
  TimePreference,
  ...TimePreference[],
];

export const PAYMENT_TYPES = ['GiftCard', 'PurplePerks', 'CreditCard', 'Paypal', 'Venmo'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** How staff read a payment's type (the data keeps the platform's names). */
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  GiftCard: 'Gift Card',
  PurplePerks: 'Purple Perks',
  CreditCard: 'Credit Card',
  Paypal: 'PayPal',
  Venmo: 'Venmo',
};
export const paymentTypeLabel = (type: string): string => PAYMENT_TYPE_LABELS[type as PaymentType] ?? type;

/**
 * The outcome of sending a shipment's order to NetSuite (ERP) or its file to Eagle (POS). Skipped means an
 * orphaned account; missing, the default, means no status was ever written.
 */
export const FILE_STATUSES = ['success', 'failure', 'skipped', 'missing'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];
export const DEFAULT_FILE_STATUS: FileStatus = 'missing';
export const FILE_STATUS_LABELS: Record<FileStatus, string> = {
  success: 'Success',
  failure: 'Fail',
  skipped: 'Skipped',
  missing: 'Missing',
};

/** A status that was never written reads as missing. */
export const fileStatusSchema = z
  .enum(FILE_STATUSES)
  .nullish()
  .transform((status) => status ?? DEFAULT_FILE_STATUS);

const FILE_STATUS_SET: ReadonlySet<string> = new Set(FILE_STATUSES);

/**
 * A stored status as the console shows it: never written, or not one it knows, reads as missing. A plain
 * lookup, as a list reads two a row (a schema's parse was a twentieth of the orders page's server CPU).
 */
export const fileStatusOf = (stored: string | null | undefined): FileStatus =>
  stored != null && FILE_STATUS_SET.has(stored) ? (stored as FileStatus) : DEFAULT_FILE_STATUS;

/** The NetSuite status message of a shipment; dates read MM/DD/YY h:mm a in the store's time zone. */
export function netSuiteStatusMessage(status: FileStatus, timestamp: string | null): string {
  const on = timestamp ? ` on ${formatDateTime(timestamp)}` : '';
  switch (status) {
    case 'success':
      return `Order successfully created with NetSuite${on}`;
    case 'failure':
      return `NetSuite Order creation failed${on}`;
    case 'skipped':
      return 'This customer is an orphaned account. The account must be fixed before this order can be released.';
    case 'missing':
      return 'The status properties are missing because of an issue when the order was submitted.';
  }
}

/** The multi-select status filter: choosing Missing clears the rest, and choosing another clears Missing. */
export const toggleStatusFilter = (selected: readonly FileStatus[], chosen: FileStatus): FileStatus[] =>
  toggleMultiValue(selected, chosen, 'missing') as FileStatus[];

const addressSchema = z.looseObject({
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  CompanyName: z.string().nullable(),
  Street1: z.string().nullable(),
  Street2: z.string().nullable(),
  City: z.string().nullable(),
  State: z.string().nullable(),
  Zip: z.string().nullable(),
  Country: z.string().nullable(),
  Phone: z.string().nullable(),
});

export const orderTakerSchema = z.object({
  ID: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Username: z.string(),
  StoreName: z.string().nullable(),
  StoreID_2digit: z.string().nullable(),
});

export const orderSchema = z.object({
  ID: z.string(),
  DateSubmitted: z.string().nullable(),
  FromUserID: z.string(),
  FromUser: z.looseObject({
    ID: z.string(),
    Username: z.string(),
    FirstName: z.string().nullable(),
    LastName: z.string().nullable(),
    Email: z.string().nullable(),
  }),
  BillingAddress: addressSchema.nullable(),
  Subtotal: z.number(),
  ShippingCost: z.number(),
  TaxCost: z.number(),
  Total: z.number(),
  xp: z.object({
    /** Set when staff placed the order on the customer's behalf. */
    OrderTaker: orderTakerSchema.nullable(),
    BulkOrder: z.boolean(),
    /** The customer's account is not synced; the order is held until it is fixed. */
    OrphanedAccount: z.boolean(),
  }),
});
export type Order = z.infer<typeof orderSchema>;

export const lineItemSchema = z.object({
  ID: z.string(),
  ShipmentID: z.string().nullable(),
  Product: z.looseObject({
    ID: z.string(),
    Name: z.string(),
    xp: z.looseObject({ ProductCode: z.string() }),
  }),
  UnitPrice: z.number(),
  QuantityShipped: z.number().int(),
  LineTotal: z.number(),
  xp: z.object({
    giftcardnumber: z.string().nullable(),
    BuyersList: z.string().nullable(),
    PriceAdjustment: z.number().nullable(),
    ProductNote: z.string().nullable(),
    /** Assembly charge of the line. */
    ASMMarkup: z.number().nullable(),
    /** Placement charge of the line. */
    PLCMarkup: z.number().nullable(),
    /** Recipient of an e-gift card. */
    Email: z.string().nullable(),
    DeliveryMethod: z.enum(SHIPPING_METHODS).nullable(),
  }),
});
export type LineItem = z.infer<typeof lineItemSchema>;

export const shipmentSchema = z.object({
  ID: z.string(),
  TrackingNumber: z.string().nullable(),
  /** The delivery charge. */
  Cost: z.number().nullable(),
  xp: z.object({
    Status: z.enum(SHIPMENT_STATUSES).default(DEFAULT_SHIPMENT_STATUS),
    DeliveryMethod: z.enum(SHIPPING_METHODS),
    AddressType: z.enum(ORDER_DESTINATION_TYPES),
    RequestedDeliveryDate: z.string().nullable(),
    TimePreference: z.enum(TIME_PREFERENCE_VALUES).nullable(),
    DeliveryNote: z.string().nullable(),
    CardMessage: z.string().nullable(),
    NoCardMessage: z.boolean(),
    /** The store code the shipment prints at. */
    PrintAtStore: z.string().default(DEFAULT_PRINT_STORE_CODE),
    DDMSOrderID: z.string().nullable(),
    WiredServiceFees: z.number().nullable(),
    HandlingCharges: z.number().nullable(),
    /** ERP: order creation in NetSuite. */
    NetsuiteStatus: fileStatusSchema,
    NetsuiteTimeStamp: z.string().nullable(),
    /** POS: the file sent to Eagle. */
    EagleStatus: fileStatusSchema,
    EagleTimeStamp: z.string().nullable(),
  }),
});
export type Shipment = z.output<typeof shipmentSchema>;

export const paymentSchema = z.object({
  ID: z.string(),
  Type: z.string(),
  Amount: z.number(),
  xp: z.object({
    Type: z.enum(PAYMENT_TYPES),
    CardType: z.string().nullable(),
    /** Only the last digits are ever stored. */
    CardNumber: z.string().nullable(),
  }),
});
export type Payment = z.infer<typeof paymentSchema>;

/** Send to NetSuite is offered while any shipment of the order has not been created there. */
export const canSendToNetSuite = (shipments: readonly { xp: { NetsuiteStatus: FileStatus } }[]): boolean =>
  shipments.some((shipment) => shipment.xp.NetsuiteStatus !== 'success');

export interface ShipmentCosts {
  subtotal: number;
  assembly: number;
  placement: number;
  handling: number;
  delivery: number;
  wiredServices: number;
  total: number;
}

/**
 * The cost lines of a shipment. Assembly and placement are the lines' ASMMarkup and PLCMarkup taken as
 * charges for the whole line (the source does not say they are per unit).
 */
export function shipmentCosts(
  shipment: Pick<Shipment, 'Cost'> & { xp: Pick<Shipment['xp'], 'HandlingCharges' | 'WiredServiceFees'> },
  lineItems: readonly { LineTotal: number; xp: Pick<LineItem['xp'], 'ASMMarkup' | 'PLCMarkup'> }[],
): ShipmentCosts {
  const lines = {
    subtotal: sumMoney(lineItems.map((item) => item.LineTotal)),
    assembly: sumMoney(lineItems.map((item) => item.xp.ASMMarkup ?? 0)),
    placement: sumMoney(lineItems.map((item) => item.xp.PLCMarkup ?? 0)),
    handling: shipment.xp.HandlingCharges ?? 0,
    delivery: shipment.Cost ?? 0,
    wiredServices: shipment.xp.WiredServiceFees ?? 0,
  };
  return { ...lines, total: sumMoney(Object.values(lines)) };
}

type SearchName = Record<string, string | null | undefined>;

/**
 * The words the order search matches a shipment on (its search_text column, search-words.ts): the
 * recipient's and the buyer's first and last names, the order ID and the shipment ID (each whole and by its
 * parts). The card message, addresses, e-mail and tracking number are not searched.
 */
export function shipmentSearchText(shipment: {
  orderId: string;
  shipmentId: string;
  fromUser: SearchName;
  shipTo: SearchName;
}): string {
  const { fromUser, shipTo } = shipment;
  return wordsText([
    ...new Set([
      ...textWords(shipTo.FirstName, shipTo.LastName, fromUser.FirstName, fromUser.LastName),
      ...idWords(shipment.orderId),
      ...idWords(shipment.shipmentId),
    ]),
  ]);
}

/**
 * The order's buyer and taker names as each of its shipments carries them: copied when the order is placed
 * (they never change afterwards), so a page of the order search shows them without reading 100 orders by
 * key (half of PostgreSQL's work for a page).
 */
export function shipmentOrderNames(fromUser: SearchName, orderTaker?: SearchName | null) {
  return {
    buyerFirstName: fromUser.FirstName ?? null,
    buyerLastName: fromUser.LastName ?? null,
    buyerEmail: fromUser.Email ?? null,
    takerFirstName: orderTaker?.FirstName ?? null,
    takerLastName: orderTaker?.LastName ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Texts and errors (spec 3 §2, §8; spec 1 §3 labels)

export const ORDER_ERRORS = defineApiErrors({
  allInNetSuite: {
    status: 409,
    code: 'Order.AlreadyInNetSuite',
    message: 'Every shipment of this order has been created in NetSuite already.',
  },
  noBuyerEmail: {
    status: 409,
    code: 'Order.NoBuyerEmail',
    message: 'This order has no e-mail address to send the confirmation to.',
  },
  notEGift: {
    status: 409,
    code: 'Order.NotEGiftShipment',
    message: 'This shipment holds no e-gift card.',
  },
  noRedemptions: {
    status: 409,
    code: 'Order.NoRedemptions',
    message: 'This order was not paid with a gift card or Purple Perks: there is nothing to redeem.',
  },
  noGiftCards: {
    status: 409,
    code: 'Order.NoGiftCards',
    message: 'This shipment holds no gift card to activate.',
  },
  notUps: {
    status: 409,
    code: 'Order.NotUpsShipment',
    message: 'Only a UPS shipment has a UPS tracking number.',
  },
  shipmentNotFound: { status: 404, code: 'NotFound', message: 'The shipment was not found on this order.' },
  sendPending: {
    status: 409,
    code: 'Order.SendPending',
    message: ORDER_TEXTS.sendPending('This send'),
  },
});

// ---------------------------------------------------------------------------------------------------------
// Labels

const spaced = (value: string) => value.replace(/([a-z])([A-Z])/g, '$1 $2');

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = Object.fromEntries(
  SHIPMENT_STATUSES.map((status) => [status, status === 'Customer Servic' ? 'Customer Service' : status]),
) as Record<ShipmentStatus, string>;

export const SHIPPING_METHOD_LABELS: Record<ShippingMethod, string> = {
  Courier: 'Courier',
  InStorePickUp: 'In-Store Pickup',
  USPS: 'USPS',
  UPS: 'UPS',
  LocalDelivery: 'Local Delivery',
  Wired: 'Wired',
};

export const destinationTypeLabel = (type: string): string =>
  type === 'InStorePickUp' ? 'In-Store Pickup' : spaced(type);

/** 'AM' → 'AM Morning' (spec 3 §3); an unknown value as it is. */
export function timePreferenceLabel(value: string | null | undefined): string {
  if (!value) return '';
  const known = TIME_PREFERENCES.find((preference) => preference.value === value);
  return known ? `${known.value} ${known.label}` : value;
}

export const fileStatusLabel = (status: string | null | undefined): string =>
  FILE_STATUS_LABELS[(status ?? DEFAULT_FILE_STATUS) as FileStatus] ?? String(status);

/** The Eagle (POS) status message of a shipment, like NetSuite's. */
export function eagleStatusMessage(status: FileStatus, timestamp: string | null): string {
  const on = timestamp ? ` on ${formatDateTime(timestamp)}` : '';
  switch (status) {
    case 'success':
      return `Shipment file successfully sent to Eagle${on}`;
    case 'failure':
      return `Sending the shipment file to Eagle failed${on}`;
    case 'skipped':
      return 'This customer is an orphaned account. The account must be fixed before this shipment is sent to Eagle.';
    case 'missing':
      return 'The status properties are missing because of an issue when the order was submitted.';
  }
}

const personName = (person: { FirstName?: string | null; LastName?: string | null } | null | undefined) =>
  [person?.FirstName, person?.LastName].filter(Boolean).join(' ');

// ---------------------------------------------------------------------------------------------------------
// The order search (spec 3 §2 /orders; C-23 columns, C-36 store and dates)

const nameSchema = z.object({ FirstName: z.string().nullable(), LastName: z.string().nullable() });

/** One row of the order search: a shipment search record (spec 3 §3) with its order's buyer and taker. */
export const orderListItemSchema = z.object({
  /** The shipment's ID. */
  ID: z.string(),
  OrderID: z.string(),
  DateSubmitted: z.string().nullable(),
  FromUserID: z.string(),
  FromUser: nameSchema.extend({ Email: z.string().nullable() }),
  Recipient: nameSchema.extend({
    CompanyName: z.string().nullable(),
    Street1: z.string().nullable(),
    City: z.string().nullable(),
    Zip: z.string().nullable(),
  }),
  OrderTaker: z.object({ ID: z.string(), FirstName: z.string(), LastName: z.string() }).nullable(),
  DeliveryMethod: z.string(),
  DestinationType: z.string(),
  DeliveryDate: z.string().nullable(),
  TimePreference: z.string().nullable(),
  PrintAtStore: z.string(),
  TrackingNumber: z.string().nullable(),
  Status: z.string(),
  NetsuiteStatus: z.enum(FILE_STATUSES),
  NetsuiteTimeStamp: z.string().nullable(),
  EagleStatus: z.enum(FILE_STATUSES),
  EagleTimeStamp: z.string().nullable(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/**
 * The search needs three characters: a shorter start of a word starts too many of the order words
 * (shipment_words, 3.5 million at 575,000 shipments), each one more walk of the word table's btree to merge.
 */
export const ORDER_SEARCH_MIN_LENGTH = 3;

const fileStatusOptions = FILE_STATUSES.map((status) => ({
  value: status,
  label: FILE_STATUS_LABELS[status],
  // Missing is a status never written: no value at all.
  api: status === 'missing' ? '!*' : status,
}));

/**
 * A day compared with a date: the submit date (read in the store's zone by the server) or the requested
 * delivery date (a calendar date).
 */
const dayFilter = (label: string, param: string): ListFilter => ({
  label,
  params: [param],
  control: { kind: 'date' },
  toApi: (value) => (isIsoDate(value) ? { [param]: value } : undefined),
});

/**
 * /orders: shipment search records, newest first (C-23's columns; Shipment, Delivery Date, Taker, Store,
 * Destination, Time and Tracking No. are chosen in the Columns menu, so the rest fits a 1280 px screen), with the URL's search, page, pageSize, sortBy, status,
 * eagle, netsuite, from, to, user, store, taker, method and destination (spec 3 §2), and the requested
 * delivery date from and to (the dashboard's delivery load opens a day's shipments).
 */
export const orderListSpec = defineListSpec<OrderListItem>()({
  id: 'orders',
  label: 'Orders',
  api: '/orders',
  readKeys: ['order-reader'],
  columns: [
    { field: 'OrderID', header: 'Order ID', sortable: true },
    { field: 'ID', header: 'Shipment', sortable: true, optional: true },
    { field: 'DateSubmitted', header: 'Submitted', sortable: true, format: 'datetime' },
    { field: 'FromUser', header: 'Customer', value: (row) => personName(row.FromUser) },
    {
      field: 'Recipient',
      header: 'Recipient',
      value: (row) => personName(row.Recipient) || (row.Recipient.CompanyName ?? ''),
    },
    {
      field: 'DeliveryMethod',
      header: 'Method',
      value: (row) => SHIPPING_METHOD_LABELS[row.DeliveryMethod as ShippingMethod] ?? row.DeliveryMethod,
    },
    {
      field: 'DestinationType',
      header: 'Destination',
      value: (row) => destinationTypeLabel(row.DestinationType),
      optional: true,
    },
    {
      field: 'DeliveryDate',
      header: 'Delivery Date',
      format: 'calendar-date',
      optional: true,
    },
    {
      field: 'TimePreference',
      header: 'Time',
      value: (row) => timePreferenceLabel(row.TimePreference),
      optional: true,
    },
    {
      field: 'Status',
      header: 'Status',
      value: (row) => SHIPMENT_STATUS_LABELS[row.Status as ShipmentStatus] ?? row.Status,
    },
    { field: 'NetsuiteStatus', header: 'NetSuite', value: (row) => fileStatusLabel(row.NetsuiteStatus) },
    { field: 'EagleStatus', header: 'Eagle', value: (row) => fileStatusLabel(row.EagleStatus) },
    {
      field: 'OrderTaker',
      header: 'Taker',
      value: (row) => (row.OrderTaker ? personName(row.OrderTaker) : ''),
      optional: true,
    },
    { field: 'PrintAtStore', header: 'Store', optional: true },
    { field: 'TrackingNumber', header: 'Tracking No.', optional: true },
  ],
  defaultSort: '!DateSubmitted',
  search: {
    placeholder: ORDER_TEXTS.searchPlaceholder,
    helperText: SEARCH_RULE_TEXT,
    minLength: ORDER_SEARCH_MIN_LENGTH,
  },
  filters: {
    status: multiSelectFilter({
      label: 'Status',
      param: 'Status',
      options: SHIPMENT_STATUSES.map((status) => ({
        value: status,
        label: SHIPMENT_STATUS_LABELS[status],
        api: escapeFilterValue(status),
      })),
    }),
    netsuite: multiSelectFilter({
      label: 'NetSuite',
      param: 'NetsuiteStatus',
      options: fileStatusOptions,
      exclusive: 'missing',
    }),
    eagle: multiSelectFilter({
      label: 'Eagle',
      param: 'EagleStatus',
      options: fileStatusOptions,
      exclusive: 'missing',
    }),
    from: dayFilter('Submitted From', 'SubmittedFrom'),
    to: dayFilter('Submitted To', 'SubmittedTo'),
    deliveryFrom: dayFilter('Delivery From', 'DeliveryFrom'),
    deliveryTo: dayFilter('Delivery To', 'DeliveryTo'),
    user: textFilter({ label: 'Customer ID', param: 'FromUserID' }),
    store: lookupFilter({ label: 'Store', param: 'PrintAtStore' }),
    taker: textFilter({ label: 'Order Taker', param: 'OrderTakerID', placeholder: 'Username' }),
    method: selectFilter({
      label: 'Delivery Method',
      param: 'DeliveryMethod',
      options: SHIPPING_METHODS.map((method) => ({
        value: method,
        label: SHIPPING_METHOD_LABELS[method],
        api: method,
      })),
    }),
    destination: selectFilter({
      label: 'Destination Type',
      param: 'DestinationType',
      options: ORDER_DESTINATION_TYPES.map((type) => ({
        value: type,
        label: destinationTypeLabel(type),
        api: type,
      })),
    }),
  },
});
export type OrderFilterKey = keyof NonNullable<typeof orderListSpec.filters>;

/** A print-at-store choice of the store filter: the 2-digit code and the store's name (C-36). */
export const orderStoreOptionSchema = z.object({ Code: z.string(), Name: z.string() });
export type OrderStoreOption = z.infer<typeof orderStoreOptionSchema>;

// ---------------------------------------------------------------------------------------------------------
// The order page (spec 3 §2 /orders/{id})

/** A shipment as the order page reads it: its file statuses already resolved (missing when never set). */
export const orderShipmentSchema = shipmentSchema.extend({
  xp: shipmentSchema.shape.xp.extend({
    Status: z.enum(SHIPMENT_STATUSES),
    PrintAtStore: z.string(),
    NetsuiteStatus: z.enum(FILE_STATUSES),
    EagleStatus: z.enum(FILE_STATUSES),
  }),
  ShipTo: addressSchema.partial().nullable(),
  LineItems: z.array(lineItemSchema),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/** A send to a system outside made for the order (the outbox), newest first. */
export const orderSendSchema = z.object({
  ID: z.number(),
  /** erp, pos, cecs, email. */
  System: z.string(),
  /** What was sent ('Order', 'Shipment file', 'Confirmation e-mail' …). */
  What: z.string(),
  Entity: z.string(),
  EntityID: z.string(),
  /** The shipments it carried (an order send carries those not yet in NetSuite). */
  ShipmentIDs: z.array(z.string()),
  /** pending, sent, failed. */
  Status: z.string(),
  Attempts: z.number(),
  LastError: z.string().nullable(),
  /** file, http, smtp … once sent. */
  Channel: z.string().nullable(),
  CreatedAt: z.string(),
  SentAt: z.string().nullable(),
});
export type OrderSend = z.infer<typeof orderSendSchema>;

export const orderDetailSchema = z.object({
  Order: orderSchema.extend({ Status: z.string(), DateCreated: z.string() }),
  /** The order's version: If-Match of the tracking number and Consolidate edits. */
  Version: z.number().int(),
  Shipments: z.array(orderShipmentSchema),
  Payments: z.array(paymentSchema),
  Sends: z.array(orderSendSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** A send still on its way: the page asks again until none is. */
export const hasPendingSends = (detail: Pick<OrderDetail, 'Sends'>): boolean =>
  detail.Sends.some((send) => send.Status === 'pending');

/**
 * What each send action of the order page queues (spec 3 §7): the system, the outbox entity, and whether
 * that entity is the order or one of its shipments. One send of a kind for one order or shipment is on its
 * way at a time: the action waits (disabled, and 409 Order.SendPending) until it has gone out or failed.
 */
export const ORDER_SEND_ACTIONS = {
  'send-to-netsuite': { system: 'erp', entity: 'order', about: 'order' },
  'resend-confirmation': { system: 'email', entity: 'order', about: 'order' },
  'send-redemption-files': { system: 'pos', entity: 'redemption', about: 'order' },
  'send-gift-cards': { system: 'pos', entity: 'gift-card', about: 'shipment' },
  'send-to-eagle': { system: 'pos', entity: 'shipment', about: 'shipment' },
  'resend-egift-email': { system: 'email', entity: 'shipment', about: 'shipment' },
} as const satisfies Record<string, { system: string; entity: string; about: 'order' | 'shipment' }>;
export type OrderSendAction = keyof typeof ORDER_SEND_ACTIONS;

/** The action's send still on its way for this order (or this shipment of it), if any. */
export function pendingSendOf(
  detail: Pick<OrderDetail, 'Sends'> & { Order: Pick<OrderDetail['Order'], 'ID'> },
  action: OrderSendAction,
  shipmentId?: string,
): OrderSend | undefined {
  const { system, entity, about } = ORDER_SEND_ACTIONS[action];
  const entityId = about === 'order' ? detail.Order.ID : shipmentId;
  return detail.Sends.find(
    (send) =>
      send.Status === 'pending' &&
      send.System === system &&
      send.Entity === entity &&
      send.EntityID === entityId,
  );
}

/** The latest send to a system that carried the shipment (of one kind of send, `entity`, if given). */
export const latestSend = (
  detail: Pick<OrderDetail, 'Sends'>,
  system: string,
  shipmentId: string,
  entity?: string,
): OrderSend | undefined =>
  detail.Sends.filter(
    (send) =>
      send.System === system &&
      send.ShipmentIDs.includes(shipmentId) &&
      (entity === undefined || send.Entity === entity),
  ).sort((a, b) => b.ID - a.ID)[0];

/** The e-gift card lines of a shipment: the recipient's e-mail is on the line (spec 3 §3 line item xp.Email). */
export const eGiftLines = (shipment: Pick<OrderShipment, 'LineItems'>) =>
  shipment.LineItems.filter((line) => !!line.xp.Email);

/** Physical gift cards shipped: their numbers are activated at the POS (send gift card on shipment). */
export const giftCardLines = (shipment: Pick<OrderShipment, 'LineItems'>) =>
  shipment.LineItems.filter((line) => !!line.xp.giftcardnumber);

/** Payments the POS redeems: gift cards and Purple Perks (send redemption files). */
export const redemptionPayments = (payments: readonly Payment[]) =>
  payments.filter((payment) => payment.xp.Type === 'GiftCard' || payment.xp.Type === 'PurplePerks');

/** The product's page of a line: /products/{productCode}/skus/{sku}. */
export const lineProductPath = (line: Pick<LineItem, 'Product'>): string =>
  `/products/${encodeURIComponent(line.Product.xp.ProductCode)}/skus/${encodeURIComponent(line.Product.ID)}`;

// ---------------------------------------------------------------------------------------------------------
// The order actions' bodies (spec 3 §7)

/** The recipient e-mail of the e-gift dialog: a simple pattern (spec 1 §5). */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const eGiftEmailSchema = z.strictObject({
  Email: z
    .string()
    .trim()
    .min(1, 'Enter the recipient’s email address.')
    .max(254, 'Email can be at most 254 characters.')
    .regex(SIMPLE_EMAIL_PATTERN, 'Enter a valid email address.'),
});
export type EGiftEmail = z.infer<typeof eGiftEmailSchema>;

/** UPS tracking numbers are letters and digits ('1Z…', 18 characters); empty clears it. */
export const trackingNumberSchema = z.strictObject({
  TrackingNumber: z
    .string()
    .trim()
    .toUpperCase()
    .max(35, 'A tracking number can be at most 35 characters.')
    .regex(/^[A-Z0-9]*$/, 'A tracking number has letters and digits only.')
    .transform((value) => (value === '' ? null : value)),
});
export type TrackingNumberBody = z.input<typeof trackingNumberSchema>;

export const bulkOrderSchema = z.strictObject({ BulkOrder: z.boolean() });

/** The ten latest orders a staff member took (the profile's Recent Customer Orders, C-26). */
export const RECENT_TAKEN_ORDERS = 10;
export const takenOrderRowSchema = z.object({
  ID: z.string(),
  DateSubmitted: z.string().nullable(),
  FromUserID: z.string(),
  FromUser: nameSchema,
  Total: z.number(),
});
export type TakenOrderRow = z.infer<typeof takenOrderRowSchema>;

/** The order search (shipment search records): the routes the server serves and the web's resource calls. */
export const orderApi = defineRecordApi({
  path: '/orders',
  item: orderListItemSchema,
  detail: orderDetailSchema,
});

const orderParams = z.object({ id: z.string().trim().min(1, ORDER_TEXTS.orderIdMissing).max(50) });
const shipmentParams = orderParams.extend({
  shipmentId: z.string().trim().min(1, ORDER_TEXTS.shipmentIdMissing).max(60),
});
/** A send of the order page (spec 3 §7): queued, it goes out after commit; 202 with the order as it stands. */
const sendRoute = <const Path extends string, const Params extends z.ZodObject>(path: Path, params: Params) =>
  defineRoute({ method: 'POST', path, params, status: 202, response: orderDetailSchema });

/** The actions of the order page: each answers the order (its version as the ETag). */
export const ORDER_ACTION_ROUTES = {
  'send-to-netsuite': sendRoute('/orders/:id/send-to-netsuite', orderParams),
  'resend-confirmation': sendRoute('/orders/:id/resend-confirmation', orderParams),
  'send-redemption-files': sendRoute('/orders/:id/send-redemption-files', orderParams),
  'send-gift-cards': sendRoute('/orders/:id/shipments/:shipmentId/send-gift-cards', shipmentParams),
  'send-to-eagle': sendRoute('/orders/:id/shipments/:shipmentId/send-to-eagle', shipmentParams),
  'resend-egift-email': defineRoute({
    method: 'POST',
    path: '/orders/:id/shipments/:shipmentId/resend-egift-email',
    params: shipmentParams,
    body: eGiftEmailSchema,
    status: 202,
    response: orderDetailSchema,
  }),
  // The two edits, against the order's version (If-Match).
  'tracking-number': defineRoute({
    method: 'PUT',
    path: '/orders/:id/shipments/:shipmentId/tracking-number',
    params: shipmentParams,
    body: trackingNumberSchema,
    response: orderDetailSchema,
  }),
  'bulk-order': defineRoute({
    method: 'PUT',
    path: '/orders/:id/bulk-order',
    params: orderParams,
    body: bulkOrderSchema,
    response: orderDetailSchema,
  }),
} as const satisfies Record<OrderSendAction | 'tracking-number' | 'bulk-order', ApiRoute>;
export type OrderAction = keyof typeof ORDER_ACTION_ROUTES;

/** The print-at-store choices of the order search. */
export const orderStoresRoute = readRoute(
  '/order-stores',
  z.object({ Items: z.array(orderStoreOptionSchema) }),
);
/** The latest orders the signed-in user took (the profile). */
export const takenOrdersRoute = readRoute('/me/orders', z.object({ Items: z.array(takenOrderRowSchema) }));
