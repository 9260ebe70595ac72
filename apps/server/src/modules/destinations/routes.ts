import {
  destinationCreateSchema,
  destinationDetailSchema,
  destinationUpdateSchema,
  routeCodeBodySchema,
  routeCodeDetailSchema,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature, versioned } from '../../http/access.ts';
import { listRoute } from '../../http/list-route.ts';
import { actorOf } from '../../http/principal.ts';
import { requiredVersion, withVersion } from '../../http/versioning.ts';
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

const params = z.object({ id: z.string().min(1).max(300) });

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
      path: '/destinations',
      config: read,
      tags: destinationTags,
      summary:
        'Destinations (list convention: search over name, street, city, zip; Type=Cemetery|Church|FuneralHome|Hospitals; xp.Active)',
      item: destinationDetailSchema,
      list: destinationList,
      page: (_request, query) => destinationList.run(db, query, { map: toDestination }),
    });

    app.get(
      '/destinations/:id',
      {
        config: read,
        schema: {
          tags: destinationTags,
          summary: 'One destination (ETag = version)',
          params,
          response: { 200: destinationDetailSchema },
        },
      },
      async (request, reply) => {
        const destination = await destinationDetail(db, request.params.id);
        return withVersion(reply, destination, destination.Version);
      },
    );

    app.post(
      '/destinations',
      {
        config: admin,
        schema: {
          tags: destinationTags,
          summary:
            'Create a destination: ID from type, name, street and phone, Active true (409 when the place exists)',
          body: destinationCreateSchema,
          response: { 201: destinationDetailSchema },
        },
      },
      async (request, reply) => {
        const destination = await db.transaction((tx) =>
          createDestination(tx, actorOf(request), request.body),
        );
        return reply.code(201).send(withVersion(reply, destination, destination.Version));
      },
    );

    app.patch(
      '/destinations/:id',
      {
        config: versioned(admin),
        schema: {
          tags: destinationTags,
          summary: "Save a destination's form and Active (If-Match; 409 when it becomes another's place)",
          params,
          body: destinationUpdateSchema,
          response: { 200: destinationDetailSchema },
        },
      },
      async (request, reply) => {
        const input = { id: request.params.id, version: requiredVersion(request), changes: request.body };
        const destination = await db.transaction((tx) => updateDestination(tx, actorOf(request), input));
        return withVersion(reply, destination, destination.Version);
      },
    );

    app.delete(
      '/destinations/:id',
      {
        config: versioned(admin),
        schema: {
          tags: destinationTags,
          summary: 'Delete a destination (If-Match required)',
          params,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const input = { id: request.params.id, version: requiredVersion(request) };
        await db.transaction((tx) => deleteDestination(tx, actorOf(request), input));
        return reply.code(204).send(null);
      },
    );

    const routeCodeTags = ['route codes'];
    listRoute(app, {
      path: '/route-codes',
      config: read,
      tags: routeCodeTags,
      summary: 'Route codes by zip and city (list convention: search over zip, city, route code)',
      item: routeCodeDetailSchema,
      list: routeCodeList,
      page: (_request, query) => routeCodeList.run(db, query, { map: toRouteCode }),
    });

    app.get(
      '/route-codes/:id',
      {
        config: read,
        schema: {
          tags: routeCodeTags,
          summary: 'One route code (ETag = version)',
          params,
          response: { 200: routeCodeDetailSchema },
        },
      },
      async (request, reply) => {
        const routeCode = await routeCodeDetail(db, request.params.id);
        return withVersion(reply, routeCode, routeCode.Version);
      },
    );

    app.post(
      '/route-codes',
      {
        config: admin,
        schema: {
          tags: routeCodeTags,
          summary: 'Create a route code, ID LDCity-{zip}-{city} (409 when the zip and city have one)',
          body: routeCodeBodySchema,
          response: { 201: routeCodeDetailSchema },
        },
      },
      async (request, reply) => {
        const routeCode = await db.transaction((tx) => createRouteCode(tx, actorOf(request), request.body));
        return reply.code(201).send(withVersion(reply, routeCode, routeCode.Version));
      },
    );

    app.patch(
      '/route-codes/:id',
      {
        config: versioned(admin),
        schema: {
          tags: routeCodeTags,
          summary: "Save a route code (If-Match; 409 when its zip and city become another's)",
          params,
          body: routeCodeBodySchema,
          response: { 200: routeCodeDetailSchema },
        },
      },
      async (request, reply) => {
        const input = { id: request.params.id, version: requiredVersion(request), changes: request.body };
        const routeCode = await db.transaction((tx) => updateRouteCode(tx, actorOf(request), input));
        return withVersion(reply, routeCode, routeCode.Version);
      },
    );

    app.delete(
      '/route-codes/:id',
      {
        config: versioned(admin),
        schema: {
          tags: routeCodeTags,
          summary: 'Delete a route code (If-Match required)',
          params,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const input = { id: request.params.id, version: requiredVersion(request) };
        await db.transaction((tx) => deleteRouteCode(tx, actorOf(request), input));
        return reply.code(204).send(null);
      },
    );
  };
