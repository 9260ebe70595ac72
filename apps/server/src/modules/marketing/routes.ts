import {
  addRedirectRoute,
  batchRedirectsRoute,
  homePageOptionsRoute,
  homePageRoute,
  redirectApi,
  redirectCheckRoute,
  removeRedirectRoute,
  saveHomePageRoute,
  sitemapRegenerateRoute,
} from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireFeature, signedInRoute, unversioned, versioned } from '../../http/access.ts';
import { serve } from '../../http/api-route.ts';
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

    serve(
      app,
      redirectCheckRoute,
      {
        config: marketing,
        tags,
        summary: "The add rules against the stored redirects: each field's error (none: it may be added)",
      },
      async (request) => checkRedirect(db, request.query),
    );

    serve(
      app,
      addRedirectRoute,
      {
        config: marketing,
        tags,
        summary: 'Add a redirect (400 naming the field that breaks a rule); redirects.json is republished',
      },
      async (request) => {
        const item = await db.transaction((tx) => addRedirect(tx, actorOf(request), request.body));
        notifyOutbox();
        return item;
      },
    );

    serve(
      app,
      removeRedirectRoute,
      {
        config: unversioned(
          marketing,
          'A redirect is never edited, only added and removed: removing one overwrites no change; one already gone answers 404.',
        ),
        tags,
        summary: 'Remove a redirect by its slug; redirects.json is republished',
      },
      async (request) => {
        await db.transaction((tx) => removeRedirect(tx, actorOf(request), request.query.slug));
        notifyOutbox();
        return null;
      },
    );

    serve(
      app,
      batchRedirectsRoute,
      {
        config: marketing,
        tags,
        summary:
          "Batch redirects: each valid 'source:destination' line added, the others reported (up to 1,000 lines; more as a job of type addbatchredirects)",
      },
      async (request) => {
        const lines = request.body.text.split(/\r?\n/).map((text, index) => ({ line: index + 1, text }));
        const result = await db.transaction((tx) => addRedirectLines(tx, actorOf(request), lines));
        notifyOutbox();
        return result;
      },
    );

    serve(
      app,
      sitemapRegenerateRoute,
      { config: marketing, tags, summary: 'Publish sitemap.xml again from the data as it is now' },
      async (request) => {
        await db.transaction((tx) => regenerateSitemap(tx, actorOf(request)));
        notifyOutbox();
        return null;
      },
    );

    serve(
      app,
      homePageRoute,
      {
        config: signedInRoute,
        tags,
        summary: 'The home page lists (Picks, Featured Events) resolved by product code (ETag = version)',
      },
      async (_request, reply) => {
        const page = await readHomePage(db);
        return withVersion(reply, page, page.Version);
      },
    );

    serve(
      app,
      saveHomePageRoute,
      {
        config: versioned(marketing),
        tags,
        summary:
          'Save Picks and/or Featured Events (If-Match); the Render lists are recomputed and buyerxp.json republished',
      },
      async (request, reply) => {
        const input = { changes: request.body, version: requiredVersion(request) };
        const page = await db.transaction((tx) => saveHomePage(tx, actorOf(request), input));
        notifyOutbox();
        return withVersion(reply, page, page.Version);
      },
    );

    serve(
      app,
      homePageOptionsRoute,
      {
        config: marketing,
        tags,
        summary:
          "The picker's choices: products (list=BachmansPicks) or events (list=FeaturedEvents) by name or code",
      },
      async (request) => ({ Items: await homePageOptions(db, request.query.list, request.query.search) }),
    );
  };
