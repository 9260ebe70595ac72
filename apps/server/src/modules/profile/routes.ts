import {
  myStoreRoute,
  resetExpiredPasswordRoute,
  changePasswordRoute,
  updateProfileRoute,
  currentSessionRoute,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { profileRoute, versioned } from '../../http/access.ts';
import { serve } from '../../http/api-route.ts';
import { principalOf } from '../../http/principal.ts';
import { requiredVersion, sendVersion } from '../../http/versioning.ts';
import { clearTokenCookies } from '../auth/public.ts';
import { changePassword, currentSession, myStore, resetExpiredPassword, updateProfile } from './service.ts';

export const profileRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['profile'];

    serve(
      app,
      currentSessionRoute,
      { config: profileRoute, tags, summary: 'The signed-in user, groups and permissions' },
      async (request, reply) => {
        const principal = principalOf(request);
        sendVersion(reply, principal.user.version);
        return currentSession(principal);
      },
    );

    serve(
      app,
      updateProfileRoute,
      { config: versioned(profileRoute), tags, summary: 'Save changed profile fields (If-Match required)' },
      async (request, reply) => {
        const user = await updateProfile(db, principalOf(request), requiredVersion(request), request.body);
        sendVersion(reply, user.Version);
        return user;
      },
    );

    serve(
      app,
      changePasswordRoute,
      { config: profileRoute, tags, summary: 'Change the password' },
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

    serve(
      app,
      resetExpiredPasswordRoute,
      { config: profileRoute, tags, summary: 'Set a new password when the old one has expired' },
      async (request) => resetExpiredPassword(db, principalOf(request), request.body.NewPassword),
    );

    serve(
      app,
      myStoreRoute,
      { config: profileRoute, tags, summary: "The user's store" },
      async (request) => ({ Store: await myStore(db, principalOf(request)) }),
    );
  };
