import {
  CUSTOMER_SEARCH_LIMIT,
  EXCLUDED_CUSTOMER_ID,
  type BuildOrderCustomer,
  type BuildOrderCustomerSearch,
  type CustomerGroup,
} from '@commerce/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  customerFullName,
  customerGroupAssignments,
  customerGroups,
  customers,
} from '../../db/schema/customers.ts';
import { notFound } from '../../http/errors.ts';
import { defineList } from '../../http/list-query.ts';
import type { Principal } from '../../http/principal.ts';
import type { CustomerRow } from './mapper.ts';
import { emailKey as customerEmailKey } from './queries.ts';
import { textSortKey } from '../../db/text-sort-key.ts';

/*
 * The customers Build Order may serve (spec 1 §4–§7, AREAS B.15): active customers the staff member may
 * see (never the guest account; Training_Team members only training customers), its customer search and
 * the customer's store group.
 */

const servable = (principal: Principal) =>
  and(
    sql`${customers.id} <> ${EXCLUDED_CUSTOMER_ID}`,
    eq(customers.active, true),
    principal.isTraining ? eq(customers.trainingUser, true) : undefined,
  );

type CustomerNames = Pick<CustomerRow, 'id' | 'firstName' | 'lastName' | 'email'>;

/** A customer as Build Order lists and serves them. */
export const toBuildOrderCustomer = (row: CustomerNames): BuildOrderCustomer => ({
  ID: row.id,
  FirstName: row.firstName,
  LastName: row.lastName,
  Email: row.email.toLowerCase(),
});

/**
 * The customer lookup: the ID, the e-mail, either name or the whole name containing the text, sorted by last
 * name, on the list engine's million-row path (list-run.ts), each field served by its trigram index: a rare
 * text's matches are read through them and sorted, a common one ('son') walks the last-name index until it
 * has 10, within a time budget. One query with all five tests ORed cost a full scan of a million customers
 * (1.5-2.0 s for any text); sorted on the name index instead, the planner walked it to the end for a text
 * whose matches sit late in the order ('smith' 4.6 s).
 */
const customerLookup = defineList({
  table: customers,
  fields: {
    ID: { column: customers.id, type: 'text', search: 'contains' },
    Email: { column: customers.email, type: 'text', search: 'lowered', searchColumn: customerEmailKey },
    FirstName: { column: customers.firstName, type: 'text', search: 'contains' },
    LastName: { column: customers.lastName, type: 'text', search: 'contains' },
    // The customer list's name order, whose index holds every column the search tests.
    SortName: { column: customers.lastName, type: 'text', sort: true },
    FullName: { column: customerFullName, type: 'text', search: 'contains' },
  },
  defaultSort: 'SortName',
  defaultPageSize: CUSTOMER_SEARCH_LIMIT,
  scale: { exactCountLimit: 2000 },
});

/**
 * The first 10 active customers matching the text (ID, e-mail, first or last name, or the whole name), and
 * whether more match: one more is read than shown.
 */
export async function searchServableCustomers(
  db: DbOrTx,
  principal: Principal,
  search: string,
): Promise<BuildOrderCustomerSearch> {
  const page = await customerLookup.run(
    db,
    customerLookup.parse({ search, pageSize: String(CUSTOMER_SEARCH_LIMIT + 1) }),
    {
      select: {
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
      },
      raw: true,
      where: servable(principal),
      count: false,
      map: (row) => {
        // Raw rows are named by their columns.
        const raw = row as unknown as { id: string; first_name: string; last_name: string; email: string };
        return toBuildOrderCustomer({
          id: raw.id,
          firstName: raw.first_name,
          lastName: raw.last_name,
          email: raw.email,
        });
      },
    },
  );
  return {
    Items: page.Items.slice(0, CUSTOMER_SEARCH_LIMIT),
    More: page.Items.length > CUSTOMER_SEARCH_LIMIT,
  };
}

/** A customer the staff member may serve (active, visible), or 404. */
export async function servableCustomer(db: DbOrTx, principal: Principal, id: string): Promise<CustomerRow> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), servable(principal)));
  if (!row) throw notFound('The customer');
  return row;
}

/** The customer's store group (the first by name), or null. */
export async function storeGroupOf(
  db: DbOrTx,
  customerId: string,
): Promise<Pick<CustomerGroup, 'ID' | 'Name'> | null> {
  const [group] = await db
    .select({ ID: customerGroups.id, Name: customerGroups.name })
    .from(customerGroupAssignments)
    .innerJoin(customerGroups, eq(customerGroups.id, customerGroupAssignments.userGroupId))
    .where(and(eq(customerGroupAssignments.userId, customerId), eq(customerGroups.isBachmansGroup, true)))
    .orderBy(asc(textSortKey(customerGroups.name)))
    .limit(1);
  return group ?? null;
}
