import {
  ADMIN_USER_TEXTS,
  type AdminUserBulkResult,
  type AdminUserDetail,
  type AdminUserListItem,
  type CurrentSession,
  type ListPage,
} from '@commerce/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  createUser,
  errorOf,
  signedInUsers,
  signIn,
  ifMatch,
  statusAndCode,
  USER_PASSWORD,
  type TestApp,
} from '../../../test/helpers.ts';
import { adminUsers, sessions, userGroupAssignments } from '../../db/schema/index.ts';
import { verifyPassword } from './passwords.ts';
import { insertUserFixtures, userQueries } from './test-support.ts';

let t: TestApp;
/** internal-reader, internal-admin and internal-bulk. */
let boss: string;
/** internal-reader only. */
let reader: string;
/** internal-reader and internal-bulk, no internal-admin. */
let bulker: string;
/** No permissions at all. */
let plain: string;

const NEW_PASSWORD = 'Fresh!Pass22';

beforeAll(async () => {
  t = await createTestApp();
  await insertUserFixtures(t.db);
  ({ boss, reader, bulker, plain } = await signedInUsers(t, {
    boss: {
      permissions: ['internal-reader', 'internal-admin', 'internal-bulk'],
      storeAddressId: 'Store-Edina',
    },
    reader: { permissions: ['internal-reader'] },
    bulker: { permissions: ['internal-reader', 'internal-bulk'] },
    plain: {},
  }));
});
afterAll(() => t.close());

const { userRow, groupsOf, auditOf } = userQueries(() => t.db);

const userCount = async () => (await t.db.select({ n: count() }).from(adminUsers))[0]!.n;

const newUser = (username: string, extra: Record<string, unknown> = {}) => ({
  Username: username,
  FirstName: 'Nora',
  LastName: 'Newman',
  Email: `${username}@example.com`,
  xp: { StoreAddressID: 'Store-Maple' },
  Password: NEW_PASSWORD,
  ...extra,
});

/** Creates a user through the API as boss and returns its detail. */
async function created(username: string, extra: Record<string, unknown> = {}) {
  const response = await api(t.app, boss).post('/api/admin-users', newUser(username, extra));
  if (response.statusCode !== 201) throw new Error(`create ${username}: ${response.body}`);
  return response.json<AdminUserDetail>();
}

const patch = (cookies: string, id: string, body: unknown, version: number | null) =>
  api(t.app, cookies).patch(
    `/api/admin-users/${id}`,
    body,
    version === null ? {} : { 'if-match': `"${version}"` },
  );

const list = async (query: string, cookies = reader) => {
  const response = await api(t.app, cookies).get(`/api/admin-users${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListPage<AdminUserListItem>>();
};

describe('GET /api/admin-users', () => {
  beforeAll(async () => {
    await created('lister1', {
      FirstName: 'Lily',
      LastName: 'Zinnia',
      xp: { StoreAddressID: 'Store-Edina' },
    });
    await created('lister2', { FirstName: 'Zed', LastName: 'Aster', Active: false, RoleIDs: ['Florists'] });
    await createUser(t.db, { username: 'orphan', storeAddressId: 'Store-Gone' });
  });

  it('lists by ID with the store company name, null when the store is not found, 100 a page', async () => {
    const page = await list('');
    expect(page.Meta).toMatchObject({ Page: 1, PageSize: 100 });
    const ids = page.Items.map((user) => user.ID);
    expect(ids).toEqual([...ids].sort());
    const byId = new Map(page.Items.map((user) => [user.ID, user]));
    expect(byId.get('lister1')).toMatchObject({ StoreName: 'Edina Garden Center', Active: true });
    expect(byId.get('orphan')!.StoreName).toBeNull();
    expect(page.Items.every((user) => !('PasswordHash' in user))).toBe(true);
  });

  it('searches ID, names and email without regard to case', async () => {
    expect((await list('?search=zinn')).Items.map((u) => u.ID)).toEqual(['lister1']);
    expect((await list('?search=LISTER2@EXAMPLE')).Items.map((u) => u.ID)).toEqual(['lister2']);
    expect((await list('?search=nothing-like-this')).Meta.TotalCount).toBe(0);
  });

  it('filters by status, store, role and creation date', async () => {
    expect((await list('?Active=false')).Items.map((u) => u.ID)).toEqual(['lister2']);
    expect((await list('?xp.StoreAddressID=Store-Edina')).Items.map((u) => u.ID)).toEqual([
      'boss',
      'lister1',
    ]);
    expect((await list('?Role=Florists')).Items.map((u) => u.ID)).toEqual(['lister2']);
    expect((await list('?Role=Florists|boss-role')).Items.map((u) => u.ID)).toEqual(['boss', 'lister2']);
    expect((await list('?DateCreated=<2000-01-01')).Meta.TotalCount).toBe(0);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await list(`?DateCreated=<${tomorrow}`)).Meta.TotalCount).toBe(await userCount());
  });

  it('sorts by last name, status and store name in either direction', async () => {
    const byLastName = (await list('?sortBy=LastName&search=lister')).Items.map((u) => u.ID);
    expect(byLastName).toEqual(['lister2', 'lister1']);
    const byStore = (await list('?sortBy=!StoreName&search=lister')).Items.map((u) => u.StoreName);
    expect(byStore).toEqual(['Maple Grove Garden Center', 'Edina Garden Center']);
    const byStatus = (await list('?sortBy=Active&search=lister')).Items.map((u) => u.Active);
    expect(byStatus).toEqual([false, true]);
  });

  it('pages', async () => {
    const page = await list('?pageSize=2&page=2');
    expect(page.Meta).toMatchObject({ Page: 2, PageSize: 2, ItemRange: [3, 4] });
    expect(page.Items).toHaveLength(2);
  });

  it('refuses an unknown sort or filter (400) and a caller without internal-reader (403)', async () => {
    const badSort = await api(t.app, reader).get('/api/admin-users?sortBy=PasswordHash');
    expect(statusAndCode(badSort)).toEqual({ status: 400, code: 'List.InvalidSortProperty' });
    const badFilter = await api(t.app, reader).get('/api/admin-users?Active=maybe');
    expect(statusAndCode(badFilter)).toEqual({ status: 400, code: 'ValidationFailure' });
    const forbidden = await api(t.app, plain).get('/api/admin-users');
    expect(statusAndCode(forbidden)).toEqual({ status: 403, code: 'Auth.InsufficientPermissions' });
  });
});

describe('GET /api/admin-users/{id}', () => {
  it('answers the user with its store, its console roles and the version as ETag', async () => {
    await created('detail1', { RoleIDs: ['Florists', 'Buyers'] });
    await t.db.insert(userGroupAssignments).values([
      { userGroupId: 'ResendAdmin', userId: 'detail1' },
      { userGroupId: 'Mailing', userId: 'detail1' },
    ]);
    const response = await api(t.app, reader).get('/api/admin-users/detail1');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    expect(response.json()).toMatchObject({
      ID: 'detail1',
      Username: 'detail1',
      Store: { ID: 'Store-Maple', CompanyName: 'Maple Grove Garden Center' },
      Roles: [
        { ID: 'Buyers', Name: 'Buyers' },
        { ID: 'Florists', Name: 'Florists' },
      ],
      xp: { StoreAddressID: 'Store-Maple', LastPasswordChange: null },
    });
  });

  it('answers 404 for an unknown user and 403 without internal-reader', async () => {
    expect(statusAndCode(await api(t.app, reader).get('/api/admin-users/nobody'))).toEqual({
      status: 404,
      code: 'NotFound',
    });
    expect(statusAndCode(await api(t.app, plain).get('/api/admin-users/boss')).status).toBe(403);
  });
});

describe('the pickers', () => {
  it('offers every console role by name, never the resend-admin role or a plain group', async () => {
    const response = await api(t.app, reader).get('/api/admin-users/role-options');
    expect(response.statusCode).toBe(200);
    const ids = response.json<{ Items: { ID: string }[] }>().Items.map((role) => role.ID);
    expect(ids).toContain('Florists');
    expect(ids).toContain('Administrators');
    expect(ids).not.toContain('ResendAdmin');
    expect(ids).not.toContain('Mailing');
  });

  it('offers the flagship stores (Store-*) by name', async () => {
    const response = await api(t.app, reader).get('/api/admin-users/store-options');
    expect(response.json()).toEqual({
      Items: [
        { ID: 'Store-Edina', CompanyName: 'Edina Garden Center' },
        { ID: 'Store-Maple', CompanyName: 'Maple Grove Garden Center' },
      ],
    });
  });

  it('are for internal-reader only', async () => {
    for (const path of ['role-options', 'store-options']) {
      expect((await api(t.app, plain).get(`/api/admin-users/${path}`)).statusCode).toBe(403);
    }
  });
});

describe('POST /api/admin-users', () => {
  it('creates the user (ID = Username) with its roles; the password is hashed and must be reset at first sign-in', async () => {
    const response = await api(t.app, boss).post(
      '/api/admin-users',
      newUser('jdoe', { FirstName: ' Jane ', RoleIDs: ['Florists'] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers.etag).toBe('"1"');
    expect(response.json()).toMatchObject({
      ID: 'jdoe',
      Username: 'jdoe',
      FirstName: 'Jane',
      Active: true,
      Roles: [{ ID: 'Florists', Name: 'Florists' }],
      xp: { StoreAddressID: 'Store-Maple', LastPasswordChange: null },
    });
    expect(response.body).not.toContain(NEW_PASSWORD);

    const row = (await userRow('jdoe'))!;
    expect(await verifyPassword(row.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(await groupsOf('jdoe')).toEqual(['Florists']);

    const [event] = await auditOf('jdoe', 'create');
    expect(event).toMatchObject({ actorId: 'boss', entity: 'admin-user' });
    expect(event!.changes).toMatchObject({
      Username: { before: null, after: 'jdoe' },
      Roles: { before: null, after: ['Florists'] },
      Password: { before: '(secret)', after: '(secret)' },
    });

    const session = await signIn(t.app, 'jdoe', NEW_PASSWORD);
    const me = (await api(t.app, session).get('/api/me')).json<CurrentSession>();
    expect(me.PasswordResetRequired).toBe(true);
    expect(me.Permissions).toEqual(['order-reader']);
  });

  it('refuses missing fields, a bad email and a weak password (400) and creates nothing', async () => {
    const before = await userCount();
    const response = await api(t.app, boss).post('/api/admin-users', {
      Username: 'waytoolongname',
      FirstName: '',
      Email: 'nope',
      xp: { StoreAddressID: '' },
      Password: 'weak',
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.ErrorCode).toBe('ValidationFailure');
    expect(Object.keys((error.Data as { Fields: object }).Fields).sort()).toEqual([
      'Email',
      'FirstName',
      'LastName',
      'Password',
      'Username',
      'xp.StoreAddressID',
    ]);
    expect(await userCount()).toBe(before);
  });

  it('answers 409 User.UsernameMustBeUnique for a username in use, whatever its case', async () => {
    await created('taken1');
    const response = await api(t.app, boss).post('/api/admin-users', newUser('TAKEN1'));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      ErrorCode: 'User.UsernameMustBeUnique',
      Message: 'This Username is already in use by another Internal User.',
    });
    expect(await userRow('TAKEN1')).toBeUndefined();
  });

  it('refuses a store that does not exist (400)', async () => {
    const response = await api(t.app, boss).post(
      '/api/admin-users',
      newUser('nostore', { xp: { StoreAddressID: 'Store-Nowhere' } }),
    );
    expect(statusAndCode(response)).toEqual({ status: 400, code: 'ValidationFailure' });
    expect(await userRow('nostore')).toBeUndefined();
  });

  it('is one transaction: a role that cannot be assigned leaves no user, no assignment and no audit behind', async () => {
    for (const roleIds of [['Florists', 'ResendAdmin'], ['Florists', 'NoSuchRole'], ['Mailing']]) {
      const response = await api(t.app, boss).post(
        '/api/admin-users',
        newUser('atomic', { RoleIDs: roleIds }),
      );
      expect(statusAndCode(response), roleIds.join()).toEqual({ status: 400, code: 'ValidationFailure' });
      expect(errorOf(response).Message).toMatch(/^Unknown role\(s\): /);
    }
    expect(await userRow('atomic')).toBeUndefined();
    expect(await groupsOf('atomic')).toEqual([]);
    expect(await auditOf('atomic', 'create')).toEqual([]);
  });

  it('needs internal-admin (403), even with internal-reader and internal-bulk', async () => {
    for (const cookies of [reader, bulker]) {
      const response = await api(t.app, cookies).post('/api/admin-users', newUser('sneaky'));
      expect(statusAndCode(response).status).toBe(403);
    }
    expect(await userRow('sneaky')).toBeUndefined();
  });
});

describe('PATCH /api/admin-users/{id}', () => {
  it('saves the fields sent, adds and removes role assignments, bumps the version and audits', async () => {
    const user = await created('editme', { RoleIDs: ['Florists'] });
    await t.db.insert(userGroupAssignments).values({ userGroupId: 'ResendAdmin', userId: 'editme' });
    const response = await patch(
      boss,
      'editme',
      { LastName: 'Edited', xp: { StoreAddressID: 'Store-Edina' }, RoleIDs: ['Buyers'] },
      user.Version,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe('"2"');
    expect(response.json()).toMatchObject({
      FirstName: 'Nora',
      LastName: 'Edited',
      Version: 2,
      Store: { ID: 'Store-Edina' },
      Roles: [{ ID: 'Buyers', Name: 'Buyers' }],
    });
    // The hidden resend-admin assignment is not the form's to remove.
    expect(await groupsOf('editme')).toEqual(['Buyers', 'ResendAdmin']);
    const [event] = await auditOf('editme', 'update');
    expect(event!.changes).toEqual({
      LastName: { before: 'Newman', after: 'Edited' },
      'xp.StoreAddressID': { before: 'Store-Maple', after: 'Store-Edina' },
      Roles: { before: ['Florists'], after: ['Buyers'] },
    });
  });

  it('with a password: sets it, clears LastPasswordChange and ends the user’s sessions', async () => {
    await createUser(t.db, { username: 'resetme', permissions: ['internal-reader'] });
    const theirs = await signIn(t.app, 'resetme', USER_PASSWORD);
    const version = (await userRow('resetme'))!.version;
    const response = await patch(boss, 'resetme', { Password: NEW_PASSWORD }, version);
    expect(response.statusCode, response.body).toBe(200);

    const row = (await userRow('resetme'))!;
    expect(row.lastPasswordChange).toBeNull();
    expect(await verifyPassword(row.passwordHash, NEW_PASSWORD)).toBe(true);
    expect((await api(t.app, theirs).get('/api/me')).statusCode).toBe(401);
    const [event] = await auditOf('resetme', 'update');
    expect(event!.changes.Password).toEqual({ before: '(secret)', after: '(secret)' });
  });

  it('deactivating ends the user’s sessions; re-saving the same values changes nothing', async () => {
    await createUser(t.db, { username: 'offme', permissions: ['internal-reader'] });
    const theirs = await signIn(t.app, 'offme', USER_PASSWORD);
    // Their principal is cached now; the write empties the cache once it has committed.
    expect((await api(t.app, theirs).get('/api/me')).statusCode).toBe(200);
    expect((await patch(boss, 'offme', { Active: false }, 1)).statusCode).toBe(200);
    expect((await api(t.app, theirs).get('/api/me')).statusCode).toBe(401);
    const open = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, 'offme')));
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);

    const again = await patch(boss, 'offme', { Active: false }, 2);
    expect(again.json<AdminUserDetail>().Version).toBe(2);
    expect(await auditOf('offme', 'update')).toHaveLength(1);
  });

  it('needs If-Match (428) and refuses a stale version (412), changing nothing', async () => {
    const user = await created('stale1');
    expect(statusAndCode(await patch(boss, 'stale1', { FirstName: 'X' }, null))).toEqual({
      status: 428,
      code: 'Conflict.VersionRequired',
    });
    expect((await patch(boss, 'stale1', { FirstName: 'Y' }, user.Version)).statusCode).toBe(200);
    const stale = await patch(boss, 'stale1', { FirstName: 'Z' }, user.Version);
    expect(statusAndCode(stale)).toEqual({ status: 412, code: 'Conflict.StaleVersion' });
    expect((await userRow('stale1'))!.firstName).toBe('Y');
  });

  it('refuses bad input (400) and unknown roles, changing nothing; the username is fixed', async () => {
    const user = await created('badedit', { RoleIDs: ['Florists'] });
    for (const body of [{ Email: 'nope' }, { Username: 'renamed' }, {}, { Password: 'weak' }]) {
      const response = await patch(boss, 'badedit', body, user.Version);
      expect(statusAndCode(response), JSON.stringify(body)).toEqual({
        status: 400,
        code: 'ValidationFailure',
      });
    }
    const unknownRole = await patch(
      boss,
      'badedit',
      { LastName: 'Changed', RoleIDs: ['Nope'] },
      user.Version,
    );
    expect(unknownRole.statusCode).toBe(400);
    const row = (await userRow('badedit'))!;
    expect(row).toMatchObject({ email: 'badedit@example.com', lastName: 'Newman', version: 1 });
    expect(await groupsOf('badedit')).toEqual(['Florists']);
  });

  it('answers 404 for an unknown user and 403 without internal-admin', async () => {
    expect((await patch(boss, 'nobody', { FirstName: 'X' }, 1)).statusCode).toBe(404);
    expect((await patch(reader, 'boss', { FirstName: 'X' }, 1)).statusCode).toBe(403);
  });
});

describe('DELETE /api/admin-users/{id}', () => {
  it('deletes only an inactive user, with its assignments, and audits', async () => {
    await created('goner', { RoleIDs: ['Florists'] });
    const active = await api(t.app, boss).delete('/api/admin-users/goner', ifMatch(1));
    expect(active.statusCode).toBe(409);
    expect(errorOf(active)).toMatchObject({
      ErrorCode: 'User.MustBeInactiveToDelete',
      Message: ADMIN_USER_TEXTS.onlyInactiveCanBeDeleted,
    });
    expect(await userRow('goner')).toBeDefined();

    await patch(boss, 'goner', { Active: false }, 1);
    const stale = await api(t.app, boss).delete('/api/admin-users/goner', ifMatch(1));
    expect(statusAndCode(stale)).toEqual({ status: 412, code: 'Conflict.StaleVersion' });
    const response = await api(t.app, boss).delete('/api/admin-users/goner', ifMatch(2));
    expect(response.statusCode).toBe(204);
    expect(await userRow('goner')).toBeUndefined();
    expect(await groupsOf('goner')).toEqual([]);
    const [event] = await auditOf('goner', 'delete');
    expect(event!.changes.Roles).toEqual({ before: ['Florists'], after: null });
  });

  it('answers 404 for an unknown user and 403 without internal-admin', async () => {
    expect((await api(t.app, boss).delete('/api/admin-users/nobody', ifMatch(1))).statusCode).toBe(404);
    await createUser(t.db, { username: 'keepme', active: false });
    expect((await api(t.app, bulker).delete('/api/admin-users/keepme', ifMatch(1))).statusCode).toBe(403);
    expect(statusAndCode(await api(t.app, boss).delete('/api/admin-users/keepme'))).toEqual({
      status: 428,
      code: 'Conflict.VersionRequired',
    });
    expect(await userRow('keepme')).toBeDefined();
  });
});

describe('POST /api/admin-users/bulk', () => {
  const bulk = (cookies: string, body: unknown) => api(t.app, cookies).post('/api/admin-users/bulk', body);

  it('deactivates several users at once and ends their sessions', async () => {
    await createUser(t.db, { username: 'many1', permissions: ['internal-reader'] });
    await createUser(t.db, { username: 'many2' });
    const theirs = await signIn(t.app, 'many1', USER_PASSWORD);
    const response = await bulk(bulker, { Action: 'deactivate', IDs: ['many1', 'many2'] });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<AdminUserBulkResult>();
    expect(result).toMatchObject({ Succeeded: ['many1', 'many2'], Failed: [] });
    expect(result.Items.map((user) => [user.ID, user.Active])).toEqual([
      ['many1', false],
      ['many2', false],
    ]);
    expect((await userRow('many1'))!.active).toBe(false);
    expect((await userRow('many2'))!.active).toBe(false);
    expect((await api(t.app, theirs).get('/api/me')).statusCode).toBe(401);
    expect(await auditOf('many1', 'update')).toHaveLength(1);

    const back = await bulk(bulker, { Action: 'activate', IDs: ['many1', 'many2'] });
    expect(back.json<AdminUserBulkResult>().Succeeded).toEqual(['many1', 'many2']);
    expect((await userRow('many2'))!.active).toBe(true);
  });

  it('fails user by user: an active user is not deleted, nor the caller, while the others go', async () => {
    await createUser(t.db, { username: 'del1', active: false });
    await createUser(t.db, { username: 'del2' });
    const response = await bulk(bulker, { Action: 'delete', IDs: ['del1', 'del2', 'bulker', 'ghost'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Succeeded: ['del1'],
      Items: [],
      Failed: [
        {
          ID: 'del2',
          ErrorCode: 'User.MustBeInactiveToDelete',
          Message: ADMIN_USER_TEXTS.onlyInactiveCanBeDeleted,
        },
        { ID: 'bulker', ErrorCode: 'User.CannotChangeOwnAccess', Message: ADMIN_USER_TEXTS.cannotDeleteSelf },
        { ID: 'ghost', ErrorCode: 'NotFound', Message: 'The internal user was not found.' },
      ],
    });
    expect(await userRow('del1')).toBeUndefined();
    expect(await userRow('del2')).toBeDefined();
  });

  it('never lets the caller deactivate themselves', async () => {
    const response = await bulk(bulker, { Action: 'deactivate', IDs: ['bulker'] });
    expect(response.json<AdminUserBulkResult>().Failed).toEqual([
      {
        ID: 'bulker',
        ErrorCode: 'User.CannotChangeOwnAccess',
        Message: ADMIN_USER_TEXTS.cannotDeactivateSelf,
      },
    ]);
    expect((await userRow('bulker'))!.active).toBe(true);
  });

  it('refuses bad input (400) and callers without internal-bulk (403), changing nothing', async () => {
    await createUser(t.db, { username: 'untouched' });
    for (const body of [
      { Action: 'promote', IDs: ['untouched'] },
      { Action: 'deactivate', IDs: [] },
    ]) {
      expect(statusAndCode(await bulk(bulker, body))).toEqual({ status: 400, code: 'ValidationFailure' });
    }
    const forbidden = await bulk(reader, { Action: 'deactivate', IDs: ['untouched'] });
    expect(statusAndCode(forbidden).status).toBe(403);
    expect((await userRow('untouched'))!.active).toBe(true);
  });
});

describe('nobody can lock the console out of user management', () => {
  let solo: TestApp;
  let chief: string;

  beforeAll(async () => {
    solo = await createTestApp();
    // The seeded admin is the other internal-admin; take it away so chief is the last one.
    await solo.db.update(adminUsers).set({ active: false }).where(eq(adminUsers.id, 'admin'));
    ({ chief } = await signedInUsers(solo, {
      chief: { permissions: ['internal-reader', 'internal-admin'] },
    }));
  });
  afterAll(() => solo.close());

  it('refuses to remove the last active internal-admin’s role (409), changing nothing', async () => {
    const response = await api(solo.app, chief).patch(
      '/api/admin-users/chief',
      { RoleIDs: [] },
      { 'if-match': '"1"' },
    );
    expect(statusAndCode(response)).toEqual({ status: 409, code: 'User.LastAdministrator' });
    const groups = await solo.db
      .select()
      .from(userGroupAssignments)
      .where(eq(userGroupAssignments.userId, 'chief'));
    expect(groups).toHaveLength(1);
  });

  it('allows it once another active user holds internal-admin', async () => {
    await solo.db.update(adminUsers).set({ active: true }).where(eq(adminUsers.id, 'admin'));
    const response = await api(solo.app, chief).patch(
      '/api/admin-users/chief',
      { RoleIDs: [] },
      { 'if-match': '"1"' },
    );
    expect(response.statusCode).toBe(200);
  });

  it('deactivates a selection in order, up to the user whose deactivation would leave no administrator', async () => {
    // The seeded admin holds internal-admin again (chief gave theirs up above); deputy holds it too.
    await createUser(solo.db, { username: 'deputy', permissions: ['internal-admin'] });
    await createUser(solo.db, { username: 'helper' });
    const { bulkonly } = await signedInUsers(solo, { bulkonly: { permissions: ['internal-bulk'] } });
    const response = await api(solo.app, bulkonly).post('/api/admin-users/bulk', {
      Action: 'deactivate',
      IDs: ['admin', 'helper', 'deputy'],
    });
    expect(response.json()).toMatchObject({
      Succeeded: ['admin', 'helper'],
      Failed: [
        { ID: 'deputy', ErrorCode: 'User.LastAdministrator', Message: ADMIN_USER_TEXTS.lastAdministrator },
      ],
    });
    const active = await solo.db
      .select({ id: adminUsers.id, active: adminUsers.active })
      .from(adminUsers)
      .where(inArray(adminUsers.id, ['admin', 'helper', 'deputy']))
      .orderBy(adminUsers.id);
    expect(active).toEqual([
      { id: 'admin', active: false },
      { id: 'deputy', active: true },
      { id: 'helper', active: false },
    ]);
  });
});
