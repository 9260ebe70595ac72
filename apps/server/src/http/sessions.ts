import { and, eq, gt, inArray, isNull, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { sessions } from '../db/schema/sessions.ts';

/*
 * The signed-in browsers (sessions.ts): every area that signs users in or out, ends their sessions or
 * counts their password attempts does it through these, in the caller's transaction. Tokens are stored
 * only as SHA-256 hashes (tokens.ts); whether the user may still be signed in is the caller's to say.
 */

export type NewSession = typeof sessions.$inferInsert;

/** A session the access token may still use: not revoked, not expired. */
export interface LiveSession {
  id: string;
  userId: string;
  passwordAttemptsLeft: number;
  accessExpiresAt: Date;
}

export async function startSession(tx: DbOrTx, session: NewSession): Promise<void> {
  await tx.insert(sessions).values(session);
}

/** The live session of an access token's hash, or null. */
export async function liveSessionByAccessHash(
  db: DbOrTx,
  accessHash: string,
  now: Date,
): Promise<LiveSession | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      passwordAttemptsLeft: sessions.passwordAttemptsLeft,
      accessExpiresAt: sessions.accessExpiresAt,
    })
    .from(sessions)
    .where(
      and(eq(sessions.accessHash, accessHash), isNull(sessions.revokedAt), gt(sessions.accessExpiresAt, now)),
    );
  return row ?? null;
}

/**
 * Whether the session (by its ID, e.g. a column of the caller's query) has not been ended. Wrapped: Drizzle
 * writes the columns of a one-table select list without their table.
 */
export const isLiveSession = (sessionId: SQLWrapper): SQL =>
  sql`exists (${sql`select 1 from ${sessions} where ${sessions.id} = ${sessionId} and ${sessions.revokedAt} is null`})`;

/**
 * Trades a refresh token's hash for new token hashes: the current refresh token, or the previous one within
 * the grace since its rotation (which stays the previous one, its window not moving on). One conditional
 * UPDATE, so racing refreshes queue on the row and each sees the rotation before it. `userMaySignIn` says,
 * of the session's user ID, whether that user may still be signed in. Whether a session was rotated.
 */
export async function rotateSession(
  db: DbOrTx,
  rotation: {
    presentedRefreshHash: string;
    accessHash: string;
    accessExpiresAt: Date;
    refreshHash: string;
    refreshExpiresAt: Date | null;
    now: Date;
    graceStart: Date;
    userMaySignIn: (userId: SQLWrapper) => SQL;
  },
): Promise<boolean> {
  const { presentedRefreshHash: presented, now } = rotation;
  const isCurrent = eq(sessions.refreshHash, presented);
  const rotated = await db
    .update(sessions)
    .set({
      accessHash: rotation.accessHash,
      accessExpiresAt: rotation.accessExpiresAt,
      refreshHash: rotation.refreshHash,
      previousRefreshHash: sql`case when ${isCurrent} then ${presented} else ${sessions.previousRefreshHash} end`,
      refreshRotatedAt: sql`case when ${isCurrent} then ${now.toISOString()}::timestamptz else ${sessions.refreshRotatedAt} end`,
      refreshExpiresAt: rotation.refreshExpiresAt,
    })
    .where(
      and(
        or(
          isCurrent,
          and(
            eq(sessions.previousRefreshHash, presented),
            gt(sessions.refreshRotatedAt, rotation.graceStart),
          ),
        ),
        isNull(sessions.revokedAt),
        gt(sessions.refreshExpiresAt, now),
        rotation.userMaySignIn(sessions.userId),
      ),
    )
    .returning({ id: sessions.id });
  return rotated.length === 1;
}

/** Ends the session whose previous refresh token this was (a replay after the grace: it was stolen). */
export async function revokeByPreviousRefreshHash(db: DbOrTx, refreshHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.previousRefreshHash, refreshHash), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: DbOrTx, sessionId: string, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends the sessions these token hashes belong to (signing out). */
export async function revokeByTokenHashes(
  db: Db,
  hashes: { access?: string; refresh?: string },
  now = new Date(),
): Promise<void> {
  if (hashes.access) {
    await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.accessHash, hashes.access));
  }
  if (hashes.refresh) {
    await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.refreshHash, hashes.refresh));
  }
}

/**
 * Ends sessions in the caller's transaction: every session of the users in `all`, and those of the users in
 * `others` but `keep` (a new password ends the other browsers; the actor keeps theirs).
 */
export async function endSessionsOf(
  tx: DbOrTx,
  ended: { all: readonly string[]; others: readonly string[]; keep?: string },
): Promise<void> {
  const { all, others, keep } = ended;
  if (all.length === 0 && others.length === 0) return;
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        isNull(sessions.revokedAt),
        or(
          all.length > 0 ? inArray(sessions.userId, [...all]) : undefined,
          others.length > 0
            ? and(inArray(sessions.userId, [...others]), keep ? ne(sessions.id, keep) : undefined)
            : undefined,
        ),
      ),
    );
}

/** Sets how many wrong current passwords the session may still give (a password change starts again). */
export async function setPasswordAttemptsLeft(tx: DbOrTx, sessionId: string, left: number): Promise<void> {
  await tx.update(sessions).set({ passwordAttemptsLeft: left }).where(eq(sessions.id, sessionId));
}

/** Spends one of the session's password attempts; how many are left (0 when the session is gone). */
export async function spendPasswordAttempt(db: DbOrTx, sessionId: string): Promise<number> {
  const [row] = await db
    .update(sessions)
    .set({ passwordAttemptsLeft: sql`greatest(${sessions.passwordAttemptsLeft} - 1, 0)` })
    .where(eq(sessions.id, sessionId))
    .returning({ left: sessions.passwordAttemptsLeft });
  return row?.left ?? 0;
}
