import { categoryApi, categoryOrderRoute } from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature, unversioned } from '../../http/access.ts';
import { serve } from '../../http/api-route.ts';
import { listRoute } from '../../http/list-route.ts';
import { actorOf } from '../../http/principal.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { categoryList, categoryRow, listCategoryNodes } from './queries.ts';
import {
  categoryDetail,
  createCategory,
  deleteCategory,
  reorderCategories,
  updateCategory,
} from './service.ts';

/** The category tree of catalogue Bachmans (spec 2 §2, §4, §7). */
export const categoryRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['categories'];
    const read = requireFeature('categories-reader');
    const edit = requireFeature('categories-edit');

    listRoute(app, {
      api: categoryApi,
      config: read,
      tags,
      summary:
        "Categories: a node's children (ParentID={id}, roots ParentID=!*) in ListOrder, 100 a page; search over ID and Name",
      list: categoryList,
      page: (_request, query) => listCategoryNodes(db, query),
    });

    recordRoutes(app, db, {
      api: categoryApi,
      tags,
      read: {
        config: read,
        summary: 'One category with its ancestors (breadcrumb, inherited slots); ETag = version',
        load: async (source, id) => categoryDetail(source, await categoryRow(source, id)),
      },
      create: {
        config: requireFeature('categories-create'),
        summary: 'Create a category or sub-category: ID and slug derived, inactive, last among its siblings',
        run: createCategory,
      },
      update: {
        config: edit,
        summary: 'Change a category: the fields sent, xp objects merged (If-Match required)',
        run: updateCategory,
      },
      remove: {
        config: requireFeature('categories-delete'),
        summary: 'Delete a category without sub-categories, and its product assignments (If-Match required)',
        run: deleteCategory,
      },
    });

    serve(
      app,
      categoryOrderRoute,
      {
        config: unversioned(
          edit,
          'the body carries the sibling order the user saw (Seen); a stored order that differs answers 409 and writes nothing',
        ),
        tags,
        summary: 'Reorder the siblings under ParentID (null: the roots) in one transaction',
      },
      async (request) => ({
        Changed: await db.transaction((tx) => reorderCategories(tx, actorOf(request), request.body)),
      }),
    );
  };
