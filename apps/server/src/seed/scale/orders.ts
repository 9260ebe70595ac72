import {
  SHIPMENT_STATUSES,
  shipmentOrderNames,
  shipmentSearchText,
  type ShippingMethod,
} from '@commerce/domain';
import { PLATFORM_PAYMENT_TYPES } from '../demo/orders.ts';
import { STREETS, TWIN_CITIES_ZIPS } from '../places.ts';
import { centsToMoney, DAY_MS, isoDay } from '../random.ts';
import { copyLine } from './copy.ts';
import { scaleIdentity } from './customers.ts';
import { Prng } from './prng.ts';

/** Scale order IDs are 'SO' and a number from 10,000,000, apart from the demo's 'BO…'. */
export const SCALE_ORDER_START = 10_000_000;

export const ORDER_COLUMNS = [
  'id',
  'from_user_id',
  'from_user',
  'status',
  'date_created',
  'date_submitted',
  'billing_address',
  'subtotal',
  'shipping_cost',
  'tax_cost',
  'total',
  'order_taker_id',
  'orphaned_account',
  'xp',
] as const;
export const SHIPMENT_COLUMNS = [
  'id',
  'order_id',
  'status',
  'delivery_method',
  'address_type',
  'requested_delivery_date',
  'print_at_store',
  'tracking_number',
  'cost',
  'netsuite_status',
  'netsuite_at',
  'eagle_status',
  'eagle_at',
  'date_submitted',
  'from_user_id',
  'order_taker_id',
  'buyer_first_name',
  'buyer_last_name',
  'buyer_email',
  'taker_first_name',
  'taker_last_name',
  'ship_to',
  'search_text',
  'xp',
] as const;
export const LINE_ITEM_COLUMNS = [
  'id',
  'order_id',
  'shipment_id',
  'product_id',
  'product',
  'unit_price',
  'quantity',
  'line_total',
  'xp',
] as const;
export const PAYMENT_COLUMNS = ['id', 'order_id', 'type', 'amount', 'xp', 'date_created'] as const;

/** What orders draw on: the range of scale customers, some SKUs, the staff who take orders. */
export interface OrderSources {
  customers: { first: number; last: number };
  skus: readonly { id: string; code: string; name: string; price: string }[];
  takers: readonly { id: string; firstName: string; lastName: string }[];
}

export interface ScaleOrderLines {
  orders: string;
  shipments: string;
  lineItems: string;
  payments: string;
}

const METHODS: readonly ShippingMethod[] = [
  'LocalDelivery',
  'LocalDelivery',
  'LocalDelivery',
  'InStorePickUp',
  'UPS',
  'Courier',
  'Wired',
  'USPS',
];
const OPEN_STATUSES = SHIPMENT_STATUSES.filter(
  (status) => !['Complete', 'DELIVERED', 'CANCELED', 'Training'].includes(status),
);
const DONE_STATUSES = ['Complete', 'DELIVERED'] as const;

/**
 * One scale order with its shipments, line items and payment, as COPY lines: a pure function of the order
 * number, so a run gives the same rows however it is cut into chunks.
 */
export function scaleOrderLines(number: number, anchor: Date, sources: OrderSources): ScaleOrderLines {
  const random = new Prng(number * 104_729);
  const id = `SO${number}`;
  const customerNumber = random.int(sources.customers.first, sources.customers.last);
  const buyer = scaleIdentity(new Prng(customerNumber), customerNumber);
  const age = Math.floor(random.next() ** 2 * 3 * 365);
  const submitted = new Date(anchor.getTime() - age * DAY_MS - random.int(0, 86_399) * 1000);
  const status = random.chance(0.02) ? 'Canceled' : age > 21 ? 'Completed' : 'Open';
  const taker = sources.takers.length > 0 && random.chance(0.2) ? random.pick(sources.takers) : null;
  const orphaned = random.chance(0.02);
  const place = random.pick(TWIN_CITIES_ZIPS);
  const fromUser = {
    ID: buyer.ID,
    FirstName: buyer.FirstName,
    LastName: buyer.LastName,
    Email: buyer.Email,
    Username: buyer.Username,
  };
  const names = shipmentOrderNames(
    fromUser,
    taker && { FirstName: taker.firstName, LastName: taker.lastName },
  );
  let subtotal = 0;
  let shipping = 0;
  let shipments = '';
  let lineItems = '';
  const shipmentCount = random.chance(0.15) ? 2 : 1;
  for (let s = 1; s <= shipmentCount; s++) {
    const shipmentId = `${id}-${s}`;
    const method = random.pick(METHODS);
    const cost = method === 'InStorePickUp' || method === 'USPS' ? 0 : method === 'Courier' ? 2499 : 1299;
    shipping += cost;
    const shipTo = {
      FirstName: random.chance(0.4)
        ? buyer.FirstName
        : random.pick(['Ann', 'Bob', 'Carol', 'Dave', 'Erin', 'Lena', 'Mai', 'Omar', 'Sven', 'Tou']),
      LastName: random.chance(0.5)
        ? buyer.LastName
        : random.pick(['Olson', 'Vang', 'Nguyen', 'Larson', 'Ali', 'Berg', 'Schmidt']),
      CompanyName: null,
      Street1: `${random.int(100, 9899)} ${random.pick(STREETS)}`,
      City: place.city,
      State: 'MN',
      Zip: place.zip,
    };
    const outcome = () =>
      orphaned ? 'skipped' : random.chance(0.9) ? 'success' : random.chance(0.5) ? 'failure' : null;
    const netsuite = outcome();
    const eagle = outcome();
    const at = (outcomeStatus: string | null) =>
      outcomeStatus ? new Date(submitted.getTime() + random.int(1, 90) * 60_000) : null;
    const shipmentStatus =
      status === 'Canceled'
        ? 'CANCELED'
        : status === 'Completed'
          ? random.pick(DONE_STATUSES)
          : random.pick(OPEN_STATUSES);
    shipments += copyLine([
      shipmentId,
      id,
      shipmentStatus,
      method,
      method === 'InStorePickUp' ? 'InStorePickUp' : random.chance(0.85) ? 'Residence' : 'Business',
      isoDay(new Date(submitted.getTime() + random.int(0, 5) * DAY_MS)),
      random.chance(0.5) ? '02' : random.pick(['03', '04', '05', '06', '07']),
      method === 'UPS' ? `1Z${random.digits(16)}` : null,
      centsToMoney(cost),
      netsuite,
      at(netsuite),
      eagle,
      at(eagle),
      submitted,
      buyer.ID,
      taker?.id ?? null,
      names.buyerFirstName,
      names.buyerLastName,
      names.buyerEmail,
      names.takerFirstName,
      names.takerLastName,
      shipTo,
      shipmentSearchText({ orderId: id, shipmentId, fromUser, shipTo }),
      {
        TimePreference: method === 'LocalDelivery' ? random.pick(['AM', 'PM', 'NO PREF']) : null,
        NoCardMessage: false,
        CardMessage: 'Enjoy!',
      },
    ]);
    const items = random.int(1, 3);
    for (let n = 1; n <= items; n++) {
      const sku = random.pick(sources.skus);
      const quantity = random.chance(0.85) ? 1 : 2;
      const unit = Math.round(Number(sku.price) * 100);
      subtotal += unit * quantity;
      lineItems += copyLine([
        `${s}-${n}`,
        id,
        shipmentId,
        sku.id,
        { ID: sku.id, Name: sku.name, xp: { ProductCode: sku.code } },
        centsToMoney(unit),
        quantity,
        centsToMoney(unit * quantity),
        { DeliveryMethod: method },
      ]);
    }
  }
  const tax = Math.round(subtotal * 0.08025);
  const total = subtotal + shipping + tax;
  const orders = copyLine([
    id,
    buyer.ID,
    fromUser,
    status,
    new Date(submitted.getTime() - random.int(2, 40) * 60_000),
    submitted,
    {
      FirstName: buyer.FirstName,
      LastName: buyer.LastName,
      Street1: `${random.int(100, 9899)} ${random.pick(STREETS)}`,
      City: place.city,
      State: 'MN',
      Zip: place.zip,
      Country: 'US',
    },
    centsToMoney(subtotal),
    centsToMoney(shipping),
    centsToMoney(tax),
    centsToMoney(total),
    taker?.id ?? null,
    orphaned,
    {
      OrderTaker: taker
        ? {
            ID: taker.id,
            FirstName: taker.firstName,
            LastName: taker.lastName,
            Username: taker.id,
            StoreName: null,
            StoreID_2digit: null,
          }
        : null,
    },
  ]);
  const kind = random.pick([
    'CreditCard',
    'CreditCard',
    'CreditCard',
    'GiftCard',
    'PurplePerks',
    'Paypal',
    'Venmo',
  ] as const);
  const payments = copyLine([
    `${id}-P1`,
    id,
    PLATFORM_PAYMENT_TYPES[kind],
    centsToMoney(total),
    {
      Type: kind,
      CardType:
        kind === 'CreditCard' ? random.pick(['Visa', 'MasterCard', 'Discover', 'AmericanExpress']) : null,
      CardNumber: kind === 'CreditCard' ? random.digits(4) : null,
    },
    submitted,
  ]);
  return { orders, shipments, lineItems, payments };
}
