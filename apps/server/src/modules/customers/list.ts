import {
  CUSTOMER_PAGE_SIZES,
  CUSTOMER_SEARCH_ON,
  customerApiFilterPermissions,
  customerSearchTooShortText,
  DEFAULT_CUSTOMER_SEARCH_ON,
  DEFAULT_CUSTOMER_SORT,
  isCustomerSearchTooShort,
  type CustomerListItem,
  type CustomerSearchOn,
  type CustomerSortField,
  type ListPage,
} from '@commerce/domain';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { customerGroupAssignments, customers } from '../../db/schema/index.ts';
import { badRequest, forbidden, validationFailure } from '../../http/errors.ts';
import {
  countFromPage,
  countRows,
  defineList,
  escapeLike,
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
 * Names sort case-insensitively in byte order, whatever the database's collation, and are searched by prefix
 * on the same expression, so one index range (customers_*_name_sort_idx) serves the search and the order.
 */
const lastNameKey = sql`(lower(${customers.lastName}) collate "C")`;
const firstNameKey = sql`(lower(${customers.firstName}) collate "C")`;

/**
 * GET /customers (spec 2 §7 'Users'): sort on the indexed columns; the list screen's filters. Arbitrary xp
 * filters are not offered: at a million rows each would be a full scan. Search is handled below, not by the
 * list convention's substring search, because names are searched by prefix.
 */
export const customerList = defineList({
  table: customers,
  fields: {
    ID: text(customers.id, { sort: true }),
    FirstName: { column: firstNameKey, type: 'text', sort: true },
    LastName: { column: lastNameKey, type: 'text', sort: true },
    Email: text(customers.email, { sort: true }),
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

// ---------------------------------------------------------------------------------------------------------
// Search: names start with the term, e-mail and ID contain it (case-insensitive)

interface CustomerSearch {
  on: CustomerSearchOn;
  condition: SQL;
}

const startsWith = (term: string) => `${escapeLike(term.toLowerCase())}%`;
const contains = (term: string) => `%${escapeLike(term)}%`;

const SEARCH_CONDITIONS: Record<CustomerSearchOn, (term: string) => SQL> = {
  LastName: (term) => sql`${lastNameKey} like ${startsWith(term)}`,
  FirstName: (term) => sql`${firstNameKey} like ${startsWith(term)}`,
  Email: (term) => sql`${customers.email} ilike ${contains(term)}`,
  ID: (term) => sql`${customers.id} ilike ${contains(term)}`,
};

/** Takes `search` and `searchOn` out of the query string; the rest goes to the list convention. */
function splitSearch(raw: unknown): { search?: CustomerSearch; rest: Record<string, unknown> } {
  const rest = { ...((raw ?? {}) as Record<string, unknown>) };
  const take = (name: string): string | undefined => {
    const keys = Object.keys(rest).filter((key) => key.toLowerCase() === name.toLowerCase());
    const values = keys.flatMap((key) => [rest[key]].flat().map(String));
    for (const key of keys) delete rest[key];
    if (values.length > 1)
      throw validationFailure({ [name]: 'must be given once' }, `${name} must be given once.`);
    return values[0];
  };
  const term = take('search')?.trim();
  const searchOn = take('searchOn')?.trim() || DEFAULT_CUSTOMER_SEARCH_ON;
  const on = CUSTOMER_SEARCH_ON.find((field) => field.toLowerCase() === searchOn.toLowerCase());
  if (!on) {
    throw badRequest(
      'List.InvalidSearchProperty',
      `Cannot search on "${searchOn}". Searchable: ${CUSTOMER_SEARCH_ON.join(', ')}.`,
      { Property: searchOn, Allowed: CUSTOMER_SEARCH_ON },
    );
  }
  if (term && isCustomerSearchTooShort(on, term)) {
    throw badRequest('List.SearchTooShort', customerSearchTooShortText(on), { Property: 'search' });
  }
  return { rest, search: term ? { on, condition: SEARCH_CONDITIONS[on](term) } : undefined };
}

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

// ---------------------------------------------------------------------------------------------------------
// Reading a page and its total at a million rows

/**
 * Up to this many matches are counted exactly, and a search with no more matches than this is answered from
 * the matches themselves (sorted in memory). Past it the total is the planner's estimate.
 */
export const CUSTOMER_EXACT_LIMIT = 2000;

/** ISO text straight from PostgreSQL: a page is 100 rows × 4 timestamps, never turned into Dates and back. */
const isoText = <T extends string | null = string | null>(column: AnyPgColumn, name: string) =>
  sql<T>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(name);

const listColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  username: customers.username,
  phone: customers.phone,
  active: customers.active,
  dateCreated: isoText<string>(customers.dateCreated, 'date_created'),
  charge: customers.charge,
  eagleCustomerNumber: customers.eagleCustomerNumber,
  lastOrderSubmitted: isoText(customers.lastOrderSubmitted, 'last_order_submitted'),
  lastLogin: isoText(customers.lastLogin, 'last_login'),
  cecsSyncedAt: isoText(customers.cecsSyncedAt, 'cecs_synced_at'),
  trainingUser: customers.trainingUser,
};

/** A list row as PostgreSQL sends it: the table's column names, timestamps already ISO text. */
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
  total?: number;
}

/**
 * Runs a list select without Drizzle's per-cell result mapping, which cost more than the query itself for a
 * page of 100 (measured: 0.6 ms a request in its type checks alone).
 */
async function listRows(db: DbOrTx, select: SQLWrapper): Promise<RawListRow[]> {
  return ((await db.execute(select)) as unknown as { rows: RawListRow[] }).rows;
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

interface ExplainRow {
  'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string;
}

/** How long a planner estimate is reused for the same query: paging through a list asks again and again. */
const ESTIMATE_TTL_MS = 30_000;
const ESTIMATE_CACHE_SIZE = 500;
const estimates = new Map<string, { rows: number; until: number }>();

/**
 * The planner's row estimate for the customers matching `where` (no rows are read), kept for 30 s per
 * query: it is an estimate either way, and each saved round trip counts at a million rows.
 */
async function estimatedCount(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const query = db
    .select({ one: sql`1` })
    .from(customers)
    .where(where);
  const { sql: text, params } = query.toSQL();
  const key = `${text}\u0000${JSON.stringify(params)}`;
  const cached = estimates.get(key);
  if (cached && cached.until > Date.now()) return cached.rows;
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: ExplainRow[];
  };
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = typeof plan === 'string' ? (JSON.parse(plan) as Exclude<typeof plan, string>) : plan;
  const rows = Math.round(parsed?.[0]?.Plan['Plan Rows'] ?? 0);
  if (estimates.size >= ESTIMATE_CACHE_SIZE) estimates.delete(estimates.keys().next().value as string);
  estimates.set(key, { rows, until: Date.now() + ESTIMATE_TTL_MS });
  return rows;
}

/**
 * The total when more than CUSTOMER_EXACT_LIMIT match: the planner's estimate, but never less than the
 * rows known to exist, so the pager can always move on from a full page.
 */
const estimate = (query: ListQuery, estimated: number): ListCount => ({
  count: Math.max(estimated, Math.max(CUSTOMER_EXACT_LIMIT, query.offset + query.limit) + 1),
  isEstimate: true,
});

/**
 * The total of a full page. The planner's estimate comes first (no rows read): when it is far past the
 * exact limit, counting could only confirm that. Otherwise up to CUSTOMER_EXACT_LIMIT rows are counted.
 */
async function totalOf(db: DbOrTx, query: ListQuery, where: SQL | undefined): Promise<ListCount> {
  const estimated = await estimatedCount(db, where);
  if (estimated > 10 * CUSTOMER_EXACT_LIMIT) return estimate(query, estimated);
  const counted = await countRows(db, customers, where, CUSTOMER_EXACT_LIMIT);
  return counted.isEstimate ? estimate(query, estimated) : counted;
}

/** From this offset on, a page's IDs are found first (see walkPage); nearer the top that costs more than it saves. */
const DEFERRED_JOIN_FROM = 1000;

/**
 * A page in the requested order. Deep pages read only IDs in order first (an index-only walk of the sort
 * index when the filters are among its columns, so skipped rows never touch the table), then the page's
 * rows; near the top the plain query is cheaper to plan and run.
 */
async function walkPage(db: DbOrTx, query: ListQuery, where: SQL | undefined, moreThanExactLimit: boolean) {
  let rows: RawListRow[];
  if (query.offset < DEFERRED_JOIN_FROM) {
    rows = await listRows(
      db,
      db
        .select(listColumns)
        .from(customers)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(query.limit)
        .offset(query.offset),
    );
  } else {
    const page = db
      .select({ pageId: customers.id })
      .from(customers)
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset)
      .as('page');
    rows = await listRows(
      db,
      db
        .select(listColumns)
        .from(customers)
        .innerJoin(page, eq(customers.id, page.pageId))
        .orderBy(...query.orderBy),
    );
  }
  const total =
    countFromPage(query, rows.length) ??
    (moreThanExactLimit ? estimate(query, await estimatedCount(db, where)) : await totalOf(db, query, where));
  return toListPage(query, rows.map(toItem), total);
}

/**
 * A search whose matches the sort index cannot find in order (e-mail, ID, a name searched while sorted by
 * something else): its matches are fetched without order (through the trigram or name index) and, when there
 * are at most `limit`, sorted and paged in one statement, with an exact total. Undefined when there are more.
 */
async function pageFromMatches(db: Db, query: ListQuery, where: SQL | undefined, limit: number) {
  // Named like the table so the list's ORDER BY (written against customers) applies to the matches.
  const matches = db.$with('customers').as(
    db
      .select(listColumns)
      .from(customers)
      .where(where)
      .limit(limit + 1),
  );
  const rows = await listRows(
    db,
    db
      .with(matches)
      .select({
        ...matches._.selectedFields,
        total: sql<number>`(select count(*) from ${matches})::int`.as('total'),
      })
      .from(matches)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
  );
  const total =
    rows[0]?.total ?? (query.offset === 0 ? 0 : (await countRows(db, customers, where, limit)).count);
  if (total > limit) return undefined;
  return toListPage(query, rows.map(toItem), { count: total, isEstimate: false });
}

/**
 * How long walking the sort index may take for a search with many matches. Usually it finds a page at once,
 * but when the matches sit together far along the sort order (an e-mail search for a common surname while
 * sorted by last name) it would read most of the table: past the budget the matches are sorted instead.
 */
const WALK_BUDGET_MS = 100;
/** The most matches sorted in memory after a walk ran out of time; past it the walk runs to the end. */
const SORTED_MATCHES_LIMIT = 50_000;

/** PostgreSQL cancelled the statement (statement_timeout), however the driver wraps the error. */
const isCancelled = (error: unknown): boolean =>
  ((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === '57014';

async function walkWithinBudget(db: Db, query: ListQuery, where: SQL | undefined) {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${WALK_BUDGET_MS}`));
      return walkPage(tx, query, where, true);
    });
  } catch (error) {
    if (!isCancelled(error)) throw error;
    return (
      (await pageFromMatches(db, query, where, SORTED_MATCHES_LIMIT)) ??
      (await walkPage(db, query, where, true))
    );
  }
}

const sortedBy = (query: ListQuery, field: CustomerSearchOn) => query.sort[0]?.field === field;

export async function listCustomers(
  db: Db,
  principal: Principal,
  rawQuery: unknown,
): Promise<ListPage<CustomerListItem>> {
  const { search, rest } = splitSearch(rawQuery);
  const query = customerList.parse(rest);
  assertFilterPermissions(principal, query);
  const where = and(query.where, search?.condition, visibleCustomers(principal));
  if (search && !sortedBy(query, search.on)) {
    return (
      (await pageFromMatches(db, query, where, CUSTOMER_EXACT_LIMIT)) ??
      (await walkWithinBudget(db, query, where))
    );
  }
  return walkPage(db, query, where, false);
}
