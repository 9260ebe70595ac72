import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { publicRoute } from '../../http/access.ts';

export const healthRoutes =
  ({ database, migrationLevel }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        config: publicRoute,
        schema: {
          tags: ['health'],
          summary: 'Liveness, database kind and migration level',
          response: {
            200: z.object({
              Status: z.literal('ok'),
              Database: z.object({
                Kind: z.enum(['pglite', 'postgres']),
                Migrations: z.object({ Applied: z.number(), Latest: z.string().nullable() }),
              }),
            }),
          },
        },
      },
      async () => {
        await database.exec('select 1');
        return {
          Status: 'ok' as const,
          Database: {
            Kind: database.kind,
            Migrations: { Applied: migrationLevel.applied, Latest: migrationLevel.latest },
          },
        };
      },
    );
  };
