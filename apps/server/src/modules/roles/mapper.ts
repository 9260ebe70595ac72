import type { Role, SecurityProfile } from '@commerce/domain';
import type { permissionGroups, securityProfiles } from '../../db/schema/roles.ts';

export type RoleRow = typeof permissionGroups.$inferSelect;
export type SecurityProfileRow = typeof securityProfiles.$inferSelect;

export const toRole = (row: RoleRow): Role => ({
  ID: row.id,
  Name: row.name,
  Description: row.description,
  Version: row.version,
  xp: { IsPermissionGroup: row.isPermissionGroup, Permissions: row.permissions },
});

export const toSecurityProfile = (row: SecurityProfileRow): SecurityProfile => ({
  ID: row.id,
  Name: row.name,
  Roles: row.roles,
});

/** The audited snapshot of a role and its security profile, in the spec's field names. */
export const roleAuditSnapshot = (role: RoleRow, profile: SecurityProfileRow | null | undefined) => ({
  ID: role.id,
  Name: role.name,
  Description: role.description,
  'xp.Permissions': role.permissions,
  'SecurityProfile.Roles': profile?.roles ?? null,
});
