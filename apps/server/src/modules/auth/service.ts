import { randomUUID } from 'node:crypto';
import {
  isValidPassword,
  PASSWORD_CHANGE_ATTEMPTS,
  type LoginBody,
  type SessionTokens,
} from '@commerce/domain';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { adminUsers } from '../../db/schema/admin-users.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { recordAudit } from '../../http/audit.ts';
import { ApiError } from '../../http/errors.ts';
import { hashToken, newToken } from '../../http/tokens.ts';
import { verifyPassword } from './passwords.ts';
import { succeeded, takeAttempt, throttleKeys } from './throttle.ts';

export interface IssuedTokens {
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string | null;
  refreshExpiresAt: Date | null;
}

export const toSessionTokens = (tokens: IssuedTokens): SessionTokens => ({
  AccessTokenExpiresAt: tokens.accessExpiresAt.getTime(),
  HasRefreshToken: tokens.refreshToken !== null,
});

function issue(config: Config, remember: boolean, now: Date): IssuedTokens {
  return {
    accessToken: newToken(),
    accessExpiresAt: new Date(now.getTime() + config.ACCESS_TOKEN_TTL_SECONDS * 1000),
    refreshToken: remember ? newToken() : null,
    refreshExpiresAt: remember ? new Date(now.getTime() + config.REFRESH_TOKEN_TTL_DAYS * 86_400_000) : null,
  };
}

const invalidCredentials = () =>
  new ApiError(401, 'Auth.InvalidCredentials', 'The username or password is incorrect.');

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function signIn(
  db: Db,
  config: Config,
  body: LoginBody,
  client: { ip: string; userAgent: string | null },
  holdBack: (ms: number) => Promise<void> = sleep,
  now = new Date(),
): Promise<IssuedTokens> {
  const keys = throttleKeys(body.Username, client.ip);
  // Counted before the check, atomically: a burst of attempts never gets more checks than the limit.
  const delayMs = await takeAttempt(db, keys, now);

  const [user] = await db
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.username}) = ${body.Username.trim().toLowerCase()}`);
  const passwordMatches = await verifyPassword(user?.passwordHash, body.Password);
  if (!user || !passwordMatches || !user.active) {
    await holdBack(delayMs);
    throw invalidCredentials();
  }
  await succeeded(db, keys);
  if (!isValidPassword(body.Password)) {
    throw new ApiError(
      401,
      'Auth.PasswordDoesNotMeetRequirements',
      'Password does not meet security requirements.',
    );
  }

  const tokens = issue(config, body.RememberMe, now);
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      id: randomUUID(),
      userId: user.id,
      accessHash: hashToken(tokens.accessToken),
      accessExpiresAt: tokens.accessExpiresAt,
      refreshHash: tokens.refreshToken ? hashToken(tokens.refreshToken) : null,
      refreshExpiresAt: tokens.refreshExpiresAt,
      passwordAttemptsLeft: PASSWORD_CHANGE_ATTEMPTS,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 400) ?? null,
    });
    await recordAudit(tx, { actorId: user.id, action: 'sign-in', entity: 'admin-user', entityId: user.id });
  });
  return tokens;
}

/**
 * How long a rotated refresh token may still be traded. Refreshing rotates both tokens, and the answer that
 * carries the new ones can be lost: the page reloads or navigates while the request is out, the network drops,
 * or two tabs restored together refresh with the same cookie. Refusing the old token then (as theft) ended the
 * session of a user who did nothing wrong; within this window it is rotated once more instead.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/**
 * Trades a refresh token for new tokens; the old refresh token stops working (rotation), except within
 * REFRESH_REUSE_GRACE_MS of its rotation. One conditional UPDATE: racing refreshes queue on the row, and each
 * sees the rotation before it.
 */
export async function refresh(
  db: Db,
  config: Config,
  refreshToken: string,
  now = new Date(),
): Promise<IssuedTokens> {
  const presented = hashToken(refreshToken);
  const tokens = issue(config, true, now);
  const isCurrent = eq(sessions.refreshHash, presented);
  const graceStart = new Date(now.getTime() - REFRESH_REUSE_GRACE_MS);
  const rotated = await db
    .update(sessions)
    .set({
      accessHash: hashToken(tokens.accessToken),
      accessExpiresAt: tokens.accessExpiresAt,
      refreshHash: hashToken(tokens.refreshToken!),
      // A token traded again within the grace stays the previous one, and its window does not move on.
      previousRefreshHash: sql`case when ${isCurrent} then ${presented} else ${sessions.previousRefreshHash} end`,
      refreshRotatedAt: sql`case when ${isCurrent} then ${now.toISOString()}::timestamptz else ${sessions.refreshRotatedAt} end`,
      refreshExpiresAt: tokens.refreshExpiresAt,
    })
    .where(
      and(
        or(
          isCurrent,
          and(eq(sessions.previousRefreshHash, presented), gt(sessions.refreshRotatedAt, graceStart)),
        ),
        isNull(sessions.revokedAt),
        gt(sessions.refreshExpiresAt, now),
        sql`exists (select 1 from ${adminUsers} where ${adminUsers.id} = ${sessions.userId} and ${adminUsers.active})`,
      ),
    )
    .returning({ id: sessions.id });
  if (rotated.length === 1) return tokens;

  // A refresh token rotated away longer ago is being replayed: end that session.
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.previousRefreshHash, presented), isNull(sessions.revokedAt)));
  throw new ApiError(401, 'Auth.Unauthenticated', 'Your session has ended. Sign in again.');
}

export async function revokeSession(db: DbOrTx, sessionId: string, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeByTokens(db: Db, tokens: { access?: string; refresh?: string }): Promise<void> {
  const now = new Date();
  if (tokens.access) {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(eq(sessions.accessHash, hashToken(tokens.access)));
  }
  if (tokens.refresh) {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(eq(sessions.refreshHash, hashToken(tokens.refresh)));
  }
}

/** After a password change every other browser of that user has to sign in again. */
export async function revokeOtherSessions(tx: DbOrTx, userId: string, keepSessionId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}
