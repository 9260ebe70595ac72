import { sql, type SQL } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  type AnyPgColumn,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  dateCreatedColumn,
  moneyColumn,
  timestampColumn,
  trigramIndex,
  versionColumn,
  wordsIndex,
  xpColumn,
} from './columns.ts';
import { textSortKey } from '../text-sort-key.ts';

/** New OMS account numbers (customer IDs) come from here; the demo and scale data stay below it. */
export const customerAccountNumbers = pgSequence('customer_account_number_seq', { startWith: 5_000_000 });

/**
 * The words of an e-mail address as packages/domain's emailWords gives them (the whole address and what
 * follows each '@', '.', '_', '-' or '+'), from the SQL function email_search_words (migration 0027): an
 * index expression, so every writer of customers keeps it without knowing of it. Addresses are ASCII
 * (emailSchema), where the function and emailWords agree (customers-search-words.test.ts).
 */
export const emailWordsVector = (email: AnyPgColumn | SQL): SQL =>
  sql`array_to_tsvector(email_search_words(${email}))`;

/** A customer's whole name as build order's lookup searches it ('jakob aber'), and its index holds it. */
const fullNameOf = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql`(${t.firstName} || ' ' || ${t.lastName})`;

/**
 * Customers (buyer users), spec 1 §3 and spec 2 §3. Every field the customer list filters, sorts or
 * searches on is a column; the rest of xp (PO, TaxExemption, AuthorizeNetProfileID …) stays in `xp`.
 */
export const customers = pgTable(
  'customers',
  {
    /** The OMS account number. */
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    phone: text('phone'),
    active: boolean('active').notNull().default(true),
    dateCreated: dateCreatedColumn(),
    /** xp.Charge: 'Y' when the customer has a store charge account. */
    charge: text('charge').notNull().default('N'),
    eagleCustomerNumber: text('eagle_customer_number'),
    cecsCustomerNumber: text('cecs_customer_number'),
    loyaltyCardNumber: text('loyalty_card_number'),
    loyaltyId: text('loyalty_id'),
    /** 'web' = storefront; anything else came from CECS. */
    createdFrom: text('created_from'),
    lastOrderSubmitted: timestampColumn('last_order_submitted'),
    lastLogin: timestampColumn('last_login'),
    /** xp.OrderCloudToCecsCustomerStatus / TimeStamp: the last sync to the customer service. */
    cecsSyncStatus: text('cecs_sync_status'),
    cecsSyncedAt: timestampColumn('cecs_synced_at'),
    /** xp.TrainingUsers: training staff see only these. */
    trainingUser: boolean('training_user').notNull().default(false),
    xp: xpColumn(),
    version: versionColumn(),
  },
  (t) => [
    // Login e-mails are unique whatever their case (409 'A customer already exists with this login email.').
    uniqueIndex('customers_username_lower_key').on(sql`lower(${t.username})`),
    // The list's e-mail order (textSortKey, as every text sort).
    index('customers_email_idx').on(textSortKey(t.email), t.id),
    // Active as a trailing key column (after the ID it never reorders): the total of 'Active + created before'
    // is counted from the index alone, not from a row read per match (PGlite at 200,000 customers: counting
    // 9,453 matches 104 → 34 ms under EXPLAIN ANALYZE; the bench's 'a new day each time' p95 112 → 52 ms).
    index('customers_date_created_idx').on(t.dateCreated, t.id, t.active),
    index('customers_last_order_idx').on(t.lastOrderSubmitted),
    index('customers_last_login_idx').on(t.lastLogin),
    index('customers_synced_idx').on(t.cecsSyncedAt),
    index('customers_eagle_idx').on(t.eagleCustomerNumber),
    index('customers_loyalty_card_idx').on(t.loyaltyCardNumber),
    // The list sorts names as every text sort (textSortKey: case and accents ignored, byte order), and
    // searches them by prefix on the same expression: one index range serves both. The trailing columns are
    // every column of a list row (customers' listColumns), so a page in this order, at any depth, and the
    // list's filters are read from the index alone (coveredSorts; page 50 of a million: 1.5 ms instead of 70
    // walking the rows; a page not read before: 0.3 ms instead of 5.8 reading its 100 rows from the table).
    // Drizzle has no INCLUDE, so they are key columns; after (name, id) they never reorder. The longest entry
    // the inputs allow (names of 100 characters, e-mail and username of 254) stays under PostgreSQL's 2,704 bytes.
    index('customers_last_name_sort_idx').on(
      textSortKey(t.lastName),
      t.id,
      t.lastName,
      t.active,
      t.dateCreated,
      t.charge,
      t.lastLogin,
      t.lastOrderSubmitted,
      t.cecsSyncedAt,
      t.firstName,
      t.email,
      t.username,
      t.phone,
      t.eagleCustomerNumber,
      t.trainingUser,
    ),
    index('customers_first_name_sort_idx').on(textSortKey(t.firstName), t.id, t.firstName),
    index('customers_training_idx')
      .on(textSortKey(t.lastName), t.id)
      .where(sql`${t.trainingUser}`),
    trigramIndex('customers_id_trgm', t.id),
    trigramIndex('customers_first_name_trgm', t.firstName),
    trigramIndex('customers_last_name_trgm', t.lastName),
    // The e-mail search is a LIKE over the lower-cased address with a lower-cased term (customers' emailKey):
    // ILIKE over the address cost twice as much per row ('mclaughli', 1,361 of a million: 2.4 → 1.2 ms).
    trigramIndex('customers_email_lower_trgm', sql`lower(${t.email})`),
    // Build order's customer lookup searches the whole name ('jakob aber') beside each part.
    trigramIndex('customers_full_name_trgm', fullNameOf(t)),
    // The customer list's e-mail search: the address and each of its parts onward (emailWordsVector).
    wordsIndex('customers_email_words', emailWordsVector(t.email)),
    // The list's ID search, by its start: a range of this index whatever the database's collation.
    index('customers_id_c_idx').on(sql`(${t.id} collate "C")`),
  ],
);

export const customerFullName = fullNameOf(customers);

/** Buyer user groups; only those flagged comm group or store group are offered to staff. */
export const customerGroups = pgTable('customer_groups', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  isCommGroup: boolean('is_comm_group').notNull().default(false),
  isBachmansGroup: boolean('is_bachmans_group').notNull().default(false),
  xp: xpColumn(),
  version: versionColumn(),
});

export const customerGroupAssignments = pgTable(
  'customer_group_assignments',
  {
    userGroupId: text('user_group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.userGroupId] }),
    index('customer_group_assignments_group_idx').on(t.userGroupId, t.userId),
  ],
);

/** xp.Notes of a customer, one row each so an edit or delete names exactly one note. At most 5 are kept. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    text: text('text').notNull(),
    author: text('author').notNull(),
    authorId: text('author_id'),
    date: timestampColumn('date').notNull().defaultNow(),
  },
  (t) => [index('customer_notes_customer_idx').on(t.customerId, t.date)],
);

/** The customer's address book. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    addressName: text('address_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    companyName: text('company_name'),
    street1: text('street1').notNull(),
    street2: text('street2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull().default('US'),
    phone: text('phone'),
    editable: boolean('editable').notNull().default(true),
    /** xp.addressType (Residence by default). */
    addressType: text('address_type').notNull().default('Residence'),
    xp: xpColumn(),
    dateCreated: dateCreatedColumn(),
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId, t.dateCreated)],
);

/** Saved cards: the last digits, type, holder and expiry only. A full card number is never stored. */
export const customerCreditCards = pgTable(
  'customer_credit_cards',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    cardholderName: text('cardholder_name').notNull(),
    cardType: text('card_type').notNull(),
    /** The last four digits. */
    partialAccountNumber: text('partial_account_number').notNull(),
    /** MM/YY. */
    expirationDate: text('expiration_date').notNull(),
    editable: boolean('editable').notNull().default(true),
    dateCreated: dateCreatedColumn(),
  },
  (t) => [index('customer_credit_cards_customer_idx').on(t.customerId, t.dateCreated)],
);

/** Store charge (spending) accounts: ID = customer ID + '-BC'. */
export const spendingAccounts = pgTable(
  'spending_accounts',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    name: text('name'),
    balance: moneyColumn('balance').notNull().default('0'),
    /** xp.AvailCredit: the credit limit staff set. */
    availCredit: moneyColumn('avail_credit').notNull().default('0'),
    xp: xpColumn(),
    version: versionColumn(),
  },
  (t) => [uniqueIndex('spending_accounts_customer_key').on(t.customerId)],
);

/**
 * The loyalty program's points balances, by loyalty card number. In production the customer and loyalty
 * service answers these; this table is what the offline provider reads.
 */
export const loyaltyAccounts = pgTable('loyalty_accounts', {
  cardNumber: text('card_number').primaryKey(),
  cecsAwardAccountId: text('cecs_award_account_id'),
  balance: moneyColumn('balance').notNull().default('0'),
});
