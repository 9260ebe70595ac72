import {
  batchRedirectsBodySchema,
  batchRedirectsResultSchema,
  homePageListsSchema,
  homePageOptionsQuerySchema,
  homePageOptionsSchema,
  homePageSchema,
  redirectApi,
  redirectCheckSchema,
  redirectItemSchema,
  redirectSchema,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature, signedInRoute, unversioned, versioned } from '../../http/access.ts';
import { listRoute } from '../../http/list-route.ts';
import { actorOf } from '../../http/principal.ts';
import { requiredVersion, withVersion } from '../../http/versioning.ts';
import { notifyOutbox } from '../../integrations/outbox.ts';
import { setSitemapOrigin } from './published.ts';
import { listRedirects, redirectList } from './queries.ts';
import {
  addRedirect,
  addRedirectLines,
  checkRedirect,
  homePageOptions,
  readHomePage,
  regenerateSitemap,
  removeRedirect,
  saveHomePage,
} from './service.ts';

/**
 * Marketing (spec 3 §2, §5, §7): redirects, batch redirects, the sitemap, and the home page lists. Every
 * route needs misc-marketing except reading the home page (open to any signed-in user, like its screen).
 * The SEO pages are a settings section (/settings/buyerxp/seo-pages).
 */
export const marketingRoutes =
  ({ database, config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    const marketing = requireFeature('misc-marketing');
    const tags = ['marketing'];
    setSitemapOrigin(config.STOREFRONT_URL);

    listRoute(app, {
      api: redirectApi,
      config: marketing,
      tags,
      summary: 'Redirects, newest first (list convention: search = any part of the slug or destination)',
      list: redirectList,
      page: (_request, query) => listRedirects(db, query),
    });

    app.get(
      '/redirects/check',
      {
        config: marketing,
        schema: {
          tags,
          summary: "The add rules against the stored redirects: each field's error (none: it may be added)",
          querystring: redirectCheckSchema,
          response: { 200: redirectCheckSchema },
        },
      },
      async (request) => checkRedirect(db, request.query),
    );

    app.post(
      '/redirects',
      {
        config: marketing,
        schema: {
          tags,
          summary: 'Add a redirect (400 naming the field that breaks a rule); redirects.json is republished',
          body: redirectSchema,
          response: { 201: redirectItemSchema },
        },
      },
      async (request, reply) => {
        const item = await db.transaction((tx) => addRedirect(tx, actorOf(request), request.body));
        notifyOutbox();
        return reply.code(201).send(item);
      },
    );

    app.delete(
      '/redirects',
      {
        config: unversioned(
          marketing,
          'A redirect is never edited, only added and removed: removing one overwrites no change; one already gone answers 404.',
        ),
        schema: {
          tags,
          summary: 'Remove a redirect by its slug; redirects.json is republished',
          querystring: z.object({ slug: z.string().min(1).max(2048) }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await db.transaction((tx) => removeRedirect(tx, actorOf(request), request.query.slug));
        notifyOutbox();
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/redirects/batch',
      {
        config: marketing,
        schema: {
          tags,
          summary:
            "Batch redirects: each valid 'source:destination' line added, the others reported (up to 1,000 lines; more as a job of type addbatchredirects)",
          body: batchRedirectsBodySchema,
          response: { 200: batchRedirectsResultSchema },
        },
      },
      async (request) => {
        const lines = request.body.text.split(/\r?\n/).map((text, index) => ({ line: index + 1, text }));
        const result = await db.transaction((tx) => addRedirectLines(tx, actorOf(request), lines));
        notifyOutbox();
        return result;
      },
    );

    app.post(
      '/sitemap/regenerate',
      {
        config: marketing,
        schema: {
          tags,
          summary: 'Publish sitemap.xml again from the data as it is now',
          response: { 202: z.null() },
        },
      },
      async (request, reply) => {
        await db.transaction((tx) => regenerateSitemap(tx, actorOf(request)));
        notifyOutbox();
        return reply.code(202).send(null);
      },
    );

    app.get(
      '/home-page',
      {
        config: signedInRoute,
        schema: {
          tags,
          summary: 'The home page lists (Picks, Featured Events) resolved by product code (ETag = version)',
          response: { 200: homePageSchema },
        },
      },
      async (_request, reply) => {
        const page = await readHomePage(db);
        return withVersion(reply, page, page.Version);
      },
    );

    app.put(
      '/home-page',
      {
        config: versioned(marketing),
        schema: {
          tags,
          summary:
            'Save Picks and/or Featured Events (If-Match); the Render lists are recomputed and buyerxp.json republished',
          body: homePageListsSchema,
          response: { 200: homePageSchema },
        },
      },
      async (request, reply) => {
        const input = { changes: request.body, version: requiredVersion(request) };
        const page = await db.transaction((tx) => saveHomePage(tx, actorOf(request), input));
        notifyOutbox();
        return withVersion(reply, page, page.Version);
      },
    );

    app.get(
      '/home-page/options',
      {
        config: marketing,
        schema: {
          tags,
          summary:
            "The picker's choices: products (list=BachmansPicks) or events (list=FeaturedEvents) by name or code",
          querystring: homePageOptionsQuerySchema,
          response: { 200: homePageOptionsSchema },
        },
      },
      async (request) => ({ Items: await homePageOptions(db, request.query.list, request.query.search) }),
    );
  };
