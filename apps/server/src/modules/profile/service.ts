import {
  AUTH_ERRORS,
  PASSWORD_CHANGE_ATTEMPTS,
  PROFILE_ERRORS,
  PROFILE_TEXTS,
  passwordResetRequired,
  type CurrentSession,
} from '@commerce/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AdminUserRow, adminUsers } from '../../db/schema/admin-users.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { stores } from '../../db/schema/stores.ts';
import { recordAudit } from '../../http/audit.ts';
import { apiError, forbidden, notFound } from '../../http/errors.ts';
import { assertVersion } from '../../http/versioning.ts';
import { auditSnapshot, toAdminUser } from '../admin-users/public.ts';
import type { Principal } from '../../http/principal.ts';
import { hashPassword, revokeOtherSessions, revokeSession, verifyPassword } from '../auth/public.ts';
import { toStoreSummary } from '../stores/public.ts';

export const currentSession = (principal: Principal): CurrentSession => ({
  User: toAdminUser(principal.user),
  Groups: principal.groups,
  Permissions: principal.permissions,
  IsDeveloper: principal.isDeveloper,
  IsTraining: principal.isTraining,
  PasswordResetRequired: principal.passwordResetRequired,
});

interface ProfileChanges {
  FirstName?: string;
  LastName?: string;
  Email?: string;
  Phone?: string | null;
}

/** Saves only the fields that changed, in one transaction with its audit event. */
export async function updateProfile(db: Db, principal: Principal, version: number, changes: ProfileChanges) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.id, principal.user.id))
      .for('update');
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
        version: before.version + 1,
      })
      .where(eq(adminUsers.id, before.id))
      .returning();
    await recordAudit(tx, {
      actorId: principal.user.id,
      action: 'update-profile',
      entity: 'admin-user',
      entityId: before.id,
      before: auditSnapshot(before),
      after: auditSnapshot(after!),
    });
    return toAdminUser(after!);
  });
}

async function setPassword(
  db: Db,
  principal: Principal,
  user: AdminUserRow,
  newPassword: string,
  action: 'change-password' | 'reset-password',
) {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(adminUsers)
      .set({ passwordHash, lastPasswordChange: Date.now(), version: sql`${adminUsers.version} + 1` })
      .where(eq(adminUsers.id, user.id))
      .returning();
    await tx
      .update(sessions)
      .set({ passwordAttemptsLeft: PASSWORD_CHANGE_ATTEMPTS })
      .where(eq(sessions.id, principal.sessionId));
    await revokeOtherSessions(tx, user.id, principal.sessionId);
    await recordAudit(tx, {
      actorId: principal.user.id,
      action,
      entity: 'admin-user',
      entityId: user.id,
      before: { ...auditSnapshot(user), Password: 'old' },
      after: { ...auditSnapshot(after!), Password: 'new' },
    });
    return toAdminUser(after!);
  });
}

/**
 * Changing the password needs the current one. Each wrong try costs one of three attempts for this
 * session; at zero the session ends and the user must sign in again.
 */
export async function changePassword(
  db: Db,
  principal: Principal,
  currentPassword: string,
  newPassword: string,
) {
  const user = principal.user;
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    const [row] = await db
      .update(sessions)
      .set({ passwordAttemptsLeft: sql`greatest(${sessions.passwordAttemptsLeft} - 1, 0)` })
      .where(eq(sessions.id, principal.sessionId))
      .returning({ left: sessions.passwordAttemptsLeft });
    const left = row?.left ?? 0;
    if (left <= 0) {
      await revokeSession(db, principal.sessionId);
      throw apiError(AUTH_ERRORS.tooManyPasswordAttempts);
    }
    throw apiError(AUTH_ERRORS.incorrectCurrentPassword, {
      message: PROFILE_TEXTS.wrongCurrentPassword(left),
      data: { AttemptsLeft: left },
    });
  }
  if (currentPassword === newPassword) {
    throw apiError(AUTH_ERRORS.passwordUnchanged);
  }
  return setPassword(db, principal, user, newPassword, 'change-password');
}

/** The 'Password Reset Required' dialog: allowed only while a reset is due (no current password asked). */
export async function resetExpiredPassword(db: Db, principal: Principal, newPassword: string) {
  if (!passwordResetRequired(principal.user.lastPasswordChange, Date.now())) {
    throw forbidden('Your password is not due for a reset; change it from your profile instead.');
  }
  if (await verifyPassword(principal.user.passwordHash, newPassword)) {
    throw apiError(AUTH_ERRORS.passwordUnchanged);
  }
  return setPassword(db, principal, principal.user, newPassword, 'reset-password');
}

export async function myStore(db: Db, principal: Principal) {
  const storeId = principal.user.storeAddressId;
  if (!storeId) return null;
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId));
  return row ? toStoreSummary(row) : null;
}
