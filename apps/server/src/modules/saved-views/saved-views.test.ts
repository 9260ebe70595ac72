import { SAVED_VIEW_ERRORS, type SavedView, type SavedViewList } from '@commerce/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  createUser,
  errorOf,
  signedInUsers,
  signIn,
  statusAndCode,
  USER_PASSWORD,
  type TestApp,
} from '../../../test/helpers.ts';
import { adminUsers, savedViews } from '../../db/schema/index.ts';

let t: TestApp;
/** customer-reader and internal-reader. */
let mine: string;
/** customer-reader only. */
let other: string;
/** No permissions at all. */
let plain: string;

const QUERY = 'search=lind&status=active&sortBy=!DateCreated&columns=ID,Email';

beforeAll(async () => {
  t = await createTestApp();
  ({ mine, other, plain } = await signedInUsers(t, {
    mine: { permissions: ['customer-reader', 'internal-reader'] },
    other: { permissions: ['customer-reader'] },
    plain: {},
  }));
});
afterAll(() => t.close());

const save = (cookies: string, body: Record<string, unknown>) =>
  api(t.app, cookies).post('/api/saved-views', body);

async function saved(cookies: string, Name: string, ListID = 'customers', Query = QUERY) {
  const response = await save(cookies, { ListID, Name, Query });
  if (response.statusCode !== 201) throw new Error(`save ${Name}: ${response.body}`);
  return response.json<SavedView>();
}

const namesOf = async (cookies: string, list: string) => {
  const response = await api(t.app, cookies).get(`/api/saved-views?list=${list}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SavedViewList>().Items.map((view) => view.Name);
};

const viewCount = async (userId: string) =>
  (await t.db.select({ n: count() }).from(savedViews).where(eq(savedViews.userId, userId)))[0]!.n;

describe('saved views', () => {
  it('saves, lists (by name, any case) and deletes the caller’s own views', async () => {
    const view = await saved(mine, '  beta  ');
    expect(view).toEqual({
      ID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ListID: 'customers',
      Name: 'beta',
      Query: QUERY,
      DateCreated: expect.any(String),
    });
    expect(Date.now() - Date.parse(view.DateCreated)).toBeLessThan(60_000);
    await saved(mine, 'Alpha', 'customers', '');
    await saved(mine, 'gamma');
    await saved(mine, 'On the other list', 'admin-users');

    const listed = await api(t.app, mine).get('/api/saved-views?list=customers');
    expect(listed.json<SavedViewList>().Items.map((item) => [item.Name, item.Query])).toEqual([
      ['Alpha', ''],
      ['beta', QUERY],
      ['gamma', QUERY],
    ]);
    expect(listed.json<SavedViewList>().Items[1]).toEqual(view);
    expect(await namesOf(mine, 'admin-users')).toEqual(['On the other list']);

    const removed = await api(t.app, mine).delete(`/api/saved-views/${view.ID}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(await namesOf(mine, 'customers')).toEqual(['Alpha', 'gamma']);
    expect(statusAndCode(await api(t.app, mine).delete(`/api/saved-views/${view.ID}`))).toEqual({
      status: 404,
      code: 'NotFound',
    });
  });

  it('keeps names unique per user and list whatever their case (409); another list or user may reuse one', async () => {
    await saved(mine, 'Chicago');
    for (const name of ['Chicago', 'CHICAGO', ' chicago ']) {
      const response = await save(mine, { ListID: 'customers', Name: name, Query: '' });
      expect(response.statusCode, name).toBe(409);
      expect(errorOf(response)).toMatchObject({
        ErrorCode: SAVED_VIEW_ERRORS.nameInUse.code,
        Message: 'You already have a view with this name for this list.',
      });
    }
    await saved(mine, 'chicago', 'admin-users');
    await saved(other, 'Chicago');
    expect(await namesOf(other, 'customers')).toEqual(['Chicago']);
  });

  it('never shows or deletes another user’s view: 404, like a missing one or an ID that is no UUID', async () => {
    const view = await saved(mine, 'Private');
    expect(await namesOf(other, 'customers')).not.toContain('Private');
    for (const id of [
      view.ID,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      "1' or '1'='1",
      'x'.repeat(150),
    ]) {
      const response = await api(t.app, other).delete(`/api/saved-views/${encodeURIComponent(id)}`);
      expect(statusAndCode(response), id).toEqual({ status: 404, code: 'NotFound' });
    }
    expect(await namesOf(mine, 'customers')).toContain('Private');
  });

  it('answers 400 SavedView.UnknownList for a list that does not exist, ValidationFailure without one', async () => {
    for (const response of [
      await api(t.app, mine).get('/api/saved-views?list=nope'),
      await save(mine, { ListID: 'nope', Name: 'X', Query: '' }),
    ]) {
      expect(statusAndCode(response)).toEqual({ status: 400, code: 'SavedView.UnknownList' });
    }
    expect(statusAndCode(await api(t.app, mine).get('/api/saved-views'))).toEqual({
      status: 400,
      code: 'ValidationFailure',
    });
  });

  it('needs one of the list’s read keys (403), and no password reset due', async () => {
    const before = await viewCount('other');
    for (const [cookies, list] of [
      [other, 'roles'],
      [other, 'admin-users'],
      [plain, 'customers'],
    ] as const) {
      expect(statusAndCode(await api(t.app, cookies).get(`/api/saved-views?list=${list}`)), list).toEqual({
        status: 403,
        code: 'Auth.InsufficientPermissions',
      });
      const response = await save(cookies, { ListID: list, Name: 'Sneaky', Query: '' });
      expect(statusAndCode(response), list).toEqual({ status: 403, code: 'Auth.InsufficientPermissions' });
    }
    expect(await viewCount('other')).toBe(before);

    await createUser(t.db, { username: 'due', permissions: ['customer-reader'], lastPasswordChange: null });
    const due = await signIn(t.app, 'due', USER_PASSWORD);
    expect(statusAndCode(await api(t.app, due).get('/api/saved-views?list=customers'))).toEqual({
      status: 403,
      code: 'Auth.PasswordResetRequired',
    });
  });

  it('refuses bad input (400 ValidationFailure) and saves nothing', async () => {
    const before = await viewCount('mine');
    const valid = { ListID: 'customers', Name: 'Fine', Query: 'search=x' };
    for (const [field, body] of [
      ['Name', { ...valid, Name: '   ' }],
      ['Name', { ...valid, Name: 'x'.repeat(61) }],
      ['Name', { ...valid, Name: 'a\u0000b' }],
      ['Query', { ...valid, Query: 'search=x&format=csv' }],
      ['Query', { ...valid, Query: `search=${'a'.repeat(1994)}` }],
      ['Query', { ...valid, Query: 'search=a%00' }],
      ['Query', { ...valid, Query: '?search=x' }],
      ['Query', { ListID: 'customers', Name: 'No query' }],
      ['ListID', { ...valid, ListID: 'x'.repeat(51) }],
      ['', { ...valid, UserID: 'other' }],
      ['', [valid]],
    ] as const) {
      const response = await save(mine, body as Record<string, unknown>);
      expect(statusAndCode(response), JSON.stringify(body)).toMatchObject({ status: 400 });
      if (typeof body === 'object') {
        expect(errorOf(response).ErrorCode).toBe('ValidationFailure');
        if (field)
          expect(Object.keys((errorOf(response).Data as { Fields: object }).Fields)).toContain(field);
      }
    }
    expect((await save(mine, { ...valid, Name: 'x'.repeat(60) })).statusCode).toBe(201);
    expect(await viewCount('mine')).toBe(before + 1);
  });

  it('keeps at most 50 views of a list per user (the 51st answers 409 SavedView.TooMany)', async () => {
    await createUser(t.db, { username: 'collector', permissions: ['customer-reader', 'internal-reader'] });
    const collector = await signIn(t.app, 'collector', USER_PASSWORD);
    await t.db.insert(savedViews).values(
      Array.from({ length: 49 }, (_, index) => ({
        userId: 'collector',
        listId: 'customers',
        name: `View ${index + 1}`,
        query: '',
      })),
    );
    await saved(collector, 'View 50');
    const response = await save(collector, { ListID: 'customers', Name: 'View 51', Query: '' });
    expect(statusAndCode(response)).toEqual({ status: 409, code: SAVED_VIEW_ERRORS.tooMany.code });
    await saved(collector, 'View 51', 'admin-users');
    const stored = await t.db
      .select({ n: count() })
      .from(savedViews)
      .where(and(eq(savedViews.userId, 'collector'), eq(savedViews.listId, 'customers')));
    expect(stored[0]!.n).toBe(50);
  });

  it('goes with its user', async () => {
    await createUser(t.db, { username: 'leaver', permissions: ['customer-reader'] });
    await saved(await signIn(t.app, 'leaver', USER_PASSWORD), 'Mine');
    expect(await viewCount('leaver')).toBe(1);
    await t.db.delete(adminUsers).where(eq(adminUsers.id, 'leaver'));
    expect(await viewCount('leaver')).toBe(0);
  });
});
