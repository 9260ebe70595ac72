import {
  customLocationSchema,
  eventBasicInfoSchema,
  eventCreateSchema,
  eventDatesSchema,
  eventDetailSchema,
  eventHtmlSchema,
  eventImagesSchema,
  eventListItemSchema,
  eventLocationBodySchema,
  eventLocationOptionSchema,
  eventRelatedSchema,
  eventSkuInventorySchema,
  eventSkuPricingSchema,
  eventSkuToggleSchema,
  eventSkuWebSchema,
  eventVisibilitySchema,
  type FeatureKey,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature, versioned } from '../../http/access.ts';
import { listRoute } from '../../http/list-route.ts';
import { actorOf } from '../../http/principal.ts';
import { requiredVersion, withVersion } from '../../http/versioning.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../http/principal.ts';
import { eventList } from '../products/public.ts';
import { eventLocations } from '../stores/public.ts';
import { listEvents } from './queries.ts';
import {
  createCustomLocation,
  createEvent,
  deleteEvent,
  eventDetail,
  eventTypes,
  saveBasicInfo,
  saveDates,
  saveHtml,
  saveImages,
  saveLocation,
  saveRelated,
  saveSkuInventory,
  saveSkuPricing,
  saveSkuWeb,
  saveVisibility,
  toggleSku,
} from './service.ts';

const params = z.object({ code: z.string().min(1).max(100) });
const skuParams = params.extend({ skuId: z.string().min(1).max(300) });
const tags = ['events'];

/**
 * Events and workshops (spec 3 §2–§8, AREAS B.9): events-reader reads; events-create creates; each section
 * of the event page is saved with its key (events-admin, events-visibility, events-inventory, and the
 * product keys for a slot's pricing and web properties); events-delete deletes. Every change is one
 * transaction with its audit event, checked against the version the editor saw.
 */
export const eventRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const read = requireFeature('events-reader');

    listRoute(app, {
      path: '/events',
      config: read,
      tags,
      summary: 'Events (list convention: search over name and product code; Ticketed=true|false)',
      item: eventListItemSchema,
      list: eventList,
      page: (_request, query) => listEvents(db, query),
    });

    app.get(
      '/event-types',
      {
        config: read,
        schema: {
          tags,
          summary: 'Type choices: the children of the ticketed or free parent category, or the parent (C-17)',
          querystring: z.object({ kind: z.enum(['ticketed', 'free']) }),
          response: {
            200: z.object({
              Items: z.array(z.object({ ID: z.string(), Name: z.string(), ParentID: z.string().nullable() })),
            }),
          },
        },
      },
      async (request) => ({ Items: await eventTypes(db, request.query.kind === 'ticketed') }),
    );

    app.get(
      '/event-locations',
      {
        config: read,
        schema: {
          tags,
          summary: 'Where an event can be: active stores and custom event locations',
          response: { 200: z.object({ Items: z.array(eventLocationOptionSchema) }) },
        },
      },
      async () => ({ Items: await eventLocations(db) }),
    );

    app.post(
      '/event-locations',
      {
        config: requireFeature('events-location'),
        schema: {
          tags,
          summary: 'Create a custom event location (kept out of the store list)',
          body: customLocationSchema,
          response: { 201: eventLocationOptionSchema },
        },
      },
      async (request, reply) => {
        const location = await db.transaction((tx) =>
          createCustomLocation(tx, actorOf(request), request.body),
        );
        return reply.code(201).send(location);
      },
    );

    app.get(
      '/events/:code',
      {
        config: read,
        schema: {
          tags,
          summary: 'One event by its product code, with its slots (ETag = version of the default product)',
          params,
          response: { 200: eventDetailSchema },
        },
      },
      async (request, reply) => {
        const event = await eventDetail(db, request.params.code);
        return withVersion(reply, event, event.Version);
      },
    );

    app.post(
      '/events',
      {
        config: requireFeature('events-create'),
        schema: {
          tags,
          summary:
            'Create an event: ID FEV + number, FreeEvent price schedule, inactive, its generated dates',
          body: eventCreateSchema,
          response: { 201: eventDetailSchema },
        },
      },
      async (request, reply) => {
        const event = await db.transaction((tx) => createEvent(tx, actorOf(request), request.body));
        return reply.code(201).send(withVersion(reply, event, event.Version));
      },
    );

    app.delete(
      '/events/:code',
      {
        config: versioned(requireFeature('events-delete')),
        schema: {
          tags,
          summary: 'Delete a free event that is inactive and hidden (If-Match required)',
          params,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const input = { code: request.params.code, version: requiredVersion(request) };
        await db.transaction((tx) => deleteEvent(tx, actorOf(request), input));
        return reply.code(204).send(null);
      },
    );

    /** A PATCH of one section of the event page, checked against the version of the event. */
    const section = <S extends z.ZodType>(
      route: string,
      key: FeatureKey,
      body: S,
      summary: string,
      save: (
        tx: DbOrTx,
        actor: Actor,
        input: { code: string; version: number; body: z.output<S> },
      ) => Promise<unknown>,
    ) =>
      app.patch(
        `/events/:code/${route}`,
        {
          config: versioned(requireFeature(key)),
          schema: { tags, summary, params, body, response: { 200: eventDetailSchema } },
        },
        async (request, reply) => {
          const input = {
            code: request.params.code,
            version: requiredVersion(request),
            body: request.body as z.output<S>,
          };
          const event = eventDetailSchema.parse(
            await db.transaction((tx) => save(tx, actorOf(request), input)),
          );
          return withVersion(reply, event, event.Version);
        },
      );

    section(
      'basic-info',
      'events-admin',
      eventBasicInfoSchema,
      'Basic Info: name, date display, Type (moves the category assignment), event SEO',
      saveBasicInfo,
    );
    section(
      'visibility',
      'events-visibility',
      eventVisibilitySchema,
      'Visibility: Active (with Visible and WebVisible), OmsVisible, launch and last dates; activating needs a Type and a location',
      saveVisibility,
    );
    section(
      'location',
      'events-admin',
      eventLocationBodySchema,
      "Location: a store or custom location ('Location not found') and the room",
      saveLocation,
    );
    section('image', 'events-admin', eventImagesSchema, 'Image: chosen from the asset library', saveImages);
    section(
      'html',
      'events-admin',
      eventHtmlSchema,
      'Description (split at 2000 characters), Cancellation/Policies, Ticket Information',
      saveHtml,
    );
    section('dates', 'events-admin', eventDatesSchema, "A free event's dates and times", saveDates);
    section(
      'related',
      'events-admin',
      eventRelatedSchema,
      'Related Events: product codes of other events',
      saveRelated,
    );

    /** A PATCH of one slot (SKU) of a ticketed event, checked against the slot's version. */
    const slot = <S extends z.ZodType>(
      route: string,
      key: FeatureKey,
      body: S,
      summary: string,
      save: (
        tx: DbOrTx,
        actor: Actor,
        input: { code: string; skuId: string; version: number; body: z.output<S> },
      ) => Promise<unknown>,
    ) =>
      app.patch(
        `/events/:code/slots/:skuId/${route}`,
        {
          config: versioned(requireFeature(key)),
          schema: { tags, summary, params: skuParams, body, response: { 200: eventDetailSchema } },
        },
        async (request, reply) => {
          const input = {
            code: request.params.code,
            skuId: request.params.skuId,
            version: requiredVersion(request),
            body: request.body as z.output<S>,
          };
          const event = eventDetailSchema.parse(
            await db.transaction((tx) => save(tx, actorOf(request), input)),
          );
          return withVersion(reply, event, event.Version);
        },
      );

    slot(
      'visibility',
      'events-visibility',
      eventSkuToggleSchema,
      "A slot's toggle: Active and Visible together (If-Match = the slot's version)",
      toggleSku,
    );
    slot(
      'inventory',
      'events-inventory',
      eventSkuInventorySchema,
      "A slot's inventory: a whole number, 0 or more",
      saveSkuInventory,
    );
    slot(
      'pricing',
      'product-pricing',
      eventSkuPricingSchema,
      "A slot's retail and sale price ('Sale price cannot be greater than retail price.')",
      saveSkuPricing,
    );
    slot(
      'web',
      'product-web',
      eventSkuWebSchema(false),
      "A slot's web-facing name and meta texts (required while the slot is visible)",
      saveSkuWeb,
    );
  };
