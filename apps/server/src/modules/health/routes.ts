import { COMMON_ERRORS } from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { publicRoute } from '../../http/access.ts';
import { apiError } from '../../http/errors.ts';
import { answersDuringStartup, databaseAnswers, startingError } from '../../operations/readiness.ts';

const probe = { ...publicRoute, ...answersDuringStartup };

export const healthRoutes =
  ({ database, migrationLevel, startup }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        config: probe,
        schema: {
          tags: ['health'],
          summary:
            'Liveness: the process answers (the database is not asked), its database kind and migration level',
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
      // A database that is away makes the process not ready, not dead: restarting it would not bring it back.
      async () => ({
        Status: 'ok' as const,
        Database: {
          Kind: database.kind,
          Migrations: { Applied: migrationLevel.applied, Latest: migrationLevel.latest },
        },
      }),
    );

    app.get(
      '/health/ready',
      {
        config: probe,
        schema: {
          tags: ['health'],
          summary:
            'Readiness: 200 once the start is done and the database answers; 503 Server.Starting while the migrations run, Server.DatabaseUnavailable while the database is away',
          response: {
            200: z.object({ Status: z.literal('ready') }),
            503: z.object({
              Errors: z.array(
                z.object({ ErrorCode: z.string(), Message: z.string(), Data: z.unknown().optional() }),
              ),
            }),
          },
        },
      },
      async (_request, reply) => {
        const phase = startup?.phase ?? 'ready';
        const refusal =
          phase !== 'ready'
            ? startingError(phase)
            : (await databaseAnswers(database))
              ? undefined
              : apiError(COMMON_ERRORS.databaseUnavailable);
        if (!refusal) return { Status: 'ready' as const };
        // Answered here, not thrown: a probe every few seconds is not an error worth a log line each time.
        return reply.code(503).header('retry-after', '5').send(refusal.toBody());
      },
    );
  };
