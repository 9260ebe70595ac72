import { roleListSpec, type RoleOption } from '@commerce/domain';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { namesAmong } from '../../db/names-among.ts';
import { defineList } from '../../http/list-query.ts';
import { permissionGroups, userGroupAssignments } from '../../db/schema/roles.ts';
import { textSortKey } from '../../db/text-sort-key.ts';

/**
 * `isResendAdminRole` of the domain, in SQL (letters and digits of the ID, lower-cased, contain
 * 'resendadmin'); roles.test.ts checks that both agree.
 */
const isResendAdmin = sql`regexp_replace(lower(${permissionGroups.id}), '[^a-z0-9]', '', 'g') like '%resendadmin%'`;

/** The groups the console calls roles: permission groups, except the resend-admin role. */
export const isConsoleRole: SQL = and(
  eq(permissionGroups.isPermissionGroup, true),
  sql`not (${isResendAdmin})`,
) as SQL;

/** Every role a user can be given, by name. */
export const roleOptions = (db: DbOrTx): Promise<RoleOption[]> =>
  db
    .select({ ID: permissionGroups.id, Name: permissionGroups.name })
    .from(permissionGroups)
    .where(isConsoleRole)
    .orderBy(asc(textSortKey(permissionGroups.name)), asc(permissionGroups.id));

/** The console roles among these IDs by name, by ID. */
export const roleNames = (db: DbOrTx, ids: readonly string[]) =>
  namesAmong(db, { id: permissionGroups.id, name: permissionGroups.name }, ids, isConsoleRole);

/** The console roles among `ids`. */
export const consoleRolesAmong = (db: DbOrTx, ids: readonly string[]): Promise<RoleOption[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ ID: permissionGroups.id, Name: permissionGroups.name })
        .from(permissionGroups)
        .where(and(isConsoleRole, inArray(permissionGroups.id, [...ids])));

/** The console roles a user holds, by name (other groups they are in are not the console's to show). */
export const rolesOfUser = (db: DbOrTx, userId: string): Promise<RoleOption[]> =>
  db
    .select({ ID: permissionGroups.id, Name: permissionGroups.name })
    .from(userGroupAssignments)
    .innerJoin(permissionGroups, eq(permissionGroups.id, userGroupAssignments.userGroupId))
    .where(and(eq(userGroupAssignments.userId, userId), isConsoleRole))
    .orderBy(asc(textSortKey(permissionGroups.name)), asc(permissionGroups.id));

/** The IDs of the console roles each of these users holds (users without any are left out). */
export async function consoleRoleIdsOfUsers(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, string[]>> {
  const held = new Map<string, string[]>();
  if (userIds.length === 0) return held;
  const rows = await db
    .select({ userId: userGroupAssignments.userId, roleId: permissionGroups.id })
    .from(userGroupAssignments)
    .innerJoin(permissionGroups, eq(permissionGroups.id, userGroupAssignments.userGroupId))
    .where(and(inArray(userGroupAssignments.userId, [...userIds]), isConsoleRole));
  for (const { userId, roleId } of rows) held.set(userId, [...(held.get(userId) ?? []), roleId]);
  return held;
}

/** GET /api/roles: ID, Name and Description, searchable and sortable (roleListSpec). */
export const roleList = defineList({
  spec: roleListSpec,
  table: permissionGroups,
  fields: {
    ID: { column: permissionGroups.id, type: 'text', sort: true, filter: true, search: true },
    Name: { column: permissionGroups.name, type: 'text', sort: true, filter: true, search: true },
    Description: { column: permissionGroups.description, type: 'text', sort: true, search: true },
  },
});
