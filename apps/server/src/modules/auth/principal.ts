import { permissionsOf, passwordResetRequired, TRAINING_GROUP_ID } from '@commerce/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { adminUsers, permissionGroups, sessions, userGroupAssignments } from '../../db/schema/index.ts';
import type { PrincipalLookup } from '../../http/guard.ts';
import type { Principal } from '../../http/principal.ts';
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

/** The principal behind an access token, or null when the token is unknown, expired or revoked. */
export async function principalForAccessToken(
  db: DbOrTx,
  accessHash: string,
  developerUsernames: readonly string[],
  now = new Date(),
): Promise<Principal | null> {
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
  return {
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
}

/** The guard's lookup: the principal behind the request's access cookie. */
export const principalLookup =
  (db: DbOrTx, config: Pick<Config, 'DEVELOPER_USERNAMES'>): PrincipalLookup =>
  async (request: FastifyRequest) => {
    const token = request.cookies[ACCESS_COOKIE];
    return token ? principalForAccessToken(db, hashToken(token), config.DEVELOPER_USERNAMES) : null;
  };
