import {
  activityCardSchema,
  ALL_FEATURE_KEYS,
  dashboardCard,
  deliveryCardSchema,
  ordersCardQuerySchema,
  ordersCardSchema,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature } from '../../http/access.ts';
import { principalOf } from '../../http/principal.ts';
import { activityCard, deliveryCard, ordersCard } from './cards.ts';

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
