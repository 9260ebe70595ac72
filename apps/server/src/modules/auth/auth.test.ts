import { createHash } from 'node:crypto';
import { CSRF_HEADER } from '@commerce/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  api,
  buildTestApp,
  cookieValue,
  cookiesFrom,
  createTestApp,
  createUser,
  errorOf,
  login,
  signIn,
  USER_PASSWORD,
  type TestApp,
} from '../../../test/helpers.ts';
import { adminUsers, auditEvents, loginThrottles, sessions } from '../../db/schema/index.ts';
import { ApiError } from '../../http/errors.ts';
import { PRINCIPAL_CACHE_MS } from './principal.ts';
import { REFRESH_REUSE_GRACE_MS } from './service.ts';
import { assertNotLockedOut, takeAttempt, THROTTLE_POLICY, throttleKeys } from './throttle.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Failed sign-ins also count per address; each failing call here comes from an address of its own
// so the per-address counter never slows or locks the rest of the file.
let addressCounter = 0;
const freshAddress = () => `10.1.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function attempt(body: unknown, remoteAddress = freshAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-commerce-admin': '1' },
    payload: body as Record<string, unknown>,
    remoteAddress,
  });
}

// Only Date moves: the server's timers and the database driver's keep real time.
const clockAhead = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
};
afterEach(() => {
  vi.useRealTimers();
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const sessionsOf = (userId: string) => t.db.select().from(sessions).where(eq(sessions.userId, userId));
/** Moves the user's last refresh-token rotation back past the grace. */
const ageRotation = (userId: string) =>
  t.db
    .update(sessions)
    .set({ refreshRotatedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
    .where(eq(sessions.userId, userId));

async function throttleRow(key: string) {
  const [row] = await t.db.select().from(loginThrottles).where(eq(loginThrottles.key, key));
  return row;
}

describe('POST /api/auth/login', () => {
  it('signs in: an httpOnly, SameSite=Strict access cookie on /api and no refresh cookie without RememberMe', async () => {
    await createUser(t.db, { username: 'alice' });
    const response = await login(t.app, 'alice', USER_PASSWORD);
    const body = response.json<{ AccessTokenExpiresAt: number; HasRefreshToken: boolean }>();
    expect(body.HasRefreshToken).toBe(false);
    expect(body.AccessTokenExpiresAt).toBeGreaterThan(Date.now());
    expect(body.AccessTokenExpiresAt).toBeLessThanOrEqual(
      Date.now() + t.config.ACCESS_TOKEN_TTL_SECONDS * 1000,
    );

    const access = response.cookies.find((cookie) => cookie.name === 'ca_access');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    expect(access?.value).toMatch(/^[\w-]{40,}$/);
    expect(access?.secure).toBeFalsy();
    expect(access?.expires?.getTime()).toBe(Math.floor(body.AccessTokenExpiresAt / 1000) * 1000);
    // Only a clearing of a refresh cookie, never a value.
    const refresh = response.cookies.filter((cookie) => cookie.name === 'ca_refresh');
    expect(refresh.every((cookie) => cookie.value === '')).toBe(true);

    const me = await api(t.app, cookiesFrom(response)).get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json<{ User: { ID: string } }>().User.ID).toBe('alice');
  });

  it('with RememberMe also sets a refresh cookie on /api/auth only, and says so', async () => {
    await createUser(t.db, { username: 'remy' });
    const response = await login(t.app, 'remy', USER_PASSWORD, true);
    expect(response.json<{ HasRefreshToken: boolean }>().HasRefreshToken).toBe(true);
    const refresh = response.cookies.find((cookie) => cookie.name === 'ca_refresh');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(refresh?.value).toMatch(/^[\w-]{40,}$/);
    const access = response.cookies.find((cookie) => cookie.name === 'ca_access');
    expect(refresh?.value).not.toBe(access?.value);
    expect(refresh!.expires!.getTime()).toBeGreaterThan(access!.expires!.getTime());
  });

  it('matches the username without regard to case and records a sign-in audit event', async () => {
    await createUser(t.db, { username: 'carla' });
    const before = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, 'carla'));
    const cookies = await signIn(t.app, '  CARLA ', USER_PASSWORD);
    const me = await api(t.app, cookies).get('/api/me');
    expect(me.json<{ User: { ID: string } }>().User.ID).toBe('carla');
    const after = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, 'carla'));
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)).toMatchObject({ action: 'sign-in', actorId: 'carla', entity: 'admin-user' });
  });

  it('marks the cookies Secure when COOKIE_SECURE=true', async () => {
    const secureApp = await buildTestApp(t.database, { COOKIE_SECURE: 'true' });
    try {
      await createUser(t.db, { username: 'sec' });
      const response = await login(secureApp, 'sec', USER_PASSWORD, true);
      for (const name of ['ca_access', 'ca_refresh']) {
        expect(response.cookies.find((cookie) => cookie.name === name)?.secure).toBe(true);
      }
    } finally {
      await secureApp.close();
    }
  });

  it('stores only hashes of the tokens, never the cookie values', async () => {
    await createUser(t.db, { username: 'hashy' });
    const cookies = await signIn(t.app, 'hashy', USER_PASSWORD, true);
    const access = cookieValue(cookies, 'ca_access')!;
    const refresh = cookieValue(cookies, 'ca_refresh')!;
    const [row, ...others] = await sessionsOf('hashy');
    expect(others).toHaveLength(0);
    expect(row!.accessHash).toBe(sha256(access));
    expect(row!.refreshHash).toBe(sha256(refresh));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(access);
    expect(stored).not.toContain(refresh);
  });

  it('answers a wrong password with 401 Auth.InvalidCredentials and creates no session', async () => {
    await createUser(t.db, { username: 'wrongpw' });
    const response = await attempt({ Username: 'wrongpw', Password: 'Wrong!Pass1' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({
      ErrorCode: 'Auth.InvalidCredentials',
      Message: 'The username or password is incorrect.',
      Data: null,
    });
    expect(response.cookies.filter((cookie) => cookie.value !== '')).toHaveLength(0);
    expect(await sessionsOf('wrongpw')).toHaveLength(0);
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const unknown = await attempt({ Username: 'nobody', Password: 'Wrong!Pass1' });
    await createUser(t.db, { username: 'known' });
    const wrong = await attempt({ Username: 'known', Password: 'Wrong!Pass1' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an inactive user even with the right password', async () => {
    await createUser(t.db, { username: 'gone', active: false });
    const response = await attempt({ Username: 'gone', Password: USER_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).ErrorCode).toBe('Auth.InvalidCredentials');
    expect(await sessionsOf('gone')).toHaveLength(0);
  });

  it('refuses a correct but weak stored password with Auth.PasswordDoesNotMeetRequirements', async () => {
    await createUser(t.db, { username: 'weak', password: 'weakpass' });
    const response = await attempt({ Username: 'weak', Password: 'weakpass' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toMatchObject({
      ErrorCode: 'Auth.PasswordDoesNotMeetRequirements',
      Message: 'Password does not meet security requirements.',
    });
    expect(await sessionsOf('weak')).toHaveLength(0);
    // The password was right: no failure is counted against the user.
    expect(await throttleRow('user:weak')).toBeUndefined();
  });

  it('needs the CSRF header (403 Auth.MissingRequestHeader)', async () => {
    await createUser(t.db, { username: 'csrf' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { Username: 'csrf', Password: USER_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).ErrorCode).toBe('Auth.MissingRequestHeader');
    expect(errorOf(response).Message).toContain('x-commerce-admin');
    expect(await sessionsOf('csrf')).toHaveLength(0);
  });

  it('answers a bad body with 400 ValidationFailure naming the fields', async () => {
    const empty = await attempt({});
    expect(empty.statusCode).toBe(400);
    const error = errorOf(empty);
    expect(error.ErrorCode).toBe('ValidationFailure');
    const fields = (error.Data as { Fields: Record<string, string> }).Fields;
    expect(Object.keys(fields).sort()).toEqual(['Password', 'Username']);

    const blank = await attempt({ Username: '   ', Password: 'x', RememberMe: 'yes' });
    expect(blank.statusCode).toBe(400);
    const blankFields = (errorOf(blank).Data as { Fields: Record<string, string> }).Fields;
    expect(blankFields.Username).toBe('Username is required.');
    expect(blankFields).toHaveProperty('RememberMe');

    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-commerce-admin': '1', 'content-type': 'application/json' },
      payload: '{"Username":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(errorOf(notJson).ErrorCode).toBeTruthy();
  });
});

describe('failed sign-ins are counted, slowed and locked', () => {
  it('counts failures per username and clears them on success', async () => {
    await createUser(t.db, { username: 'counted' });
    for (let i = 0; i < THROTTLE_POLICY.user.slowAfter; i++) {
      const response = await attempt({ Username: 'Counted', Password: 'Wrong!Pass1' });
      expect(response.statusCode).toBe(401);
    }
    expect(await throttleRow('user:counted')).toMatchObject({
      failures: THROTTLE_POLICY.user.slowAfter,
      lockedUntil: null,
    });
    await signIn(t.app, 'counted', USER_PASSWORD);
    expect(await throttleRow('user:counted')).toBeUndefined();
  });

  it('counts per address too', async () => {
    const address = freshAddress();
    await attempt({ Username: 'nobody1', Password: 'Wrong!Pass1' }, address);
    await attempt({ Username: 'nobody2', Password: 'Wrong!Pass1' }, address);
    expect(await throttleRow(`ip:${address}`)).toMatchObject({ failures: 2 });
  });

  it('holds answers back longer and longer after a few failures, then locks', async () => {
    const keys = throttleKeys('slowpoke', '10.9.0.1');
    const delays: number[] = [];
    for (let i = 0; i < THROTTLE_POLICY.user.lockAfter; i++) delays.push(await takeAttempt(t.db, keys));
    expect(delays).toEqual([0, 0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000]);
    const row = await throttleRow('user:slowpoke');
    expect(row?.failures).toBe(THROTTLE_POLICY.user.lockAfter);
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    await expect(assertNotLockedOut(t.db, keys)).rejects.toBeInstanceOf(ApiError);
  });

  it('starts counting afresh once the window has passed', async () => {
    await createUser(t.db, { username: 'patient' });
    const longAgo = new Date(Date.now() - THROTTLE_POLICY.windowMs - 60_000);
    await t.db.insert(loginThrottles).values({
      key: 'user:patient',
      failures: THROTTLE_POLICY.user.lockAfter - 1,
      windowStartedAt: longAgo,
    });
    const response = await attempt({ Username: 'patient', Password: 'Wrong!Pass1' });
    expect(response.statusCode).toBe(401);
    const row = await throttleRow('user:patient');
    expect(row).toMatchObject({ failures: 1, lockedUntil: null });
    expect(row!.windowStartedAt.getTime()).toBeGreaterThan(longAgo.getTime());
  });

  it('locks a username out with 429 Auth.LockedOut and Retry-After, even with the right password', async () => {
    await createUser(t.db, { username: 'locked' });
    const lockedUntil = new Date(Date.now() + 10 * 60_000);
    await t.db.insert(loginThrottles).values({
      key: 'user:locked',
      failures: THROTTLE_POLICY.user.lockAfter,
      windowStartedAt: new Date(),
      lockedUntil,
    });
    const response = await attempt({ Username: 'LOCKED', Password: USER_PASSWORD });
    expect(response.statusCode).toBe(429);
    const error = errorOf(response);
    expect(error.ErrorCode).toBe('Auth.LockedOut');
    expect(error.Message).toMatch(/locked for 10 more minute\(s\)/);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((error.Data as { RetryAfterSeconds: number }).RetryAfterSeconds).toBe(retryAfter);
    expect(await sessionsOf('locked')).toHaveLength(0);

    // Once the lock has run out, the right password works again.
    await t.db
      .update(loginThrottles)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginThrottles.key, 'user:locked'));
    expect((await attempt({ Username: 'locked', Password: USER_PASSWORD })).statusCode).toBe(200);
  });

  it('locks out an address for every username', async () => {
    await createUser(t.db, { username: 'victim' });
    const address = freshAddress();
    await t.db.insert(loginThrottles).values({
      key: `ip:${address}`,
      failures: THROTTLE_POLICY.ip.lockAfter,
      windowStartedAt: new Date(),
      lockedUntil: new Date(Date.now() + 60_000),
    });
    const locked = await attempt({ Username: 'victim', Password: USER_PASSWORD }, address);
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked).ErrorCode).toBe('Auth.LockedOut');
    expect((await attempt({ Username: 'victim', Password: USER_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses the right password at sign-in once the counted failures reach the lock', async () => {
    await createUser(t.db, { username: 'hammer' });
    // A failed sign-in this deep in is held back for seconds; count the last two failures directly.
    await t.db.insert(loginThrottles).values({
      key: 'user:hammer',
      failures: THROTTLE_POLICY.user.lockAfter - 2,
      windowStartedAt: new Date(),
    });
    await takeAttempt(t.db, throttleKeys(' Hammer', freshAddress()));
    expect((await throttleRow('user:hammer'))?.lockedUntil).toBeNull();
    expect((await attempt({ Username: 'hammer', Password: USER_PASSWORD })).statusCode).toBe(200);
    // (Success cleared the count; fill it again up to the lock.)
    await t.db.insert(loginThrottles).values({
      key: 'user:hammer',
      failures: THROTTLE_POLICY.user.lockAfter - 1,
      windowStartedAt: new Date(),
    });
    await takeAttempt(t.db, throttleKeys('hammer', freshAddress()));
    const response = await attempt({ Username: 'hammer', Password: USER_PASSWORD });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the tokens; a replayed old refresh token fails and ends the session', async () => {
    await createUser(t.db, { username: 'rotor' });
    const first = await signIn(t.app, 'rotor', USER_PASSWORD, true);
    const firstRefresh = `ca_refresh=${cookieValue(first, 'ca_refresh')}`;

    const rotated = await api(t.app, firstRefresh).post('/api/auth/refresh');
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json()).toMatchObject({ HasRefreshToken: true });
    const second = cookiesFrom(rotated);
    expect(cookieValue(second, 'ca_access')).toBeTruthy();
    expect(cookieValue(second, 'ca_refresh')).toBeTruthy();
    expect(cookieValue(second, 'ca_refresh')).not.toBe(cookieValue(first, 'ca_refresh'));
    expect(cookieValue(second, 'ca_access')).not.toBe(cookieValue(first, 'ca_access'));
    // The new access token works, the old one does not.
    expect((await api(t.app, second).get('/api/me')).statusCode).toBe(200);
    expect((await api(t.app, first).get('/api/me')).statusCode).toBe(401);
    expect(await sessionsOf('rotor')).toHaveLength(1);

    // Presenting the first refresh token again after the grace is a replay: refused, and the session is revoked.
    await ageRotation('rotor');
    const replay = await api(t.app, firstRefresh).post('/api/auth/refresh');
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay).ErrorCode).toBe('Auth.Unauthenticated');
    expect(replay.cookies.find((cookie) => cookie.name === 'ca_access')?.value).toBe('');
    expect((await api(t.app, second).get('/api/me')).statusCode).toBe(401);
    const secondRefresh = `ca_refresh=${cookieValue(second, 'ca_refresh')}`;
    expect((await api(t.app, secondRefresh).post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('trades a rotated token again within the grace: a lost answer or a second tab keeps the session', async () => {
    await createUser(t.db, { username: 'twotabs' });
    const first = await signIn(t.app, 'twotabs', USER_PASSWORD, true);
    const firstRefresh = `ca_refresh=${cookieValue(first, 'ca_refresh')}`;

    // Two tabs refresh with the same cookie at once: both get tokens, and the session lives on.
    const [one, two] = await Promise.all([
      api(t.app, firstRefresh).post('/api/auth/refresh'),
      api(t.app, firstRefresh).post('/api/auth/refresh'),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const [session] = await sessionsOf('twotabs');
    expect(session!.revokedAt).toBeNull();
    // The first token stays the previous one: trading it again does not restart the grace.
    expect(session!.previousRefreshHash).toBe(sha256(cookieValue(first, 'ca_refresh')!));
    const rotatedAt = session!.refreshRotatedAt;
    expect(rotatedAt).not.toBeNull();

    // The answer processed last holds the session's tokens now; the other's were rotated away by it.
    const winner = [one, two].find(
      (answer) => sha256(cookieValue(cookiesFrom(answer), 'ca_refresh')!) === session!.refreshHash,
    )!;
    expect((await api(t.app, cookiesFrom(winner)).get('/api/me')).statusCode).toBe(200);

    // A lost answer: the page still holds the first tokens and trades them again.
    const again = await api(t.app, firstRefresh).post('/api/auth/refresh');
    expect(again.statusCode).toBe(200);
    expect((await api(t.app, cookiesFrom(again)).get('/api/me')).statusCode).toBe(200);
    const [after] = await sessionsOf('twotabs');
    expect(after!.refreshRotatedAt).toEqual(rotatedAt);
    expect(after!.revokedAt).toBeNull();

    // The superseded token of a tab is unknown now (401), and does not end the session either.
    const superseded = `ca_refresh=${cookieValue(cookiesFrom(winner), 'ca_refresh')}`;
    expect((await api(t.app, superseded).post('/api/auth/refresh')).statusCode).toBe(401);
    expect((await api(t.app, cookiesFrom(again)).get('/api/me')).statusCode).toBe(200);
  });

  it('answers 401 without a refresh cookie, and with an unknown one', async () => {
    const none = await api(t.app).post('/api/auth/refresh');
    expect(none.statusCode).toBe(401);
    expect(errorOf(none)).toMatchObject({
      ErrorCode: 'Auth.Unauthenticated',
      Message: 'There is no session to refresh.',
    });
    const unknown = await api(t.app, 'ca_refresh=made-up').post('/api/auth/refresh');
    expect(unknown.statusCode).toBe(401);
  });

  it('needs the CSRF header', async () => {
    await createUser(t.db, { username: 'nocsrf' });
    const cookies = await signIn(t.app, 'nocsrf', USER_PASSWORD, true);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: cookies },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).ErrorCode).toBe('Auth.MissingRequestHeader');
    // Nothing rotated: the same access token still works.
    expect((await api(t.app, cookies).get('/api/me')).statusCode).toBe(200);
  });

  it('gives a new access token after the old one expired, but not to a deactivated user', async () => {
    await createUser(t.db, { username: 'sleepy' });
    const cookies = await signIn(t.app, 'sleepy', USER_PASSWORD, true);
    await t.db
      .update(sessions)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, 'sleepy'));
    expect((await api(t.app, cookies).get('/api/me')).statusCode).toBe(401);
    const refreshed = await api(t.app, cookies).post('/api/auth/refresh');
    expect(refreshed.statusCode).toBe(200);
    const renewed = cookiesFrom(refreshed);
    expect((await api(t.app, renewed).get('/api/me')).statusCode).toBe(200);

    // Deactivated by another server: this one sees it once its cached principal is older than the window.
    await t.db.update(adminUsers).set({ active: false }).where(eq(adminUsers.id, 'sleepy'));
    clockAhead(PRINCIPAL_CACHE_MS + 1);
    expect((await api(t.app, renewed).get('/api/me')).statusCode).toBe(401);
    expect((await api(t.app, renewed).post('/api/auth/refresh')).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session and clears both cookies', async () => {
    await createUser(t.db, { username: 'leaver' });
    const cookies = await signIn(t.app, 'leaver', USER_PASSWORD, true);
    const response = await api(t.app, cookies).post('/api/auth/logout');
    expect(response.statusCode).toBe(204);
    const cleared = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cleared.ca_access).toMatchObject({ value: '', path: '/api' });
    expect(cleared.ca_refresh).toMatchObject({ value: '', path: '/api/auth' });
    expect((await api(t.app, cookies).get('/api/me')).statusCode).toBe(401);
    expect((await api(t.app, cookies).post('/api/auth/refresh')).statusCode).toBe(401);
    const [row] = await sessionsOf('leaver');
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('revokes the session from the refresh cookie alone', async () => {
    await createUser(t.db, { username: 'leaver2' });
    const cookies = await signIn(t.app, 'leaver2', USER_PASSWORD, true);
    const response = await api(t.app, `ca_refresh=${cookieValue(cookies, 'ca_refresh')}`).post(
      '/api/auth/logout',
    );
    expect(response.statusCode).toBe(204);
    expect((await api(t.app, cookies).get('/api/me')).statusCode).toBe(401);
  });

  it('answers 204 without a session, and needs the CSRF header', async () => {
    expect((await api(t.app).post('/api/auth/logout')).statusCode).toBe(204);
    await createUser(t.db, { username: 'stayer' });
    const cookies = await signIn(t.app, 'stayer', USER_PASSWORD);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: cookies },
    });
    expect(refused.statusCode).toBe(403);
    expect((await api(t.app, cookies).get('/api/me')).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('stop working once expired (401)', async () => {
    await createUser(t.db, { username: 'expiring' });
    const cookies = await signIn(t.app, 'expiring', USER_PASSWORD);
    expect((await api(t.app, cookies).get('/api/me')).statusCode).toBe(200);
    clockAhead(t.config.ACCESS_TOKEN_TTL_SECONDS * 1000 + 1);
    const response = await api(t.app, cookies).get('/api/me');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({
      ErrorCode: 'Auth.Unauthenticated',
      Message: 'You need to sign in.',
      Data: null,
    });
  });

  it('are looked up once per PRINCIPAL_CACHE_MS: a change by another server shows after that', async () => {
    await createUser(t.db, { username: 'cached' });
    const cookies = await signIn(t.app, 'cached', USER_PASSWORD);
    expect((await api(t.app, cookies).get('/api/me')).statusCode).toBe(200);
    await t.db.update(adminUsers).set({ active: false }).where(eq(adminUsers.id, 'cached'));
    expect((await api(t.app, cookies).get('/api/me')).statusCode).toBe(200);
    clockAhead(PRINCIPAL_CACHE_MS + 1);
    expect((await api(t.app, cookies).get('/api/me')).statusCode).toBe(401);
  });

  it('stay cached through changes refused before their handler, and are looked up again after one it ran', async () => {
    await createUser(t.db, { username: 'refusedwrites' });
    const cookies = await signIn(t.app, 'refusedwrites', USER_PASSWORD);
    const client = api(t.app, cookies);
    expect((await client.get('/api/me')).statusCode).toBe(200);
    await t.db.update(adminUsers).set({ active: false }).where(eq(adminUsers.id, 'refusedwrites'));
    // Refused by schema validation, by the guard (no If-Match) and by the CSRF check: nothing was written.
    expect((await client.patch('/api/me', { Nope: 1 }, { 'if-match': '"1"' })).statusCode).toBe(400);
    expect((await client.patch('/api/me', { FirstName: 'Changed' })).statusCode).toBe(428);
    expect((await client.send('PATCH', '/api/me', {}, { [CSRF_HEADER]: '' })).statusCode).toBe(403);
    expect((await client.get('/api/me')).statusCode).toBe(200);
    // A change its handler ran may have written (this one is refused there, on its stale version).
    expect(
      (await client.patch('/api/me', { FirstName: 'Changed' }, { 'if-match': '"99"' })).statusCode,
    ).not.toBe(200);
    expect((await client.get('/api/me')).statusCode).toBe(401);
  });

  it('are never served from the cache past their expiry', async () => {
    await createUser(t.db, { username: 'closecall' });
    const cookies = await signIn(t.app, 'closecall', USER_PASSWORD);
    clockAhead(t.config.ACCESS_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect((await api(t.app, cookies).get('/api/me')).statusCode).toBe(200);
    clockAhead(1001);
    expect((await api(t.app, cookies).get('/api/me')).statusCode).toBe(401);
  });

  it('are refused when made up', async () => {
    expect((await api(t.app, 'ca_access=not-a-token').get('/api/me')).statusCode).toBe(401);
  });
});
