import {
  createEventLocationRoute,
  eventApi,
  type EventDetail,
  eventLocationsRoute,
  eventTypesRoute,
  type FeatureKey,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature } from '../../http/access.ts';
import { serve } from '../../http/api-route.ts';
import { listRoute } from '../../http/list-route.ts';
import { actorOf } from '../../http/principal.ts';
import { recordRoutes } from '../../http/record-routes.ts';
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

const tags = ['events'];

type Save<Body> = (
  tx: DbOrTx,
  actor: Actor,
  input: { code: string; version: number; body: Body },
) => Promise<EventDetail>;
type SaveSlot<Body> = (
  tx: DbOrTx,
  actor: Actor,
  input: { code: string; skuId: string; version: number; body: Body },
) => Promise<EventDetail>;

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
      api: eventApi,
      config: read,
      tags,
      summary: 'Events (list convention: search over name and product code; Ticketed=true|false)',
      list: eventList,
      page: (_request, query) => listEvents(db, query),
    });

    serve(
      app,
      eventTypesRoute,
      {
        config: read,
        tags,
        summary: 'Type choices: the children of the ticketed or free parent category, or the parent (C-17)',
      },
      async (request) => ({ Items: await eventTypes(db, request.query.kind === 'ticketed') }),
    );

    serve(
      app,
      eventLocationsRoute,
      { config: read, tags, summary: 'Where an event can be: active stores and custom event locations' },
      async () => ({ Items: await eventLocations(db) }),
    );

    serve(
      app,
      createEventLocationRoute,
      {
        config: requireFeature('events-location'),
        tags,
        summary: 'Create a custom event location (kept out of the store list)',
      },
      async (request) => db.transaction((tx) => createCustomLocation(tx, actorOf(request), request.body)),
    );

    /** A section of the event page (eventApi's sections): its key, against the event's version. */
    const eventSection = <Body>(key: FeatureKey, summary: string, save: Save<Body>) => ({
      config: requireFeature(key),
      summary,
      run: (
        tx: DbOrTx,
        actor: Actor,
        { id: code, version, body }: { id: string; version: number; body: Body },
      ) => save(tx, actor, { code, version, body }),
    });
    /** A slot (SKU) of a ticketed event: its key, against the slot's version. */
    const slotSection = <Body>(key: FeatureKey, summary: string, save: SaveSlot<Body>) => ({
      config: requireFeature(key),
      summary,
      run: (
        tx: DbOrTx,
        actor: Actor,
        {
          id: code,
          version,
          body,
          params,
        }: { id: string; version: number; body: Body; params: { skuId: string } },
      ) => save(tx, actor, { code, skuId: params.skuId, version, body }),
    });

    recordRoutes(app, db, {
      api: eventApi,
      tags,
      read: {
        config: read,
        summary: 'One event by its product code, with its slots (ETag = version of the default product)',
        load: (db, code) => eventDetail(db, code),
      },
      create: {
        config: requireFeature('events-create'),
        summary: 'Create an event: ID FEV + number, FreeEvent price schedule, inactive, its generated dates',
        run: (tx, actor, input) => createEvent(tx, actor, input),
      },
      remove: {
        config: requireFeature('events-delete'),
        summary: 'Delete a free event that is inactive and hidden (If-Match required)',
        run: (tx, actor, { id: code, version }) => deleteEvent(tx, actor, { code, version }),
      },
      sections: {
        'basic-info': eventSection(
          'events-admin',
          'Basic Info: name, date display, Type (moves the category assignment), event SEO',
          saveBasicInfo,
        ),
        visibility: eventSection(
          'events-visibility',
          'Visibility: Active (with Visible and WebVisible), OmsVisible, launch and last dates; activating needs a Type and a location',
          saveVisibility,
        ),
        location: eventSection(
          'events-admin',
          "Location: a store or custom location ('Location not found') and the room",
          saveLocation,
        ),
        image: eventSection('events-admin', 'Image: chosen from the asset library', saveImages),
        html: eventSection(
          'events-admin',
          'Description (split at 2000 characters), Cancellation/Policies, Ticket Information',
          saveHtml,
        ),
        dates: eventSection('events-admin', "A free event's dates and times", saveDates),
        related: eventSection('events-admin', 'Related Events: product codes of other events', saveRelated),
        'slots/:skuId/visibility': slotSection(
          'events-visibility',
          "A slot's toggle: Active and Visible together (If-Match = the slot's version)",
          toggleSku,
        ),
        'slots/:skuId/inventory': slotSection(
          'events-inventory',
          "A slot's inventory: a whole number, 0 or more",
          saveSkuInventory,
        ),
        'slots/:skuId/pricing': slotSection(
          'product-pricing',
          "A slot's retail and sale price ('Sale price cannot be greater than retail price.')",
          saveSkuPricing,
        ),
        'slots/:skuId/web': slotSection(
          'product-web',
          "A slot's web-facing name and meta texts (required while the slot is visible)",
          saveSkuWeb,
        ),
      },
    });
  };
