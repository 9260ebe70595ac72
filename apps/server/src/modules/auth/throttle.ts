import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema/auth.ts';
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

export interface ThrottleKeys {
  user: string;
  ip: string;
}

export const throttleKeys = (username: string, ip: string): ThrottleKeys => ({
  user: `user:${username.trim().toLowerCase()}`,
  ip: `ip:${ip}`,
});

const lockedOut = (until: Date, now: Date) => {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new ApiError(
    429,
    'Auth.LockedOut',
    `Too many failed sign-in attempts. Sign-in is locked for ${minutes} more minute(s); try again later or contact an administrator.`,
    { RetryAfterSeconds: Math.ceil((until.getTime() - now.getTime()) / 1000) },
  );
};

export async function assertNotLockedOut(db: Db, keys: ThrottleKeys, now = new Date()) {
  const rows = await db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, [keys.user, keys.ip]));
  const until = rows
    .map((row) => row.lockedUntil)
    .filter((date): date is Date => !!date && date > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (until) throw lockedOut(until, now);
}

const delayFor = (failures: number, slowAfter: number) =>
  failures > slowAfter ? Math.min(250 * 2 ** (failures - slowAfter - 1), THROTTLE_POLICY.maxDelayMs) : 0;

/**
 * Takes one attempt on a key, in one conditional statement: unless the key is locked, its count goes up
 * (a new window starts when the last one is over) and the attempt that reaches the limit locks the key.
 * Answers the count, or undefined when the key was already locked. Because the row is locked by the
 * statement, concurrent attempts — on any number of server processes — get consecutive counts, so no more
 * than `lockAfter` of them ever get through.
 */
async function claim(db: Db, key: string, lockAfter: number, now: Date): Promise<number | undefined> {
  const windowStart = new Date(now.getTime() - THROTTLE_POLICY.windowMs);
  const lockUntil = new Date(now.getTime() + THROTTLE_POLICY.lockMs);
  const expired = sql`${loginThrottles.windowStartedAt} < ${windowStart}`;
  const count = sql`case when ${expired} then 1 else ${loginThrottles.failures} + 1 end`;
  const [row] = await db
    .insert(loginThrottles)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: lockAfter <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: count,
        windowStartedAt: sql`case when ${expired} then ${now} else ${loginThrottles.windowStartedAt} end`,
        lockedUntil: sql`case when ${count} >= ${lockAfter} then ${lockUntil}::timestamptz else null end`,
      },
      setWhere: sql`${loginThrottles.lockedUntil} is null or ${loginThrottles.lockedUntil} <= ${now}`,
    })
    .returning({ failures: loginThrottles.failures });
  return row?.failures;
}

/**
 * Counts a sign-in attempt on the address and the username before the password is checked: an attempt
 * is a failure until it succeeds (succeeded() takes it back). Refuses with 429 Auth.LockedOut, unchecked,
 * when either is locked. Answers how long to hold back the answer if the password turns out wrong.
 */
export async function takeAttempt(db: Db, keys: ThrottleKeys, now = new Date()): Promise<number> {
  const ipFailures = await claim(db, keys.ip, THROTTLE_POLICY.ip.lockAfter, now);
  const userFailures =
    ipFailures === undefined ? undefined : await claim(db, keys.user, THROTTLE_POLICY.user.lockAfter, now);
  if (ipFailures === undefined || userFailures === undefined) {
    await assertNotLockedOut(db, keys, now);
    // Unlocked again between the two statements (a success took its attempt back): try later.
    throw lockedOut(new Date(now.getTime() + 1000), now);
  }
  return Math.max(
    delayFor(userFailures, THROTTLE_POLICY.user.slowAfter),
    delayFor(ipFailures, THROTTLE_POLICY.ip.slowAfter),
  );
}

/**
 * A successful sign-in: the username's failures are forgotten, and the address gets its attempt back (a
 * good sign-in is no failure; an address whose count drops below the limit is unlocked).
 */
export async function succeeded(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, keys.user));
  await db
    .update(loginThrottles)
    .set({
      failures: sql`${loginThrottles.failures} - 1`,
      lockedUntil: sql`case when ${loginThrottles.failures} - 1 < ${THROTTLE_POLICY.ip.lockAfter} then null else ${loginThrottles.lockedUntil} end`,
    })
    .where(and(eq(loginThrottles.key, keys.ip), gt(loginThrottles.failures, 0)));
}
