import {
  CUSTOMER_PAGE_SIZES,
  customerApiFilterPermissions,
  DEFAULT_CUSTOMER_SEARCH_ON,
  DEFAULT_CUSTOMER_SORT,
  type CustomerListItem,
  type CustomerSortField,
  type ListPage,
} from '@commerce/domain';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerGroupAssignments, customers } from '../../db/schema/index.ts';
import { forbidden } from '../../http/errors.ts';
import {
  countFromPage,
  countRows,
  defineList,
  filterSql,
  toListPage,
  type ListCount,
  type ListField,
  type ListQuery,
} from '../../http/list-query.ts';
import type { Principal } from '../auth/principal.ts';
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
 * GET /customers (spec 2 §7 'Users'): search on ID, Email, FirstName or LastName (default LastName); sort on
 * the indexed columns; the list screen's filters. Arbitrary xp filters are not offered: at a million rows
 * each would be a full scan.
 */
export const customerList = defineList({
  table: customers,
  fields: {
    ID: text(customers.id, { sort: true, search: true }),
    FirstName: text(customers.firstName, { sort: true, search: true }),
    LastName: text(customers.lastName, { sort: true, search: true }),
    Email: text(customers.email, { sort: true, search: true }),
    Username: text(customers.username),
    Active: { column: customers.active, type: 'boolean', filter: true },
    DateCreated: date(customers.dateCreated, { sort: true }),
    'xp.LastOrderSubmitted': date(customers.lastOrderSubmitted, { sort: true }),
    'xp.LastLoginTimeStamp': date(customers.lastLogin),
    'xp.OrderCloudToCecsCustomerTimeStamp': date(customers.cecsSyncedAt),
    'xp.Charge': text(customers.charge),
    'xp.EagleCustomerNumber': text(customers.eagleCustomerNumber),
  } satisfies Record<CustomerSortField, ListField> & Record<string, ListField>,
  defaultSort: DEFAULT_CUSTOMER_SORT,
  defaultSearchOn: [DEFAULT_CUSTOMER_SEARCH_ON],
  defaultPageSize: CUSTOMER_PAGE_SIZES.list,
  customFilters: {
    /** Members of a customer group (spec 2 §7 userGroupID). */
    UserGroupID: (values, key) => {
      const group = filterSql({ expr: customerGroupAssignments.userGroupId, type: 'text' }, key, values);
      return group
        ? sql`exists (select 1 from ${customerGroupAssignments} where ${customerGroupAssignments.userId} = ${customers.id} and ${group})`
        : undefined;
    },
  },
});

const FILTER_KEYS = customerApiFilterPermissions();

/** The date filters need customer-date and the group filter customer-group (spec 2 §6), on the server too. */
function assertFilterPermissions(principal: Principal, query: ListQuery): void {
  for (const filter of query.filters) {
    const name = 'field' in filter ? filter.field : 'custom' in filter ? filter.custom : filter.key;
    const needed = FILTER_KEYS.find((entry) => entry.filter === name);
    if (needed && !principal.permissions.includes(needed.key)) {
      throw forbidden(`Filtering customers by ${name} needs the ${needed.key} permission.`);
    }
  }
}

/** Counted exactly up to here; beyond it the planner's estimate is answered (TotalCountIsEstimate). */
export const CUSTOMER_COUNT_LIMIT = 10_000;

interface ExplainRow {
  'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string;
}

/** The planner's row estimate for the customers matching `where`: no rows are read. */
async function estimatedCount(db: Db, where: SQL | undefined): Promise<number> {
  const query = db
    .select({ one: sql`1` })
    .from(customers)
    .where(where);
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: ExplainRow[];
  };
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = typeof plan === 'string' ? (JSON.parse(plan) as Exclude<typeof plan, string>) : plan;
  return Math.round(parsed?.[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * Counting a million rows on every page view is what makes admin lists slow. Up to CUSTOMER_COUNT_LIMIT
 * matches are counted (a short index scan); past it the total is the planner's estimate, never below the
 * limit, and marked as an estimate so the pager says 'about'.
 */
async function countCustomers(db: Db, where: SQL | undefined): Promise<ListCount> {
  const capped = await countRows(db, customers, where, CUSTOMER_COUNT_LIMIT);
  if (!capped.isEstimate) return capped;
  const estimate = await estimatedCount(db, where);
  return { count: Math.max(estimate, CUSTOMER_COUNT_LIMIT + 1), isEstimate: true };
}

const listColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  username: customers.username,
  phone: customers.phone,
  active: customers.active,
  dateCreated: customers.dateCreated,
  charge: customers.charge,
  eagleCustomerNumber: customers.eagleCustomerNumber,
  lastOrderSubmitted: customers.lastOrderSubmitted,
  lastLogin: customers.lastLogin,
  cecsSyncedAt: customers.cecsSyncedAt,
  trainingUser: customers.trainingUser,
};

export async function listCustomers(
  db: Db,
  principal: Principal,
  rawQuery: unknown,
): Promise<ListPage<CustomerListItem>> {
  const query = customerList.parse(rawQuery);
  assertFilterPermissions(principal, query);
  const where = and(query.where, visibleCustomers(principal));
  const rows = await db
    .select(listColumns)
    .from(customers)
    .where(where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
  const total = countFromPage(query, rows.length) ?? (await countCustomers(db, where));
  return toListPage(query, rows.map(toCustomerListItem), total);
}
