/**
 * Test support for the internal-user, upload and role tests (imported by tests only): the stores and
 * roles they build on, and the queries that read a change's effects.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  adminUsers,
  auditEvents,
  permissionGroups,
  stores,
  userGroupAssignments,
} from '../../db/schema/index.ts';

/** Two flagship stores (offered by the store picker) and two that are not. */
export const FIXTURE_STORES: (typeof stores.$inferInsert)[] = [
  { id: 'Store-Edina', companyName: 'Edina Garden Center', storeType: 'Flagship' },
  { id: 'Store-Maple', companyName: 'Maple Grove Garden Center', storeType: 'Flagship' },
  { id: 'Store-Kiosk', companyName: 'Mall Kiosk', storeType: 'Kiosk' },
  { id: 'Event-Tent', companyName: 'Event Tent', storeType: 'Flagship', customLocation: true },
];

/** Two assignable roles, the resend-admin role (never assignable) and a plain group (not a role). */
export const FIXTURE_ROLES: (typeof permissionGroups.$inferInsert)[] = [
  { id: 'Florists', name: 'Florists', description: 'Shop floor staff', permissions: ['order-reader'] },
  { id: 'Buyers', name: 'Buyers', description: 'Product buyers', permissions: ['product-reader'] },
  { id: 'ResendAdmin', name: 'Resend Admin', permissions: [] },
  { id: 'Mailing', name: 'Mailing list', isPermissionGroup: false, permissions: [] },
];

export async function insertUserFixtures(db: Db) {
  await db.insert(stores).values(FIXTURE_STORES);
  await db.insert(permissionGroups).values(FIXTURE_ROLES);
}

/** Reads of the test file's database (`db` is asked for when a query runs: files open it in beforeAll). */
export function userQueries(db: () => Db) {
  return {
    userRow: async (id: string) => (await db().select().from(adminUsers).where(eq(adminUsers.id, id)))[0],

    /** The IDs of every group the user is in, sorted. */
    groupsOf: async (id: string) =>
      (
        await db()
          .select({ id: userGroupAssignments.userGroupId })
          .from(userGroupAssignments)
          .where(eq(userGroupAssignments.userId, id))
      )
        .map((row) => row.id)
        .sort(),

    auditOf: (entityId: string, action: string) =>
      db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, entityId), eq(auditEvents.action, action))),
  };
}
