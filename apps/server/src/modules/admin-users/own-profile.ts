import {
  PROFILE_ERRORS,
  startPageOf,
  type AdminUser,
  type AuditActionOf,
  type StartPage,
} from '@commerce/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type AdminUserRow, adminUsers } from '../../db/schema/admin-users.ts';
import { recordAudit } from '../../http/audit.ts';
import { apiError, notFound } from '../../http/errors.ts';
import { assertVersion } from '../../http/versioning.ts';
import { auditSnapshot, toAdminUser } from './mapper.ts';

/* A user's changes to their own record (the profile screen), each with its audit event. */

export interface ProfileChanges {
  FirstName?: string;
  LastName?: string;
  Email?: string;
  Phone?: string | null;
  /** Where sign-in takes them (kept in xp.StartPage). */
  StartPage?: StartPage;
}

/** Saves only the fields that changed, against the version the user saw, in the caller's transaction. */
export async function updateOwnProfile(
  tx: DbOrTx,
  userId: string,
  version: number,
  changes: ProfileChanges,
): Promise<AdminUser> {
  const [before] = await tx.select().from(adminUsers).where(eq(adminUsers.id, userId)).for('update');
  if (!before) throw notFound('Your user');
  assertVersion(before.version, version);
  if (changes.Email !== undefined && changes.Email.toLowerCase() !== before.email.toLowerCase()) {
    const [taken] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(
        and(sql`lower(${adminUsers.email}) = ${changes.Email.toLowerCase()}`, ne(adminUsers.id, before.id)),
      )
      .limit(1);
    if (taken) throw apiError(PROFILE_ERRORS.emailInUse);
  }
  const [after] = await tx
    .update(adminUsers)
    .set({
      firstName: changes.FirstName ?? before.firstName,
      lastName: changes.LastName ?? before.lastName,
      email: changes.Email ?? before.email,
      phone: changes.Phone === undefined ? before.phone : changes.Phone,
      xp: changes.StartPage === undefined ? before.xp : { ...before.xp, StartPage: changes.StartPage },
      version: before.version + 1,
    })
    .where(eq(adminUsers.id, before.id))
    .returning();
  await recordAudit(tx, {
    actorId: userId,
    action: 'update-profile',
    entity: 'admin-user',
    entityId: before.id,
    before: { ...auditSnapshot(before), StartPage: startPageOf(before.xp) },
    after: { ...auditSnapshot(after!), StartPage: startPageOf(after!.xp) },
  });
  return toAdminUser(after!);
}

/** Stores the user's new password (hashed by the caller, outside the transaction) and audits it. */
export async function storeOwnPassword(
  tx: DbOrTx,
  user: AdminUserRow,
  passwordHash: string,
  action: Extract<AuditActionOf<'admin-user'>, 'change-password' | 'reset-password'>,
): Promise<AdminUser> {
  const [after] = await tx
    .update(adminUsers)
    .set({ passwordHash, lastPasswordChange: Date.now(), version: sql`${adminUsers.version} + 1` })
    .where(eq(adminUsers.id, user.id))
    .returning();
  await recordAudit(tx, {
    actorId: user.id,
    action,
    entity: 'admin-user',
    entityId: user.id,
    before: { ...auditSnapshot(user), Password: 'old' },
    after: { ...auditSnapshot(after!), Password: 'new' },
  });
  return toAdminUser(after!);
}
