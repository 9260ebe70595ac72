import type { FeatureKey } from '@commerce/domain';

/**
 * What a route requires. Every route declares one in `config.access`; the guard in app.ts enforces it
 * and a test fails on a route that declares none.
 */
export type RouteAccessRule =
  | { kind: 'public' }
  | { kind: 'signed-in'; openWhileResetDue?: boolean }
  | { kind: 'features'; anyOf: FeatureKey[] }
  | { kind: 'developer' };

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
