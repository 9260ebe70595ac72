import {
  INTEGRATION_SYSTEMS,
  integrationsCardSchema,
  RESEND_KEYS,
  resendJobSchema,
  activityCardSchema,
  catalogueCardSchema,
  ALL_FEATURE_KEYS,
  dashboardCard,
  deliveryCardSchema,
  ordersCardQuerySchema,
  ordersCardSchema,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { z } from 'zod';
import { requireFeature, unversioned } from '../../http/access.ts';
import { notifyOutbox } from '../../integrations/outbox.ts';
import { principalOf } from '../../http/principal.ts';
import {
  activityCard,
  catalogueCard,
  deliveryCard,
  integrationsCard,
  ordersCard,
  resendFailed,
  resendJob,
} from './cards.ts';

/** The dashboard (issue 58): one endpoint per card, each behind the keys that open the card. */
export const dashboardRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['dashboard'];
    const keysOf = (id: Parameters<typeof dashboardCard>[0]) => [...dashboardCard(id).anyOf];

    app.get(
      '/dashboard/orders',
      {
        config: requireFeature(...keysOf('orders')),
        schema: {
          tags,
          summary:
            "Orders today and this week: shipments ordered and the orders' total per store day, the last 14 days (scope mine|all for order takers)",
          querystring: ordersCardQuerySchema,
          response: { 200: ordersCardSchema },
        },
      },
      async (request) => ordersCard(db, principalOf(request), request.query.scope),
    );

    app.get(
      '/dashboard/delivery',
      {
        config: requireFeature(...keysOf('delivery')),
        schema: {
          tags,
          summary:
            'Delivery load: shipments per requested delivery date and method, the next 14 days, with each day’s local delivery capacity',
          response: { 200: deliveryCardSchema },
        },
      },
      async (request) => deliveryCard(db, principalOf(request)),
    );

    app.get(
      '/dashboard/integrations',
      {
        config: requireFeature(...keysOf('integrations')),
        schema: {
          tags,
          summary:
            'Integration health: per system (erp, pos, cecs, email) the sends pending, the oldest one, and those failed in the last 24 hours by hour',
          response: { 200: integrationsCardSchema },
        },
      },
      async (request) => integrationsCard(db, principalOf(request)),
    );

    app.post(
      '/dashboard/integrations/:system/resend-failed',
      {
        // Each system's own keys are checked by resendFailed (RESEND_KEYS).
        config: unversioned(
          requireFeature(...new Set(Object.values(RESEND_KEYS).flat())),
          'puts failed sends back in line: a send already pending or made again is left alone',
        ),
        schema: {
          tags,
          summary:
            "Resend failed: the system's sends failed in the last 24 hours back in line as one job, each once",
          params: z.object({ system: z.enum(INTEGRATION_SYSTEMS) }),
          response: { 202: resendJobSchema },
        },
      },
      async (request, reply) => {
        const job = await db.transaction((tx) =>
          resendFailed(tx, principalOf(request), request.params.system),
        );
        notifyOutbox();
        return reply.code(202).send(job);
      },
    );

    app.get(
      '/dashboard/resend-jobs/:id',
      {
        config: requireFeature(...keysOf('integrations')),
        schema: {
          tags,
          summary: 'A resend job: how many of its sends went out, failed again or are still pending',
          params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
          response: { 200: resendJobSchema },
        },
      },
      async (request) => resendJob(db, request.params.id),
    );

    app.get(
      '/dashboard/catalogue',
      {
        config: requireFeature(...keysOf('catalogue')),
        schema: {
          tags,
          summary:
            'Catalogue quality: active SKUs without an image, with no price, with no inventory (the product list’s flags)',
          response: { 200: catalogueCardSchema },
        },
      },
      async (request) => catalogueCard(db, principalOf(request)),
    );

    app.get(
      '/dashboard/activity',
      {
        config: requireFeature(...ALL_FEATURE_KEYS),
        schema: {
          tags,
          summary: 'Recent activity: the last 20 changes whose History the user may read',
          response: { 200: activityCardSchema },
        },
      },
      async (request) => activityCard(db, principalOf(request)),
    );
  };
