// Kept apart from auth.ts's schemas: the sign-in screen needs these texts without zod.
import { defineApiErrors } from './api-errors.ts';

/** Sign-in error codes the web maps to the spec's texts (spec 1 §8). */
export const AUTH_ERRORS = defineApiErrors({
  invalidCredentials: {
    status: 401,
    code: 'Auth.InvalidCredentials',
    message: 'The username or password is incorrect.',
  },
  passwordNotSecure: {
    status: 401,
    code: 'Auth.PasswordDoesNotMeetRequirements',
    message: 'Password does not meet security requirements.',
  },
  lockedOut: {
    status: 429,
    code: 'Auth.LockedOut',
    message:
      'Too many failed sign-in attempts. Sign-in is locked; try again later or contact an administrator.',
  },
  incorrectCurrentPassword: {
    status: 400,
    code: 'Auth.IncorrectCurrentPassword',
    message: 'The current password provided was incorrect.',
  },
  tooManyPasswordAttempts: {
    status: 401,
    code: 'Auth.TooManyPasswordAttempts',
    message: 'The current password was entered incorrectly too many times. Sign in again to continue.',
  },
  passwordUnchanged: {
    status: 400,
    code: 'Auth.PasswordUnchanged',
    message: 'The new password must be different from the current one.',
  },
  passwordResetRequired: {
    status: 403,
    code: 'Auth.PasswordResetRequired',
    message: 'Reset your password before you continue.',
  },
  sessionEnded: {
    status: 401,
    code: 'Auth.Unauthenticated',
    message: 'Your session has ended. Sign in again.',
  },
  noSessionToRefresh: {
    status: 401,
    code: 'Auth.Unauthenticated',
    message: 'There is no session to refresh.',
  },
  missingRequestHeader: {
    status: 403,
    code: 'Auth.MissingRequestHeader',
    message: 'Mutating requests must send the x-commerce-admin header.',
  },
});

export const SIGN_IN_TEXTS = {
  incorrectCredentials: 'Incorrect Credentials',
  genericError: 'An Error Occurred',
  securityNotice: 'Your password no longer meets our security standards and will need to be updated.',
} as const;
