import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { BULK_JOB_HANDLERS } from './declarations.ts';
import { publicRoute } from './http/access.ts';
import { registerContentAssets } from './http/content-assets.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { notFound } from './http/errors.ts';
import { registerGuard } from './http/guard.ts';
import { registerWebApp } from './http/web-app.ts';
import { defaultPublicStorage } from './integrations/handlers.ts';
import { integrationRoutes } from './integrations/routes.ts';
import { adminUserRoutes } from './modules/admin-users/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { principalLookup } from './modules/auth/public.ts';
import { registerBulkJobs } from './modules/bulk/routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { developerRoutes } from './modules/developer/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { roleRoutes } from './modules/roles/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { registerPublicFiles } from './publishing/routes.ts';
import { savedViewRoutes } from './modules/saved-views/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';

/** The whole product as one Fastify instance; main.ts listens with it and tests inject into it. */
export async function buildApp(deps: AppDeps, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.LOG_LEVEL === 'silent' ? false : { level: deps.config.LOG_LEVEL },
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    ...options,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  registerGuard(app, principalLookup(deps.database.db, deps.config));

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Commerce Admin API',
        version: '1',
        description:
          'Back-office API. Sign in at POST /api/auth/login; mutations need the x-commerce-admin header.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    // The docs UI registers its own routes; they are public, like the spec they show.
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), ...publicRoute };
    });
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
    docs.get('/api/openapi.json', { config: publicRoute, schema: { hide: true } }, async () => app.swagger());
  });

  await app.register(
    async (api) => {
      for (const routes of [
        healthRoutes,
        authRoutes,
        profileRoutes,
        auditRoutes,
        developerRoutes,
        adminUserRoutes,
        roleRoutes,
        customerRoutes,
        orderRoutes,
        settingsRoutes,
        savedViewRoutes,
        searchRoutes,
        integrationRoutes,
      ]) {
        await api.register(routes(deps));
      }
      // Unknown API paths answer in the API's error shape, never with the web app.
      for (const path of ['/', '/*']) {
        api.all(path, { config: publicRoute, schema: { hide: true } }, async () => {
          throw notFound('The API endpoint');
        });
      }
    },
    { prefix: '/api' },
  );

  // The job runner (app.bulkJobs), /api/bulk and the upload templates.
  await registerBulkJobs(app, deps, deps.bulkJobHandlers ?? BULK_JOB_HANDLERS);
  registerContentAssets(app, deps.config.DATA_DIR);
  // What the storefront reads (buyerxp.json …), written by the outbox's publish handler.
  registerPublicFiles(app, deps.publicStorage ?? defaultPublicStorage(deps.config));
  await registerWebApp(app, deps.config.WEB_DIST);
  return app;
}
