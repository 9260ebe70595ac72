import {
  articleQuerySchema,
  articleRefSchema,
  contentEntryDetailSchema,
  contentEntryQuerySchema,
  contentEntrySchema,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature } from '../../http/access.ts';
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

    app.get(
      '/content/entries',
      {
        config,
        schema: {
          tags,
          summary:
            'Content entries: ids=a,b (those, in that order) or slot= (what its picker offers: published, ' +
            'blocks or top-level service pages), search= by title',
          querystring: contentEntryQuerySchema,
          response: { 200: z.object({ Items: z.array(contentEntrySchema) }) },
        },
      },
      async (request) => ({ Items: await findEntries(db, request.query) }),
    );

    app.get(
      '/content/entries/:id',
      {
        config,
        schema: {
          tags,
          summary: 'One entry with every field (the read-only entry page)',
          params: z.object({ id: z.string().min(1).max(100) }),
          response: { 200: contentEntryDetailSchema },
        },
      },
      async (request) => entryDetail(db, request.params.id),
    );

    app.get(
      '/content/articles',
      {
        config,
        schema: {
          tags,
          summary: 'Published articles by title (at most 200), for Related Articles',
          querystring: articleQuerySchema,
          response: { 200: z.object({ Items: z.array(articleRefSchema) }) },
        },
      },
      async (request) => ({ Items: await findArticles(db, request.query.search) }),
    );
  };
