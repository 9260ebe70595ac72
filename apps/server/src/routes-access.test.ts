import { ALL_FEATURE_KEYS, isFeatureKey } from '@commerce/domain';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { HTTPMethods, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  api,
  createTestApp,
  createUser,
  errorOf,
  signIn,
  type TestApp,
} from '../test/helpers.ts';
import type { IfMatchRule, RouteAccessRule } from './http/access.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerGuard } from './http/guard.ts';
import { principalLookup } from './modules/auth/public.ts';

interface WalkedRoute {
  method: HTTPMethods;
  url: string;
  access: RouteAccessRule | undefined;
  ifMatch: IfMatchRule | undefined;
}

const STANDARD_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Fastify has no public list of routes with their config, and an onRoute hook added after buildApp only
// sees routes added after it: the app under test records each route as it is registered (AppDeps.onRoute).
function walked(registered: RouteOptions[]): WalkedRoute[] {
  return registered.flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
      method: method.toUpperCase() as HTTPMethods,
      url: route.url,
      access: route.config?.access,
      ifMatch: route.config?.ifMatch,
    })),
  );
}

/** A concrete URL for a route pattern: every parameter and wildcard filled with a placeholder. */
const sample = (url: string) => url.replace(/:[A-Za-z]+/g, 'sample').replace(/\*$/, 'sample');

const label = (route: WalkedRoute) => `${route.method} ${route.url}`;

/** Whether the response has this status and (HEAD answers carry no body) this error code. */
function answered(response: LightMyRequestResponse, method: HTTPMethods, status: number, code: string) {
  if (response.statusCode !== status) return false;
  return method === 'HEAD' ? response.body === '' : errorOf(response).ErrorCode === code;
}

let t: TestApp;
let routes: WalkedRoute[];
let noPermissions: string;
let resetDue: string;
let everything: string;

beforeAll(async () => {
  const registered: RouteOptions[] = [];
  // With a metrics token, so the operator route is there to be refused (without one it does not exist).
  t = await createTestApp(
    { METRICS_TOKEN: 'route-access-metrics-token' },
    { onRoute: (route) => void registered.push(route) },
  );
  routes = walked(registered);
  await createUser(t.db, { username: 'plain' });
  noPermissions = await signIn(t.app, 'plain', 'Valid!Pass1');
  // The seeded admin holds every feature but has never set a password: a reset is due.
  resetDue = await signIn(t.app, 'admin', ADMIN_PASSWORD);
  await createUser(t.db, { username: 'everything', permissions: [...ALL_FEATURE_KEYS] });
  everything = await signIn(t.app, 'everything', 'Valid!Pass1');
});
afterAll(() => t.close());

describe('every registered route declares who may call it', () => {
  it('records the routes of the app (so the walk below is not vacuous)', () => {
    const labels = routes.map(label);
    for (const expected of [
      'POST /api/auth/login',
      'POST /api/auth/refresh',
      'POST /api/auth/logout',
      'GET /api/me',
      'PATCH /api/me',
      'POST /api/me/password',
      'POST /api/me/password-reset',
      'GET /api/me/store',
      'GET /api/audit/:entity/:entityId',
      'GET /api/health',
      'GET /api/developer/overview',
      'GET /api/openapi.json',
      'GET /api/docs/',
      'DELETE /api/*',
      'GET /*',
    ]) {
      expect(labels).toContain(expected);
    }
  });

  it('fails on any route without config.access, or with a malformed one', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const access = route.access;
      if (!access) {
        problems.push(`${label(route)}: no config.access`);
        continue;
      }
      if (!['public', 'signed-in', 'features', 'developer', 'operator'].includes(access.kind)) {
        problems.push(`${label(route)}: unknown access kind ${String(access.kind)}`);
      }
      if (access.kind === 'features') {
        if (access.anyOf.length === 0) problems.push(`${label(route)}: features route with no keys`);
        for (const key of access.anyOf) {
          if (!isFeatureKey(key)) problems.push(`${label(route)}: unknown feature key ${key}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps the product routes at their intended level (a route turning public by mistake fails here)', () => {
    const levels = Object.fromEntries(
      routes
        .filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docs'))
        .filter((route) => !['/api/', '/api/*'].includes(route.url) && STANDARD_METHODS.has(route.method))
        .map((route) => [label(route), route.access?.kind]),
    );
    expect(levels).toEqual({
      'GET /api/openapi.json': 'public',
      'GET /api/health': 'public',
      'GET /api/health/ready': 'public',
      'POST /api/auth/login': 'public',
      'POST /api/auth/refresh': 'public',
      'POST /api/auth/logout': 'public',
      'GET /api/me': 'signed-in',
      'PATCH /api/me': 'signed-in',
      'POST /api/me/password': 'signed-in',
      'POST /api/me/password-reset': 'signed-in',
      'GET /api/me/store': 'signed-in',
      'GET /api/dashboard/orders': 'features',
      'GET /api/dashboard/delivery': 'features',
      'GET /api/dashboard/activity': 'features',
      'GET /api/dashboard/catalogue': 'features',
      'GET /api/dashboard/integrations': 'features',
      'POST /api/dashboard/integrations/:system/resend-failed': 'features',
      'GET /api/dashboard/resend-jobs/:id': 'features',
      'GET /api/sends': 'features',
      'GET /api/audit/:entity/:entityId': 'signed-in',
      'GET /api/developer/overview': 'developer',
      // Its own bearer token (METRICS_TOKEN), not a session.
      'GET /metrics': 'operator',
      'GET /api/bulk/jobs': 'features',
      'GET /api/bulk/jobs/:type/:jobId': 'features',
      'GET /api/bulk/jobs/:type/:jobId/file': 'features',
      'POST /api/bulk/:type': 'features',
      'GET /upload_templates/:file': 'public',
      'GET /assets/:id/:fileName': 'public',
      'GET /api/assets': 'features',
      'POST /api/assets': 'features',
      'GET /api/content/entries': 'features',
      'GET /api/content/entries/:id': 'features',
      'GET /api/content/articles': 'features',
      'GET /api/categories': 'features',
      'GET /api/categories/:id': 'features',
      'POST /api/categories': 'features',
      'PATCH /api/categories/:id': 'features',
      'PUT /api/categories/order': 'features',
      'DELETE /api/categories/:id': 'features',
      'GET /api/dcf/default': 'features',
      'PUT /api/dcf/default': 'features',
      'GET /api/dcf/:type': 'features',
      'GET /api/dcf/:type/:value': 'features',
      'PUT /api/dcf/:type/:value/:section': 'features',
      'GET /api/ase-drawers': 'features',
      'GET /api/ase-drawers/references': 'features',
      'GET /api/ase-drawers/:id': 'features',
      'POST /api/ase-drawers': 'features',
      'PATCH /api/ase-drawers/:id': 'features',
      'DELETE /api/ase-drawers/:id': 'features',
      'POST /api/ase-drawers/bulk': 'features',
      'GET /api/catalogs/:id/publish': 'features',
      'POST /api/catalogs/:id/refresh': 'features',
      'GET /api/developer/outbox': 'developer',
      'POST /api/developer/outbox/:id/retry': 'developer',
      'GET /api/developer/mail': 'developer',
      'GET /api/developer/catalogs': 'developer',
      'POST /api/developer/catalogs/:id/refresh': 'developer',
      'POST /api/developer/search-text/rebuild': 'developer',
      'POST /api/developer/sitemap/regenerate': 'developer',
      'POST /api/training-users': 'features',
      'GET /public/:name': 'public',
      'GET /public/*': 'public',
      'GET /api/settings/:document': 'features',
      'GET /api/settings/:document/:section': 'features',
      'PUT /api/settings/:document/:section': 'features',
      'GET /api/destinations': 'features',
      'GET /api/destinations/:id': 'features',
      'POST /api/destinations': 'features',
      'PATCH /api/destinations/:id': 'features',
      'DELETE /api/destinations/:id': 'features',
      'GET /api/stores': 'features',
      'GET /api/store-services': 'features',
      'GET /api/stores/:id': 'features',
      'POST /api/stores': 'features',
      'PATCH /api/stores/:id': 'features',
      'DELETE /api/stores/:id': 'features',
      'GET /api/route-codes': 'features',
      'GET /api/route-codes/:id': 'features',
      'POST /api/route-codes': 'features',
      'PATCH /api/route-codes/:id': 'features',
      'DELETE /api/route-codes/:id': 'features',
      'GET /api/events': 'features',
      'GET /api/event-types': 'features',
      'GET /api/event-locations': 'features',
      'POST /api/event-locations': 'features',
      'GET /api/events/:code': 'features',
      'POST /api/events': 'features',
      'DELETE /api/events/:code': 'features',
      'PATCH /api/events/:code/basic-info': 'features',
      'PATCH /api/events/:code/visibility': 'features',
      'PATCH /api/events/:code/location': 'features',
      'PATCH /api/events/:code/image': 'features',
      'PATCH /api/events/:code/html': 'features',
      'PATCH /api/events/:code/dates': 'features',
      'PATCH /api/events/:code/related': 'features',
      'PATCH /api/events/:code/slots/:skuId/visibility': 'features',
      'PATCH /api/events/:code/slots/:skuId/inventory': 'features',
      'PATCH /api/events/:code/slots/:skuId/pricing': 'features',
      'PATCH /api/events/:code/slots/:skuId/web': 'features',
      'GET /api/redirects': 'features',
      'GET /api/redirects/check': 'features',
      'POST /api/redirects': 'features',
      'DELETE /api/redirects': 'features',
      'POST /api/redirects/batch': 'features',
      'POST /api/sitemap/regenerate': 'features',
      // The home page is open to every signed-in user (spec 3 §2); saving it needs misc-marketing.
      'GET /api/home-page': 'signed-in',
      'PUT /api/home-page': 'features',
      'GET /api/home-page/options': 'features',
      'GET /api/customers': 'features',
      'GET /api/customer-groups': 'features',
      'POST /api/customers/bulk': 'features',
      'GET /api/customers/:id': 'features',
      'PATCH /api/customers/:id': 'features',
      'DELETE /api/customers/:id': 'features',
      'PUT /api/customers/:id/status': 'features',
      'PUT /api/customers/:id/eagle-number': 'features',
      'POST /api/customers/:id/account-number': 'features',
      'PUT /api/customers/:id/purchase-order': 'features',
      'PUT /api/customers/:id/tax-exemption': 'features',
      'PUT /api/customers/:id/charge-account': 'features',
      'PUT /api/customers/:id/groups': 'features',
      'POST /api/customers/:id/password-reset': 'features',
      'GET /api/customers/:id/notes': 'features',
      'POST /api/customers/:id/notes': 'features',
      'PATCH /api/customers/:id/notes/:noteId': 'features',
      'DELETE /api/customers/:id/notes/:noteId': 'features',
      'GET /api/customers/:id/orders': 'features',
      'GET /api/customers/:id/addresses': 'features',
      'GET /api/customers/:id/credit-cards': 'features',
      'GET /api/orders': 'features',
      'GET /api/order-stores': 'features',
      'GET /api/me/orders': 'features',
      'GET /api/orders/:id': 'features',
      'POST /api/orders/:id/send-to-netsuite': 'features',
      'POST /api/orders/:id/resend-confirmation': 'features',
      'POST /api/orders/:id/send-redemption-files': 'features',
      'POST /api/orders/:id/shipments/:shipmentId/resend-egift-email': 'features',
      'POST /api/orders/:id/shipments/:shipmentId/send-gift-cards': 'features',
      'POST /api/orders/:id/shipments/:shipmentId/send-to-eagle': 'features',
      'PUT /api/orders/:id/shipments/:shipmentId/tracking-number': 'features',
      'PUT /api/orders/:id/bulk-order': 'features',
      'GET /api/products': 'features',
      'GET /api/product-facets': 'features',
      'GET /api/fees': 'features',
      'GET /api/product-categories': 'features',
      'GET /api/product-lookup': 'features',
      'POST /api/product-images': 'features',
      'GET /api/colors': 'features',
      'PUT /api/colors': 'features',
      'GET /api/categories/:id/products': 'features',
      'PUT /api/categories/:id/products': 'features',
      'POST /api/fees': 'features',
      'GET /api/products/:code': 'features',
      'PUT /api/products/:code/:section': 'features',
      'PUT /api/products/:code/skus/:id/:section': 'features',
      'GET /api/admin-users': 'features',
      'GET /api/admin-users/role-options': 'features',
      'GET /api/admin-users/store-options': 'features',
      'GET /api/admin-users/:id': 'features',
      'POST /api/admin-users': 'features',
      'PATCH /api/admin-users/:id': 'features',
      'DELETE /api/admin-users/:id': 'features',
      'POST /api/admin-users/bulk': 'features',
      'GET /api/roles': 'features',
      'GET /api/roles/:id': 'features',
      'POST /api/roles': 'features',
      'PATCH /api/roles/:id': 'features',
      'DELETE /api/roles/:id': 'features',
      'GET /api/giftcards': 'features',
      'GET /api/giftcards/summary': 'features',
      'POST /api/giftcards/generate': 'features',
      'POST /api/giftcards/delete': 'features',
      // Spec 1 §6: the gift card balance check is open to any signed-in user.
      'POST /api/giftcards/balance': 'signed-in',
      'GET /api/build-order/customers': 'features',
      'GET /api/build-order/customers/:id': 'features',
      'POST /api/build-order/customers': 'features',
      'POST /api/build-order/loyalty': 'features',
      'POST /api/build-order/impersonation': 'features',
      'DELETE /api/build-order/impersonation': 'features',
      'POST /api/build-order/customers/:id/notes': 'features',
      'DELETE /api/build-order/customers/:id/notes/:noteId': 'features',
      // The lean storefront: browsing is open like any shop; its customer calls need the impersonation token.
      'GET /api/storefront/products': 'public',
      'GET /api/storefront/departments': 'public',
      'GET /api/storefront/products/:code': 'public',
      'POST /api/storefront/quote': 'public',
      'GET /api/storefront/me': 'public',
      'POST /api/storefront/orders': 'public',
      // Signed-in, then the list's own read keys (from the list named in the request) and the owner only.
      'GET /api/saved-views': 'signed-in',
      'POST /api/saved-views': 'signed-in',
      'DELETE /api/saved-views/:id': 'signed-in',
      // Signed-in; each kind is searched only for holders of its keys.
      'GET /api/search': 'signed-in',
      'GET /*': 'public',
    });
  });

  it('refuses every non-public route without a session (401)', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes) {
      if (!STANDARD_METHODS.has(route.method) || route.access?.kind === 'public') continue;
      checked++;
      const response = await api(t.app).send(route.method, sample(route.url));
      if (!answered(response, route.method, 401, 'Auth.Unauthenticated')) {
        failures.push(`${label(route)} → ${response.statusCode} ${response.body}`);
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(failures).toEqual([]);
  });

  it('refuses every feature or developer route to a signed-in user without the permission (403)', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const kind = route.access?.kind;
      if (!STANDARD_METHODS.has(route.method) || (kind !== 'features' && kind !== 'developer')) continue;
      checked++;
      const response = await api(t.app, noPermissions).send(route.method, sample(route.url));
      if (!answered(response, route.method, 403, 'Auth.InsufficientPermissions')) {
        failures.push(`${label(route)} → ${response.statusCode} ${response.body}`);
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it('refuses every guarded route but the profile ones while the password reset is due (403), the audit trail too', async () => {
    const openDuringReset = routes
      .filter((route) => route.access?.kind === 'signed-in' && route.access.openWhileResetDue)
      .map(label);
    expect(openDuringReset.filter((name) => !name.startsWith('HEAD')).sort()).toEqual([
      'GET /api/me',
      'GET /api/me/store',
      'PATCH /api/me',
      'POST /api/me/password',
      'POST /api/me/password-reset',
    ]);
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const access = route.access;
      if (!STANDARD_METHODS.has(route.method) || !access || access.kind === 'public') continue;
      if (access.kind === 'signed-in' && access.openWhileResetDue) continue;
      // An operator route looks at its token, never at the session (refused 401 above without it).
      if (access.kind === 'operator') continue;
      checked++;
      const response = await api(t.app, resetDue).send(route.method, sample(route.url));
      if (!answered(response, route.method, 403, 'Auth.PasswordResetRequired')) {
        failures.push(`${label(route)} → ${response.statusCode} ${response.body}`);
      }
    }
    expect(routes.map(label)).toContain('GET /api/audit/:entity/:entityId');
    expect(checked).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  });

  it('refuses every mutation under /api without the CSRF header (403), before anything else', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      if (!MUTATING.has(route.method) || !route.url.startsWith('/api/')) continue;
      const response = await t.app.inject({
        method: route.method,
        url: sample(route.url),
        headers: { cookie: noPermissions },
        payload: {},
      });
      if (!answered(response, route.method, 403, 'Auth.MissingRequestHeader')) {
        failures.push(`${label(route)} → ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('every change to a record is made against its version', () => {
  const changes = () =>
    routes.filter(
      (route) =>
        ['PUT', 'PATCH', 'DELETE'].includes(route.method) &&
        route.url.startsWith('/api/') &&
        !['/api/', '/api/*'].includes(route.url),
    );

  it('declares, on every PUT, PATCH and DELETE, whether If-Match is required (and why not, when not)', () => {
    expect(changes().length).toBeGreaterThan(10);
    const undeclared = changes().filter((route) => {
      const rule = route.ifMatch;
      return rule !== 'required' && !(typeof rule === 'object' && rule.notRequired.trim().length > 20);
    });
    expect(undeclared.map(label)).toEqual([]);
  });

  it('answers 428 Conflict.VersionRequired to every one that requires it, sent without If-Match', async () => {
    const failures: string[] = [];
    const versioned = routes.filter((route) => route.ifMatch === 'required');
    expect(versioned.length).toBeGreaterThan(10);
    for (const route of versioned) {
      const response = await api(t.app, everything).send(route.method, sample(route.url), {});
      if (!answered(response, route.method, 428, 'Conflict.VersionRequired')) {
        failures.push(`${label(route)} → ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('the guard itself', () => {
  it('answers 500 Server.RouteWithoutAccess for a route that declares nothing', async () => {
    const bare = Fastify();
    registerErrorHandler(bare);
    await bare.register(fastifyCookie);
    registerGuard(bare, principalLookup(t.db, t.config));
    bare.get('/api/undeclared', async () => ({ secret: true }));
    const response = await bare.inject({ method: 'GET', url: '/api/undeclared' });
    expect(response.statusCode).toBe(500);
    expect(errorOf(response).ErrorCode).toBe('Server.RouteWithoutAccess');
    expect(response.body).not.toContain('secret');
    await bare.close();
  });
});

describe('fallbacks and docs', () => {
  it('answers an unknown /api path with 404 NotFound JSON, for reads and (with the header) writes', async () => {
    const read = await api(t.app).get('/api/nope/deeper');
    expect(read.statusCode).toBe(404);
    expect(read.headers['content-type']).toMatch(/application\/json/);
    expect(errorOf(read)).toEqual({
      ErrorCode: 'NotFound',
      Message: 'The API endpoint was not found.',
      Data: null,
    });

    const write = await api(t.app).post('/api/nope', { a: 1 });
    expect(write.statusCode).toBe(404);
    expect(errorOf(write).ErrorCode).toBe('NotFound');

    const withoutHeader = await t.app.inject({ method: 'DELETE', url: '/api/nope' });
    expect(withoutHeader.statusCode).toBe(403);
    expect(errorOf(withoutHeader).ErrorCode).toBe('Auth.MissingRequestHeader');
  });

  it('serves the docs UI and the OpenAPI document without a session', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
    expect(docs.body.toLowerCase()).toContain('swagger');

    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);

    const spec = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const document = spec.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/auth/login']).toHaveProperty('post');
    expect(document.paths['/api/me']).toHaveProperty('patch');
    // Hidden routes (the fallbacks and the document itself) stay out of it.
    expect(Object.keys(document.paths)).not.toContain('/api/*');
    expect(Object.keys(document.paths)).not.toContain('/api/openapi.json');
  });
});
