import { AUTH_ERRORS, loginRoute, logoutRoute, refreshSessionRoute } from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicRoute } from '../../http/access.ts';
import { serve } from '../../http/api-route.ts';
import { apiError } from '../../http/errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ACCESS_COOKIE, clearTokenCookies, REFRESH_COOKIE, setTokenCookies } from './cookies.ts';
import { refresh, revokeByTokens, signIn, toSessionTokens } from './service.ts';

export const authRoutes =
  ({ database, config, holdBack }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;

    serve(
      app,
      loginRoute,
      { config: publicRoute, tags: ['auth'], summary: 'Sign in; sets the token cookies' },
      async (request, reply) => {
        const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
        const tokens = await signIn(db, config, request.body, client, holdBack);
        setTokenCookies(reply, request, config, tokens);
        return toSessionTokens(tokens);
      },
    );

    serve(
      app,
      refreshSessionRoute,
      { config: publicRoute, tags: ['auth'], summary: 'Rotate the refresh token' },
      async (request, reply) => {
        const token = request.cookies[REFRESH_COOKIE];
        if (!token) throw apiError(AUTH_ERRORS.noSessionToRefresh);
        try {
          const tokens = await refresh(db, config, token);
          setTokenCookies(reply, request, config, tokens);
          return toSessionTokens(tokens);
        } catch (error) {
          clearTokenCookies(reply);
          throw error;
        }
      },
    );

    serve(
      app,
      logoutRoute,
      { config: publicRoute, tags: ['auth'], summary: 'Sign out; revokes both tokens' },
      async (request, reply) => {
        await revokeByTokens(db, {
          access: request.cookies[ACCESS_COOKIE],
          refresh: request.cookies[REFRESH_COOKIE],
        });
        clearTokenCookies(reply);
        return null;
      },
    );
  };
