import type { FeatureKey } from './permissions.ts';

/**
 * Who may open a screen of the console (spec 1 §2, spec 3 §2 and §6). The web app's page table
 * (apps/web/src/app/pages.ts) gives every screen one of these; the server enforces the same keys on the
 * calls the screen makes.
 */
export type RouteAccess =
  { kind: 'signed-in' } | { kind: 'features'; anyOf: FeatureKey[] } | { kind: 'developer' };

/** Any signed-in user. */
export const signedIn: RouteAccess = { kind: 'signed-in' };
/** Holders of any one of these keys. */
export const anyOf = (...keys: FeatureKey[]): RouteAccess => ({ kind: 'features', anyOf: keys });
/** The developers (DEVELOPER_USERNAMES). */
export const developersOnly: RouteAccess = { kind: 'developer' };

export interface AccessContext {
  permissions: readonly string[];
  isDeveloper: boolean;
}

export function canOpen(access: RouteAccess, user: AccessContext): boolean {
  switch (access.kind) {
    case 'signed-in':
      return true;
    case 'developer':
      return user.isDeveloper;
    case 'features':
      return access.anyOf.some((key) => user.permissions.includes(key));
  }
}
