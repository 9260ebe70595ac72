import type { AdminUser } from '@commerce/domain';
import type { AdminUserRow } from '../../db/schema/admin-users.ts';

/** A stored internal user in the API's shape (spec field names); never the password hash. */
export const toAdminUser = (row: AdminUserRow): AdminUser => ({
  ID: row.id,
  Username: row.username,
  FirstName: row.firstName,
  LastName: row.lastName,
  Email: row.email,
  Phone: row.phone,
  Active: row.active,
  DateCreated: row.dateCreated.toISOString(),
  Version: row.version,
  xp: { StoreAddressID: row.storeAddressId, LastPasswordChange: row.lastPasswordChange },
});

/** The audited snapshot of a user: its API fields, so the trail reads in the spec's words. */
export const auditSnapshot = (row: AdminUserRow): Record<string, unknown> => {
  const { xp, ...fields } = toAdminUser(row);
  return {
    ...fields,
    'xp.StoreAddressID': xp.StoreAddressID,
    'xp.LastPasswordChange': xp.LastPasswordChange,
  };
};

/** The audited snapshot with the user's roles, when they are known (read or being set). */
export const withRoles = (row: AdminUserRow, roleIds: readonly string[] | undefined) => ({
  ...auditSnapshot(row),
  ...(roleIds && { Roles: [...roleIds].sort() }),
});
