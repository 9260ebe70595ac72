import { z } from 'zod';
import { defineRoute, emptyRoute, readRoute } from './api-routes.ts';
import { adminUserSchema } from './admin-users.ts';
import { startPageSchema } from './start-page.ts';

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
  /** Where sign-in takes the user when no deep link was asked for (the profile's 'Start page'). */
  StartPage: startPageSchema,
});
export type CurrentSession = z.infer<typeof currentSessionSchema>;

/** Signing in and out (public routes) and the signed-in user. */
export const loginRoute = defineRoute({
  method: 'POST',
  path: '/auth/login',
  body: loginBodySchema,
  response: sessionTokensSchema,
});
export const refreshSessionRoute = defineRoute({
  method: 'POST',
  path: '/auth/refresh',
  response: sessionTokensSchema,
});
export const logoutRoute = emptyRoute('POST', '/auth/logout', 204);
export const currentSessionRoute = readRoute('/me', currentSessionSchema);
