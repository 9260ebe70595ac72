import { AUTH_ERRORS, type FeatureKey } from '@commerce/domain';
import type { FastifyRequest } from 'fastify';
import { apiError, forbidden, unauthenticated } from './errors.ts';

/** The signed-in user's record, as the admin-users module keeps it (its row). */
export interface PrincipalUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  active: boolean;
  storeAddressId: string | null;
  /** Milliseconds since the epoch; null forces a reset at sign-in. */
  lastPasswordChange: number | null;
  passwordHash: string | null;
  xp: Record<string, unknown>;
  dateCreated: Date;
  version: number;
}

/** Who is calling: the signed-in user, their groups and the permissions those groups give. */
export interface Principal {
  sessionId: string;
  passwordAttemptsLeft: number;
  user: PrincipalUser;
  groups: { ID: string; Name: string }[];
  permissions: FeatureKey[];
  isDeveloper: boolean;
  isTraining: boolean;
  passwordResetRequired: boolean;
}

/** Who makes a change: audited as the actor; their own session survives their own password change. */
export interface Actor {
  id: string | null;
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The signed-in caller of a guarded route (the guard has already refused anonymous calls). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthenticated();
  return request.principal;
}

export const actorOfPrincipal = (principal: Principal): Actor => ({
  id: principal.user.id,
  sessionId: principal.sessionId,
});

/** The signed-in caller as the actor of the change the request makes. */
export const actorOf = (request: FastifyRequest): Actor => actorOfPrincipal(principalOf(request));

/** Whether the principal holds any one of the keys. */
export const holdsAny = (principal: Principal, ...anyOf: FeatureKey[]): boolean =>
  anyOf.some((key) => principal.permissions.includes(key));

/** Refuses a caller who must reset their password first (403): they may use only their profile. */
export function assertNoPasswordResetDue(principal: Principal): void {
  if (principal.passwordResetRequired) throw apiError(AUTH_ERRORS.passwordResetRequired);
}

/**
 * What the guard checks on a feature route, for a route whose keys depend on the request (a list's read
 * keys, named in the query): no password reset due, and one of the keys held (else 403).
 */
export function assertHoldsAny(principal: Principal, anyOf: readonly FeatureKey[]): void {
  assertNoPasswordResetDue(principal);
  if (!holdsAny(principal, ...anyOf)) throw forbidden();
}
