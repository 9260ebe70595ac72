import {
  DEFAULT_PRINT_STORE_CODE,
  GUEST_USER_ID,
  SHIPMENT_STATUSES,
  shipmentOrderNames,
  shipmentSearchText,
  storeDateOf,
  storeDayBounds,
  TRAINING_GROUP_ID,
  type FileStatus,
  type OrderDestinationType,
  type PaymentType,
  type ShipmentStatus,
  type ShippingMethod,
} from '@commerce/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lineItems, orders, payments, shipments } from '../../db/schema/index.ts';
import { insertRows } from '../insert.ts';
import { twinCitiesAddress, TWIN_CITIES_ZIPS } from '../places.ts';
import { addDays, centsToMoney, isoDay, moneyToCents, type SeedRandom } from '../random.ts';
import type { DemoContext } from './context.ts';
import type { DemoCustomer } from './customers.ts';
import type { DemoDestination } from './destinations.ts';
import type { DemoProduct } from './products.ts';
import type { DemoStaff } from './staff.ts';
import type { DemoStore } from './stores.ts';

export const DEMO_ORDER_COUNT = 3_000;
/** Orders placed on the day the demo is seeded (the dashboard's 'today'). */
const DEMO_ORDERS_TODAY = 12;

/**
 * Whether the dataset is seeded for today (a live start, `anchorDay()`): only then are orders placed on the
 * store's day so far. A dataset for another anchor (tests, the journeys) is the same on every run.
 */
export const seededToday = (anchor: Date): boolean => isoDay(anchor) === isoDay(new Date());

/** A moment of the store's day so far (at its start when the day has only just begun). */
function earlierToday(random: SeedRandom): Date {
  const start = storeDayBounds(storeDateOf()).start.getTime();
  return new Date(start + random.int(0, Math.max(0, Date.now() - start - 60_000)));
}
/** Minneapolis sales tax, near enough for demo totals. */
const TAX_RATE = 0.08025;

/** The platform's payment type for each kind of payment the console shows. */
export const PLATFORM_PAYMENT_TYPES: Record<PaymentType, string> = {
  CreditCard: 'CreditCard',
  GiftCard: 'SpendingAccount',
  PurplePerks: 'SpendingAccount',
  Paypal: 'PurchaseOrder',
  Venmo: 'PurchaseOrder',
};

const DESTINATION_RECORD_TYPE: Partial<Record<OrderDestinationType, DemoDestination['type']>> = {
  Hospital: 'Hospitals',
  FuneralHome: 'FuneralHome',
  Church: 'Church',
  Cemetery: 'Cemetery',
};

/** Every pairing of ERP (NetSuite) and POS (Eagle) outcomes; null is a status never written (missing). */
const FILE_OUTCOMES: readonly (FileStatus | null)[] = ['success', 'failure', 'skipped', null];

const METHOD_COST: Record<ShippingMethod, number> = {
  LocalDelivery: 1299,
  InStorePickUp: 0,
  UPS: 1499,
  Courier: 2499,
  Wired: 1999,
  USPS: 0,
};

const CARD_MESSAGES = [
  'Happy birthday! Love, the Olsons',
  'Thinking of you.',
  'Congratulations on the new house!',
  'With deepest sympathy.',
  'Get well soon!',
  'Happy anniversary, I love you.',
  'Thank you for everything.',
];

type OrderStatus = 'Unsubmitted' | 'Open' | 'Completed' | 'Canceled';

function shipmentStatusFor(
  random: SeedRandom,
  orderStatus: OrderStatus,
  age: number,
  training: boolean,
): ShipmentStatus {
  if (training) return 'Training';
  if (orderStatus === 'Canceled') return 'CANCELED';
  if (orderStatus === 'Completed')
    return random.weighted([
      ['Complete', 60],
      ['DELIVERED', 35],
      ['Store Rec', 5],
    ] as const);
  if (age > 3)
    return random.weighted([
      ['DISPATCHED', 30],
      ['Store Out', 15],
      ['Exported', 20],
      ['Complete', 20],
      ['Ret2Yrd', 5],
      ['Turn Around', 5],
      ['Customer Servic', 5],
    ] as const);
  return random.pick(
    SHIPMENT_STATUSES.filter((status) => !['Complete', 'DELIVERED', 'CANCELED', 'Training'].includes(status)),
  );
}

/**
 * Orders with shipments, line items and payments over the last two years: every shipment status and
 * every NetSuite/Eagle outcome, guest orders, orders placed by staff, carts, and customers'
 * last_order_submitted set from them.
 */
export async function seedOrders(
  db: DbOrTx,
  context: DemoContext,
  data: {
    customers: readonly DemoCustomer[];
    products: readonly DemoProduct[];
    staff: readonly DemoStaff[];
    stores: readonly DemoStore[];
    destinations: readonly DemoDestination[];
  },
): Promise<number> {
  const random = context.random('orders');
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const shipmentRows: (typeof shipments.$inferInsert)[] = [];
  const lineRows: (typeof lineItems.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const sellable = data.products.filter((product) => product.active && product.giftCard === null);
  const giftCards = data.products.filter((product) => product.giftCard !== null);
  const regular = data.customers.filter((customer) => !customer.trainingUser);
  const training = data.customers.filter((customer) => customer.trainingUser);
  const takers = data.staff.filter((member) =>
    member.groups.some((group) => ['Order_Takers', 'Customer_Service'].includes(group)),
  );
  const trainees = data.staff.filter((member) => member.groups.includes(TRAINING_GROUP_ID));
  const printStores = data.stores.filter((store) => store.eagle2 !== null).map((store) => store.eagle2!);
  let shipmentCount = 0;
  let number = 104_000;
  const today = seededToday(context.anchor);

  for (let index = 0; index < DEMO_ORDER_COUNT; index++) {
    number += random.int(1, 6);
    const id = `BO${number}`;
    const isTraining = index % 60 === 59;
    const guest = !isTraining && random.chance(0.08);
    const buyer = isTraining ? random.pick(training) : guest ? null : random.pick(regular);
    // Recent days are busier: the square skews ages towards today.
    const placedToday = today && index < DEMO_ORDERS_TODAY;
    const age = placedToday
      ? 0
      : Math.floor(Math.pow(random.faker.number.float({ min: 0, max: 1 }), 2) * 730);
    // The anchor is the seed's day at UTC midnight and daysAgo picks a time on a day, so a day later: an
    // order of 'age 0' on the anchor day itself was up to 21 hours in the future of a demo started that day.
    // The first few were placed earlier today (the store's day), so the dashboard has today's orders.
    const submitted = placedToday ? earlierToday(random) : random.daysAgo(age + 1);
    const status: OrderStatus =
      index < 16
        ? 'Open'
        : random.chance(0.03)
          ? 'Unsubmitted'
          : random.chance(0.03)
            ? 'Canceled'
            : age > 21
              ? 'Completed'
              : 'Open';
    const dateSubmitted = status === 'Unsubmitted' ? null : submitted;
    const taker = isTraining
      ? random.pick(trainees)
      : !guest && random.chance(0.3)
        ? random.pick(takers)
        : null;
    let orphaned = buyer !== null && !buyer.synced && status !== 'Unsubmitted';
    const fromUser = buyer
      ? {
          ID: buyer.id,
          FirstName: buyer.firstName,
          LastName: buyer.lastName,
          Email: buyer.email,
          Username: buyer.username,
        }
      : {
          ID: GUEST_USER_ID,
          FirstName: random.faker.person.firstName(),
          LastName: random.faker.person.lastName(),
          Email: random.faker.internet.exampleEmail().toLowerCase(),
          Username: 'guest@bachmans.example',
        };
    const orderTaker = taker
      ? {
          ID: taker.username,
          FirstName: taker.firstName,
          LastName: taker.lastName,
          Username: taker.username,
          StoreName: taker.store.name,
          StoreID_2digit: taker.store.eagle2,
        }
      : null;
    const billing = buyer?.address ?? twinCitiesAddress(random);
    const shipmentTotal = random.weighted([
      [1, 82],
      [2, 14],
      [3, 4],
    ] as const);
    let subtotal = 0;
    let shipping = 0;

    for (let s = 1; s <= shipmentTotal; s++) {
      const shipmentId = `${id}-${s}`;
      const giftCardShipment = random.chance(0.05);
      const giftCard = giftCardShipment ? random.pick(giftCards) : null;
      const method: ShippingMethod = giftCard
        ? 'USPS'
        : random.weighted([
            ['LocalDelivery', 48],
            ['InStorePickUp', 16],
            ['UPS', 12],
            ['Courier', 8],
            ['Wired', 12],
            ['USPS', 4],
          ] as const);
      const addressType: OrderDestinationType =
        method === 'InStorePickUp'
          ? 'InStorePickUp'
          : method === 'LocalDelivery'
            ? random.weighted([
                ['Residence', 58],
                ['Business', 12],
                ['School', 4],
                ['Hospital', 9],
                ['FuneralHome', 10],
                ['Church', 4],
                ['Cemetery', 3],
              ] as const)
            : random.weighted([
                ['Residence', 85],
                ['Business', 15],
              ] as const);
      const destinationType = DESTINATION_RECORD_TYPE[addressType];
      const destination = destinationType
        ? random.pick(data.destinations.filter((place) => place.type === destinationType))
        : null;
      const recipientPlace =
        buyer && random.chance(0.3) && buyer.addresses.length > 0 ? random.pick(buyer.addresses) : null;
      const street = destination ?? recipientPlace ?? twinCitiesAddress(random);
      const shipTo = {
        FirstName: recipientPlace?.firstName ?? random.faker.person.firstName(),
        LastName: recipientPlace?.lastName ?? random.faker.person.lastName(),
        CompanyName:
          destination?.name ??
          recipientPlace?.companyName ??
          (addressType === 'Business' ? random.faker.company.name() : null),
        Street1: street.street1,
        City: street.city,
        State: street.state,
        Zip: street.zip,
      };
      // The first shipments walk through every status and every NetSuite/Eagle pairing, so each appears.
      const shipmentStatus =
        shipmentCount < SHIPMENT_STATUSES.length
          ? SHIPMENT_STATUSES[shipmentCount]!
          : giftCard?.giftCard === 'email'
            ? 'Email Delivery'
            : shipmentStatusFor(random, status, age, isTraining);
      const pairing: [FileStatus | null, FileStatus | null] | null =
        shipmentCount < 16
          ? [FILE_OUTCOMES[shipmentCount % 4] ?? null, FILE_OUTCOMES[Math.floor(shipmentCount / 4)] ?? null]
          : null;
      const outcome = (): FileStatus | null =>
        status === 'Unsubmitted'
          ? null
          : orphaned
            ? 'skipped'
            : random.weighted([
                ['success', 86],
                ['failure', 5],
                [null, 9],
              ] as const);
      const netsuite = pairing ? pairing[0] : outcome();
      const eagle = pairing ? pairing[1] : outcome();
      // Skipped means an orphaned account, whichever system skipped it.
      if (netsuite === 'skipped' || eagle === 'skipped') orphaned = true;
      const sentAt = (sent: FileStatus | null) =>
        sent && dateSubmitted ? new Date(dateSubmitted.getTime() + random.int(1, 90) * 60_000) : null;
      const route = TWIN_CITIES_ZIPS.find((place) => place.zip === street.zip);
      const cost =
        method === 'LocalDelivery'
          ? METHOD_COST.LocalDelivery + moneyToCents(route?.surcharge ?? '0')
          : METHOD_COST[method];
      const handling = random.chance(0.1) ? 250 : 0;
      const wired = method === 'Wired' ? 499 : 0;
      shipping += cost + handling + wired;

      const items = giftCard
        ? [giftCard]
        : random.sample(
            sellable,
            random.weighted([
              [1, 60],
              [2, 28],
              [3, 12],
            ] as const),
          );
      for (const [n, product] of items.entries()) {
        const sku = random.pick(product.skus);
        const quantity = giftCard
          ? 1
          : random.weighted([
              [1, 80],
              [2, 15],
              [3, 5],
            ] as const);
        const unit = moneyToCents(sku.price);
        const line = unit * quantity;
        const feeCharge =
          product.fee && product.fee.amount > 0 && random.chance(0.5) ? product.fee.amount * 100 : 0;
        subtotal += line + feeCharge;
        lineRows.push({
          id: `${s}-${n + 1}`,
          orderId: id,
          shipmentId,
          productId: sku.id,
          product: { ID: sku.id, Name: sku.name, xp: { ProductCode: product.code } },
          unitPrice: centsToMoney(unit),
          quantity,
          lineTotal: centsToMoney(line),
          xp: {
            giftcardnumber: product.giftCard === 'physical' ? `6${random.digits(15)}` : null,
            BuyersList: null,
            PriceAdjustment: null,
            ProductNote: random.chance(0.1)
              ? random.pick(['Extra greenery please', 'No lilies', 'Tall vase', 'Deliver to front desk'])
              : null,
            ASMMarkup: product.fee?.type === 'assembly' && feeCharge > 0 ? feeCharge / 100 : null,
            PLCMarkup: product.fee?.type === 'placement' && feeCharge > 0 ? feeCharge / 100 : null,
            Email: product.giftCard === 'email' ? random.faker.internet.exampleEmail().toLowerCase() : null,
            DeliveryMethod: method,
          },
        });
      }
      const requested = dateSubmitted ? isoDay(addDays(dateSubmitted, random.int(0, 6))) : null;
      const printAt = random.chance(0.5) ? DEFAULT_PRINT_STORE_CODE : random.pick(printStores);
      const tracking =
        method === 'UPS' && status !== 'Unsubmitted'
          ? `1Z${random.faker.string.alphanumeric({ length: 16, casing: 'upper' })}`
          : null;
      const noCard = random.chance(0.2);
      shipmentRows.push({
        id: shipmentId,
        orderId: id,
        status: shipmentStatus,
        deliveryMethod: method,
        addressType,
        requestedDeliveryDate: requested,
        printAtStore: printAt,
        trackingNumber: tracking,
        cost: centsToMoney(cost),
        netsuiteStatus: netsuite,
        netsuiteAt: sentAt(netsuite),
        eagleStatus: eagle,
        eagleAt: sentAt(eagle),
        dateSubmitted,
        fromUserId: fromUser.ID,
        orderTakerId: taker?.username ?? null,
        ...shipmentOrderNames(fromUser, orderTaker),
        shipTo,
        searchText: shipmentSearchText({
          orderId: id,
          shipmentId,
          fromUser,
          shipTo,
        }),
        xp: {
          TimePreference: method === 'LocalDelivery' ? random.pick(['AM', 'PM', 'NO PREF']) : null,
          DeliveryNote: random.chance(0.2)
            ? random.pick(['Leave at front door', 'Call on arrival', 'Deliver to reception', 'Side entrance'])
            : null,
          CardMessage: noCard ? null : random.pick(CARD_MESSAGES),
          NoCardMessage: noCard,
          DDMSOrderID: method === 'LocalDelivery' && netsuite === 'success' ? `D${random.digits(7)}` : null,
          WiredServiceFees: wired ? wired / 100 : null,
          HandlingCharges: handling ? handling / 100 : null,
        },
      });
      shipmentCount++;
    }

    const tax = Math.round(subtotal * TAX_RATE);
    const total = subtotal + shipping + tax;
    orderRows.push({
      id,
      fromUserId: fromUser.ID,
      fromUser,
      status,
      dateCreated: new Date(submitted.getTime() - random.int(2, 40) * 60_000),
      dateSubmitted,
      billingAddress: {
        FirstName: fromUser.FirstName,
        LastName: fromUser.LastName,
        CompanyName: null,
        Street1: billing.street1,
        Street2: billing.street2,
        City: billing.city,
        State: billing.state,
        Zip: billing.zip,
        Country: 'US',
        Phone: buyer?.phone ?? null,
      },
      subtotal: centsToMoney(subtotal),
      shippingCost: centsToMoney(shipping),
      taxCost: centsToMoney(tax),
      total: centsToMoney(total),
      orderTakerId: taker?.username ?? null,
      bulkOrder: random.chance(0.02),
      orphanedAccount: orphaned,
      xp: { OrderTaker: orderTaker },
    });

    if (status !== 'Unsubmitted') {
      const kind: PaymentType = random.weighted([
        ['CreditCard', 65],
        ['GiftCard', 10],
        ['PurplePerks', 8],
        ['Paypal', 10],
        ['Venmo', 7],
      ] as const);
      const split = kind === 'GiftCard' && total > 5000 ? 2500 : 0;
      const payment = (n: number, type: PaymentType, cents: number) => ({
        id: `${id}-P${n}`,
        orderId: id,
        type: PLATFORM_PAYMENT_TYPES[type],
        amount: centsToMoney(cents),
        dateCreated: submitted,
        xp: {
          Type: type,
          CardType:
            type === 'CreditCard'
              ? (buyer?.cardType ?? random.pick(['Visa', 'MasterCard', 'Discover']))
              : null,
          CardNumber:
            type === 'CreditCard' ? (buyer?.cardLast4 ?? String(random.int(0, 9999)).padStart(4, '0')) : null,
        },
      });
      if (split) paymentRows.push(payment(1, 'GiftCard', split), payment(2, 'CreditCard', total - split));
      else paymentRows.push(payment(1, kind, total));
    }
  }

  await insertRows(db, orders, orderRows);
  await insertRows(db, shipments, shipmentRows);
  await insertRows(db, lineItems, lineRows);
  await insertRows(db, payments, paymentRows);
  // A customer's last order is the newest one they submitted; set from the rows themselves so the two
  // can never disagree.
  await db.execute(sql`
    update customers c set last_order_submitted = o.last_submitted
    from (select from_user_id, max(date_submitted) as last_submitted from orders
          where date_submitted is not null group by from_user_id) o
    where c.id = o.from_user_id`);
  return orderRows.length;
}
