import { STORE_ERRORS, storeApi, storeServicesRoute } from '@commerce/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { stores } from '../../db/schema/stores.ts';
import { requireFeature } from '../../http/access.ts';
import { serve } from '../../http/api-route.ts';
import { apiError } from '../../http/errors.ts';
import { listRoute } from '../../http/list-route.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { geocoderFor, type GeocodeAddress, type Geocoder } from '../../integrations/geocoding.ts';
import { readSettingsSection } from '../settings/public.ts';
import { toStoreListItem } from './mapper.ts';
import { storeList } from './queries.ts';
import {
  createStore,
  deleteStore,
  movesStore,
  storeDetail,
  storeRow,
  updateStore,
  type Placed,
  type StoreRules,
} from './service.ts';

/** The BuyerXP document's StoreServices, read like a settings section (the store page's choices). */
const storeServicesSource = {
  id: 'store-services',
  label: 'Store Services',
  document: 'buyerxp',
  paths: ['StoreServices'],
  schema: z.array(z.string()),
  readKeys: ['stores-reader'],
  writeKeys: ['stores-admin'],
} as const;

/** Places an address or refuses it: 422 with the geocoder's reason; nothing is saved. */
async function place(geocoder: Geocoder, address: GeocodeAddress): Promise<Placed> {
  const result = await geocoder.geocode(address);
  if (result.status !== 'OK')
    throw apiError(STORE_ERRORS.addressNotFound, {
      message: `${STORE_ERRORS.addressNotFound.message} ${result.reason}`,
      data: { Status: result.status },
    });
  return result;
}

/**
 * Stores (spec 2 §2–§9): stores-reader reads, stores-create creates, stores-admin edits, stores-delete
 * deletes an inactive store. Addresses are geocoded (deps.geocoder, else the configured one) before the
 * transaction; an address it cannot place is not saved.
 */
export const storeRoutes =
  (deps: AppDeps, rules: StoreRules): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const geocoder = deps.geocoder ?? geocoderFor(deps.config);
    const read = requireFeature('stores-reader');
    const tags = ['stores'];

    listRoute(app, {
      api: storeApi,
      config: read,
      tags,
      summary:
        'Stores, custom event locations left out (list convention: search on CompanyName, ID, City, Zip; xp.StoreType=Flagship|!Flagship; xp.Active)',
      list: storeList,
      page: (_request, query) =>
        storeList.run(db, query, { where: eq(stores.customLocation, false), map: toStoreListItem }),
    });

    serve(
      app,
      storeServicesRoute,
      { config: read, tags, summary: 'The services a store may offer (the BuyerXP StoreServices list)' },
      async () => {
        const section = await readSettingsSection(db, storeServicesSource);
        return Array.isArray(section.Value) ? section.Value.filter((item) => typeof item === 'string') : [];
      },
    );

    recordRoutes(app, db, {
      api: storeApi,
      tags,
      read: { config: read, summary: 'One store (ETag = version)', load: (db, id) => storeDetail(db, id) },
      create: {
        config: requireFeature('stores-create'),
        summary:
          'Create a store: geocoded (422 when the address cannot be placed), ID from name, street and phone (409 when taken), Inactive',
        prepare: (_db, body) => place(geocoder, body),
        run: (tx, actor, body, { prepared }) => createStore(tx, actor, body, prepared),
      },
      update: {
        config: requireFeature('stores-admin'),
        summary:
          'Save sections of a store page (If-Match): Info (a moved address is geocoded again), EagleCodes, Image, Seo, ServiceOffered, AboutUs, WorkingHrs (a reorder too), Holidays, ContentIds',
        // A moved address is placed, and the offered services read, before the transaction.
        prepare: async (db, { id, changes }) => {
          const current = await storeRow(db, id);
          const placed =
            changes.Info && movesStore(current, changes) ? await place(geocoder, changes.Info) : null;
          const services = changes.ServiceOffered
            ? ((await readSettingsSection(db, storeServicesSource)).Value as string[])
            : [];
          return { placed, services };
        },
        run: (tx, actor, { id, version, changes }, { prepared }) =>
          updateStore(tx, actor, { id, version, changes, ...prepared }),
      },
      remove: {
        config: requireFeature('stores-delete'),
        summary: 'Delete an inactive store (If-Match; 409 while active)',
        run: (tx, actor, input) => deleteStore(tx, actor, input, rules),
      },
    });
  };
