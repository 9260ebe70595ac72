import { z } from 'zod';
import { slotsForDate, type BuyerXp, type DeliverySlot } from './buyer-xp.ts';
import { isoDateSchema, isPastDate } from './calendar.ts';
import { ORDER_DESTINATION_TYPES, type OrderDestinationType } from './destinations.ts';
import { sumMoney } from './money.ts';
import type { ShippingMethod } from './orders.ts';

/*
 * The lean storefront (apps/storefront): a stand-in for the real storefront so Build Order works end to end.
 * Browse and search the visible catalogue, a product page with its SKUs and delivery options, a cart, and
 * a checkout to a submitted order. Delivery fees, time slots and holiday fees come from the BuyerXP
 * document; the server prices every order again with the rules below, so what is shown is what is charged.
 */

export const STOREFRONT_PAGE_SIZE = 24;
/** Ours: Minneapolis sales tax on the merchandise (the demo orders use the same rate). */
export const STOREFRONT_TAX_RATE = 0.08025;
/** The methods the storefront offers (USPS carries gift cards only, Email e-gift cards only). */
export const STOREFRONT_METHODS = ['LocalDelivery', 'InStorePickUp', 'UPS', 'Courier', 'Wired'] as const;
export type StorefrontMethod = (typeof STOREFRONT_METHODS)[number] & ShippingMethod;
export const STOREFRONT_ADDRESS_TYPES = ORDER_DESTINATION_TYPES.filter((type) => type !== 'InStorePickUp');

export const STOREFRONT_TEXTS = {
  shopName: "Bachman's",
  search: 'Search products',
  department: 'Department',
  allDepartments: 'All departments',
  sortBy: 'Sort by',
  noProducts: 'No products found.',
  addToCart: 'Add to Cart',
  added: 'Added to your cart.',
  cart: 'Cart',
  emptyCart: 'Your cart is empty.',
  checkout: 'Checkout',
  placeOrder: 'Place Order',
  guest: 'Guest',
  signOut: 'Sign out',
  needsCustomer: 'Checkout needs a signed-in customer: choose the customer in Build Order first.',
  thankYou: (orderId: string) => `Thank you! Your order ${orderId} has been placed.`,
  sessionEnded: 'The ordering session has ended.',
  noSlots: 'There is no delivery on this date.',
  chooseSlot: 'Choose a delivery time.',
  pastDate: 'Choose today or a later date.',
  leadDays: (date: string) => `The earliest date for this method is ${date}.`,
  methodNotOffered: 'This delivery method is not offered for every item in the cart.',
  sameDayClosed: 'Same-day delivery is closed for today.',
  badCard: 'Enter a valid card number.',
  badExpiry: 'Enter the expiry as MM/YY, not in the past.',
  unavailable: (name: string) => `${name} is no longer available.`,
} as const;

/** How a product list is ordered: by name (the default), or by price, low or high first. */
export const STOREFRONT_SORTS = {
  name: 'Name',
  price: 'Price: low to high',
  '-price': 'Price: high to low',
} as const;
export type StorefrontSort = keyof typeof STOREFRONT_SORTS;

/** GET /storefront/products: a page of the visible catalogue, searched, in one department, sorted. */
export const storefrontBrowseQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  /** A DCF department (products' xp.CurrentDepartment), the storefront's category. */
  department: z.string().trim().min(1).max(50).optional(),
  sort: z.enum(Object.keys(STOREFRONT_SORTS) as [StorefrontSort, ...StorefrontSort[]]).default('name'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type StorefrontBrowseQuery = z.infer<typeof storefrontBrowseQuerySchema>;

/** A department the storefront offers to browse. */
export const storefrontDepartmentSchema = z.object({ ID: z.string(), Name: z.string() });
export type StorefrontDepartment = z.infer<typeof storefrontDepartmentSchema>;

export const storefrontProductSchema = z.object({
  ProductCode: z.string(),
  ID: z.string(),
  Name: z.string(),
  Price: z.number().nullable(),
  Image: z.string().nullable(),
});
export type StorefrontProduct = z.infer<typeof storefrontProductSchema>;

export const storefrontSkuSchema = z.object({
  ID: z.string(),
  Name: z.string(),
  Price: z.number(),
  Available: z.boolean(),
});
export type StorefrontSku = z.infer<typeof storefrontSkuSchema>;

export const deliveryOptionSchema = z.object({ Method: z.string(), LeadDays: z.number().int() });
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

export const storefrontProductDetailSchema = z.object({
  ProductCode: z.string(),
  Name: z.string(),
  Description: z.string().nullable(),
  Image: z.string().nullable(),
  Skus: z.array(storefrontSkuSchema),
  Delivery: z.array(deliveryOptionSchema),
});
export type StorefrontProductDetail = z.infer<typeof storefrontProductDetailSchema>;

export const cartItemSchema = z.strictObject({
  SKU: z.string().min(1).max(50),
  Quantity: z.number().int().min(1).max(99),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const deliveryChoiceSchema = z.strictObject({
  Method: z.enum(STOREFRONT_METHODS),
  Date: isoDateSchema,
  Slot: z.string().max(50).nullable(),
  AddressType: z.enum(ORDER_DESTINATION_TYPES),
  Zip: z.string().regex(/^\d{5}$/, 'Enter a 5-digit ZIP code.'),
});
export type DeliveryChoice = z.infer<typeof deliveryChoiceSchema>;

export const quoteRequestSchema = z.strictObject({
  Items: z.array(cartItemSchema).min(1).max(50),
  Delivery: deliveryChoiceSchema,
});

export const chargeSchema = z.object({ Label: z.string(), Amount: z.number() });
export type Charge = z.infer<typeof chargeSchema>;

export const quoteSchema = z.object({
  Lines: z.array(
    z.object({
      SKU: z.string(),
      ProductCode: z.string(),
      Name: z.string(),
      UnitPrice: z.number(),
      Quantity: z.number(),
      LineTotal: z.number(),
    }),
  ),
  Methods: z.array(deliveryOptionSchema),
  Slots: z.array(z.object({ Name: z.string(), TimeSlot: z.string(), Surcharge: z.string() })),
  Charges: z.array(chargeSchema),
  Subtotal: z.number(),
  Shipping: z.number(),
  Tax: z.number(),
  Total: z.number(),
  Problems: z.array(z.string()),
});
export type Quote = z.infer<typeof quoteSchema>;

const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** Luhn check of a card number (13–19 digits). */
export function isValidCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card's brand from its first digits (what the order's payment keeps besides the last four). */
export function cardType(value: string): string {
  const digits = cardDigits(value);
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'AmericanExpress';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Other';
}

export const lastFour = (value: string): string => cardDigits(value).slice(-4);

/** The shipping address of the one shipment. */
export const shipToSchema = z.strictObject({
  FirstName: z.string().trim().min(1).max(100),
  LastName: z.string().trim().min(1).max(100),
  CompanyName: z.string().trim().max(100).nullable(),
  Street1: z.string().trim().min(1).max(200),
  City: z.string().trim().min(1).max(100),
  State: z.string().trim().length(2),
  Phone: z.string().trim().max(20).nullable(),
});

/**
 * Checkout: the cart, the delivery, the address and a card. The card is simulated: checked (Luhn, expiry),
 * never stored; the payment keeps the brand and the last four digits only.
 */
export const checkoutSchema = z.strictObject({
  Items: z.array(cartItemSchema).min(1).max(50),
  Delivery: deliveryChoiceSchema,
  ShipTo: shipToSchema,
  CardMessage: z.string().trim().max(200).nullable(),
  Card: z.strictObject({
    Number: z.string().refine(isValidCardNumber, STOREFRONT_TEXTS.badCard),
    Expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, STOREFRONT_TEXTS.badExpiry),
    HolderName: z.string().trim().min(1).max(100),
  }),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

export const placedOrderSchema = z.object({ OrderID: z.string(), Total: z.number() });

/** Whether an MM/YY expiry is this month or later (today as YYYY-MM-DD). */
export function isCardCurrent(expiry: string, today: string): boolean {
  const [month, year] = expiry.split('/');
  return `20${year}-${month}` >= today.slice(0, 7);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDaysIso(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

const fee = (value: string | undefined | null): number => (value ? Number(value) : 0);

/** The parts of BuyerXP the storefront's delivery rules read. */
export type DeliverySettings = Pick<
  BuyerXp,
  | 'Shippers'
  | 'wireOrder'
  | 'DeliveryRuns'
  | 'DeliveryDatesN'
  | 'DateSpecificDeliveryFees'
  | 'HolidayDeliveryFees'
>;

/** The time slots offered on a date for local delivery (its own entry or the defaults, checked ones only). */
export const offeredSlots = (settings: DeliverySettings, date: string): DeliverySlot[] =>
  slotsForDate(settings, date).filter((slot) => slot.checkedRun);

/** C-20: a date-specific fee for the ZIP replaces the standard local delivery fee on that date. */
function dateSpecificFee(settings: DeliverySettings, date: string, zip: string): number | null {
  const byZip = (settings.DateSpecificDeliveryFees as Record<string, unknown> | undefined)?.[date];
  const value = byZip && typeof byZip === 'object' ? (byZip as Record<string, unknown>)[zip] : undefined;
  return typeof value === 'string' && value !== '' ? Number(value) : null;
}

const DESTINATION_FEE: Partial<Record<OrderDestinationType, keyof BuyerXp['Shippers']['LocalDelivery']>> = {
  Church: 'ChurchFees',
  FuneralHome: 'FuneralFees',
  Cemetery: 'CemeteryFees',
  Hospital: 'HospitalFees',
};

/**
 * The delivery charges of one shipment and what is wrong with the choice (spec 3 §3 settings):
 * - Local Delivery: the standard fee, or the same-day fee on today's date (offered while SameDayDelivery is
 *   on and before its countdown time), or a date-specific fee for the ZIP (C-20); the destination fee
 *   (church, funeral home, cemetery, hospital; same-day hospital); the chosen slot's surcharge (the date's
 *   own slots or the defaults, offered ones only); and an active holiday fee of that date.
 * - UPS: StandardUPSCharges; Courier: OMS; Wired: service + delivery fees; In-Store Pickup: free.
 * `today` and `now` ('HH:MM') are the store's date and time.
 */
export function deliveryCharges(
  settings: DeliverySettings,
  choice: DeliveryChoice,
  clock: { today: string; now: string },
): { charges: Charge[]; slots: DeliverySlot[]; problems: string[] } {
  const charges: Charge[] = [];
  const problems: string[] = [];
  const local = settings.Shippers.LocalDelivery;
  if (isPastDate(choice.Date, clock.today)) problems.push(STOREFRONT_TEXTS.pastDate);
  let slots: DeliverySlot[] = [];
  switch (choice.Method) {
    case 'LocalDelivery': {
      const sameDay = choice.Date === clock.today;
      if (sameDay && !(local.SameDayDelivery && clock.now < local.SameDayDeliveryCountDownTimer)) {
        problems.push(STOREFRONT_TEXTS.sameDayClosed);
      }
      slots = offeredSlots(settings, choice.Date);
      const special = dateSpecificFee(settings, choice.Date, choice.Zip);
      charges.push(
        special !== null
          ? { Label: 'Delivery', Amount: special }
          : sameDay
            ? { Label: 'Same-day delivery', Amount: fee(local.SameDayDeliveryFees) }
            : { Label: 'Delivery', Amount: fee(local.StandardDeliveryFees) },
      );
      const destinationKey =
        choice.AddressType === 'Hospital' && sameDay
          ? 'SameDayHospitalFees'
          : DESTINATION_FEE[choice.AddressType];
      if (destinationKey) {
        charges.push({ Label: 'Destination fee', Amount: fee(local[destinationKey] as string) });
      }
      if (slots.length === 0) problems.push(STOREFRONT_TEXTS.noSlots);
      else {
        const slot = slots.find((candidate) => candidate.Name === choice.Slot);
        if (!slot) problems.push(STOREFRONT_TEXTS.chooseSlot);
        else if (fee(slot.Surcharge) > 0) {
          charges.push({ Label: `${slot.Name} delivery`, Amount: fee(slot.Surcharge) });
        }
      }
      const holiday = (settings.HolidayDeliveryFees ?? []).find(
        (entry) => entry.active && entry.deliveryFeeDate === choice.Date,
      );
      if (holiday) charges.push({ Label: holiday.deliveryFeeName, Amount: fee(holiday.deliveryFee) });
      break;
    }
    case 'UPS':
      charges.push({ Label: 'UPS', Amount: fee(settings.Shippers.UPS.StandardUPSCharges) });
      break;
    case 'Courier':
      charges.push({ Label: 'Courier', Amount: fee(settings.Shippers.Courier.OMS) });
      break;
    case 'Wired':
      charges.push(
        { Label: 'Wire service', Amount: fee(settings.wireOrder.OutgoingOrders.WiredServiceFees) },
        { Label: 'Wired delivery', Amount: fee(settings.wireOrder.OutgoingOrders.WiredDeliveryFees) },
      );
      break;
    case 'InStorePickUp':
      break;
  }
  return { charges: charges.filter((charge) => charge.Amount > 0), slots, problems };
}

/**
 * The methods every item of the cart offers, with the largest lead time among them (a method one item
 * lacks cannot carry the one shipment).
 */
export function commonDeliveryOptions(perItem: readonly (readonly DeliveryOption[])[]): DeliveryOption[] {
  if (perItem.length === 0) return [];
  return STOREFRONT_METHODS.flatMap((method) => {
    const found = perItem.map((options) => options.find((option) => option.Method === method));
    if (found.some((option) => !option)) return [];
    return [{ Method: method, LeadDays: Math.max(...found.map((option) => option!.LeadDays)) }];
  });
}

/** Totals: merchandise, delivery charges, tax on the merchandise, total. */
export function orderTotals(subtotal: number, charges: readonly Charge[]) {
  const shipping = sumMoney(charges.map((charge) => charge.Amount));
  const tax = Math.round(subtotal * STOREFRONT_TAX_RATE * 100) / 100;
  return { Subtotal: subtotal, Shipping: shipping, Tax: tax, Total: sumMoney([subtotal, shipping, tax]) };
}
