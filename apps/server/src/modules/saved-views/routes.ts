import {
  listSpecById,
  SAVED_VIEW_ERRORS,
  deleteViewRoute,
  saveViewRoute,
  savedViewsRoute,
  type AnyListSpec,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { signedInRoute, unversioned } from '../../http/access.ts';
import { serve } from '../../http/api-route.ts';
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

    serve(
      app,
      savedViewsRoute,
      {
        config: signedInRoute,
        tags,
        summary: "The caller's own views of a list, by name (list = the list's ID, e.g. customers)",
      },
      async (request) => {
        const principal = principalOf(request);
        const spec = readableList(principal, request.query.list);
        return { Items: await savedViewsOf(db, principal.user.id, spec.id) };
      },
    );

    serve(
      app,
      saveViewRoute,
      {
        config: signedInRoute,
        tags,
        summary: 'Save a view of a list (names unique per user and list, any case; at most 50 a list)',
      },
      async (request) => {
        readableList(principalOf(request), request.body.ListID);
        return db.transaction((tx) => createSavedView(tx, actorOf(request), request.body));
      },
    );

    serve(
      app,
      deleteViewRoute,
      {
        config: unversioned(
          signedInRoute,
          'A view belongs to one user, who alone can change it, and it is replaced by saving again.',
        ),
        tags,
        summary: "Delete one of the caller's own views (another user's answers 404)",
      },
      async (request) => {
        await db.transaction((tx) => deleteSavedView(tx, actorOf(request), request.params.id));
        return null;
      },
    );
  };
