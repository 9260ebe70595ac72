import { z } from 'zod';
import { formatDateTime } from './calendar.ts';
import { ORDER_DESTINATION_TYPES } from './destinations.ts';
import { sumMoney } from './money.ts';

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
export function toggleStatusFilter(selected: readonly FileStatus[], chosen: FileStatus): FileStatus[] {
  if (selected.includes(chosen)) return selected.filter((status) => status !== chosen);
  if (chosen === 'missing') return ['missing'];
  return [...selected.filter((status) => status !== 'missing'), chosen];
}

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
 * What the order search matches a shipment on (its search_text column, trigram-indexed): the order and
 * shipment IDs, the buyer's name and e-mail, the recipient's name, company, street, city and zip, and the
 * tracking number. Blank parts are left out, so the text never holds runs of spaces.
 */
export function shipmentSearchText(shipment: {
  orderId: string;
  shipmentId: string;
  fromUser: SearchName;
  shipTo: SearchName;
  trackingNumber?: string | null;
}): string {
  const { fromUser, shipTo } = shipment;
  return [
    shipment.orderId,
    shipment.shipmentId,
    fromUser.FirstName,
    fromUser.LastName,
    fromUser.Email,
    shipTo.FirstName,
    shipTo.LastName,
    shipTo.CompanyName,
    shipTo.Street1,
    shipTo.City,
    shipTo.Zip,
    shipment.trackingNumber,
  ]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}
