import {
  apiRolesFor,
  ROLE_ERRORS,
  type RoleDetail,
  type roleCreateSchema,
  type roleUpdateSchema,
} from '@commerce/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  permissionGroups,
  securityProfileAssignments,
  securityProfiles,
  userGroupAssignments,
} from '../../db/schema/roles.ts';
import { recordAudit } from '../../http/audit.ts';
import { apiError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/principal.ts';
import { assertVersion } from '../../http/versioning.ts';
import { roleAuditSnapshot, toRole, toSecurityProfile, type RoleRow } from './mapper.ts';
import { isConsoleRole } from './queries.ts';

export type RoleCreateInput = z.output<typeof roleCreateSchema>;
export type RoleUpdateInput = z.output<typeof roleUpdateSchema>;

const roleNotFound = () => notFound('The user role');

const idInUse = () => apiError(ROLE_ERRORS.idMustBeUnique);

/**
 * What a role change must keep that the roles module cannot see: an active user who still holds
 * internal-admin (users and whether they are active are the admin-users module's). The composition root
 * plugs the admin-users module's check in (declarations.ts), so neither module imports the other.
 */
export interface RoleRules {
  /** Throws, in the caller's transaction, when no active user would hold internal-admin. */
  assertAnAdministratorRemains(tx: DbOrTx): Promise<void>;
}

const grantsAdministration = (permissions: readonly string[]) => permissions.includes('internal-admin');

/** A console role (never the resend-admin role or a plain group), locked for the change when asked. */
async function consoleRole(tx: DbOrTx, id: string, forUpdate = false): Promise<RoleRow> {
  const select = tx
    .select()
    .from(permissionGroups)
    .where(and(eq(permissionGroups.id, id), isConsoleRole));
  const [row] = forUpdate ? await select.for('update') : await select;
  if (!row) throw roleNotFound();
  return row;
}

async function profileOf(tx: DbOrTx, id: string) {
  const [profile] = await tx.select().from(securityProfiles).where(eq(securityProfiles.id, id));
  return profile ?? null;
}

export async function roleDetail(tx: DbOrTx, id: string): Promise<RoleDetail> {
  const role = await consoleRole(tx, id);
  const profile = await profileOf(tx, id);
  return { ...toRole(role), SecurityProfile: profile && toSecurityProfile(profile) };
}

/**
 * Creates the permission group, its security profile (same ID and Name, Roles from the features) and
 * the assignment between them, in the caller's transaction. An ID is taken whatever its case, by a group
 * or by a profile.
 */
export async function createRole(tx: Tx, actor: Actor, input: RoleCreateInput): Promise<RoleDetail> {
  const lowerId = input.ID.toLowerCase();
  const [takenGroup] = await tx
    .select({ id: permissionGroups.id })
    .from(permissionGroups)
    .where(sql`lower(${permissionGroups.id}) = ${lowerId}`);
  const [takenProfile] = await tx
    .select({ id: securityProfiles.id })
    .from(securityProfiles)
    .where(sql`lower(${securityProfiles.id}) = ${lowerId}`);
  if (takenGroup || takenProfile) throw idInUse();

  const permissions = input.xp.Permissions;
  const inserted = await tx
    .insert(permissionGroups)
    .values({
      id: input.ID,
      name: input.Name,
      description: input.Description,
      isPermissionGroup: true,
      permissions,
    })
    .onConflictDoNothing()
    .returning();
  const role = inserted[0];
  // Another request created the same ID between the check and the insert.
  if (!role) throw idInUse();
  const [profile] = await tx
    .insert(securityProfiles)
    .values({ id: input.ID, name: input.Name, roles: apiRolesFor(permissions) })
    .returning();
  await tx.insert(securityProfileAssignments).values({ securityProfileId: input.ID, userGroupId: input.ID });
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'create',
    entity: 'role',
    entityId: role.id,
    after: roleAuditSnapshot(role, profile),
  });
  return { ...toRole(role), SecurityProfile: toSecurityProfile(profile!) };
}

/** Saves the fields sent and keeps the security profile's Name and Roles in step (creating it if missing). */
export async function updateRole(
  tx: Tx,
  actor: Actor,
  { id, version, changes }: { id: string; version: number; changes: RoleUpdateInput },
  rules: RoleRules,
): Promise<RoleDetail> {
  const before = await consoleRole(tx, id, true);
  assertVersion(before.version, version);
  const profileBefore = await profileOf(tx, id);

  const [after] = (await tx
    .update(permissionGroups)
    .set({
      name: changes.Name,
      description: changes.Description,
      permissions: changes.xp?.Permissions,
      version: before.version + 1,
    })
    .where(eq(permissionGroups.id, id))
    .returning()) as [RoleRow];
  const roles = apiRolesFor(after.permissions);
  const [profile] = await tx
    .insert(securityProfiles)
    .values({ id, name: after.name, roles })
    .onConflictDoUpdate({
      target: securityProfiles.id,
      set: { name: after.name, roles, version: sql`${securityProfiles.version} + 1` },
    })
    .returning();
  await tx
    .insert(securityProfileAssignments)
    .values({ securityProfileId: id, userGroupId: id })
    .onConflictDoNothing();

  if (grantsAdministration(before.permissions) && !grantsAdministration(after.permissions)) {
    await rules.assertAnAdministratorRemains(tx);
  }
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'update',
    entity: 'role',
    entityId: id,
    before: roleAuditSnapshot(before, profileBefore),
    after: roleAuditSnapshot(after, profile),
  });
  return { ...toRole(after), SecurityProfile: toSecurityProfile(profile!) };
}

/** Removes the role, its security profile and every assignment of either. */
export async function deleteRole(
  tx: Tx,
  actor: Actor,
  { id, version }: { id: string; version: number },
  rules: RoleRules,
): Promise<void> {
  const before = await consoleRole(tx, id, true);
  assertVersion(before.version, version);
  const profileBefore = await profileOf(tx, id);
  const members = await tx
    .select({ userId: userGroupAssignments.userId })
    .from(userGroupAssignments)
    .where(eq(userGroupAssignments.userGroupId, id));
  await tx.delete(securityProfiles).where(eq(securityProfiles.id, id));
  await tx.delete(permissionGroups).where(eq(permissionGroups.id, id));
  if (grantsAdministration(before.permissions)) await rules.assertAnAdministratorRemains(tx);
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'delete',
    entity: 'role',
    entityId: id,
    before: { ...roleAuditSnapshot(before, profileBefore), Members: members.map((m) => m.userId).sort() },
  });
}
