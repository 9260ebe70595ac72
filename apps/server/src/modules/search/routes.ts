import { globalSearchRoute } from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { signedInRoute } from '../../http/access.ts';
import { serve } from '../../http/api-route.ts';
import { principalOf } from '../../http/principal.ts';
import { globalSearch } from './service.ts';

/**
 * Global search for the command palette. Open to any signed-in user; each kind is searched only for those
 * who hold one of its keys (a user without any finds nothing), and each applies its own visibility rules.
 */
export const searchRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      globalSearchRoute,
      {
        config: signedInRoute,
        tags: ['search'],
        summary:
          'Customers, internal users and roles matching q (2–100 characters), at most 5 of each kind the caller may open',
      },
      async (request) => {
        return { Items: await globalSearch(database.db, principalOf(request), request.query.q) };
      },
    );
  };
