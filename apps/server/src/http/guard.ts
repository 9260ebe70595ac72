import { createHash, timingSafeEqual } from 'node:crypto';
import { AUTH_ERRORS, COMMON_ERRORS, CSRF_HEADER } from '@commerce/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiError, ApiError, forbidden, notFound, unauthenticated } from './errors.ts';
import { assertNoPasswordResetDue, holdsAny, type Principal } from './principal.ts';
import { requiredVersion } from './versioning.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Finds the signed-in caller of a request (from its session cookie), or null. The auth module provides it. */
export type PrincipalLookup = (request: FastifyRequest) => Promise<Principal | null>;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the request carries `Authorization: Bearer <token>`. The digests are compared, in constant time:
 * how long the comparison takes says nothing of how much of the token was right, nor of its length.
 */
const bearerHolder = (token: string) => {
  const expected = digest(token);
  return (request: FastifyRequest) => {
    const presented = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    return timingSafeEqual(digest(presented), expected);
  };
};

/**
 * Enforces every route's declared access before its handler runs, and the custom header on every
 * mutation (a cross-site form cannot set it, on top of SameSite=Strict cookies). `operatorToken`
 * (METRICS_TOKEN) opens the operator routes; without it they do not exist.
 */
export function registerGuard(app: FastifyInstance, principalFor: PrincipalLookup, operatorToken?: string) {
  app.decorateRequest('principal', null);
  const holdsOperatorToken = operatorToken ? bearerHolder(operatorToken) : undefined;

  app.addHook('onRequest', async (request) => {
    if (MUTATING.has(request.method) && request.url.startsWith('/api/') && !request.headers[CSRF_HEADER]) {
      throw apiError(AUTH_ERRORS.missingRequestHeader);
    }
    const access = request.routeOptions.config.access;
    if (!access) {
      // Only Fastify's own not-found handling has no declaration; a registered route without one is a bug.
      if (request.routeOptions.url === undefined) return;
      throw new ApiError(500, 'Server.RouteWithoutAccess', 'This route does not declare who may call it.');
    }
    if (access.kind === 'public') return;
    if (access.kind === 'operator') {
      if (!holdsOperatorToken) throw notFound('The page');
      if (!holdsOperatorToken(request)) throw apiError(COMMON_ERRORS.operatorTokenRequired);
      return;
    }

    const principal = await principalFor(request);
    if (!principal) throw unauthenticated();
    request.principal = principal;

    // One rule for every guarded route: while a reset is due, only the profile routes answer.
    if (!(access.kind === 'signed-in' && access.openWhileResetDue)) assertNoPasswordResetDue(principal);
    if (access.kind === 'developer' && !principal.isDeveloper) throw forbidden();
    if (access.kind === 'features' && !holdsAny(principal, ...access.anyOf)) throw forbidden();
    // Checked before the body is read, so a change without the version never gets further.
    if (request.routeOptions.config.ifMatch === 'required') requiredVersion(request);
  });
}
