import {
  adminUserSchema,
  changePasswordSchema,
  currentSessionSchema,
  profilePatchSchema,
  resetPasswordSchema,
  storeSummarySchema,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { profileRoute, versioned } from '../../http/access.ts';
import { principalOf } from '../../http/principal.ts';
import { requiredVersion, sendVersion } from '../../http/versioning.ts';
import { clearTokenCookies } from '../auth/public.ts';
import { changePassword, currentSession, myStore, resetExpiredPassword, updateProfile } from './service.ts';

export const profileRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['profile'];

    app.get(
      '/me',
      {
        config: profileRoute,
        schema: {
          tags,
          summary: 'The signed-in user, groups and permissions',
          response: { 200: currentSessionSchema },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        sendVersion(reply, principal.user.version);
        return currentSession(principal);
      },
    );

    app.patch(
      '/me',
      {
        config: versioned(profileRoute),
        schema: {
          tags,
          summary: 'Save changed profile fields (If-Match required)',
          body: profilePatchSchema,
          response: { 200: adminUserSchema },
        },
      },
      async (request, reply) => {
        const user = await updateProfile(db, principalOf(request), requiredVersion(request), request.body);
        sendVersion(reply, user.Version);
        return user;
      },
    );

    app.post(
      '/me/password',
      {
        config: profileRoute,
        schema: {
          tags,
          summary: 'Change the password',
          body: changePasswordSchema,
          response: { 200: adminUserSchema },
        },
      },
      async (request, reply) => {
        try {
          return await changePassword(
            db,
            principalOf(request),
            request.body.CurrentPassword,
            request.body.NewPassword,
          );
        } catch (error) {
          if ((error as { errorCode?: string }).errorCode === 'Auth.TooManyPasswordAttempts')
            clearTokenCookies(reply);
          throw error;
        }
      },
    );

    app.post(
      '/me/password-reset',
      {
        config: profileRoute,
        schema: {
          tags,
          summary: 'Set a new password when the old one has expired',
          body: resetPasswordSchema,
          response: { 200: adminUserSchema },
        },
      },
      async (request) => resetExpiredPassword(db, principalOf(request), request.body.NewPassword),
    );

    app.get(
      '/me/store',
      {
        config: profileRoute,
        schema: {
          tags,
          summary: "The user's store",
          response: { 200: z.object({ Store: storeSummarySchema.nullable() }) },
        },
      },
      async (request) => ({ Store: await myStore(db, principalOf(request)) }),
    );
  };
