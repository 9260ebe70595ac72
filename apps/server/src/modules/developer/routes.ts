import {
  developerCatalogRefreshRoute,
  developerCatalogsRoute,
  developerOverviewRoute,
  developerSitemapRoute,
  PUBLISHED_CATALOGS,
  SEARCH_TEXT_REBUILD_CHUNK,
  searchTextRebuildRoute,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { developerRoute } from '../../http/access.ts';
import { serve } from '../../http/api-route.ts';
import { recordAudit } from '../../http/audit.ts';
import { actorOf } from '../../http/principal.ts';
import { notifyOutbox } from '../../integrations/outbox.ts';
import { catalogPublishStatus, refreshCatalog } from '../catalogs/public.ts';
import { regenerateSitemap } from '../marketing/public.ts';
import { rebuildShipmentSearchText, shipmentCount } from '../orders/public.ts';

const startedAt = new Date();

/** Facts about the running server for the Developer Tools screen. */
export const developerRoutes =
  ({ database, migrationLevel }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['developer'];
    const options = (summary: string) => ({ config: developerRoute, tags, summary });

    serve(app, developerOverviewRoute, options('Server facts for the developers'), async () => ({
      DatabaseKind: database.kind,
      MigrationsApplied: migrationLevel.applied,
      LatestMigration: migrationLevel.latest,
      NodeVersion: process.version,
      StartedAt: startedAt.toISOString(),
      MemoryRssMb: Math.round(process.memoryUsage().rss / 1_048_576),
    }));

    const db = database.db;

    serve(
      app,
      developerCatalogsRoute,
      options("Each catalogue's published file: when it was last published and who asked"),
      async () => ({
        Items: await Promise.all(PUBLISHED_CATALOGS.map((catalog) => catalogPublishStatus(db, catalog))),
      }),
    );

    serve(
      app,
      developerCatalogRefreshRoute,
      options(
        "Refresh and publish a catalogue's file (as Refresh Category Cache does) without its area's key",
      ),
      async (request) => {
        const catalog = request.params.id;
        await db.transaction((tx) => refreshCatalog(tx, actorOf(request), catalog));
        notifyOutbox();
        return catalogPublishStatus(db, catalog);
      },
    );

    serve(
      app,
      developerSitemapRoute,
      options("Publish sitemap.xml again (as the Marketing Sitemap tab does) without that area's key"),
      async (request) => {
        await db.transaction((tx) => regenerateSitemap(tx, actorOf(request)));
        notifyOutbox();
        return null;
      },
    );

    serve(
      app,
      searchTextRebuildRoute,
      options(
        `Recompute the order search text of the next ${SEARCH_TEXT_REBUILD_CHUNK} shipments after After ` +
          '(null to start); call again with Next until it is null',
      ),
      async (request) => {
        const after = request.body.After;
        const total = after === null ? await shipmentCount(db) : null;
        const outcome = await db.transaction(async (tx) => {
          const part = await rebuildShipmentSearchText(tx, { after, limit: SEARCH_TEXT_REBUILD_CHUNK });
          // Derived text only: a part that changed nothing leaves no trace.
          if (part.updated > 0) {
            await recordAudit(tx, {
              actorId: actorOf(request).id,
              entity: 'maintenance',
              action: 'rebuild-search-text',
              entityId: 'shipment-search-text',
              after: { After: after, Checked: part.checked, Updated: part.updated },
            });
          }
          return part;
        });
        return { Checked: outcome.checked, Updated: outcome.updated, Next: outcome.next, Total: total };
      },
    );
  };
