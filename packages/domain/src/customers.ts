import { z } from 'zod';
import { GUEST_USER_ID } from './orders.ts';

/** The guest account that placeholder orders belong to: never listed or opened as a customer. */
export const EXCLUDED_CUSTOMER_ID = GUEST_USER_ID;
/** Loyalty IDs are stored without the program prefix that staff and cards show. */
export const LOYALTY_ID_PREFIX = '777777';
export const CHARGE_ACCOUNT_SUFFIX = '-BC';
export const NOTE_MAX_LENGTH = 200;
export const MAX_NOTES = 5;
export const COPY_TOOLTIP_MS = 1000;

export const CUSTOMER_PAGE_SIZES = {
  list: 100,
  addresses: 8,
  creditCards: 8,
  notes: 5,
  orders: 10,
} as const;

export const CUSTOMER_SEARCH_ON = ['ID', 'Email', 'FirstName', 'LastName'] as const;
export type CustomerSearchOn = (typeof CUSTOMER_SEARCH_ON)[number];
export const DEFAULT_CUSTOMER_SEARCH_ON: CustomerSearchOn = 'LastName';

/** The store charge account of a customer is a spending account named after the customer. */
export const chargeAccountIdFor = (customerId: string): string => `${customerId}${CHARGE_ACCOUNT_SUFFIX}`;

export const loyaltyIdDisplay = (loyaltyId: string | null | undefined): string | null =>
  loyaltyId ? `${LOYALTY_ID_PREFIX}${loyaltyId}` : null;

/** Where the account was opened: 'web' is the storefront, anything else came from CECS. */
export const customerSource = (createdFrom: string | null | undefined): 'Storefront' | 'CECS' =>
  createdFrom === 'web' ? 'Storefront' : 'CECS';

export const customerNoteSchema = z.object({
  text: z.string(),
  author: z.string(),
  author_id: z.string().nullable(),
  date: z.string(),
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;

/** The note form and the body of a note add or edit. */
export const customerNoteFormSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Note is required.')
    .max(NOTE_MAX_LENGTH, `Note can be at most ${NOTE_MAX_LENGTH} characters.`),
});

/** Newest note first; only the five newest are kept, older ones drop off. */
export const addNote = (notes: readonly CustomerNote[], note: CustomerNote): CustomerNote[] =>
  [note, ...notes].slice(0, MAX_NOTES);

const nullableText = z.string().nullable();

/** A customer (buyer user) as the API returns it: spec 1 §3 and spec 2 §3. */
export const customerSchema = z.object({
  ID: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Username: z.string(),
  Phone: nullableText,
  Active: z.boolean(),
  DateCreated: z.string(),
  xp: z.object({
    /** 'Y' when the customer has a store charge account. */
    Charge: nullableText,
    AvailCredit: z.number().nullable(),
    CecsCustomerNumber: nullableText,
    EagleCustomerNumber: nullableText,
    OMSAcctNumber: nullableText,
    LoyaltyID: nullableText,
    LoyaltyCardNumber: nullableText,
    CreatedFrom: nullableText,
    LastOrderSubmitted: nullableText,
    LastLoginTimeStamp: nullableText,
    OrderCloudToCecsCustomerStatus: z.enum(['Success', 'Fail']).nullable(),
    OrderCloudToCecsCustomerTimeStamp: nullableText,
    AuthorizeNetProfileID: nullableText,
    TaxExemption: z.object({ Enabled: z.boolean(), TaxExemptionID: nullableText }),
    PO: z.object({ PORequired: z.boolean(), PONumber: nullableText }),
    Notes: z.array(customerNoteSchema),
    TrainingUsers: z.boolean(),
  }),
});
export type Customer = z.infer<typeof customerSchema>;

export const CUSTOMER_WARNINGS = {
  emailMismatch:
    "The customer's email does not match their Username. Fix this issue by re-saving the customer's email address.",
  neverSynced:
    'This customer has never been synced. Unless the account is relatively new, this is often a sign of an orphaned account.',
  poWithoutNumber:
    'This customer does not have a Purchase Order Number but they have been flagged with PO Required.',
} as const;

/** E-mail addresses are case-insensitive, so only a real difference asks for a re-save. */
export const emailDiffersFromUsername = (customer: Pick<Customer, 'Email' | 'Username'>): boolean =>
  customer.Email.trim().toLowerCase() !== customer.Username.trim().toLowerCase();

export const isNeverSynced = (customer: { xp: Pick<Customer['xp'], 'OrderCloudToCecsCustomerTimeStamp'> }) =>
  !customer.xp.OrderCloudToCecsCustomerTimeStamp;

export const isPoRequiredWithoutNumber = (customer: { xp: Pick<Customer['xp'], 'PO'> }): boolean =>
  customer.xp.PO.PORequired && !customer.xp.PO.PONumber?.trim();

/** The warning texts that apply to a customer, for the tooltips of the detail page. */
export function customerWarnings(customer: Customer): string[] {
  const warnings: string[] = [];
  if (emailDiffersFromUsername(customer)) warnings.push(CUSTOMER_WARNINGS.emailMismatch);
  if (isNeverSynced(customer)) warnings.push(CUSTOMER_WARNINGS.neverSynced);
  if (isPoRequiredWithoutNumber(customer)) warnings.push(CUSTOMER_WARNINGS.poWithoutNumber);
  return warnings;
}

export type CustomerAction = 'activate' | 'deactivate' | 'delete';
type CustomerStatus = { Active: boolean; xp: { LastOrderSubmitted: string | null } };

/**
 * What may be done to a customer (spec 2 §4): an account that has ordered keeps its history, so it can
 * be switched off and on but never deleted.
 */
export function customerActions(customer: CustomerStatus): CustomerAction[] {
  if (customer.Active) return ['deactivate'];
  return customer.xp.LastOrderSubmitted ? ['activate'] : ['activate', 'delete'];
}

/** A bulk action runs only on the selected customers it applies to. */
export const customersEligibleFor = <T extends CustomerStatus>(
  customers: readonly T[],
  action: CustomerAction,
): T[] => customers.filter((customer) => customerActions(customer).includes(action));

/** The single Delete button also needs the viewer's delete-account right. */
export const canDeleteCustomer = (customer: CustomerStatus, viewerCanDeleteAccounts: boolean): boolean =>
  viewerCanDeleteAccounts && customerActions(customer).includes('delete');

const hasAtMostTwoDecimals = (value: number): boolean =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Credit and balances are kept in cents. */
export const creditLimitSchema = z
  .number('Enter a credit limit.')
  .min(0, 'Credit limit cannot be negative.')
  .refine(hasAtMostTwoDecimals, 'Credit limit can have at most 2 decimal places.');

export const customerAddressSchema = z.object({
  ID: z.string(),
  FirstName: nullableText,
  LastName: nullableText,
  CompanyName: nullableText,
  Street1: z.string(),
  Street2: nullableText,
  City: z.string(),
  State: z.string(),
  Zip: z.string(),
  Phone: nullableText,
  xp: z.object({ addressType: z.string().default('Residence') }),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

/** Saved cards carry only what identifies them to a person; a full card number never enters the console. */
export const customerCreditCardSchema = z.object({
  ID: z.string(),
  CardholderName: z.string(),
  CardType: z.string(),
  PartialAccountNumber: z.string().regex(/^\d{1,4}$/, 'Only the last digits of a card number are kept.'),
  ExpirationDate: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expiration date must be MM/YY.'),
});
export type CustomerCreditCard = z.infer<typeof customerCreditCardSchema>;

export const chargeAccountSchema = z.object({
  ID: z.string(),
  Balance: z.number(),
  xp: z.object({ AvailCredit: z.number().nullable() }),
});
export type ChargeAccount = z.infer<typeof chargeAccountSchema>;

export const pointsBalanceSchema = z.object({ CECSAwardAccountID: nullableText, Balance: z.number() });
export type PointsBalance = z.infer<typeof pointsBalanceSchema>;

export const customerGroupSchema = z.object({
  ID: z.string(),
  Name: z.string(),
  xp: z.object({ IsCommGroup: z.boolean(), IsBachmansGroup: z.boolean() }),
});
export type CustomerGroup = z.infer<typeof customerGroupSchema>;

/** Only communication and store groups are customer groups; other groups carry permissions. */
export const isListedCustomerGroup = (group: CustomerGroup): boolean =>
  group.xp.IsCommGroup || group.xp.IsBachmansGroup;

export const DEFAULT_CUSTOMER_GROUP_LABEL = 'General';
/** The group every registered customer is assigned to (spec 1 §6); a store group, shown as 'General'. */
export const DEFAULT_CUSTOMER_GROUP_ID = 'BachmansCustomers';
/** The fixed group training users are assigned to at registration (spec 3 §7); not offered to staff. */
export const TRAINING_CUSTOMER_GROUP_ID = 'TrainingUsers';

/** The default group's own name means nothing to staff, so it shows as 'General'. */
export const customerGroupLabel = (
  group: Pick<CustomerGroup, 'ID' | 'Name'>,
  defaultGroupId: string,
): string => (group.ID === defaultGroupId ? DEFAULT_CUSTOMER_GROUP_LABEL : group.Name);

export const CUSTOMER_ERRORS = {
  saveFailed: 'An error occurred when attempting to save your changes.',
  emailInUse: 'A customer already exists with this login email.',
  omsNumberFailed: 'An error occurred when attempting to generate a new OMS Account Number.',
  eagleNumberFailed: 'An error occurred when attempting to update the Eagle Customer Number.',
  poFailed: "An error occurred when attempting to update the customer's Purchase Order information.",
  taxFailed: "An error occurred when attempting to update the customer's tax exemption status.",
  statusFailed: "An error occurred when attempting to update the customer's account status.",
  creditLimitFailed: 'There was a problem adjusting the store charge account credit limit.',
} as const;

export const CUSTOMER_EMPTY_TEXTS = {
  list: 'No customers found',
  resetFilters: 'Reset filter(s)',
  noneProvided: 'None Provided',
  addresses: 'No Saved Addresses',
  creditCards: 'No Saved Credit Cards',
  notes: 'No Customer Notes',
  orders: 'No Recent Orders',
  awardAccount: 'CECS Award Account ID Not Found',
  neverSynced: 'Never Synced',
  neverLoggedIn: 'Never Logged In',
} as const;
