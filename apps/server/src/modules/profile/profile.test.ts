import {
  ALL_FEATURE_KEYS,
  PASSWORD_EXPIRY_MS,
  TRAINING_GROUP_ID,
  type AdminUser,
  type CurrentSession,
} from '@commerce/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  api,
  buildTestApp,
  createTestApp,
  createUser,
  errorOf,
  signIn,
  USER_PASSWORD,
  type NewUser,
  type TestApp,
} from '../../../test/helpers.ts';
import { adminUsers, auditEvents, sessions, stores } from '../../db/schema/index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DEVELOPER_USERNAMES: 'admin, Devon' });
});
afterAll(() => t.close());

async function userRow(id: string) {
  const [row] = await t.db.select().from(adminUsers).where(eq(adminUsers.id, id));
  return row!;
}

const auditOf = (id: string, action: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, action)));

/** A user signed in with a session of their own. */
async function signedInUser(username: string, extra: Omit<NewUser, 'username'> = {}) {
  await createUser(t.db, { username, ...extra });
  return signIn(t.app, username, extra.password ?? USER_PASSWORD);
}

describe('GET /api/me', () => {
  it('describes the fresh admin: every permission, a reset due, developer by config', async () => {
    const cookies = await signIn(t.app, 'admin', ADMIN_PASSWORD);
    const response = await api(t.app, cookies).get('/api/me');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    const me = response.json<CurrentSession>();
    expect(me).toEqual({
      User: {
        ID: 'admin',
        Username: 'admin',
        FirstName: 'Console',
        LastName: 'Administrator',
        Email: 'admin@example.com',
        Phone: null,
        Active: true,
        DateCreated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        Version: 1,
        xp: { StoreAddressID: null, LastPasswordChange: null },
      },
      Groups: [{ ID: 'Administrators', Name: 'Administrators' }],
      Permissions: [...ALL_FEATURE_KEYS],
      IsDeveloper: true,
      IsTraining: false,
      PasswordResetRequired: true,
      StartPage: 'profile',
    });
    expect(response.body).not.toMatch(/password_?hash/i);
    expect(response.body).not.toContain('$argon2');
  });

  it('unites the permission groups’ keys without duplicates and ignores non-permission groups', async () => {
    const cookies = await signedInUser('trainee', {
      permissions: ['order-reader', 'internal-reader'],
      groups: [
        { id: TRAINING_GROUP_ID, name: 'Training Team', permissions: ['internal-reader', 'stores-reader'] },
        { id: 'mailing', name: 'Mailing list', isPermissionGroup: false, permissions: ['misc-marketing'] },
      ],
    });
    const me = (await api(t.app, cookies).get('/api/me')).json<CurrentSession>();
    expect(me.Permissions).toEqual(['order-reader', 'stores-reader', 'internal-reader']);
    expect(me.Groups).toEqual([
      { ID: 'mailing', Name: 'Mailing list' },
      { ID: 'trainee-role', Name: 'Role of trainee' },
      { ID: TRAINING_GROUP_ID, Name: 'Training Team' },
    ]);
    expect(me.IsTraining).toBe(true);
    expect(me.IsDeveloper).toBe(false);
    expect(me.PasswordResetRequired).toBe(false);
    expect(me.User.xp.LastPasswordChange).toEqual(expect.any(Number));
  });

  it('reads DEVELOPER_USERNAMES without regard to case, and a 90-day-old password as due', async () => {
    const cookies = await signedInUser('devon', {
      lastPasswordChange: Date.now() - PASSWORD_EXPIRY_MS - 1000,
    });
    const me = (await api(t.app, cookies).get('/api/me')).json<CurrentSession>();
    expect(me.IsDeveloper).toBe(true);
    expect(me.IsTraining).toBe(false);
    expect(me.PasswordResetRequired).toBe(true);
    expect(me.Permissions).toEqual([]);
  });

  it('needs a session (401)', async () => {
    const response = await api(t.app).get('/api/me');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).ErrorCode).toBe('Auth.Unauthenticated');
  });
});

describe('PATCH /api/me', () => {
  it('saves the changed fields, bumps Version and writes one audit event of only what changed', async () => {
    const cookies = await signedInUser('patty');
    const before = await userRow('patty');
    const response = await api(t.app, cookies).patch(
      '/api/me',
      { FirstName: ' Patricia ', LastName: before.lastName, Phone: '(555) 123-4567' },
      { 'if-match': `"${before.version}"` },
    );
    expect(response.statusCode).toBe(200);
    const user = response.json<AdminUser>();
    expect(user).toMatchObject({
      ID: 'patty',
      FirstName: 'Patricia',
      Phone: '5551234567',
      Version: before.version + 1,
    });
    expect(response.headers.etag).toBe(`"${before.version + 1}"`);
    expect(response.body).not.toContain('$argon2');

    const after = await userRow('patty');
    expect(after).toMatchObject({
      firstName: 'Patricia',
      phone: '5551234567',
      email: before.email,
      version: 2,
    });

    const events = await auditOf('patty', 'update-profile');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: 'patty', entity: 'admin-user' });
    expect(events[0]!.changes).toEqual({
      FirstName: { before: 'Test', after: 'Patricia' },
      Phone: { before: null, after: '5551234567' },
    });

    // The same event through the API, newest first.
    const trail = await api(t.app, cookies).get('/api/audit/admin-user/patty');
    expect(trail.statusCode).toBe(200);
    const items = trail.json<{ Items: { Action: string; Changes: unknown }[] }>().Items;
    expect(items[0]).toMatchObject({ Action: 'update-profile', Changes: events[0]!.changes });

    // GET /api/me reflects it with the new ETag.
    const me = await api(t.app, cookies).get('/api/me');
    expect(me.headers.etag).toBe('"2"');
    expect(me.json<CurrentSession>().User.Phone).toBe('5551234567');
  });

  it('clears the phone with an empty string and accepts a weak ETag', async () => {
    const cookies = await signedInUser('phoebe', { phone: '5550001111' });
    const response = await api(t.app, cookies).patch('/api/me', { Phone: '' }, { 'if-match': 'W/"1"' });
    expect(response.statusCode).toBe(200);
    expect((await userRow('phoebe')).phone).toBeNull();
  });

  it('needs If-Match (428 Conflict.VersionRequired) and changes nothing without it', async () => {
    const cookies = await signedInUser('nomatch');
    for (const headers of [{}, { 'if-match': '"abc"' }] as Record<string, string>[]) {
      const response = await api(t.app, cookies).patch('/api/me', { FirstName: 'Changed' }, headers);
      expect(response.statusCode).toBe(428);
      expect(errorOf(response).ErrorCode).toBe('Conflict.VersionRequired');
    }
    expect(await userRow('nomatch')).toMatchObject({ firstName: 'Test', version: 1 });
  });

  it('refuses a stale version with 412 Conflict.StaleVersion and changes nothing', async () => {
    const cookies = await signedInUser('stale');
    expect(
      (await api(t.app, cookies).patch('/api/me', { FirstName: 'First' }, { 'if-match': '"1"' })).statusCode,
    ).toBe(200);
    const response = await api(t.app, cookies).patch(
      '/api/me',
      { FirstName: 'Second' },
      { 'if-match': '"1"' },
    );
    expect(response.statusCode).toBe(412);
    expect(errorOf(response).ErrorCode).toBe('Conflict.StaleVersion');
    expect(await userRow('stale')).toMatchObject({ firstName: 'First', version: 2 });
    expect(await auditOf('stale', 'update-profile')).toHaveLength(1);
  });

  it('refuses bad input with 400 ValidationFailure naming the field, and changes nothing', async () => {
    const cookies = await signedInUser('baddie');
    const cases: [unknown, string][] = [
      [{ Email: 'not-an-email' }, 'Email'],
      [{ Phone: '0551234567' }, 'Phone'],
      [{ Phone: '555-1234' }, 'Phone'],
      [{ FirstName: '   ' }, 'FirstName'],
      [{ LastName: 'x'.repeat(101) }, 'LastName'],
      [{}, ''],
      [{ FirstName: 'Ok', Username: 'hijack' }, ''],
      [{ FirstName: 'Ok', Active: false }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await api(t.app, cookies).patch('/api/me', body, { 'if-match': '"1"' });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = errorOf(response);
      expect(error.ErrorCode).toBe('ValidationFailure');
      if (field) expect(Object.keys((error.Data as { Fields: object }).Fields)).toContain(field);
    }
    const invalidEmail = await api(t.app, cookies).patch('/api/me', { Email: 'nope' }, { 'if-match': '"1"' });
    expect(errorOf(invalidEmail).Message).toBe('Email: Enter a valid email address.');
    const empty = await api(t.app, cookies).patch('/api/me', {}, { 'if-match': '"1"' });
    expect(errorOf(empty).Message).toContain('Change at least one field.');

    expect(await userRow('baddie')).toMatchObject({
      firstName: 'Test',
      username: 'baddie',
      active: true,
      version: 1,
    });
    expect(await auditOf('baddie', 'update-profile')).toHaveLength(0);
  });

  it('refuses another admin user’s email (any case) with 409 User.EmailMustBeUnique', async () => {
    const cookies = await signedInUser('dupe');
    const response = await api(t.app, cookies).patch(
      '/api/me',
      { Email: 'ADMIN@example.com', FirstName: 'Dupe' },
      { 'if-match': '"1"' },
    );
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      ErrorCode: 'User.EmailMustBeUnique',
      Message: 'Another admin user already exists with this username.',
    });
    expect(await userRow('dupe')).toMatchObject({ email: 'dupe@example.com', firstName: 'Test', version: 1 });
    // Changing only the case of one's own email is not a clash.
    const own = await api(t.app, cookies).patch(
      '/api/me',
      { Email: 'DUPE@example.com' },
      { 'if-match': '"1"' },
    );
    expect(own.statusCode).toBe(200);
    expect(own.json<AdminUser>().Email).toBe('DUPE@example.com');
  });

  it('needs a session and the CSRF header', async () => {
    const anonymous = await api(t.app).patch('/api/me', { FirstName: 'X' }, { 'if-match': '"1"' });
    expect(anonymous.statusCode).toBe(401);
    const cookies = await signedInUser('nohead');
    const noHeader = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: cookies, 'if-match': '"1"' },
      payload: { FirstName: 'X' },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(errorOf(noHeader).ErrorCode).toBe('Auth.MissingRequestHeader');
    expect((await userRow('nohead')).firstName).toBe('Test');
  });
});

describe('POST /api/me/password', () => {
  const NEW_PASSWORD = 'Changed!Pass2';

  it('counts wrong current passwords down, then ends the session at the third', async () => {
    const cookies = await signedInUser('forgetful');
    const wrong = { CurrentPassword: 'Wrong!Pass9', NewPassword: NEW_PASSWORD };
    for (const left of [2, 1]) {
      const response = await api(t.app, cookies).post('/api/me/password', wrong);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        ErrorCode: 'Auth.IncorrectCurrentPassword',
        Message: `The current password provided was incorrect. You have ${left} more attempt(s) left.`,
        Data: { AttemptsLeft: left },
      });
    }
    const third = await api(t.app, cookies).post('/api/me/password', wrong);
    expect(third.statusCode).toBe(401);
    expect(errorOf(third).ErrorCode).toBe('Auth.TooManyPasswordAttempts');
    expect(third.cookies.find((cookie) => cookie.name === 'ca_access')?.value).toBe('');
    expect((await api(t.app, cookies).get('/api/me')).statusCode).toBe(401);
    // The password never changed.
    const row = await userRow('forgetful');
    expect(row.version).toBe(1);
    await signIn(t.app, 'forgetful', USER_PASSWORD);
  });

  it('refuses a weak new password (400) without using up an attempt', async () => {
    const cookies = await signedInUser('weakling');
    for (const NewPassword of ['short1!A', 'nouppercase1!', 'NoDigitHere!', 'NoSpecial123']) {
      const response = await api(t.app, cookies).post('/api/me/password', {
        CurrentPassword: USER_PASSWORD,
        NewPassword,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        ErrorCode: 'ValidationFailure',
        Message: 'NewPassword: Password does not meet security requirements.',
      });
    }
    const same = await api(t.app, cookies).post('/api/me/password', {
      CurrentPassword: USER_PASSWORD,
      NewPassword: USER_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(errorOf(same).ErrorCode).toBe('Auth.PasswordUnchanged');
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, 'weakling'));
    expect(session?.passwordAttemptsLeft).toBe(3);
    expect((await userRow('weakling')).version).toBe(1);
  });

  it('changes the password, records it, keeps this session and ends the others', async () => {
    const old = Date.now() - 10 * 86_400_000;
    const cookies = await signedInUser('mover', { lastPasswordChange: old });
    const otherBrowser = await signIn(t.app, 'mover', USER_PASSWORD, true);
    // One wrong try first: success restores the attempts.
    await api(t.app, cookies).post('/api/me/password', {
      CurrentPassword: 'Wrong!Pass9',
      NewPassword: NEW_PASSWORD,
    });

    const response = await api(t.app, cookies).post('/api/me/password', {
      CurrentPassword: USER_PASSWORD,
      NewPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const user = response.json<AdminUser>();
    expect(user.xp.LastPasswordChange).toBeGreaterThan(old);
    expect(user.Version).toBe(2);
    expect(response.body).not.toContain('$argon2');

    expect((await api(t.app, cookies).get('/api/me')).statusCode).toBe(200);
    expect((await api(t.app, otherBrowser).get('/api/me')).statusCode).toBe(401);
    expect((await api(t.app, otherBrowser).post('/api/auth/refresh')).statusCode).toBe(401);

    const [own] = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, 'mover'), eq(sessions.passwordAttemptsLeft, 3)));
    expect(own?.revokedAt).toBeNull();

    const [event, ...more] = await auditOf('mover', 'change-password');
    expect(more).toHaveLength(0);
    expect(event!.changes.Password).toEqual({ before: '(secret)', after: '(secret)' });
    expect(JSON.stringify(event!.changes)).not.toContain(NEW_PASSWORD);

    const oldLogin = await api(t.app).post('/api/auth/login', { Username: 'mover', Password: USER_PASSWORD });
    expect(oldLogin.statusCode).toBe(401);
    await signIn(t.app, 'mover', NEW_PASSWORD);
  });

  it('needs a session and a complete body', async () => {
    const anonymous = await api(t.app).post('/api/me/password', {
      CurrentPassword: 'x',
      NewPassword: NEW_PASSWORD,
    });
    expect(anonymous.statusCode).toBe(401);
    const cookies = await signedInUser('nobody2');
    const missing = await api(t.app, cookies).post('/api/me/password', { NewPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys((errorOf(missing).Data as { Fields: object }).Fields)).toEqual(['CurrentPassword']);
  });
});

describe('POST /api/me/password-reset', () => {
  it('lets a user whose reset is due set a new password; feature routes open up afterwards', async () => {
    const cookies = await signIn(t.app, 'admin', ADMIN_PASSWORD);
    const blocked = await api(t.app, cookies).get('/api/developer/overview');
    expect(blocked.statusCode).toBe(403);
    expect(errorOf(blocked)).toMatchObject({
      ErrorCode: 'Auth.PasswordResetRequired',
      Message: 'Reset your password before you continue.',
    });
    // Signed-in routes stay open meanwhile.
    expect((await api(t.app, cookies).get('/api/me/store')).statusCode).toBe(200);

    const unchanged = await api(t.app, cookies).post('/api/me/password-reset', {
      NewPassword: ADMIN_PASSWORD,
    });
    expect(unchanged.statusCode).toBe(400);
    expect(errorOf(unchanged).ErrorCode).toBe('Auth.PasswordUnchanged');
    const weak = await api(t.app, cookies).post('/api/me/password-reset', { NewPassword: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak).ErrorCode).toBe('ValidationFailure');
    expect((await userRow('admin')).lastPasswordChange).toBeNull();

    const response = await api(t.app, cookies).post('/api/me/password-reset', {
      NewPassword: 'Fresh!Admin2',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminUser>().xp.LastPasswordChange).toEqual(expect.any(Number));

    const me = (await api(t.app, cookies).get('/api/me')).json<CurrentSession>();
    expect(me.PasswordResetRequired).toBe(false);
    const open = await api(t.app, cookies).get('/api/developer/overview');
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({
      DatabaseKind: t.database.kind,
      MigrationsApplied: expect.any(Number),
    });
    expect(await auditOf('admin', 'reset-password')).toHaveLength(1);
    await signIn(t.app, 'admin', 'Fresh!Admin2');
  });

  it('is refused (403) when no reset is due, and changes nothing', async () => {
    const cookies = await signedInUser('current');
    const before = await userRow('current');
    const response = await api(t.app, cookies).post('/api/me/password-reset', {
      NewPassword: 'Another!Pass3',
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).ErrorCode).toBe('Auth.InsufficientPermissions');
    expect(await userRow('current')).toEqual(before);
  });

  it('needs a session', async () => {
    const response = await api(t.app).post('/api/me/password-reset', { NewPassword: 'Another!Pass3' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/me/store', () => {
  it('answers {Store:null} without a store', async () => {
    const cookies = await signedInUser('nostore');
    const response = await api(t.app, cookies).get('/api/me/store');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Store: null });
  });

  it('answers the summary of the user’s store', async () => {
    await t.db.insert(stores).values({
      id: 'Store-0042',
      companyName: 'Downtown',
      street1: '1 Main St',
      street2: 'Unit 2',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      phone: '2175550100',
      storeType: 'Flagship',
      active: true,
    });
    const cookies = await signedInUser('clerk', { storeAddressId: 'Store-0042' });
    const response = await api(t.app, cookies).get('/api/me/store');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Store: {
        ID: 'Store-0042',
        CompanyName: 'Downtown',
        Street1: '1 Main St',
        City: 'Springfield',
        State: 'IL',
        Zip: '62701',
        Phone: '2175550100',
        xp: { StoreType: 'Flagship' },
      },
    });
  });

  it('answers {Store:null} when the store no longer exists, and 401 without a session', async () => {
    const cookies = await signedInUser('orphan', { storeAddressId: 'Store-missing' });
    expect((await api(t.app, cookies).get('/api/me/store')).json()).toEqual({ Store: null });
    expect((await api(t.app).get('/api/me/store')).statusCode).toBe(401);
  });
});

describe('the developer route', () => {
  it('is open to DEVELOPER_USERNAMES only', async () => {
    const outsider = await signedInUser('outsider', { permissions: [...ALL_FEATURE_KEYS] });
    const refused = await api(t.app, outsider).get('/api/developer/overview');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).ErrorCode).toBe('Auth.InsufficientPermissions');

    const otherConfig = await buildTestApp(t.database, { DEVELOPER_USERNAMES: 'OUTSIDER' });
    try {
      const allowed = await api(otherConfig, outsider).get('/api/developer/overview');
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toMatchObject({
        NodeVersion: process.version,
        LatestMigration: expect.any(String),
      });
    } finally {
      await otherConfig.close();
    }
    expect((await api(t.app).get('/api/developer/overview')).statusCode).toBe(401);
  });
});
