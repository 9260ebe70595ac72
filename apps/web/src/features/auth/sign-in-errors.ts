import { AUTH_ERRORS, SIGN_IN_TEXTS } from '@commerce/domain';
import { ApiError } from '../../lib/api.ts';

export type SignInOutcome = { kind: 'toast'; message: string } | { kind: 'security-notice' };

/** Maps a failed sign-in to what the screen shows (spec 1 §8). */
export function signInOutcome(error: unknown): SignInOutcome {
  if (error instanceof ApiError) {
    if (error.code === AUTH_ERRORS.invalidCredentials)
      return { kind: 'toast', message: SIGN_IN_TEXTS.incorrectCredentials };
    if (error.code === AUTH_ERRORS.passwordNotSecure) return { kind: 'security-notice' };
    // The lock-out message says how long to wait, which the person needs to know.
    if (error.code === AUTH_ERRORS.lockedOut) return { kind: 'toast', message: error.message };
  }
  return { kind: 'toast', message: SIGN_IN_TEXTS.genericError };
}
