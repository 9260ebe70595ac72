import { permissionsOf, passwordResetRequired, TRAINING_GROUP_ID } from '@commerce/domain';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { PrincipalLookup } from '../../http/guard.ts';
import type { Principal } from '../../http/principal.ts';
import { forgetAfterWrites } from '../../http/read-caches.ts';
import { liveSessionByAccessHash } from '../../http/sessions.ts';
import { hashToken } from '../../http/tokens.ts';
import { signedInUser } from '../admin-users/public.ts';
import { ACCESS_COOKIE } from './cookies.ts';

/**
 * The principal behind an access token and when that token expires, or null when the token is unknown,
 * expired or revoked, or its user inactive: the session, then the user with their groups (two statements,
 * at most once per token and PRINCIPAL_CACHE_MS).
 */
export async function principalForAccessToken(
  db: DbOrTx,
  accessHash: string,
  developerUsernames: readonly string[],
  now = new Date(),
): Promise<{ principal: Principal; accessExpiresAt: number } | null> {
  const session = await liveSessionByAccessHash(db, accessHash, now);
  if (!session) return null;
  const signedIn = await signedInUser(db, session.userId);
  if (!signedIn) return null;
  const { user, groups } = signedIn;
  const developers = developerUsernames.map((name) => name.toLowerCase());
  const principal: Principal = {
    sessionId: session.id,
    passwordAttemptsLeft: session.passwordAttemptsLeft,
    user,
    groups: groups.map((group) => ({ ID: group.id, Name: group.name })),
    permissions: permissionsOf(
      groups.map((group) => ({
        xp: { IsPermissionGroup: group.isPermissionGroup, Permissions: group.permissions },
      })),
    ),
    isDeveloper: developers.includes(user.username.toLowerCase()),
    isTraining: groups.some((group) => group.id === TRAINING_GROUP_ID),
    passwordResetRequired: passwordResetRequired(user.lastPasswordChange, now.getTime()),
  };
  return { principal, accessExpiresAt: session.accessExpiresAt.getTime() };
}

/**
 * Principals looked up in the last few seconds, by access-token hash: every guarded request needs one, and
 * building and parsing that lookup was the largest share of a list request's server CPU. Each app has its
 * own cache (its config decides who is a developer). Every write in this process empties them all once it
 * has committed (sign-out, password change, deactivation, a role losing a key among them); a change made by
 * another process sharing the database shows within PRINCIPAL_CACHE_MS. An entry never outlives its access
 * token.
 */
export const PRINCIPAL_CACHE_MS = 5000;
const PRINCIPAL_CACHE_SIZE = 2000;
type PrincipalCache = Map<string, { principal: Principal | null; until: number }>;
const caches = new Set<WeakRef<PrincipalCache>>();

forgetAfterWrites(() => {
  for (const ref of caches) {
    const cache = ref.deref();
    if (cache) cache.clear();
    else caches.delete(ref);
  }
});

/** The guard's lookup: the principal behind the request's access cookie. */
export function principalLookup(db: DbOrTx, config: Pick<Config, 'DEVELOPER_USERNAMES'>): PrincipalLookup {
  const cache: PrincipalCache = new Map();
  caches.add(new WeakRef(cache));
  return async (request: FastifyRequest) => {
    const token = request.cookies[ACCESS_COOKIE];
    if (!token) return null;
    const hash = hashToken(token);
    const now = Date.now();
    const cached = cache.get(hash);
    if (cached && cached.until > now) return cached.principal;
    const found = await principalForAccessToken(db, hash, config.DEVELOPER_USERNAMES, new Date(now));
    if (cache.size >= PRINCIPAL_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    const until = Math.min(now + PRINCIPAL_CACHE_MS, found?.accessExpiresAt ?? Infinity);
    cache.set(hash, { principal: found?.principal ?? null, until });
    return found?.principal ?? null;
  };
}
