import {
  AUTH_ERRORS,
  PASSWORD_CHANGE_ATTEMPTS,
  PROFILE_TEXTS,
  passwordResetRequired,
  startPageOf,
  type CurrentSession,
} from '@commerce/domain';
import type { Db } from '../../db/client.ts';
import { apiError, forbidden } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import {
  endSessionsOf,
  revokeSession,
  setPasswordAttemptsLeft,
  spendPasswordAttempt,
} from '../../http/sessions.ts';
import {
  hashPassword,
  storeOwnPassword,
  toAdminUser,
  updateOwnProfile,
  verifyPassword,
  type ProfileChanges,
} from '../admin-users/public.ts';
import { storeSummary } from '../stores/public.ts';

export const currentSession = (principal: Principal): CurrentSession => ({
  User: toAdminUser(principal.user),
  Groups: principal.groups,
  Permissions: principal.permissions,
  IsDeveloper: principal.isDeveloper,
  IsTraining: principal.isTraining,
  PasswordResetRequired: principal.passwordResetRequired,
  StartPage: startPageOf(principal.user.xp),
});

/** Saves only the fields that changed, in one transaction with its audit event. */
export const updateProfile = (db: Db, principal: Principal, version: number, changes: ProfileChanges) =>
  db.transaction((tx) => updateOwnProfile(tx, principal.user.id, version, changes));

/**
 * The new password, its audit event, a fresh set of attempts for this session and the end of the user's
 * other sessions, in one transaction.
 */
async function setPassword(
  db: Db,
  principal: Principal,
  newPassword: string,
  action: 'change-password' | 'reset-password',
) {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const user = await storeOwnPassword(tx, principal.user, passwordHash, action);
    await setPasswordAttemptsLeft(tx, principal.sessionId, PASSWORD_CHANGE_ATTEMPTS);
    await endSessionsOf(tx, { all: [], others: [principal.user.id], keep: principal.sessionId });
    return user;
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
    const left = await spendPasswordAttempt(db, principal.sessionId);
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
  return setPassword(db, principal, newPassword, 'change-password');
}

/** The 'Password Reset Required' dialog: allowed only while a reset is due (no current password asked). */
export async function resetExpiredPassword(db: Db, principal: Principal, newPassword: string) {
  if (!passwordResetRequired(principal.user.lastPasswordChange, Date.now())) {
    throw forbidden('Your password is not due for a reset; change it from your profile instead.');
  }
  if (await verifyPassword(principal.user.passwordHash, newPassword)) {
    throw apiError(AUTH_ERRORS.passwordUnchanged);
  }
  return setPassword(db, principal, newPassword, 'reset-password');
}

export async function myStore(db: Db, principal: Principal) {
  const storeId = principal.user.storeAddressId;
  return storeId ? storeSummary(db, storeId) : null;
}
