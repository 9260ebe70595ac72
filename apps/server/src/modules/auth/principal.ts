import { permissionsOf, passwordResetRequired, TRAINING_GROUP_ID } from '@commerce/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { adminUsers } from '../../db/schema/admin-users.ts';
import { permissionGroups, userGroupAssignments } from '../../db/schema/roles.ts';
import { sessions } from '../../db/schema/sessions.ts';
import type { PrincipalLookup } from '../../http/guard.ts';
import type { Principal } from '../../http/principal.ts';
import { forgetAfterWrites } from '../../http/read-caches.ts';
import { hashToken } from '../../http/tokens.ts';
import { ACCESS_COOKIE } from './cookies.ts';

interface GroupRow {
  id: string;
  name: string;
  isPermissionGroup: boolean;
  permissions: string[];
}

// The user's groups folded into the session lookup: every guarded request costs one round trip.
const groupsOfUser = sql<GroupRow[]>`coalesce((
  select json_agg(json_build_object('id', g.id, 'name', g.name, 'isPermissionGroup', g.is_permission_group,
    'permissions', g.permissions) order by g.name)
  from ${userGroupAssignments} a join ${permissionGroups} g on g.id = a.user_group_id
  where a.user_id = ${adminUsers.id}), '[]'::json)`;

/**
 * The principal behind an access token and when that token expires, or null when the token is unknown,
 * expired or revoked.
 */
export async function principalForAccessToken(
  db: DbOrTx,
  accessHash: string,
  developerUsernames: readonly string[],
  now = new Date(),
): Promise<{ principal: Principal; accessExpiresAt: number } | null> {
  const [row] = await db
    .select({ session: sessions, user: adminUsers, groups: groupsOfUser })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(
      and(
        eq(sessions.accessHash, accessHash),
        isNull(sessions.revokedAt),
        gt(sessions.accessExpiresAt, now),
        eq(adminUsers.active, true),
      ),
    );
  if (!row) return null;
  const groups = row.groups;
  const developers = developerUsernames.map((name) => name.toLowerCase());
  const principal: Principal = {
    sessionId: row.session.id,
    passwordAttemptsLeft: row.session.passwordAttemptsLeft,
    user: row.user,
    groups: groups.map((group) => ({ ID: group.id, Name: group.name })),
    permissions: permissionsOf(
      groups.map((group) => ({
        xp: { IsPermissionGroup: group.isPermissionGroup, Permissions: group.permissions },
      })),
    ),
    isDeveloper: developers.includes(row.user.username.toLowerCase()),
    isTraining: groups.some((group) => group.id === TRAINING_GROUP_ID),
    passwordResetRequired: passwordResetRequired(row.user.lastPasswordChange, now.getTime()),
  };
  return { principal, accessExpiresAt: row.session.accessExpiresAt.getTime() };
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
