import { customerListSpec, emailQueryWords, type CustomerListItem } from '@commerce/domain';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { textSortKey } from '../../db/text-sort-key.ts';
import { isoTextColumn } from '../../db/raw-rows.ts';
import { customerGroupAssignments, customers, emailWordsVector } from '../../db/schema/customers.ts';
import {
  defineList,
  filterSql,
  type ListField,
  type ListPage,
  type ListQuery,
} from '../../http/list-query.ts';
import type { Principal } from '../../http/principal.ts';
import { toCustomerListItem } from './mapper.ts';
import { visibleCustomers } from './visibility.ts';

const text = (column: ListField['column'], more: Partial<ListField> = {}): ListField => ({
  column,
  type: 'text',
  filter: true,
  ...more,
});
const date = (column: ListField['column'], more: Partial<ListField> = {}): ListField => ({
  column,
  type: 'date',
  filter: true,
  ...more,
});

/**
 * Names sort as every text sort (textSortKey) and are searched by prefix on the same expression, so one
 * index range (customers_*_name_sort_idx) serves the search and the order.
 */
export const lastNameKey = textSortKey(customers.lastName);
export const firstNameKey = textSortKey(customers.firstName);
/** What build order's lookup reads (`LIKE` with a lower-cased term): the expression of customers_email_lower_trgm. */
export const emailKey = sql`lower(${customers.email})`;
/** The ID as its search by prefix reads it: a range of customers_id_c_idx, whatever the database's collation. */
const idKey = sql`(${customers.id} collate "C")`;

/**
 * GET /customers (spec 2 §7 'Users', customerListSpec): sorts on the indexed columns and the list screen's
 * filters. Arbitrary xp filters are not offered: at a million rows each would be a full scan. Names and ID
 * are searched by their start, the e-mail by the start of the address or of any of its parts (emailWords;
 * 3 characters at least for e-mail and ID, from the spec). The list runs on the engine's million-row path
 * (list-run.ts).
 */
export const customerList = defineList({
  spec: customerListSpec,
  table: customers,
  fields: {
    // Digits: sorted in byte order as stored, on the primary key.
    ID: text(customers.id, { sort: true, textSort: 'stored', search: 'prefix', searchColumn: idKey }),
    FirstName: {
      column: customers.firstName,
      type: 'text',
      sort: true,
      search: 'prefix',
      searchColumn: firstNameKey,
    },
    LastName: {
      column: customers.lastName,
      type: 'text',
      sort: true,
      search: 'prefix',
      searchColumn: lastNameKey,
    },
    Email: {
      ...text(customers.email, { sort: true }),
      search: 'words',
      searchColumn: emailWordsVector(customers.email),
      searchWords: emailQueryWords,
    },
    Username: text(customers.username),
    Active: { column: customers.active, type: 'boolean', filter: true },
    DateCreated: date(customers.dateCreated, { sort: true }),
    'xp.LastOrderSubmitted': date(customers.lastOrderSubmitted, { sort: true }),
    'xp.LastLoginTimeStamp': date(customers.lastLogin),
    'xp.OrderCloudToCecsCustomerTimeStamp': date(customers.cecsSyncedAt),
    'xp.Charge': text(customers.charge),
    'xp.EagleCustomerNumber': text(customers.eagleCustomerNumber),
  },
  customFilters: {
    /** Members of a customer group (spec 2 §7 userGroupID). */
    UserGroupID: (values, key) => {
      const group = filterSql({ expr: customerGroupAssignments.userGroupId, type: 'text' }, key, values);
      return group
        ? sql`exists (select 1 from ${customerGroupAssignments} where ${customerGroupAssignments.userId} = ${customers.id} and ${group})`
        : undefined;
    },
  },
  scale: {
    exactCountLimit: 2000,
    deferredJoinFrom: 1000,
    walkBudgetMs: 100,
    sortedMatchesLimit: 50_000,
    // customers_last_name_sort_idx carries every column of listColumns.
    coveredSorts: ['LastName'],
  },
});

const listColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  username: customers.username,
  phone: customers.phone,
  active: customers.active,
  dateCreated: isoTextColumn<string>(customers.dateCreated, 'date_created'),
  charge: customers.charge,
  eagleCustomerNumber: customers.eagleCustomerNumber,
  lastOrderSubmitted: isoTextColumn(customers.lastOrderSubmitted, 'last_order_submitted'),
  lastLogin: isoTextColumn(customers.lastLogin, 'last_login'),
  cecsSyncedAt: isoTextColumn(customers.cecsSyncedAt, 'cecs_synced_at'),
  trainingUser: customers.trainingUser,
};

/** A list row as readRawRows gives it: the table's column names, timestamps as ISO text. */
interface RawListRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  phone: string | null;
  active: boolean;
  date_created: string;
  charge: string;
  eagle_customer_number: string | null;
  last_order_submitted: string | null;
  last_login: string | null;
  cecs_synced_at: string | null;
  training_user: boolean;
}

const toItem = (row: RawListRow) =>
  toCustomerListItem({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    username: row.username,
    phone: row.phone,
    active: row.active,
    dateCreated: row.date_created,
    charge: row.charge,
    eagleCustomerNumber: row.eagle_customer_number,
    lastOrderSubmitted: row.last_order_submitted,
    lastLogin: row.last_login,
    cecsSyncedAt: row.cecs_synced_at,
    trainingUser: row.training_user,
  });

/** A page of the customers the principal may see. */
export const listCustomers = (
  db: DbOrTx,
  principal: Principal,
  query: ListQuery,
): Promise<ListPage<CustomerListItem>> =>
  customerList.run(db, query, {
    select: listColumns,
    raw: true,
    where: visibleCustomers(principal),
    map: (row) => toItem(row as unknown as RawListRow),
  });

/** The customers as list rows (what a bulk action answers, so the list updates in place). */
export async function customerListItems(db: DbOrTx, ids: readonly string[]): Promise<CustomerListItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(customers)
    .where(inArray(customers.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, toCustomerListItem(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
