import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps, ServingDeps } from './app-deps.ts';
import { BULK_JOB_HANDLERS, CUSTOMER_RULES, DRAWER_RULES, ROLE_RULES, STORE_RULES } from './declarations.ts';
import { publicRoute } from './http/access.ts';
import { registerAccessLog } from './http/access-log.ts';
import { clientErrorHandler, frameworkErrors, registerEdgeRule, registerNotFound } from './http/edge.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { notFound } from './http/errors.ts';
import { registerGuard } from './http/guard.ts';
import { registerReadCaches } from './http/read-caches.ts';
import { DOCS_DIRECTIVES, ownPolicy, registerResponsePolicy } from './http/response-policy.ts';
import { responseSerializer } from './http/response-serializer.ts';
import { strictBodyValidatorCompiler } from './http/strict-bodies.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerMetricsRoute } from './operations/metrics-route.ts';
import { registerStartupGate } from './operations/readiness.ts';
import { integrationRoutes } from './integrations/routes.ts';
import { adminUserRoutes } from './modules/admin-users/routes.ts';
import { assetRoutes, registerAssetFiles } from './modules/assets/public.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { catalogRoutes } from './modules/catalogs/public.ts';
import { categoryRoutes } from './modules/categories/public.ts';
import { contentRoutes } from './modules/content/public.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { principalLookup } from './modules/auth/public.ts';
import { registerBulkJobs } from './modules/bulk/routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { dcfRoutes } from './modules/dcf/public.ts';
import { destinationRoutes } from './modules/destinations/routes.ts';
import { giftCardRoutes } from './modules/giftcards/public.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { marketingRoutes } from './modules/marketing/public.ts';
import { storeRoutes } from './modules/stores/routes.ts';
import { buildOrderRoutes } from './modules/build-order/public.ts';
import { storefrontRoutes } from './modules/storefront/public.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { productRoutes } from './modules/products/public.ts';
import { developerRoutes } from './modules/developer/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { roleRoutes } from './modules/roles/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { registerPublicFiles } from './publishing/routes.ts';
import { openStorages } from './storages.ts';
import { uploadBodyDocument } from './http/uploads.ts';
import { savedViewRoutes } from './modules/saved-views/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { trainingUserRoutes } from './modules/training-users/public.ts';

/** Names a module's routes for Fastify: its errors and the trace spans of their hooks say `authRoutes`. */
const named = <T extends object>(name: string, plugin: T): T =>
  Object.assign(plugin, { [Symbol.for('fastify.display-name')]: name });

/** The whole product as one Fastify instance; main.ts listens with it and tests inject into it. */
export async function buildApp(given: AppDeps, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  // The configured storages (BLOB_URL's containers, or DATA_DIR's directories) unless the caller brings them.
  const configured = given.assetStorage && given.publicStorage ? null : await openStorages(given.config);
  const deps: ServingDeps = {
    ...given,
    assetStorage: given.assetStorage ?? configured!.assets,
    publicStorage: given.publicStorage ?? configured!.public,
  };
  const app = Fastify({
    logger: deps.config.LOG_LEVEL === 'silent' ? false : { level: deps.config.LOG_LEVEL },
    // One line per request instead (registerAccessLog).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Errors before routing (a badly encoded URL, headers over the limit) answer in the error shape too.
    frameworkErrors,
    clientErrorHandler,
    ...options,
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  if (deps.startup) registerStartupGate(app, deps.startup);
  // Only with METRICS_TOKEN: prom-client and its request hook are loaded then, before the routes it measures.
  const metrics = deps.config.METRICS_TOKEN
    ? (await import('./operations/metrics.ts')).startMetrics(app, deps)
    : undefined;

  app.setValidatorCompiler(strictBodyValidatorCompiler);
  app.setSerializerCompiler(responseSerializer(deps.config.RESPONSES));
  registerAccessLog(app);
  registerErrorHandler(app);
  registerNotFound(app);
  await registerResponsePolicy(app, deps.config);
  await app.register(fastifyCookie);
  registerEdgeRule(app);
  registerGuard(app, principalLookup(deps.database.db, deps.config), deps.config.METRICS_TOKEN);
  registerReadCaches(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Commerce Admin API',
        version: '1',
        description:
          'Back-office API. Sign in at POST /api/auth/login; mutations need the x-commerce-admin header.',
      },
    },
    // An upload's request body (it has no body schema: multipart streams) comes from its uploadSchema.
    transform: (input) => {
      const document = jsonSchemaTransform(input);
      const upload = input.schema['x-upload'];
      return upload
        ? { ...document, schema: { ...document.schema, body: uploadBodyDocument(upload) } }
        : document;
    },
  });
  await app.register(async (docs) => {
    // The docs UI registers its own routes; they are public, like the spec they show, with their own policy.
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), ...publicRoute, ...ownPolicy(DOCS_DIRECTIVES) };
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
        dashboardRoutes,
        auditRoutes,
        developerRoutes,
        adminUserRoutes,
        (routeDeps: AppDeps) => roleRoutes(routeDeps, ROLE_RULES),
        (routeDeps: AppDeps) => customerRoutes(routeDeps, CUSTOMER_RULES),
        orderRoutes,
        settingsRoutes,
        destinationRoutes,
        (routeDeps: AppDeps) => storeRoutes(routeDeps, STORE_RULES),
        savedViewRoutes,
        searchRoutes,
        integrationRoutes,
        contentRoutes,
        categoryRoutes,
        (routeDeps: AppDeps) => dcfRoutes(routeDeps, DRAWER_RULES),
        catalogRoutes,
        giftCardRoutes,
        eventRoutes,
        trainingUserRoutes,
        marketingRoutes,
        productRoutes,
        buildOrderRoutes,
        storefrontRoutes,
      ]) {
        await api.register(named(routes.name, routes(deps)));
      }
      await api.register(assetRoutes(deps));
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
  registerAssetFiles(app, deps.assetStorage);
  // What the storefront reads (buyerxp.json …), written by the outbox's publish handler.
  registerPublicFiles(app, deps.publicStorage);
  registerMetricsRoute(app, metrics);
  await registerWebApp(app, deps.config.WEB_DIST);
  return app;
}
