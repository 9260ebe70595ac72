import { defineApiErrors } from './api-errors.ts';
import { bulkActionRequestSchema, bulkActionResultSchema } from './bulk-actions.ts';
import { z } from 'zod';
import { emailSchema, nameSchema, phoneSchema } from './admin-users.ts';
import { SEARCH_RULE_TEXT } from './search-words.ts';
import {
  checkboxFilter,
  dateFilter,
  dateOrNeverFilter,
  defineListSpec,
  lookupFilter,
  NEVER,
  presenceFilter,
  selectFilter,
  statusFilter,
} from './list-spec.ts';
import { MONEY_INPUT_MAX } from './money.ts';
import { GUEST_USER_ID } from './orders.ts';
import { defineRecordApi, defineRoute, readRoute } from './api-routes.ts';
import { listPageSchema, listQuerySchema } from './list.ts';

/** The guest account that placeholder orders belong to: never listed or opened as a customer. */
export const EXCLUDED_CUSTOMER_ID = GUEST_USER_ID;
/** Loyalty IDs are stored without the program prefix that staff and cards show. */
export const LOYALTY_ID_PREFIX = '777777';
export const CHARGE_ACCOUNT_SUFFIX = '-BC';
export const NOTE_MAX_LENGTH = 200;
export const MAX_NOTES = 5;

export const CUSTOMER_PAGE_SIZES = {
  addresses: 8,
  creditCards: 8,
  notes: 5,
  orders: 10,
} as const;

/** The store charge account of a customer is a spending account named after the customer. */
export const chargeAccountIdFor = (customerId: string): string => `${customerId}${CHARGE_ACCOUNT_SUFFIX}`;

export const loyaltyIdDisplay = (loyaltyId: string | null | undefined): string | null =>
  loyaltyId ? `${LOYALTY_ID_PREFIX}${loyaltyId}` : null;

/** Where the account was opened: 'web' is the storefront, anything else came from CECS. */
export const customerSource = (createdFrom: string | null | undefined): 'Storefront' | 'CECS' =>
  createdFrom === 'web' ? 'Storefront' : 'CECS';

export const customerNoteSchema = z.object({
  /** Names one note for an edit or delete. */
  ID: z.string(),
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
  .max(MONEY_INPUT_MAX, `Credit limit can be at most ${MONEY_INPUT_MAX.toLocaleString('en-US')}.`)
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

/** What a failed edit tells staff when the server's own reason is not theirs to act on (spec 1 §8). */
export const CUSTOMER_EDIT_FAILURES = {
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

// ---------------------------------------------------------------------------------------------------------
// The customer list (spec 2 §2, §7)

/** What one row of the list carries: the record without the detail-only parts (notes, PO, tax …). */
export const customerListItemSchema = customerSchema
  .pick({
    ID: true,
    FirstName: true,
    LastName: true,
    Email: true,
    Username: true,
    Phone: true,
    Active: true,
    DateCreated: true,
  })
  .extend({
    xp: customerSchema.shape.xp.pick({
      Charge: true,
      EagleCustomerNumber: true,
      LastOrderSubmitted: true,
      LastLoginTimeStamp: true,
      OrderCloudToCecsCustomerTimeStamp: true,
      TrainingUsers: true,
    }),
  });
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

/**
 * Every Search On choice matches the start of words (search-words.ts). Email and ID need 3 characters, as
 * they did when they matched any part (spec 1 §5 asks the same of Build Order's customer search): shorter
 * ones match a good share of a million customers.
 */
export const CUSTOMER_LIST_SEARCH_MIN_LENGTH = 3;

/**
 * /customers (spec 2 §2, §7): columns, the search-on choice and the filters of the URL (status, login,
 * ordered, synced, charge, group, ecn, created). The three date filters need customer-date and the group
 * filter customer-group (spec 2 §6); the server refuses them without the key.
 */
export const customerListSpec = defineListSpec<CustomerListItem>()({
  id: 'customers',
  label: 'Customers',
  api: '/customers',
  readKeys: ['customer-reader'],
  columns: [
    { field: 'ID', header: 'ID', sortable: true },
    { field: 'FirstName', header: 'First Name', sortable: true },
    { field: 'LastName', header: 'Last Name', sortable: true },
    { field: 'Email', header: 'Email', sortable: true, format: 'email' },
    { field: 'Phone', header: 'Phone', format: 'phone', optional: true },
    { field: 'xp.LastOrderSubmitted', header: 'Last Order', sortable: true, format: 'date' },
    { field: 'DateCreated', header: 'Created', sortable: true, format: 'date' },
    { field: 'xp.LastLoginTimeStamp', header: 'Last Login', format: 'date', optional: true },
    { field: 'xp.Charge', header: 'Charge Account', optional: true },
    { field: 'xp.EagleCustomerNumber', header: 'Eagle Customer No.', optional: true },
    { field: 'Active', header: 'Status', format: 'active' },
  ],
  defaultSort: 'LastName',
  emptyText: CUSTOMER_EMPTY_TEXTS.list,
  search: {
    placeholder: 'Search Customers...',
    helperText: SEARCH_RULE_TEXT,
    on: [
      { field: 'ID', label: 'ID', minLength: CUSTOMER_LIST_SEARCH_MIN_LENGTH },
      { field: 'Email', label: 'Email', minLength: CUSTOMER_LIST_SEARCH_MIN_LENGTH },
      { field: 'FirstName', label: 'First Name' },
      { field: 'LastName', label: 'Last Name' },
    ],
    defaultOn: 'LastName',
  },
  filters: {
    status: statusFilter(),
    login: checkboxFilter({
      label: 'Never logged in',
      param: 'xp.LastLoginTimeStamp',
      urlValue: NEVER,
      api: '!*',
    }),
    ordered: dateOrNeverFilter({
      label: 'Last Order',
      param: 'xp.LastOrderSubmitted',
      neverLabel: 'Never ordered',
      feature: 'customer-date',
    }),
    synced: dateOrNeverFilter({
      label: 'Last Sync',
      param: 'xp.OrderCloudToCecsCustomerTimeStamp',
      neverLabel: 'Never synced',
      feature: 'customer-date',
    }),
    charge: selectFilter({
      label: 'Store Charge Account',
      param: 'xp.Charge',
      options: [
        { value: 'Y', label: 'Has a charge account', api: 'Y' },
        { value: 'N', label: 'No charge account', api: 'N' },
      ],
    }),
    group: lookupFilter({ label: 'Customer Group', param: 'UserGroupID', feature: 'customer-group' }),
    ecn: presenceFilter({
      label: 'Eagle Customer Number',
      param: 'xp.EagleCustomerNumber',
      has: 'Has one',
      hasNot: 'Has none',
    }),
    created: dateFilter({ label: 'Created Before', param: 'DateCreated', op: '<', feature: 'customer-date' }),
  },
});
export type CustomerFilterKey = keyof NonNullable<typeof customerListSpec.filters>;

// ---------------------------------------------------------------------------------------------------------
// The detail page and its panels (spec 2 §2, §3)

/** GET /customers/{id}: the record plus what the left column shows beside it. */
export const customerDetailSchema = z.object({
  Customer: customerSchema,
  /** The record's version, sent back as If-Match by every edit. */
  Version: z.number().int(),
  Groups: z.array(customerGroupSchema),
  ChargeAccount: chargeAccountSchema.nullable(),
  /** The loyalty points balance; null when the card has no award account ('CECS Award Account ID Not Found'). */
  Points: pointsBalanceSchema.nullable(),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** A row of the Recent Orders panel (spec 2 §3). */
export const customerOrderRowSchema = z.object({
  ID: z.string(),
  DateSubmitted: z.string().nullable(),
  DateCreated: z.string(),
  Subtotal: z.number(),
  ShippingCost: z.number(),
  TaxCost: z.number(),
  Total: z.number(),
});
export type CustomerOrderRow = z.infer<typeof customerOrderRowSchema>;

// ---------------------------------------------------------------------------------------------------------
// Edits: one body per edit, each behind its own key (spec 1 §6, spec 2 §6)

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .nullable()
    .transform((value) => (value ? value : null));

/** Basic Info: names and phone need customer-info, the e-mail customer-email. Only sent fields change. */
export const customerBasicInfoSchema = z
  .object({
    FirstName: nameSchema('First name'),
    LastName: nameSchema('Last name'),
    Email: emailSchema,
    Phone: phoneSchema,
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Send at least one field.');
export type CustomerBasicInfo = z.input<typeof customerBasicInfoSchema>;
/** The fields of Basic Info that customer-info covers; the e-mail is customer-email's. */
export const CUSTOMER_INFO_FIELDS = ['FirstName', 'LastName', 'Phone'] as const;

export const customerStatusSchema = z.object({ Active: z.boolean() });

export const eagleNumberSchema = z.object({
  EagleCustomerNumber: optionalText('Eagle Customer Number', 20),
});

export const purchaseOrderSchema = z.object({
  PORequired: z.boolean(),
  PONumber: optionalText('PO Number', 50),
});

export const taxExemptionSchema = z.object({
  Enabled: z.boolean(),
  TaxExemptionID: optionalText('Tax Exemption ID', 50),
});

export const chargeLimitSchema = z.object({ AvailCredit: creditLimitSchema });

export const customerGroupsBodySchema = z.object({
  GroupIDs: z
    .array(z.string().trim().min(1))
    .max(100)
    .transform((ids) => [...new Set(ids)]),
});

/** POST /customers/{id}/password-reset: the e-mail is queued, never claimed as delivered. */
export const passwordResetQueuedSchema = z.object({
  Queued: z.literal(true),
  MessageID: z.string(),
  Email: z.string(),
});

// ---------------------------------------------------------------------------------------------------------
// Bulk actions (spec 2 §4)

/** One bulk call covers at most this many customers; the screen sends larger selections in chunks. */
export const CUSTOMER_BULK_MAX = 100;

export const customerBulkRequestSchema = bulkActionRequestSchema(['activate', 'deactivate', 'delete'], {
  max: CUSTOMER_BULK_MAX,
  noun: 'customer',
});
export type CustomerBulkRequest = z.input<typeof customerBulkRequestSchema>;

export const customerBulkResultSchema = bulkActionResultSchema(customerListItemSchema);
export type CustomerBulkResult = z.infer<typeof customerBulkResultSchema>;

/** Why a selected customer was not changed when the action does not apply to it. */
export const CUSTOMER_BULK_REFUSALS: Record<CustomerAction, string> = {
  activate: 'This customer is already active.',
  deactivate: 'This customer is already inactive.',
  delete: 'Only inactive customers who have never ordered can be deleted.',
};

/** The confirmation of a bulk action; delete says it is permanent (spec 2 §5). */
export function customerBulkConfirmText(
  action: CustomerAction,
  count: number,
): { title: string; message: string } {
  const customers = count === 1 ? '1 customer' : `${count} customers`;
  switch (action) {
    case 'deactivate':
      return {
        title: 'Deactivate Customers',
        message: `Deactivate ${customers}? They will no longer be able to sign in to the storefront.`,
      };
    case 'activate':
      return {
        title: 'Activate Customers',
        message: `Activate ${customers}? Their access to the storefront will be restored.`,
      };
    case 'delete':
      return {
        title: 'Delete Customers',
        message: `Are you sure you want to permanently delete ${customers}? This action cannot be undone.`,
      };
  }
}

export const CUSTOMER_TEXTS = {
  deleteTitle: 'Delete Customer',
  deleteMessage: (name: string) =>
    `Are you sure you want to permanently delete ${name}? This action cannot be undone.`,
  deleteRefused: 'Only inactive customers who have never ordered can be deleted.',
  resetQueued: (email: string) => `A password reset e-mail to ${email} is queued for sending.`,
  resetFailed: 'The password reset e-mail could not be queued.',
  noChargeAccount: 'This customer has no store charge account.',
  noteNotFound: 'The note was not found; it may have been deleted or dropped as the oldest.',
  newAccountNumberConfirm:
    'Generate a new OMS Account Number for this customer? Their notes, addresses, cards, groups, charge account and orders move to the new number.',
} as const;

export const CUSTOMER_ERRORS = defineApiErrors({
  emailInUse: {
    status: 409,
    code: 'Customer.EmailMustBeUnique',
    message: CUSTOMER_EDIT_FAILURES.emailInUse,
  },
  cannotDelete: { status: 409, code: 'Customer.CannotDelete', message: CUSTOMER_TEXTS.deleteRefused },
  noChargeAccount: { status: 400, code: 'Customer.NoChargeAccount', message: CUSTOMER_TEXTS.noChargeAccount },
  unknownGroup: { status: 400, code: 'Customer.UnknownGroup', message: 'There is no such customer group.' },
  noEmail: {
    status: 400,
    code: 'Customer.NoEmail',
    message: 'This customer has no e-mail address to send the reset to.',
  },
  noteNotFound: { status: 404, code: 'NotFound', message: CUSTOMER_TEXTS.noteNotFound },
  noAccountNumber: {
    status: 500,
    code: 'Customer.NoAccountNumber',
    message: 'No free OMS account number was found.',
  },
});

const customerNoteId = z.string().min(1).max(20);

/**
 * Customers: the routes the server serves and the web's resource calls. Each edit of the customer page is a
 * section with a route of its own (`PUT /customers/{id}/{section}` unless said), answering the customer.
 */
export const customerApi = defineRecordApi({
  path: '/customers',
  id: z.string().min(1).max(50),
  item: customerListItemSchema,
  detail: customerDetailSchema,
  update: customerBasicInfoSchema,
  sections: {
    status: { body: customerStatusSchema },
    'eagle-number': { body: eagleNumberSchema },
    // Generates a new OMS account number: nothing to send but the version.
    'account-number': { method: 'POST' },
    'purchase-order': { body: purchaseOrderSchema },
    'tax-exemption': { body: taxExemptionSchema },
    'charge-account': { body: chargeLimitSchema },
    groups: { body: customerGroupsBodySchema },
    'notes/:noteId': {
      method: 'PATCH',
      params: z.object({ noteId: customerNoteId }),
      body: customerNoteFormSchema,
    },
  },
});

const customerParams = z.object({ id: z.string().min(1).max(50) });

/** The customer page's other routes (its panels, notes and password reset). */
export const customerGroupsRoute = readRoute(
  '/customer-groups',
  z.object({ Items: z.array(customerGroupSchema) }),
);
export const customerOrdersRoute = readRoute(
  '/customers/:id/orders',
  z.object({ Items: z.array(customerOrderRowSchema) }),
  { params: customerParams },
);
export const customerAddressesRoute = readRoute(
  '/customers/:id/addresses',
  listPageSchema(customerAddressSchema),
  { params: customerParams, query: listQuerySchema },
);
export const customerCreditCardsRoute = readRoute(
  '/customers/:id/credit-cards',
  listPageSchema(customerCreditCardSchema),
  { params: customerParams, query: listQuerySchema },
);
export const customerPasswordResetRoute = defineRoute({
  method: 'POST',
  path: '/customers/:id/password-reset',
  params: customerParams,
  status: 202,
  response: passwordResetQueuedSchema,
});
export const customerNotesRoute = readRoute(
  '/customers/:id/notes',
  z.object({ Items: z.array(customerNoteSchema) }),
  { params: customerParams },
);
/**
 * Adding and deleting a customer's note under `base` (the customer page's, Build Order's): both answer the
 * customer. A note's text is changed by the customer's section notes/:noteId.
 */
export const customerNoteRoutes = <const Base extends string>(base: Base, params: typeof customerParams) => ({
  add: defineRoute({
    method: 'POST',
    path: `${base}/notes` as const,
    params,
    body: customerNoteFormSchema,
    status: 201,
    response: customerDetailSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: `${base}/notes/:noteId` as const,
    params: params.extend({ noteId: customerNoteId }),
    response: customerDetailSchema,
  }),
});
const customerNotes = customerNoteRoutes('/customers/:id', customerParams);
export const addCustomerNoteRoute = customerNotes.add;
export const deleteCustomerNoteRoute = customerNotes.remove;
export const customerBulkRoute = defineRoute({
  method: 'POST',
  path: '/customers/bulk',
  body: customerBulkRequestSchema,
  response: customerBulkResultSchema,
});
