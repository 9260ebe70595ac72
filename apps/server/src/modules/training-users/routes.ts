import { trainingUsersAnswerSchema, trainingUsersBodySchema } from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature } from '../../http/access.ts';
import { principalOf } from '../../http/principal.ts';
import { registerTrainingUsers } from './service.ts';

/** Register Training Users (/register-trainingusers): address-reader (spec 1's menu) or misc-marketing (spec 3). */
export const trainingUserRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/training-users',
      {
        config: requireFeature('address-reader', 'misc-marketing'),
        schema: {
          tags: ['training-users'],
          summary:
            'Register the records of a training CSV (up to 1,000) as training customers in the TrainingUsers ' +
            'group; each record is created or reported with the reason, and none is synced outside',
          body: trainingUsersBodySchema,
          response: { 200: trainingUsersAnswerSchema },
        },
      },
      async (request) =>
        database.db.transaction((tx) =>
          registerTrainingUsers(tx, principalOf(request), request.body.records, request.log),
        ),
    );
  };
