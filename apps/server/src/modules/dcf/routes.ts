import {
  aseDrawerApi,
  aseDrawerBulkRoute,
  aseReferencesRoute,
  dcfApi,
  dcfDefaultRoute,
  dcfFacetsRoute,
  deleteAseDrawerRoute,
  saveDcfDefaultRoute,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { serve } from '../../http/api-route.ts';
import { requireFeature, versioned } from '../../http/access.ts';
import { bulkResult, eachInSavepoint } from '../../http/bulk.ts';
import { listRoute } from '../../http/list-route.ts';
import { actorOf } from '../../http/principal.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { requiredVersion, withVersion } from '../../http/versioning.ts';
import { aseDrawerList, drawerRow, listDrawers } from '../categories/public.ts';
import { dcfDetail, dcfFacets } from './queries.ts';
import {
  aseReferences,
  createDrawer,
  dcfDefault,
  deleteDrawer,
  drawerDetail,
  removeDrawer,
  saveDcfDefault,
  saveDcfSection,
  updateDrawer,
  type DrawerRules,
} from './service.ts';

/** DCF settings (spec 2 §2–§8): facets, each value's sections with their keys, the default delivery. */
export const dcfRoutes =
  ({ database }: AppDeps, rules: DrawerRules): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['dcf'];
    const read = requireFeature('dcf-reader');

    serve(
      app,
      dcfDefaultRoute,
      {
        config: read,
        tags,
        summary: 'The catalogue default delivery (null: No Default Settings); ETag = version',
      },
      async (_request, reply) => {
        const value = await dcfDefault(db);
        return withVersion(reply, value, value.Version);
      },
    );

    serve(
      app,
      saveDcfDefaultRoute,
      {
        config: versioned(requireFeature('dcf-delivery')),
        tags,
        summary: 'Save the default delivery: at least one method enabled (If-Match; "0" before the first)',
      },
      async (request, reply) => {
        const input = { version: requiredVersion(request), delivery: request.body.Delivery };
        const value = await db.transaction((tx) => saveDcfDefault(tx, actorOf(request), input));
        return withVersion(reply, value, value.Version);
      },
    );

    serve(
      app,
      dcfFacetsRoute,
      {
        config:
          // The DCF Categories panel of a category picks from the same facets.
          requireFeature('dcf-reader', 'categories-reader'),
        tags,
        summary:
          'The values products carry, with their product counts (default SKUs, not events), most first; ' +
          'search= answers the first 20 matches',
      },
      async (request) => ({ Items: await dcfFacets(db, request.params.type, request.query.search) }),
    );

    recordRoutes(app, db, {
      api: dcfApi,
      tags,
      read: {
        config: read,
        summary: 'A value’s settings, or a blank active record (Configured false, version 0)',
        load: (db, value, _caller, { type }) => dcfDetail(db, type, value),
      },
      sectionTables: {
        value: {
          summary:
            'Save one section (delivery: dcf-delivery, warranty: dcf-warranty, ase: dcf-ase-assign, content: ' +
            'dcf-content-edit); the whole record is written Active, empty sections null (If-Match)',
          run: (tx, actor, { id, version, section, body, params }) =>
            saveDcfSection(tx, actor, {
              type: params.type,
              id,
              section,
              version,
              // The section's one field (Delivery, Warranty, ASE or Content).
              value: Object.values(body)[0] ?? null,
            }),
        },
      },
    });

    // ASE drawers: the categories of catalogue ASE.
    listRoute(app, {
      api: aseDrawerApi,
      config: requireFeature('dcf-reader', 'dcf-ase-assign'),
      tags,
      summary: 'ASE drawers (list convention: search over ID, Name, Description; Active filter)',
      list: aseDrawerList,
      page: (_request, query) => listDrawers(db, query),
    });

    serve(
      app,
      aseReferencesRoute,
      {
        config: requireFeature('dcf-ase-delete'),
        tags,
        summary: 'How many DCF records and products name any of the drawers (IDs=A,B): what deleting removes',
      },
      async (request) => aseReferences(db, request.query.IDs.split(',').filter(Boolean).slice(0, 100), rules),
    );

    recordRoutes(app, db, {
      api: aseDrawerApi,
      tags,
      read: {
        config: requireFeature('dcf-reader', 'dcf-ase-assign'),
        summary: 'One drawer with how many DCF records and products use it; ETag = version',
        load: (db, id) => drawerDetail(db, id, rules),
      },
      create: {
        config: requireFeature('dcf-ase-edit'),
        summary: 'Create a drawer: ID = the upper-case letters and digits of its name (409 when taken)',
        run: (tx, actor, input) => createDrawer(tx, actor, input),
      },
      update: {
        config: requireFeature('dcf-ase-edit'),
        summary: 'Change a drawer’s name, description or status (If-Match)',
        run: (tx, actor, input) => updateDrawer(tx, actor, input, rules),
      },
    });

    serve(
      app,
      deleteAseDrawerRoute,
      {
        config: versioned(requireFeature('dcf-ase-delete')),
        tags,
        summary:
          'Delete a drawer and remove it from every DCF record and product in the same transaction; never ' +
          'GIFTCARDS (If-Match)',
      },
      async (request) => {
        const input = { id: request.params.id, version: requiredVersion(request) };
        return { References: await db.transaction((tx) => deleteDrawer(tx, actorOf(request), input, rules)) };
      },
    );

    serve(
      app,
      aseDrawerBulkRoute,
      {
        config: requireFeature('dcf-ase-delete'),
        tags,
        summary: 'Delete many drawers, each in its own savepoint with its references (the bulk contract)',
      },
      async (request) => {
        const actor = actorOf(request);
        return db.transaction(async (tx) => {
          const outcomes = await eachInSavepoint(
            tx,
            request.body.IDs,
            async (savepoint, id) =>
              removeDrawer(savepoint, actor, await drawerRow(savepoint, id, true), 'bulk-delete', rules),
            request.log,
          );
          return bulkResult(outcomes, []);
        });
      },
    );
  };
