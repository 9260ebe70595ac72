import {
  addressIdFilter,
  adminUserListSpec,
  STORE_ID_PREFIX,
  type AdminUserListItem,
  type StoreOption,
  type StoreType,
} from '@commerce/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adminUsers } from '../../db/schema/admin-users.ts';
import { userGroupAssignments } from '../../db/schema/roles.ts';
import { stores } from '../../db/schema/stores.ts';
import { defineList, filterSql, type ListPage, type ListQuery } from '../../http/list-query.ts';
import { toAdminUser } from './mapper.ts';

/** Store lookups take up to 100 flagship stores (spec 1 §9). */
const STORE_OPTIONS_LIMIT = 100;
const FLAGSHIP: StoreType = 'Flagship';

/**
 * GET /api/admin-users: search over ID, names and email; `Role=` keeps users holding that role (through
 * their assignments); StoreName (the store's company name) sorts through a join but never filters, so
 * the count needs no join.
 */
export const adminUserList = defineList({
  spec: adminUserListSpec,
  table: adminUsers,
  fields: {
    ID: { column: adminUsers.id, type: 'text', sort: true, filter: true, search: true },
    Username: { column: adminUsers.username, type: 'text', filter: true },
    FirstName: { column: adminUsers.firstName, type: 'text', sort: true, filter: true, search: true },
    LastName: { column: adminUsers.lastName, type: 'text', sort: true, filter: true, search: true },
    Email: { column: adminUsers.email, type: 'text', sort: true, filter: true, search: true },
    Active: { column: adminUsers.active, type: 'boolean', sort: true, filter: true },
    DateCreated: { column: adminUsers.dateCreated, type: 'date', sort: true, filter: true },
    'xp.StoreAddressID': { column: adminUsers.storeAddressId, type: 'text', filter: true },
    StoreName: { column: stores.companyName, type: 'text', sort: true },
  },
  customFilters: {
    // Each value is one role (A|B for either); repeating the key asks for every one of them.
    Role: (values, key) =>
      and(
        ...values.map(
          (value) => sql`exists (select 1 from ${userGroupAssignments}
            where ${userGroupAssignments.userId} = ${adminUsers.id}
            and ${filterSql({ expr: userGroupAssignments.userGroupId, type: 'text' }, key, [value])})`,
        ),
      ),
  },
});

const withStoreName = { user: adminUsers, storeName: stores.companyName };
const toListItem = ({
  user,
  storeName,
}: {
  user: typeof adminUsers.$inferSelect;
  storeName: string | null;
}) => ({
  ...toAdminUser(user),
  StoreName: storeName,
});

/** A page of the list; StoreName (a sort) comes through a join the count does not need. */
export const listAdminUsers = (db: DbOrTx, query: ListQuery): Promise<ListPage<AdminUserListItem>> =>
  adminUserList.run(db, query, {
    select: withStoreName,
    joins: (select) => select.leftJoin(stores, eq(stores.id, adminUsers.storeAddressId)),
    map: toListItem,
  });

/** The users as list rows (what a bulk action answers, so the list updates in place). */
export async function adminUserListItems(db: DbOrTx, ids: readonly string[]): Promise<AdminUserListItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(withStoreName)
    .from(adminUsers)
    .leftJoin(stores, eq(stores.id, adminUsers.storeAddressId))
    .where(inArray(adminUsers.id, [...ids]));
  // In the order asked (the rows come back in any order).
  const byId = new Map(rows.map((row) => [row.user.id, toListItem(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The stores a user can be given: flagship stores (ID Store-*), by name. */
export const storeOptions = (db: DbOrTx): Promise<StoreOption[]> =>
  db
    .select({ ID: stores.id, CompanyName: stores.companyName })
    .from(stores)
    .where(
      and(
        filterSql({ expr: stores.id, type: 'text' }, 'ID', [addressIdFilter(STORE_ID_PREFIX)]),
        eq(stores.storeType, FLAGSHIP),
        eq(stores.customLocation, false),
      ),
    )
    .orderBy(asc(stores.companyName), asc(stores.id))
    .limit(STORE_OPTIONS_LIMIT);
