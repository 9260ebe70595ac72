import {
  categoryCreateSchema,
  categoryDetailSchema,
  categoryOrderSchema,
  categoryPatchSchema,
  categoryTreeNodeSchema,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature, unversioned, versioned } from '../../http/access.ts';
import { listRoute } from '../../http/list-route.ts';
import { actorOf } from '../../http/principal.ts';
import { requiredVersion, withVersion } from '../../http/versioning.ts';
import { categoryList, categoryRow, listCategoryNodes } from './queries.ts';
import {
  categoryDetail,
  createCategory,
  deleteCategory,
  reorderCategories,
  updateCategory,
} from './service.ts';

const params = z.object({ id: z.string().min(1).max(300) });

/** The category tree of catalogue Bachmans (spec 2 §2, §4, §7). */
export const categoryRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['categories'];
    const read = requireFeature('categories-reader');
    const edit = requireFeature('categories-edit');

    listRoute(app, {
      path: '/categories',
      config: read,
      tags,
      summary:
        "Categories: a node's children (ParentID={id}, roots ParentID=!*) in ListOrder, 100 a page; search over ID and Name",
      item: categoryTreeNodeSchema,
      list: categoryList,
      page: (_request, query) => listCategoryNodes(db, query),
    });

    app.get(
      '/categories/:id',
      {
        config: read,
        schema: {
          tags,
          summary: 'One category with its ancestors (breadcrumb, inherited slots); ETag = version',
          params,
          response: { 200: categoryDetailSchema },
        },
      },
      async (request, reply) => {
        const detail = await categoryDetail(db, await categoryRow(db, request.params.id));
        return withVersion(reply, detail, detail.Version);
      },
    );

    app.post(
      '/categories',
      {
        config: requireFeature('categories-create'),
        schema: {
          tags,
          summary:
            'Create a category or sub-category: ID and slug derived, inactive, last among its siblings',
          body: categoryCreateSchema,
          response: { 201: categoryDetailSchema },
        },
      },
      async (request, reply) => {
        const detail = await db.transaction((tx) => createCategory(tx, actorOf(request), request.body));
        return reply.code(201).send(withVersion(reply, detail, detail.Version));
      },
    );

    app.patch(
      '/categories/:id',
      {
        config: versioned(edit),
        schema: {
          tags,
          summary: 'Change a category: the fields sent, xp objects merged (If-Match required)',
          params,
          body: categoryPatchSchema,
          response: { 200: categoryDetailSchema },
        },
      },
      async (request, reply) => {
        const input = { id: request.params.id, version: requiredVersion(request), patch: request.body };
        const detail = await db.transaction((tx) => updateCategory(tx, actorOf(request), input));
        return withVersion(reply, detail, detail.Version);
      },
    );

    app.put(
      '/categories/order',
      {
        config: unversioned(
          edit,
          'the body carries the sibling order the user saw (Seen); a stored order that differs answers 409 and writes nothing',
        ),
        schema: {
          tags,
          summary: 'Reorder the siblings under ParentID (null: the roots) in one transaction',
          body: categoryOrderSchema,
          response: {
            200: z.object({ Changed: z.array(z.object({ ID: z.string(), ListOrder: z.number() })) }),
          },
        },
      },
      async (request) => ({
        Changed: await db.transaction((tx) => reorderCategories(tx, actorOf(request), request.body)),
      }),
    );

    app.delete(
      '/categories/:id',
      {
        config: versioned(requireFeature('categories-delete')),
        schema: {
          tags,
          summary:
            'Delete a category without sub-categories, and its product assignments (If-Match required)',
          params,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const input = { id: request.params.id, version: requiredVersion(request) };
        await db.transaction((tx) => deleteCategory(tx, actorOf(request), input));
        return reply.code(204).send(null);
      },
    );
  };
