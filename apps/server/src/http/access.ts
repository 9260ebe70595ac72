import type { FeatureKey } from '@commerce/domain';

/**
 * What a route requires. Every route declares one in `config.access`; the guard in app.ts enforces it
 * and a test fails on a route that declares none.
 */
export type RouteAccessRule =
  | { kind: 'public' }
  | { kind: 'signed-in'; openWhileResetDue?: boolean }
  | { kind: 'features'; anyOf: FeatureKey[] }
  | { kind: 'developer' }
  | { kind: 'operator' };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccessRule;
  }
}

/** The route is open to holders of any one of the keys. */
export const requireFeature = (...anyOf: FeatureKey[]) => ({
  access: { kind: 'features', anyOf } as RouteAccessRule,
});
/** The route needs no session (sign-in, health, the web app). */
export const publicRoute = { access: { kind: 'public' } as RouteAccessRule };
/** The route is open to any signed-in user whose password reset is not due. */
export const signedInRoute = { access: { kind: 'signed-in' } as RouteAccessRule };
/**
 * The signed-in user's own profile, password and store: open even while a password reset is due (the only
 * routes that are), so the user can see who they are and make the reset.
 */
export const profileRoute = { access: { kind: 'signed-in', openWhileResetDue: true } as RouteAccessRule };
/** The route is open to the usernames in DEVELOPER_USERNAMES. */
export const developerRoute = { access: { kind: 'developer' } as RouteAccessRule };
/**
 * The route is for the machines that watch the server (GET /metrics): open to whoever sends METRICS_TOKEN as
 * `Authorization: Bearer`, with or without a session; it does not exist (404) while METRICS_TOKEN is unset.
 */
export const operatorRoute = { access: { kind: 'operator' } as RouteAccessRule };

/**
 * Whether a change needs the record's version (If-Match). Every PUT, PATCH and DELETE declares one: the
 * guard answers 428 before anything else runs when a required version is missing, and a test walks every
 * route to hold both rules. A route that changes nothing another editor could have changed says why not.
 */
export type IfMatchRule = 'required' | { notRequired: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    ifMatch?: IfMatchRule;
  }
}

/** The change is made against the version the editor saw: If-Match is required. */
export const versioned = <T extends { access: RouteAccessRule }>(config: T) => ({
  ...config,
  ifMatch: 'required' as IfMatchRule,
});

/** The change overwrites nothing another editor could have changed (the reason is documentation). */
export const unversioned = <T extends { access: RouteAccessRule }>(config: T, reason: string) => ({
  ...config,
  ifMatch: { notRequired: reason } as IfMatchRule,
});
