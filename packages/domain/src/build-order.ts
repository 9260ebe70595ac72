import { z } from 'zod';
import { defineApiErrors } from './api-errors.ts';
import { defineRoute, emptyRoute, readRoute } from './api-routes.ts';
import { CUSTOMER_EDIT_FAILURES, customerNoteRoutes, loyaltyIdDisplay } from './customers.ts';
import { checkPhone, displayPhone, phoneDigits } from './phone.ts';

/*
 * Build Order (spec 1 §2, §4, §5, §7; AREAS B.15). Phone staff find or register a customer and shop the
 * storefront on their behalf in a frame beside the console.
 */

/** Customer search: at least 3 characters, 1000 ms after typing, 10 results (spec 1 §5, §9). */
export const CUSTOMER_SEARCH_MIN_LENGTH = 3;
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 1000;
export const CUSTOMER_SEARCH_LIMIT = 10;
/** How long an impersonation token lasts (ours: the spec says only "short-lived"). */
export const IMPERSONATION_TOKEN_MINUTES = 30;
/** Where the storefront is served by this process (its own React app, apps/storefront). */
export const STOREFRONT_PATH = '/storefront/';

export const BUILD_ORDER_TEXTS = {
  title: 'Build Order',
  guest: 'Guest User',
  orderingFor: (name: string) => `Ordering For: ${name}`,
  searchPlaceholder: 'Find a customer...',
  searchLabel: 'Find a customer',
  noResults: 'No customers found.',
  moreResults: 'More results — refine the search',
  confirmTitle: 'Confirm Customer Switch',
  // C-1: the spec's grammar slip ('this users cart') stays as written.
  confirmMessage: (name: string, email: string) =>
    `Please confirm you want to order on behalf of ${name}, <${email}>. Any items in the current guest cart will be transferred to this users cart.`,
  cancel: 'Cancel',
  confirm: 'Confirm',
  stopSession: 'Stop Session',
  customerInfo: 'Customer info',
  notes: 'Notes',
  storefrontTitle: 'Storefront',
  tokenFailed: 'The storefront session could not be started for this customer.',
  // Customer info
  omsAccountNo: 'OMS Account No.',
  eagleCustomerNo: 'Eagle Customer No.',
  notAvailable: 'N/A',
  customerGroup: 'Customer Group',
  email: 'Email',
  phone: 'Phone',
  loyaltyId: 'Loyalty ID',
  poNumber: 'PO Number',
  taxExempt: 'Tax Exempt',
  // Notes
  notesTitle: 'Customer Notes',
  noNotes: 'No notes yet.',
  addNote: 'Add a note',
  noteHelp: 'Enter saves, Shift+Enter starts a new line.',
  deleteNote: 'Delete note',
  // Register Customer
  register: 'Register Customer',
  firstName: 'First Name',
  lastName: 'Last Name',
  save: 'Register',
  registered: (name: string) => `${name} registered.`,
  registerFailed: CUSTOMER_EDIT_FAILURES.saveFailed,
  // Gift card balance
  giftCardTitle: 'Gift Card Balance',
  cardNumber: 'Card Number',
  cardNumberRequired: 'Card number is required.',
  checkBalance: 'Check Balance',
  balance: (amount: string) => `Balance: ${amount}`,
  cardNotFound: 'The entered card number was not found.',
  tryAgain: 'Try again',
  clear: 'Clear',
  // Loyalty lookup (customer service)
  loyaltyCardNotFound: 'Card not found',
  checkLoyalty: 'Check loyalty balance',
  loyaltyBalance: (points: string) => `Points balance: ${points}`,
  loyaltyUnavailable: 'The loyalty service could not be reached. Try again later.',
} as const;

export const BUILD_ORDER_ERRORS = defineApiErrors({
  /** Spec 1 §8: the loyalty answer's balance is not a number (unknown card, no award account). */
  loyaltyCardNotFound: {
    status: 404,
    code: 'Loyalty.CardNotFound',
    message: BUILD_ORDER_TEXTS.loyaltyCardNotFound,
  },
  /** The loyalty service failed or could not be reached: not the card's fault, so not 'Card not found'. */
  loyaltyUnavailable: {
    status: 502,
    code: 'Loyalty.Unavailable',
    message: BUILD_ORDER_TEXTS.loyaltyUnavailable,
  },
});

/** A row of the customer search: name, lower-cased e-mail, user ID. */
export const buildOrderCustomerSchema = z.object({
  ID: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
});
export type BuildOrderCustomer = z.infer<typeof buildOrderCustomerSchema>;

/**
 * The customer search's answer: the first CUSTOMER_SEARCH_LIMIT matches, and whether there are more (the
 * server asks for one more than it shows), so the screen can say to refine the search.
 */
export const buildOrderCustomerSearchSchema = z.object({
  Items: z.array(buildOrderCustomerSchema),
  More: z.boolean(),
});
export type BuildOrderCustomerSearch = z.infer<typeof buildOrderCustomerSearchSchema>;

export const customerSearchQuerySchema = z.object({
  search: z.string().trim().min(CUSTOMER_SEARCH_MIN_LENGTH).max(100),
});

/** What Build Order shows of the customer being served (the customer info button). */
export const buildOrderCustomerInfoSchema = buildOrderCustomerSchema.extend({
  Phone: z.string().nullable(),
  OMSAccountNumber: z.string(),
  EagleCustomerNumber: z.string().nullable(),
  CustomerGroup: z.string().nullable(),
  LoyaltyID: z.string().nullable(),
  /** What the loyalty lookup is asked by; shown only as the balance check's subject. */
  LoyaltyCardNumber: z.string().nullable(),
  PONumber: z.string().nullable(),
  TaxExemptionID: z.string().nullable(),
});
export type BuildOrderCustomerInfo = z.infer<typeof buildOrderCustomerInfoSchema>;

/** Values of the customer info dialog in order; the optional ones only when set (B.15). */
export function customerInfoRows(info: BuildOrderCustomerInfo): [string, string][] {
  const T = BUILD_ORDER_TEXTS;
  const rows: [string, string | null][] = [
    [T.omsAccountNo, info.OMSAccountNumber],
    [T.eagleCustomerNo, info.EagleCustomerNumber || T.notAvailable],
    [T.customerGroup, info.CustomerGroup],
    [T.email, info.Email],
    [T.phone, displayPhone(info.Phone)],
    // Spec 2 §9: the Loyalty ID is shown with the program's 777777 prefix, as on the customer page.
    [T.loyaltyId, loyaltyIdDisplay(info.LoyaltyID)],
    [T.poNumber, info.PONumber],
    [T.taxExempt, info.TaxExemptionID],
  ];
  return rows.filter((row): row is [string, string] => !!row[1]);
}

export const impersonationRequestSchema = z.strictObject({ CustomerID: z.string().min(1).max(50) });
export const impersonationTokenSchema = z.object({
  access_token: z.string(),
  expires_at: z.string(),
  Customer: buildOrderCustomerSchema,
});
export type ImpersonationToken = z.infer<typeof impersonationTokenSchema>;

/** Register Customer: all four required, a valid e-mail, a 10-digit phone whose first digit is 1–9. */
export const registerCustomerSchema = z.strictObject({
  FirstName: z.string().trim().min(1, 'First Name is required.').max(100),
  LastName: z.string().trim().min(1, 'Last Name is required.').max(100),
  Email: z.email('Enter a valid email address.').max(254),
  Phone: z.string().superRefine(checkPhone).transform(phoneDigits),
});
export type RegisterCustomerInput = z.input<typeof registerCustomerSchema>;

/** The customer service's gift card answer: `card_value`, or the string 'cardNumber not available'. */
export const GIFT_CARD_NOT_AVAILABLE = 'cardNumber not available';

/** POST customer loyalty info by card number (spec 1 §7): body cardNumber. */
export const loyaltyLookupRequestSchema = z.strictObject({
  cardNumber: z
    .string()
    .trim()
    .min(1, 'Card number is required.')
    .max(30)
    .regex(/^[A-Za-z0-9-]+$/, 'A card number is letters, digits and dashes.'),
});
export type LoyaltyLookupRequest = z.input<typeof loyaltyLookupRequestSchema>;

/** The lookup's answer once `loyaltyBalance` accepted it: the points balance, a number. */
export const loyaltyLookupSchema = z.object({ CardNumber: z.string(), Balance: z.number() });
export type LoyaltyLookup = z.infer<typeof loyaltyLookupSchema>;

/**
 * The loyalty lookup by card number (spec 1 §8): the answer's balance must be a number, else the lookup
 * rejects with 'Card not found'.
 */
export function loyaltyBalance(answer: { Balance?: unknown } | null | undefined): number {
  const balance = answer?.Balance;
  const value = typeof balance === 'string' && balance.trim() !== '' ? Number(balance) : balance;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(BUILD_ORDER_TEXTS.loyaltyCardNotFound);
  }
  return value;
}

/* The messages between the console and the storefront frame (spec 1 §4). */

const messageCustomerSchema = buildOrderCustomerSchema;

/** Storefront → console: logged in (sets the customer), logged out (clears it), ready (send me the state). */
export const storefrontMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('storefront:ready') }),
  z.object({ type: z.literal('storefront:logged-in'), customer: messageCustomerSchema }),
  z.object({ type: z.literal('storefront:logged-out') }),
]);
export type StorefrontMessage = z.infer<typeof storefrontMessageSchema>;

/** Console → storefront: the impersonation token, the anonymous signal, or log out. */
export const consoleMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('console:impersonate'),
    token: z.string(),
    customer: messageCustomerSchema,
  }),
  z.object({ type: z.literal('console:anonymous') }),
  z.object({ type: z.literal('console:logout') }),
]);
export type ConsoleMessage = z.infer<typeof consoleMessageSchema>;

/**
 * A message event's data when it comes from the expected origin (and, when given, the expected window),
 * and has one of the expected shapes; anything else is ignored (null).
 */
export function acceptMessage<T>(
  event: { origin: string; data: unknown; source?: unknown },
  expected: { origin: string; source?: unknown; schema: z.ZodType<T> },
): T | null {
  if (event.origin !== expected.origin) return null;
  if (expected.source !== undefined && event.source !== expected.source) return null;
  const parsed = expected.schema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

const buildOrderCustomerParams = z.object({ id: z.string().min(1).max(50) });

/** Build Order's routes (all under the order-builder key). */
export const buildOrderSearchRoute = readRoute('/build-order/customers', buildOrderCustomerSearchSchema, {
  query: customerSearchQuerySchema,
});
export const buildOrderCustomerInfoRoute = readRoute(
  '/build-order/customers/:id',
  buildOrderCustomerInfoSchema,
  { params: buildOrderCustomerParams },
);
export const registerCustomerRoute = defineRoute({
  method: 'POST',
  path: '/build-order/customers',
  body: registerCustomerSchema,
  status: 201,
  response: buildOrderCustomerSchema,
});
export const startImpersonationRoute = defineRoute({
  method: 'POST',
  path: '/build-order/impersonation',
  body: impersonationRequestSchema,
  response: impersonationTokenSchema,
});
export const stopImpersonationRoute = emptyRoute('DELETE', '/build-order/impersonation', 204);
const buildOrderNotes = customerNoteRoutes('/build-order/customers/:id', buildOrderCustomerParams);
export const buildOrderAddNoteRoute = buildOrderNotes.add;
export const buildOrderDeleteNoteRoute = buildOrderNotes.remove;
/** The loyalty card's points by card number (the customer service). */
export const loyaltyLookupRoute = defineRoute({
  method: 'POST',
  path: '/build-order/loyalty',
  body: loyaltyLookupRequestSchema,
  response: loyaltyLookupSchema,
});
