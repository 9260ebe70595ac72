import {
  catalogPublishRoute,
  catalogRefreshRoute,
  DCF_EDIT_KEYS,
  type FeatureKey,
  type PublishedCatalog,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature } from '../../http/access.ts';
import { serve } from '../../http/api-route.ts';
import { notifyOutbox } from '../../integrations/outbox.ts';
import { actorOf, assertHoldsAny, principalOf } from '../../http/principal.ts';
import { catalogPublishStatus, refreshCatalog } from './service.ts';

/** Who may refresh, and who may read the publish status, of each catalogue. */
const REFRESH_KEYS: Record<PublishedCatalog, readonly FeatureKey[]> = {
  Bachmans: ['categories-edit'],
  DCF: DCF_EDIT_KEYS,
};
const READ_KEYS: Record<PublishedCatalog, readonly FeatureKey[]> = {
  Bachmans: ['categories-reader'],
  DCF: ['dcf-reader'],
};

/** Refresh Category Cache on /categories (Bachmans) and /dcf (DCF). */
export const catalogRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['catalogs'];

    serve(
      app,
      catalogPublishRoute,
      {
        config: requireFeature('categories-reader', 'dcf-reader'),
        tags,
        summary: "When the catalogue's file was last published, and who asked for the last refresh",
      },
      async (request) => {
        assertHoldsAny(principalOf(request), READ_KEYS[request.params.id]);
        return catalogPublishStatus(db, request.params.id);
      },
    );

    serve(
      app,
      catalogRefreshRoute,
      {
        config: requireFeature('categories-edit', ...DCF_EDIT_KEYS),
        tags,
        summary:
          'Refresh Category Cache: publish the catalogue as /public/catalog-{bachmans|dcf}.json through the ' +
          'outbox (categories-edit for Bachmans, any DCF edit key for DCF)',
      },
      async (request) => {
        const catalog = request.params.id;
        assertHoldsAny(principalOf(request), REFRESH_KEYS[catalog]);
        await db.transaction((tx) => refreshCatalog(tx, actorOf(request), catalog));
        notifyOutbox();
        return catalogPublishStatus(db, catalog);
      },
    );
  };
