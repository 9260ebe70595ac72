import { defineApiErrors } from './api-errors.ts';
import { z } from 'zod';
import { adminUserSchema, emailSchema, nameSchema, phoneSchema } from './admin-users.ts';
import { defineRoute, readRoute } from './api-routes.ts';
import { storeSummarySchema } from './stores.ts';
import { startPageSchema } from './start-page.ts';
import { passwordSchema } from './password.ts';

/** The My Profile form; the same fields validate the PATCH body. */
export const profileFormSchema = z.object({
  FirstName: nameSchema('First Name'),
  LastName: nameSchema('Last Name'),
  Email: emailSchema,
  Phone: phoneSchema,
});

/** Profile edits save only the fields that changed, so every field is optional but one is needed. */
export const profilePatchSchema = profileFormSchema
  .extend({ StartPage: startPageSchema })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Change at least one field.');
export type ProfilePatch = z.input<typeof profilePatchSchema>;

export const changePasswordSchema = z.object({
  CurrentPassword: z.string().min(1, 'Enter your current password.').max(1024),
  NewPassword: passwordSchema,
});

export const resetPasswordSchema = z.object({ NewPassword: passwordSchema });

export const PROFILE_TEXTS = {
  saveError: 'An error occurred when attempting to save your changes.',
  emailInUse: 'Another admin user already exists with this username.',
  wrongCurrentPassword: (attemptsLeft: number) =>
    `The current password provided was incorrect. You have ${attemptsLeft} more attempt(s) left.`,
} as const;

export const PROFILE_ERRORS = defineApiErrors({
  emailInUse: { status: 409, code: 'User.EmailMustBeUnique', message: PROFILE_TEXTS.emailInUse },
});

/** The signed-in user's own routes (My Profile); open while a password reset is due. */
export const updateProfileRoute = defineRoute({
  method: 'PATCH',
  path: '/me',
  body: profilePatchSchema,
  response: adminUserSchema,
});
export const changePasswordRoute = defineRoute({
  method: 'POST',
  path: '/me/password',
  body: changePasswordSchema,
  response: adminUserSchema,
});
export const resetExpiredPasswordRoute = defineRoute({
  method: 'POST',
  path: '/me/password-reset',
  body: resetPasswordSchema,
  response: adminUserSchema,
});
export const myStoreRoute = readRoute('/me/store', z.object({ Store: storeSummarySchema.nullable() }));
