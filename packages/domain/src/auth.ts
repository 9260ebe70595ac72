import { defineApiErrors } from './api-errors.ts';
import { z } from 'zod';
import { adminUserSchema } from './admin-users.ts';

export const loginBodySchema = z.object({
  Username: z.string().trim().min(1, 'Username is required.').max(100),
  Password: z.string().min(1, 'Password is required.').max(1024),
  RememberMe: z.boolean().default(false),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** All the browser keeps of a session: when the access token expires and whether a refresh token exists. */
export const sessionTokensSchema = z.object({
  AccessTokenExpiresAt: z.number().int(),
  HasRefreshToken: z.boolean(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

export const currentSessionSchema = z.object({
  User: adminUserSchema,
  Groups: z.array(z.object({ ID: z.string(), Name: z.string() })),
  Permissions: z.array(z.string()),
  IsDeveloper: z.boolean(),
  IsTraining: z.boolean(),
  PasswordResetRequired: z.boolean(),
});
export type CurrentSession = z.infer<typeof currentSessionSchema>;

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
