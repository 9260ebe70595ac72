import {
  catalogPublishStatusSchema,
  PUBLISHED_CATALOGS,
  publishedCatalogSchema,
  SEARCH_TEXT_REBUILD_CHUNK,
  searchTextRebuildAnswerSchema,
  searchTextRebuildBodySchema,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { developerRoute } from '../../http/access.ts';
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
    app.get(
      '/developer/overview',
      {
        config: developerRoute,
        schema: {
          tags: ['developer'],
          summary: 'Server facts for the developers',
          response: {
            200: z.object({
              DatabaseKind: z.string(),
              MigrationsApplied: z.number(),
              LatestMigration: z.string().nullable(),
              NodeVersion: z.string(),
              StartedAt: z.string(),
              MemoryRssMb: z.number(),
            }),
          },
        },
      },
      async () => ({
        DatabaseKind: database.kind,
        MigrationsApplied: migrationLevel.applied,
        LatestMigration: migrationLevel.latest,
        NodeVersion: process.version,
        StartedAt: startedAt.toISOString(),
        MemoryRssMb: Math.round(process.memoryUsage().rss / 1_048_576),
      }),
    );

    const db = database.db;

    app.get(
      '/developer/catalogs',
      {
        config: developerRoute,
        schema: {
          tags: ['developer'],
          summary: "Each catalogue's published file: when it was last published and who asked",
          response: { 200: z.object({ Items: z.array(catalogPublishStatusSchema) }) },
        },
      },
      async () => ({
        Items: await Promise.all(PUBLISHED_CATALOGS.map((catalog) => catalogPublishStatus(db, catalog))),
      }),
    );

    app.post(
      '/developer/catalogs/:id/refresh',
      {
        config: developerRoute,
        schema: {
          tags: ['developer'],
          summary:
            "Refresh and publish a catalogue's file (as Refresh Category Cache does) without its area's key",
          params: z.object({ id: publishedCatalogSchema }),
          response: { 202: catalogPublishStatusSchema },
        },
      },
      async (request, reply) => {
        const catalog = request.params.id;
        await db.transaction((tx) => refreshCatalog(tx, actorOf(request), catalog));
        notifyOutbox();
        return reply.code(202).send(await catalogPublishStatus(db, catalog));
      },
    );

    app.post(
      '/developer/sitemap/regenerate',
      {
        config: developerRoute,
        schema: {
          tags: ['developer'],
          summary: "Publish sitemap.xml again (as the Marketing Sitemap tab does) without that area's key",
          response: { 202: z.null() },
        },
      },
      async (request, reply) => {
        await db.transaction((tx) => regenerateSitemap(tx, actorOf(request)));
        notifyOutbox();
        return reply.code(202).send(null);
      },
    );

    app.post(
      '/developer/search-text/rebuild',
      {
        config: developerRoute,
        schema: {
          tags: ['developer'],
          summary:
            `Recompute the order search text of the next ${SEARCH_TEXT_REBUILD_CHUNK} shipments after After ` +
            '(null to start); call again with Next until it is null',
          body: searchTextRebuildBodySchema,
          response: { 200: searchTextRebuildAnswerSchema },
        },
      },
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
