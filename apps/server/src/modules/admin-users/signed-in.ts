import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type AdminUserRow, adminUsers } from '../../db/schema/admin-users.ts';
import { groupsOfUser, type HeldGroup } from '../roles/public.ts';

/* What signing in reads of the users: the auth module's sign-in and its principal lookup. */

/** The user signing in under this username (whatever its case), active or not: the sign-in decides. */
export async function userByUsername(db: DbOrTx, username: string): Promise<AdminUserRow | null> {
  const [user] = await db
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.username}) = ${username.trim().toLowerCase()}`);
  return user ?? null;
}

/** The active user with their groups (one statement): what a principal is made of; null when inactive or gone. */
export async function signedInUser(
  db: DbOrTx,
  id: string,
): Promise<{ user: AdminUserRow; groups: HeldGroup[] } | null> {
  const [row] = await db
    .select({ user: adminUsers, groups: groupsOfUser(adminUsers.id) })
    .from(adminUsers)
    .where(and(eq(adminUsers.id, id), eq(adminUsers.active, true)));
  return row ?? null;
}
