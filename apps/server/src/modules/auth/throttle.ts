import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema/index.ts';
import { ApiError } from '../../http/errors.ts';

/**
 * Repeated failed sign-ins are slowed, then locked for a while, per username and per address.
 * Counts live in the database so every server process sees the same numbers.
 */
export const THROTTLE_POLICY = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  user: { slowAfter: 3, lockAfter: 10 },
  ip: { slowAfter: 10, lockAfter: 50 },
  maxDelayMs: 4000,
} as const;

export const throttleKeys = (username: string, ip: string) => ({
  user: `user:${username.trim().toLowerCase()}`,
  ip: `ip:${ip}`,
});

export async function assertNotLockedOut(db: Db, keys: { user: string; ip: string }, now = new Date()) {
  const rows = await db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, [keys.user, keys.ip]));
  const until = rows
    .map((row) => row.lockedUntil)
    .filter((date): date is Date => !!date && date > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (until) {
    const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
    throw new ApiError(
      429,
      'Auth.LockedOut',
      `Too many failed sign-in attempts. Sign-in is locked for ${minutes} more minute(s); try again later or contact an administrator.`,
      { RetryAfterSeconds: Math.ceil((until.getTime() - now.getTime()) / 1000) },
    );
  }
}

/** Counts a failure on both keys and returns how long to hold the answer back. */
export async function recordFailure(
  db: Db,
  keys: { user: string; ip: string },
  now = new Date(),
): Promise<number> {
  let delayMs = 0;
  for (const [key, policy] of [
    [keys.user, THROTTLE_POLICY.user],
    [keys.ip, THROTTLE_POLICY.ip],
  ] as const) {
    const windowStart = new Date(now.getTime() - THROTTLE_POLICY.windowMs);
    const lockUntil = new Date(now.getTime() + THROTTLE_POLICY.lockMs);
    // One statement, so concurrent failures on several servers all count.
    const [row] = await db
      .insert(loginThrottles)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          failures: sql`case when ${loginThrottles.windowStartedAt} < ${windowStart} then 1 else ${loginThrottles.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginThrottles.windowStartedAt} < ${windowStart} then ${now} else ${loginThrottles.windowStartedAt} end`,
        },
      })
      .returning({ failures: loginThrottles.failures });
    const failures = row?.failures ?? 1;
    if (failures >= policy.lockAfter) {
      await db.update(loginThrottles).set({ lockedUntil: lockUntil }).where(eq(loginThrottles.key, key));
    }
    if (failures > policy.slowAfter) {
      delayMs = Math.max(
        delayMs,
        Math.min(250 * 2 ** (failures - policy.slowAfter - 1), THROTTLE_POLICY.maxDelayMs),
      );
    }
  }
  return delayMs;
}

export async function clearFailures(db: Db, userKey: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, userKey));
}
