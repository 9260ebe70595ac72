import { searchQuerySchema, searchResultsSchema } from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { signedInRoute } from '../../http/access.ts';
import { assertNoPasswordResetDue, principalOf } from '../../http/principal.ts';
import { globalSearch } from './service.ts';

/**
 * Global search for the command palette. Open to any signed-in user; each kind is searched only for those
 * who hold one of its keys (a user without any finds nothing), and each applies its own visibility rules.
 */
export const searchRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/search',
      {
        config: signedInRoute,
        schema: {
          tags: ['search'],
          summary:
            'Customers, internal users and roles matching q (2–100 characters), at most 5 of each kind the caller may open',
          querystring: searchQuerySchema,
          response: { 200: searchResultsSchema },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        // It reads records, so it is closed like every feature route until a due password reset is done.
        assertNoPasswordResetDue(principal);
        return { Items: await globalSearch(database.db, principal, request.query.q) };
      },
    );
  };
