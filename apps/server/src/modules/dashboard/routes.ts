import {
  ALL_FEATURE_KEYS,
  type ApiRoute,
  dashboardActivityRoute,
  dashboardCard,
  dashboardCatalogueRoute,
  dashboardDeliveryRoute,
  dashboardIntegrationsRoute,
  dashboardOrdersRoute,
  RESEND_KEYS,
  resendFailedRoute,
  resendJobRoute,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature, unversioned } from '../../http/access.ts';
import { serve, type ContractRequest } from '../../http/api-route.ts';
import { principalOf } from '../../http/principal.ts';
import { notifyOutbox } from '../../integrations/outbox.ts';
import {
  activityCard,
  catalogueCard,
  deliveryCard,
  integrationsCard,
  ordersCard,
  resendFailed,
  resendJob,
} from './cards.ts';

type CardId = Parameters<typeof dashboardCard>[0];

/** The dashboard (issue 58): one endpoint per card, each behind the keys that open the card. */
export const dashboardRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['dashboard'];
    const keysOf = (id: CardId) => [...dashboardCard(id).anyOf];
    /** A card's route, behind the keys that open the card. */
    const card = <Route extends ApiRoute>(
      route: Route,
      id: CardId,
      summary: string,
      answer: (request: ContractRequest<Route>) => Promise<z.input<Route['response']>>,
    ) => serve(app, route, { config: requireFeature(...keysOf(id)), tags, summary }, answer);

    card(
      dashboardOrdersRoute,
      'orders',
      "Orders today and this week: shipments ordered and the orders' total per store day, the last 14 days (scope mine|all for order takers)",
      async (request) => ordersCard(db, principalOf(request), request.query.scope),
    );

    card(
      dashboardDeliveryRoute,
      'delivery',
      'Delivery load: shipments per requested delivery date and method, the next 14 days, with each day’s local delivery capacity',
      async (request) => deliveryCard(db, principalOf(request)),
    );

    card(
      dashboardIntegrationsRoute,
      'integrations',
      'Integration health: per system (erp, pos, cecs, email) the sends pending, the oldest one, and those failed in the last 24 hours by hour',
      async (request) => integrationsCard(db, principalOf(request)),
    );

    serve(
      app,
      resendFailedRoute,
      {
        // Each system's own keys are checked by resendFailed (RESEND_KEYS).
        config: unversioned(
          requireFeature(...new Set(Object.values(RESEND_KEYS).flat())),
          'puts failed sends back in line: a send already pending or made again is left alone',
        ),
        tags,
        summary:
          "Resend failed: the system's sends failed in the last 24 hours back in line as one job, each once",
      },
      async (request) => {
        const job = await db.transaction((tx) =>
          resendFailed(tx, principalOf(request), request.params.system),
        );
        notifyOutbox();
        return job;
      },
    );

    card(
      resendJobRoute,
      'integrations',
      'A resend job: how many of its sends went out, failed again or are still pending',
      async (request) => resendJob(db, request.params.id),
    );

    card(
      dashboardCatalogueRoute,
      'catalogue',
      'Catalogue quality: active SKUs without an image, with no price, with no inventory (the product list’s flags), active categories with no products (the categories list), events in the next 30 days with no slots (the events list)',
      async (request) => catalogueCard(db, principalOf(request)),
    );

    serve(
      app,
      dashboardActivityRoute,
      {
        config: requireFeature(...ALL_FEATURE_KEYS),
        tags,
        summary: 'Recent activity: the last 20 changes whose History the user may read',
      },
      async (request) => activityCard(db, principalOf(request)),
    );
  };
