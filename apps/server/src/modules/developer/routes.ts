import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { developerRoute } from '../../http/access.ts';

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
  };
