import { adminUserListSpec, type AdminUserListItem } from '@commerce/domain';
import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type AdminUserRow, adminUsers } from '../../db/schema/admin-users.ts';
import { defineList, filterSql, type ListPage, type ListQuery } from '../../http/list-query.ts';
import { holdsRoleWhere } from '../roles/public.ts';
import { storeNameOf } from '../stores/public.ts';
import { toAdminUser } from './mapper.ts';

const storeName = storeNameOf(adminUsers.storeAddressId);

/**
 * GET /api/admin-users: search over ID, names and email; `Role=` keeps users holding that role (through
 * their assignments); StoreName (the store's company name, read from the stores module) sorts but never
 * filters.
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
    StoreName: { column: storeName, type: 'text', sort: true },
  },
  customFilters: {
    // Each value is one role (A|B for either); repeating the key asks for every one of them.
    Role: (values, key) =>
      and(
        ...values.map((value) =>
          holdsRoleWhere(adminUsers.id, (roleId) => filterSql({ expr: roleId, type: 'text' }, key, [value])),
        ),
      ),
  },
});

const withStoreName = { user: adminUsers, storeName };
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

/** A page of the list. */
export const listAdminUsers = (db: DbOrTx, query: ListQuery): Promise<ListPage<AdminUserListItem>> =>
  adminUserList.run(db, query, { select: withStoreName, map: toListItem });

/** The users as list rows (what a bulk action answers, so the list updates in place). */
export async function adminUserListItems(db: DbOrTx, ids: readonly string[]): Promise<AdminUserListItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(withStoreName)
    .from(adminUsers)
    .where(inArray(adminUsers.id, [...ids]));
  // In the order asked (the rows come back in any order).
  const byId = new Map(rows.map((row) => [row.user.id, toListItem(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The names of these users (those that exist), by ID: how History and the tools name who acted. */
export async function userNames(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, { firstName: string; lastName: string }>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: adminUsers.id, firstName: adminUsers.firstName, lastName: adminUsers.lastName })
    .from(adminUsers)
    .where(inArray(adminUsers.id, wanted));
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}

/**
 * Whether the user (by its ID, e.g. a column of the caller's query) exists and is active. Wrapped: Drizzle
 * writes the columns of a one-table select list without their table.
 */
export const isActiveUser = (userId: SQLWrapper) =>
  sql`exists (${sql`select 1 from ${adminUsers} where ${adminUsers.id} = ${userId} and ${adminUsers.active}`})`;

/** The user, or null. */
export async function findAdminUser(db: DbOrTx, id: string): Promise<AdminUserRow | null> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
  return row ?? null;
}
