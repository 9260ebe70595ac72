import { destinationApi, routeCodeApi } from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature } from '../../http/access.ts';
import { listRoute } from '../../http/list-route.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { toDestination, toRouteCode } from './mapper.ts';
import { destinationList, routeCodeList } from './queries.ts';
import {
  createDestination,
  createRouteCode,
  deleteDestination,
  deleteRouteCode,
  destinationDetail,
  routeCodeDetail,
  updateDestination,
  updateRouteCode,
} from './service.ts';

/**
 * Delivery destinations and route codes (spec 3 §2, §3, §5, §8): address-reader reads, address-admin
 * creates, edits and deletes. Every change is one transaction with its audit event.
 */
export const destinationRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const read = requireFeature('address-reader');
    const admin = requireFeature('address-admin');

    const destinationTags = ['destinations'];
    listRoute(app, {
      api: destinationApi,
      config: read,
      tags: destinationTags,
      summary:
        'Destinations (list convention: search over name, street, city, zip; Type=Cemetery|Church|FuneralHome|Hospitals; xp.Active)',
      list: destinationList,
      page: (_request, query) => destinationList.run(db, query, { map: toDestination }),
    });

    recordRoutes(app, db, {
      api: destinationApi,
      tags: destinationTags,
      read: { config: read, summary: 'One destination (ETag = version)', load: destinationDetail },
      create: {
        config: admin,
        summary:
          'Create a destination: ID from type, name, street and phone, Active true (409 when the place exists)',
        run: createDestination,
      },
      update: {
        config: admin,
        summary: "Save a destination's form and Active (If-Match; 409 when it becomes another's place)",
        run: updateDestination,
      },
      remove: { config: admin, summary: 'Delete a destination (If-Match required)', run: deleteDestination },
    });

    const routeCodeTags = ['route codes'];
    listRoute(app, {
      api: routeCodeApi,
      config: read,
      tags: routeCodeTags,
      summary: 'Route codes by zip and city (list convention: search over zip, city, route code)',
      list: routeCodeList,
      page: (_request, query) => routeCodeList.run(db, query, { map: toRouteCode }),
    });

    recordRoutes(app, db, {
      api: routeCodeApi,
      tags: routeCodeTags,
      read: { config: read, summary: 'One route code (ETag = version)', load: routeCodeDetail },
      create: {
        config: admin,
        summary: 'Create a route code, ID LDCity-{zip}-{city} (409 when the zip and city have one)',
        run: (tx, actor, input) => createRouteCode(tx, actor, input),
      },
      update: {
        config: admin,
        summary: "Save a route code (If-Match; 409 when its zip and city become another's)",
        run: updateRouteCode,
      },
      remove: { config: admin, summary: 'Delete a route code (If-Match required)', run: deleteRouteCode },
    });
  };
