import { ADMIN_USER_ERRORS, type FeatureKey } from '@commerce/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adminUsers } from '../../db/schema/admin-users.ts';
import { apiError } from '../../http/errors.ts';
import { holdsFeature } from '../roles/public.ts';

/** The key that manages users and roles; losing its last active holder would lock everyone out. */
const ADMINISTRATION_KEY: FeatureKey = 'internal-admin';
const ADMINISTRATION_LOCK = 727_274_104;

/**
 * Call after a change that may take internal-admin away from someone (deactivating a user, removing a
 * role, editing or deleting a role), inside its transaction. The advisory lock makes such changes take
 * turns, and the check reads after it, so two admins deactivating each other at once cannot both win.
 */
export async function assertAnAdministratorRemains(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMINISTRATION_LOCK})`);
  const [someone] = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.active, true), holdsFeature(adminUsers.id, ADMINISTRATION_KEY)))
    .limit(1);
  if (!someone) throw apiError(ADMIN_USER_ERRORS.lastAdministrator);
}
