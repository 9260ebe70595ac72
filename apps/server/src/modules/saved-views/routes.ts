import {
  listSpecById,
  SAVED_VIEW_ERRORS,
  savedViewCreateSchema,
  savedViewListQuerySchema,
  savedViewListSchema,
  savedViewSchema,
  type AnyListSpec,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { signedInRoute, unversioned } from '../../http/access.ts';
import { apiError } from '../../http/errors.ts';
import { actorOf, assertHoldsAny, principalOf, type Principal } from '../../http/principal.ts';
import { savedViewsOf } from './queries.ts';
import { createSavedView, deleteSavedView } from './service.ts';

/** The list a view names, when it exists (else 400) and the caller may read it (else 403). */
function readableList(principal: Principal, listId: string): AnyListSpec {
  const spec = listSpecById(listId);
  if (!spec) throw apiError(SAVED_VIEW_ERRORS.unknownList);
  assertHoldsAny(principal, spec.readKeys);
  return spec;
}

/**
 * Saved views (issue 11): each user's named states of a list. Open to any signed-in user, for the lists
 * they may read (the list's own read keys, from its spec); a user only ever sees and deletes their own.
 */
export const savedViewRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['saved views'];

    app.get(
      '/saved-views',
      {
        config: signedInRoute,
        schema: {
          tags,
          summary: "The caller's own views of a list, by name (list = the list's ID, e.g. customers)",
          querystring: savedViewListQuerySchema,
          response: { 200: savedViewListSchema },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const spec = readableList(principal, request.query.list);
        return { Items: await savedViewsOf(db, principal.user.id, spec.id) };
      },
    );

    app.post(
      '/saved-views',
      {
        config: signedInRoute,
        schema: {
          tags,
          summary: 'Save a view of a list (names unique per user and list, any case; at most 50 a list)',
          body: savedViewCreateSchema,
          response: { 201: savedViewSchema },
        },
      },
      async (request, reply) => {
        readableList(principalOf(request), request.body.ListID);
        const view = await db.transaction((tx) => createSavedView(tx, actorOf(request), request.body));
        return reply.code(201).send(view);
      },
    );

    app.delete(
      '/saved-views/:id',
      {
        config: unversioned(
          signedInRoute,
          'A view belongs to one user, who alone can change it, and it is replaced by saving again.',
        ),
        schema: {
          tags,
          summary: "Delete one of the caller's own views (another user's answers 404)",
          params: z.object({ id: z.string().max(100) }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await db.transaction((tx) => deleteSavedView(tx, actorOf(request), request.params.id));
        return reply.code(204).send(null);
      },
    );
  };
