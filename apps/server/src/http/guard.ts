import { CSRF_HEADER } from '@commerce/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { ACCESS_COOKIE } from '../modules/auth/cookies.ts';
import { principalForAccessToken, type Principal } from '../modules/auth/principal.ts';
import { ApiError, forbidden, unauthenticated } from './errors.ts';
import { hashToken } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The signed-in caller of a guarded route (the guard has already refused anonymous calls). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthenticated();
  return request.principal;
}

/**
 * Enforces every route's declared access before its handler runs, and the custom header on every
 * mutation (a cross-site form cannot set it, on top of SameSite=Strict cookies).
 */
export function registerGuard(app: FastifyInstance, deps: { db: Db; config: Config }) {
  app.decorateRequest('principal', null);

  app.addHook('onRequest', async (request) => {
    if (MUTATING.has(request.method) && request.url.startsWith('/api/') && !request.headers[CSRF_HEADER]) {
      throw new ApiError(
        403,
        'Auth.MissingRequestHeader',
        `Mutating requests must send the ${CSRF_HEADER} header.`,
      );
    }
    const access = request.routeOptions.config.access;
    if (!access) {
      // Only Fastify's own not-found handling has no declaration; a registered route without one is a bug.
      if (request.routeOptions.url === undefined) return;
      throw new ApiError(500, 'Server.RouteWithoutAccess', 'This route does not declare who may call it.');
    }
    if (access.kind === 'public') return;

    const token = request.cookies[ACCESS_COOKIE];
    const principal = token
      ? await principalForAccessToken(deps.db, hashToken(token), deps.config.DEVELOPER_USERNAMES)
      : null;
    if (!principal) throw unauthenticated();
    request.principal = principal;

    // One rule for every guarded route: while a reset is due, only the profile routes answer.
    if (principal.passwordResetRequired && !(access.kind === 'signed-in' && access.openWhileResetDue)) {
      throw new ApiError(403, 'Auth.PasswordResetRequired', 'Reset your password before you continue.');
    }
    if (access.kind === 'signed-in') return;
    if (access.kind === 'developer' && !principal.isDeveloper) throw forbidden();
    if (access.kind === 'features' && !access.anyOf.some((key) => principal.permissions.includes(key))) {
      throw forbidden();
    }
  });
}
