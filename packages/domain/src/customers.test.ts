import { describe, expect, it } from 'vitest';
import {
  type CustomerFilterKey,
  addNote,
  canDeleteCustomer,
  chargeAccountIdFor,
  creditLimitSchema,
  type Customer,
  customerActions,
  customerCreditCardSchema,
  customerAddressSchema,
  customerGroupLabel,
  customerNoteFormSchema,
  customersEligibleFor,
  customerBasicInfoSchema,
  customerBulkConfirmText,
  customerBulkRequestSchema,
  customerGroupsBodySchema,
  customerSource,
  eagleNumberSchema,
  purchaseOrderSchema,
  customerWarnings,
  CUSTOMER_EDIT_FAILURES,
  customerListSpec,
  CUSTOMER_WARNINGS,
  EXCLUDED_CUSTOMER_ID,
  isListedCustomerGroup,
  loyaltyIdDisplay,
  MAX_NOTES,
} from './customers.ts';
import { appliedFilters, gatedParams, ignoredFilters, searchTooShortText, toApiQuery } from './list-spec.ts';
import { ALL_FEATURE_KEYS } from './permissions.ts';

const customer = (
  overrides: Omit<Partial<Customer>, 'xp'> & { xp?: Partial<Customer['xp']> } = {},
): Customer => {
  const { xp, ...rest } = overrides;
  return {
    ID: '100200',
    FirstName: 'Ada',
    LastName: 'Lind',
    Email: 'ada@example.com',
    Username: 'ada@example.com',
    Phone: null,
    Active: true,
    DateCreated: '2025-01-01T00:00:00.000Z',
    ...rest,
    xp: {
      Charge: null,
      AvailCredit: null,
      CecsCustomerNumber: null,
      EagleCustomerNumber: null,
      OMSAcctNumber: null,
      LoyaltyID: null,
      LoyaltyCardNumber: null,
      CreatedFrom: 'web',
      LastOrderSubmitted: null,
      LastLoginTimeStamp: null,
      OrderCloudToCecsCustomerStatus: 'Success',
      OrderCloudToCecsCustomerTimeStamp: '2025-01-01T00:00:00.000Z',
      AuthorizeNetProfileID: null,
      TaxExemption: { Enabled: false, TaxExemptionID: null },
      PO: { PORequired: false, PONumber: null },
      Notes: [],
      TrainingUsers: false,
      ...xp,
    },
  };
};

describe('customer identifiers', () => {
  it('excludes the guest account 299999', () => {
    expect(EXCLUDED_CUSTOMER_ID).toBe('299999');
  });

  it("names the store charge account after the customer with '-BC'", () => {
    expect(chargeAccountIdFor('100200')).toBe('100200-BC');
  });

  it('shows the loyalty ID prefixed with 777777', () => {
    expect(loyaltyIdDisplay('12345')).toBe('77777712345');
    expect(loyaltyIdDisplay(null)).toBeNull();
  });

  it("tells storefront accounts ('web') from CECS ones", () => {
    expect(customerSource('web')).toBe('Storefront');
    expect(customerSource('CECS')).toBe('CECS');
    expect(customerSource(null)).toBe('CECS');
  });
});

describe('customer notes (spec 1 §5, §9)', () => {
  const note = (text: string) => ({
    ID: text,
    text,
    author: 'staff',
    author_id: 'staff',
    date: '2026-01-01T00:00:00.000Z',
  });

  it('requires text of at most 200 characters', () => {
    expect(customerNoteFormSchema.safeParse({ text: '   ' }).error?.issues[0]?.message).toBe(
      'Note is required.',
    );
    expect(customerNoteFormSchema.safeParse({ text: 'a'.repeat(200) }).success).toBe(true);
    expect(customerNoteFormSchema.safeParse({ text: 'a'.repeat(201) }).error?.issues[0]?.message).toBe(
      'Note can be at most 200 characters.',
    );
    expect(customerNoteFormSchema.parse({ text: ' Call first. ' })).toEqual({ text: 'Call first.' });
  });

  it('puts the newest note first and keeps only five', () => {
    const notes = ['5', '4', '3', '2', '1'].map(note);
    const updated = addNote(notes, note('6'));
    expect(updated.map((n) => n.text)).toEqual(['6', '5', '4', '3', '2']);
    expect(updated).toHaveLength(MAX_NOTES);
    expect(addNote([], note('1')).map((n) => n.text)).toEqual(['1']);
  });
});

describe('customer warnings (spec 2 §5, §8)', () => {
  it('warns when the email differs from the username, ignoring case', () => {
    expect(customerWarnings(customer({ Username: 'old@example.com' }))).toEqual([
      CUSTOMER_WARNINGS.emailMismatch,
    ]);
    expect(customerWarnings(customer({ Username: 'ADA@example.com' }))).toEqual([]);
  });

  it('warns about a customer never synced', () => {
    expect(customerWarnings(customer({ xp: { OrderCloudToCecsCustomerTimeStamp: null } }))).toEqual([
      'This customer has never been synced. Unless the account is relatively new, this is often a sign of an orphaned account.',
    ]);
  });

  it('warns when a PO is required without a number', () => {
    expect(customerWarnings(customer({ xp: { PO: { PORequired: true, PONumber: ' ' } } }))).toEqual([
      'This customer does not have a Purchase Order Number but they have been flagged with PO Required.',
    ]);
    expect(customerWarnings(customer({ xp: { PO: { PORequired: true, PONumber: 'PO-7' } } }))).toEqual([]);
  });

  it('has the exact tooltip text for the email mismatch', () => {
    expect(CUSTOMER_WARNINGS.emailMismatch).toBe(
      "The customer's email does not match their Username. Fix this issue by re-saving the customer's email address.",
    );
  });
});

describe('customer actions (spec 2 §4)', () => {
  const active = customer();
  const orderedInactive = customer({ Active: false, xp: { LastOrderSubmitted: '2025-06-01T00:00:00.000Z' } });
  const neverOrderedInactive = customer({ Active: false });

  it('deactivates active customers', () => {
    expect(customerActions(active)).toEqual(['deactivate']);
  });

  it('only activates inactive customers who have ordered', () => {
    expect(customerActions(orderedInactive)).toEqual(['activate']);
  });

  it('activates or deletes inactive customers who never ordered', () => {
    expect(customerActions(neverOrderedInactive)).toEqual(['activate', 'delete']);
  });

  it('runs a bulk action only on the customers it applies to', () => {
    const selected = [active, orderedInactive, neverOrderedInactive];
    expect(customersEligibleFor(selected, 'delete')).toEqual([neverOrderedInactive]);
    expect(customersEligibleFor(selected, 'activate')).toEqual([orderedInactive, neverOrderedInactive]);
    expect(customersEligibleFor(selected, 'deactivate')).toEqual([active]);
  });

  it('offers Delete only with the delete-account right', () => {
    expect(canDeleteCustomer(neverOrderedInactive, true)).toBe(true);
    expect(canDeleteCustomer(neverOrderedInactive, false)).toBe(false);
    expect(canDeleteCustomer(orderedInactive, true)).toBe(false);
    expect(canDeleteCustomer(active, true)).toBe(false);
  });
});

describe('credit limit', () => {
  it('takes amounts with at most 2 decimals', () => {
    expect(creditLimitSchema.safeParse(250.25).success).toBe(true);
    expect(creditLimitSchema.safeParse(0.1 + 0.2).success).toBe(true);
    expect(creditLimitSchema.safeParse(250.255).error?.issues[0]?.message).toBe(
      'Credit limit can have at most 2 decimal places.',
    );
    expect(creditLimitSchema.safeParse(-1).success).toBe(false);
  });
});

describe('addresses and credit cards', () => {
  it("defaults an address's type to Residence", () => {
    const address = customerAddressSchema.parse({
      ID: 'a1',
      FirstName: 'Ada',
      LastName: 'Lind',
      CompanyName: null,
      Street1: '6010 Lyndale Ave S',
      Street2: null,
      City: 'Minneapolis',
      State: 'MN',
      Zip: '55419',
      Phone: null,
      xp: {},
    });
    expect(address.xp.addressType).toBe('Residence');
  });

  it('never carries a full card number and expects MM/YY', () => {
    const card = { ID: 'c1', CardholderName: 'Ada Lind', CardType: 'Visa', ExpirationDate: '04/28' };
    expect(customerCreditCardSchema.safeParse({ ...card, PartialAccountNumber: '4242' }).success).toBe(true);
    expect(
      customerCreditCardSchema.safeParse({ ...card, PartialAccountNumber: '4242424242424242' }).success,
    ).toBe(false);
    expect(
      customerCreditCardSchema.safeParse({ ...card, PartialAccountNumber: '4242', ExpirationDate: '13/28' })
        .success,
    ).toBe(false);
  });
});

describe('customer groups', () => {
  const group = (ID: string, IsCommGroup: boolean, IsBachmansGroup: boolean) => ({
    ID,
    Name: `${ID} group`,
    xp: { IsCommGroup, IsBachmansGroup },
  });

  it('lists only communication and store groups', () => {
    expect(isListedCustomerGroup(group('news', true, false))).toBe(true);
    expect(isListedCustomerGroup(group('store', false, true))).toBe(true);
    expect(isListedCustomerGroup(group('perm', false, false))).toBe(false);
  });

  it("shows the default group as 'General'", () => {
    expect(customerGroupLabel(group('default', false, true), 'default')).toBe('General');
    expect(customerGroupLabel(group('store', false, true), 'default')).toBe('store group');
  });
});

describe('customer error texts (spec 1 §8)', () => {
  it("mends 'occured' to 'occurred'", () => {
    expect(CUSTOMER_EDIT_FAILURES.saveFailed).toBe('An error occurred when attempting to save your changes.');
    expect(Object.values(CUSTOMER_EDIT_FAILURES).some((text) => text.includes('occured'))).toBe(false);
  });
});

/** The API filters the list URL's filters become for a user holding every key (or the given ones). */
const customerApiFilters = (
  filters: Partial<Record<CustomerFilterKey, string>>,
  permissions: readonly string[] = ALL_FEATURE_KEYS,
) => {
  const query = toApiQuery(
    customerListSpec,
    { search: '', searchOn: 'LastName', sortBy: '', page: 1, pageSize: 100, filters },
    permissions,
  );
  const { page: _page, pageSize: _size, ...apiFilters } = query;
  return apiFilters;
};

describe('customer list filters (spec 2 §2, §7)', () => {
  it('maps every URL filter to the API filter of the list convention', () => {
    expect(
      customerApiFilters({
        status: 'inactive',
        login: 'never',
        ordered: '2025-03-01',
        synced: 'never',
        charge: 'Y',
        group: 'BachmansCustomers',
        ecn: 'true',
        created: '2024-12-31',
      }),
    ).toEqual({
      Active: 'false',
      'xp.LastLoginTimeStamp': '!*',
      'xp.LastOrderSubmitted': '<=2025-03-01',
      'xp.OrderCloudToCecsCustomerTimeStamp': '!*',
      'xp.Charge': 'Y',
      UserGroupID: 'BachmansCustomers',
      'xp.EagleCustomerNumber': '*',
      DateCreated: '<2024-12-31',
    });
  });

  it('reads the other choices: active, ordered never, synced before a date, no Eagle number', () => {
    expect(
      customerApiFilters({ status: 'active', ordered: 'never', synced: '2025-01-02', ecn: 'false' }),
    ).toEqual({
      Active: 'true',
      'xp.LastOrderSubmitted': '!*',
      'xp.OrderCloudToCecsCustomerTimeStamp': '<=2025-01-02',
      'xp.EagleCustomerNumber': '!*',
    });
  });

  it('drops values the screen never writes instead of sending them', () => {
    expect(
      customerApiFilters({ status: 'maybe', login: 'yes', ordered: 'soon', created: '12/31/2024', ecn: 'x' }),
    ).toEqual({});
    expect(customerApiFilters({})).toEqual({});
  });

  it('escapes filter syntax inside a group ID', () => {
    expect(customerApiFilters({ group: 'A|B*' })).toEqual({ UserGroupID: 'A\\|B\\*' });
  });

  it('gates the three date filters with customer-date and the group filter with customer-group', () => {
    expect(gatedParams(customerListSpec)).toEqual(
      expect.arrayContaining([
        { param: 'xp.LastOrderSubmitted', feature: 'customer-date' },
        { param: 'xp.OrderCloudToCecsCustomerTimeStamp', feature: 'customer-date' },
        { param: 'DateCreated', feature: 'customer-date' },
        { param: 'UserGroupID', feature: 'customer-group' },
      ]),
    );
    expect(gatedParams(customerListSpec)).toHaveLength(4);
  });

  it('leaves out the filters the user may not use (a link from someone with more rights)', () => {
    const all = { ordered: 'never', group: 'BachmansCustomers', status: 'active' } as const;
    expect(customerApiFilters(all, ['customer-reader'])).toEqual({ Active: 'true' });
  });

  it('names as applied only the filters that reach the API (what the Filter button counts)', () => {
    const url = { ordered: 'never', group: 'BachmansCustomers', status: 'maybe', login: 'never' } as const;
    expect(Object.keys(appliedFilters(customerListSpec, url, ['customer-reader']))).toEqual(['login']);
    expect(Object.keys(appliedFilters(customerListSpec, url, ALL_FEATURE_KEYS)).sort()).toEqual([
      'group',
      'login',
      'ordered',
    ]);
  });

  it('names the filters the URL holds but the list ignores (removed from the address bar)', () => {
    const url = { ordered: 'never', group: 'BachmansCustomers', status: 'maybe', login: 'never', ecn: '' };
    expect(ignoredFilters(customerListSpec, url, ['customer-reader']).sort()).toEqual([
      'group',
      'ordered',
      'status',
    ]);
    expect(ignoredFilters(customerListSpec, url, ALL_FEATURE_KEYS)).toEqual(['status']);
  });
});

describe('customer edit bodies', () => {
  it('takes any subset of Basic Info but not an empty one', () => {
    expect(customerBasicInfoSchema.parse({ Phone: '(612) 555-0100' })).toEqual({ Phone: '6125550100' });
    expect(customerBasicInfoSchema.safeParse({}).success).toBe(false);
    expect(customerBasicInfoSchema.safeParse({ Email: 'not-an-email' }).success).toBe(false);
    expect(customerBasicInfoSchema.safeParse({ FirstName: ' ' }).success).toBe(false);
  });

  it('stores blank numbers as none', () => {
    expect(eagleNumberSchema.parse({ EagleCustomerNumber: '  ' })).toEqual({ EagleCustomerNumber: null });
    expect(purchaseOrderSchema.parse({ PORequired: true, PONumber: ' PO-7 ' })).toEqual({
      PORequired: true,
      PONumber: 'PO-7',
    });
  });

  it('de-duplicates group IDs', () => {
    expect(customerGroupsBodySchema.parse({ GroupIDs: ['a', 'b', 'a'] })).toEqual({ GroupIDs: ['a', 'b'] });
  });
});

describe('customer bulk actions', () => {
  it('takes 1 to 100 distinct customers', () => {
    expect(customerBulkRequestSchema.parse({ Action: 'delete', IDs: ['1', '1', '2'] }).IDs).toEqual([
      '1',
      '2',
    ]);
    expect(customerBulkRequestSchema.safeParse({ Action: 'delete', IDs: [] }).success).toBe(false);
    const tooMany = Array.from({ length: 101 }, (_, i) => String(i));
    expect(customerBulkRequestSchema.safeParse({ Action: 'activate', IDs: tooMany }).success).toBe(false);
    expect(customerBulkRequestSchema.safeParse({ Action: 'purge', IDs: ['1'] }).success).toBe(false);
  });

  it('states delete as permanent and counts the customers', () => {
    expect(customerBulkConfirmText('delete', 2).message).toBe(
      'Are you sure you want to permanently delete 2 customers? This action cannot be undone.',
    );
    expect(customerBulkConfirmText('deactivate', 1).message).toMatch(/^Deactivate 1 customer\?/);
    expect(customerBulkConfirmText('activate', 3).title).toBe('Activate Customers');
  });
});

describe('customer search length', () => {
  it('needs 3 characters to search on Email or ID, not on names', () => {
    const tooShort = (on: string, term: string) => searchTooShortText(customerListSpec, on, term);
    expect(tooShort('Email', 'zz')).toBe('Type at least 3 characters to search on Email.');
    expect(tooShort('ID', ' 1 ')).toBe('Type at least 3 characters to search on ID.');
    expect(tooShort('Email', 'zzz')).toBeNull();
    expect(tooShort('LastName', 's')).toBeNull();
    expect(tooShort('Email', '')).toBeNull();
  });

  it('sends no search that is still too short, and the search-on field with one that is not', () => {
    const query = (search: string, searchOn: string) =>
      toApiQuery(customerListSpec, { search, searchOn, sortBy: '', page: 1, pageSize: 100, filters: {} }, []);
    expect(query('zz', 'Email')).not.toHaveProperty('search');
    expect(query('zzz', 'Email')).toMatchObject({ search: 'zzz', searchOn: 'Email' });
  });
});
