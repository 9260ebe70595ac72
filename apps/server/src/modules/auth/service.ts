import { randomUUID } from 'node:crypto';
import {
  isValidPassword,
  PASSWORD_CHANGE_ATTEMPTS,
  type LoginBody,
  type SessionTokens,
} from '@commerce/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../http/audit.ts';
import { ApiError } from '../../http/errors.ts';
import {
  revokeByPreviousRefreshHash,
  revokeByTokenHashes,
  rotateSession,
  startSession,
} from '../../http/sessions.ts';
import { hashToken, newToken } from '../../http/tokens.ts';
import { isActiveUser, userByUsername, verifyPassword } from '../admin-users/public.ts';
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

  const user = await userByUsername(db, body.Username);
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
    await startSession(tx, {
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
  const rotated = await rotateSession(db, {
    presentedRefreshHash: presented,
    accessHash: hashToken(tokens.accessToken),
    accessExpiresAt: tokens.accessExpiresAt,
    refreshHash: hashToken(tokens.refreshToken!),
    refreshExpiresAt: tokens.refreshExpiresAt,
    now,
    graceStart: new Date(now.getTime() - REFRESH_REUSE_GRACE_MS),
    userMaySignIn: isActiveUser,
  });
  if (rotated) return tokens;

  // A refresh token rotated away longer ago is being replayed: end that session.
  await revokeByPreviousRefreshHash(db, presented, now);
  throw new ApiError(401, 'Auth.Unauthenticated', 'Your session has ended. Sign in again.');
}

/** Signing out: ends the sessions the presented tokens belong to. */
export const revokeByTokens = (db: Db, tokens: { access?: string; refresh?: string }): Promise<void> =>
  revokeByTokenHashes(db, {
    access: tokens.access ? hashToken(tokens.access) : undefined,
    refresh: tokens.refresh ? hashToken(tokens.refresh) : undefined,
  });
