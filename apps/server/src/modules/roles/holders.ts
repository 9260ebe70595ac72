import type { FeatureKey } from '@commerce/domain';
import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { permissionGroups, userGroupAssignments } from '../../db/schema/roles.ts';

/*
 * Who holds which role (user_group_assignments). The admin-users module writes a user's roles with these,
 * and reads them inside its own statements through the fragments (a user ID of the caller's query in, SQL
 * out), so a principal or a filtered list stays one statement. The caller's column goes in wrapped
 * (`${sql`${userId}`}`): Drizzle writes the columns of a one-table select list without their table, which
 * inside these subqueries would name the subquery's own columns.
 */

/** A group a user is in, as a principal is made of them. */
export interface HeldGroup {
  id: string;
  name: string;
  isPermissionGroup: boolean;
  permissions: string[];
}

/** The user's groups by name, as one JSON value of the caller's row. */
export const groupsOfUser = (userId: SQLWrapper) => sql<HeldGroup[]>`coalesce((
  select json_agg(json_build_object('id', g.id, 'name', g.name, 'isPermissionGroup', g.is_permission_group,
    'permissions', g.permissions) order by g.name)
  from ${userGroupAssignments} a join ${permissionGroups} g on g.id = a.user_group_id
  where a.user_id = ${sql`${userId}`}), '[]'::json)`;

/** Whether the user is in a permission group that grants the key. */
export const holdsFeature = (userId: SQLWrapper, key: FeatureKey): SQL => sql`exists (
  select 1 from ${userGroupAssignments} a join ${permissionGroups} g on g.id = a.user_group_id
  where a.user_id = ${sql`${userId}`} and g.is_permission_group and ${key} = any(g.permissions))`;

/** Whether the user holds a role whose ID meets the condition (given the role ID's column). */
export const holdsRoleWhere = (userId: SQLWrapper, roleId: (column: AnyColumn) => SQL | undefined): SQL =>
  sql`exists (select 1 from ${userGroupAssignments}
    where ${userGroupAssignments.userId} = ${sql`${userId}`} and ${roleId(userGroupAssignments.userGroupId)})`;

type Assignment = readonly [userId: string, roleId: string];

/** Gives each user the role paired with it, in the caller's transaction. */
export async function assignRoles(tx: DbOrTx, assignments: readonly Assignment[]): Promise<void> {
  if (assignments.length === 0) return;
  await tx
    .insert(userGroupAssignments)
    .values(assignments.map(([userId, userGroupId]) => ({ userId, userGroupId })));
}

/** Takes from each user the role paired with it, in the caller's transaction. */
export async function unassignRoles(tx: DbOrTx, assignments: readonly Assignment[]): Promise<void> {
  if (assignments.length === 0) return;
  const pairs = sql.join(
    assignments.map(([userId, roleId]) => sql`(${userId}::text, ${roleId}::text)`),
    sql`, `,
  );
  await tx.execute(sql`delete from ${userGroupAssignments} where (user_id, user_group_id) in (${pairs})`);
}
