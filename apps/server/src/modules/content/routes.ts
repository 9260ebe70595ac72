import { articlesRoute, contentEntriesRoute, contentEntryRoute } from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature } from '../../http/access.ts';
import { serve } from '../../http/api-route.ts';
import { entryDetail, findArticles, findEntries } from './queries.ts';

/**
 * The content service of this product (content_entries): what the category, DCF, store and event slots and
 * related-article lists pick from and show. Readable by every area that shows content.
 */
export const CONTENT_READ_KEYS = [
  'categories-reader',
  'dcf-reader',
  'product-reader',
  'stores-reader',
  'events-reader',
] as const;

export const contentRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const tags = ['content'];
    const config = requireFeature(...CONTENT_READ_KEYS);

    serve(
      app,
      contentEntriesRoute,
      {
        config,
        tags,
        summary:
          'Content entries: ids=a,b (those, in that order) or slot= (what its picker offers: published, ' +
          'blocks or top-level service pages), search= by title',
      },
      async (request) => ({ Items: await findEntries(db, request.query) }),
    );

    serve(
      app,
      contentEntryRoute,
      {
        config,
        tags,
        summary: 'One entry with every field (the read-only entry page)',
      },
      async (request) => entryDetail(db, request.params.id),
    );

    serve(
      app,
      articlesRoute,
      {
        config,
        tags,
        summary: 'Published articles by title (at most 200), for Related Articles',
      },
      async (request) => ({ Items: await findArticles(db, request.query.search) }),
    );
  };
