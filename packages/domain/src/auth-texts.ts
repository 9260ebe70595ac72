// Kept apart from auth.ts's schemas: the sign-in screen needs these texts without zod.

/** Sign-in error codes the web maps to the spec's texts (spec 1 §8). */
export const AUTH_ERRORS = {
  invalidCredentials: 'Auth.InvalidCredentials',
  passwordNotSecure: 'Auth.PasswordDoesNotMeetRequirements',
  lockedOut: 'Auth.LockedOut',
  incorrectCurrentPassword: 'Auth.IncorrectCurrentPassword',
  tooManyPasswordAttempts: 'Auth.TooManyPasswordAttempts',
  unauthenticated: 'Auth.Unauthenticated',
} as const;

export const SIGN_IN_TEXTS = {
  incorrectCredentials: 'Incorrect Credentials',
  genericError: 'An Error Occurred',
  securityNotice: 'Your password no longer meets our security standards and will need to be updated.',
} as const;
