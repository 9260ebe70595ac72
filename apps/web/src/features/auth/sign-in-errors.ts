import { AUTH_ERRORS, SIGN_IN_TEXTS } from '@commerce/domain';
import { hasErrorCode } from '../../lib/api.ts';

export type SignInOutcome = { kind: 'toast'; message: string } | { kind: 'security-notice' };

/** Maps a failed sign-in to what the screen shows (spec 1 §8). */
export function signInOutcome(error: unknown): SignInOutcome {
  if (hasErrorCode(error, AUTH_ERRORS.invalidCredentials))
    return { kind: 'toast', message: SIGN_IN_TEXTS.incorrectCredentials };
  if (hasErrorCode(error, AUTH_ERRORS.passwordNotSecure)) return { kind: 'security-notice' };
  // The lock-out message says how long to wait, which the person needs to know.
  if (hasErrorCode(error, AUTH_ERRORS.lockedOut)) return { kind: 'toast', message: error.message };
  return { kind: 'toast', message: SIGN_IN_TEXTS.genericError };
}
