import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  createUser,
  errorOf,
  signIn,
  USER_PASSWORD,
  type TestApp,
} from '../../../test/helpers.ts';
import { auditEvents, stores } from '../../db/schema/index.ts';

interface AuditItem {
  ID: number;
  At: string;
  ActorID: string | null;
  Action: string;
  Changes: Record<string, { before: unknown; after: unknown }>;
}

let t: TestApp;
let reader: string;
let subject: string;
let outsider: string;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { username: 'reader', permissions: ['internal-reader'] });
  await createUser(t.db, { username: 'subject' });
  await createUser(t.db, { username: 'outsider', permissions: ['internal-admin', 'stores-reader'] });
  reader = await signIn(t.app, 'reader', USER_PASSWORD);
  subject = await signIn(t.app, 'subject', USER_PASSWORD);
  outsider = await signIn(t.app, 'outsider', USER_PASSWORD);
});
afterAll(() => t.close());

const trail = (cookies: string | undefined, entity: string, id: string, query = '') =>
  api(t.app, cookies).get(`/api/audit/${entity}/${id}${query}`);

describe('GET /api/audit/:entity/:entityId', () => {
  it('shows a user their own trail, newest first', async () => {
    const response = await trail(subject, 'admin-user', 'subject');
    expect(response.statusCode).toBe(200);
    const items = response.json<{ Items: AuditItem[] }>().Items;
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({ ActorID: 'subject', Action: 'sign-in', Changes: {} });
    expect(new Date(items[0]!.At).toISOString()).toBe(items[0]!.At);
    const ids = items.map((item) => item.ID);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('shows another user’s trail to a holder of internal-reader', async () => {
    const response = await trail(reader, 'admin-user', 'admin');
    expect(response.statusCode).toBe(200);
    const items = response.json<{ Items: AuditItem[] }>().Items;
    expect(items.at(-1)).toMatchObject({
      ActorID: null,
      Action: 'create-first-admin',
      Changes: {
        ID: { before: null, after: 'admin' },
        Username: { before: null, after: 'admin' },
        Groups: { before: null, after: ['Administrators'] },
      },
    });
  });

  it('refuses another user’s trail without internal-reader (403), even with other keys', async () => {
    for (const [cookies, id] of [
      [subject, 'admin'],
      [outsider, 'subject'],
    ] as const) {
      const response = await trail(cookies, 'admin-user', id);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).ErrorCode).toBe('Auth.InsufficientPermissions');
    }
  });

  it('answers an unknown kind of record with 404', async () => {
    for (const entity of ['widget', 'constructor', '__proto__', 'toString']) {
      const response = await trail(reader, entity, 'x');
      expect(response.statusCode, entity).toBe(404);
      expect(errorOf(response)).toEqual({
        ErrorCode: 'NotFound',
        Message: 'That kind of record was not found.',
        Data: null,
      });
    }
  });

  it('answers an empty list for a record without events', async () => {
    const response = await trail(reader, 'admin-user', 'ghost');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Items: [], NextBefore: null, Names: {} });
  });

  it('pages with before=, 50 at a time', async () => {
    await t.db.insert(auditEvents).values(
      Array.from({ length: 60 }, (_, i) => ({
        actorId: 'reader',
        action: `step-${i}`,
        entity: 'admin-user',
        entityId: 'paged',
      })),
    );
    const first = (await trail(reader, 'admin-user', 'paged')).json<{
      Items: AuditItem[];
      NextBefore: number;
    }>();
    expect(first.Items).toHaveLength(50);
    expect(first.Items[0]!.Action).toBe('step-59');
    expect(first.NextBefore).toBe(first.Items.at(-1)!.ID);
    const next = (await trail(reader, 'admin-user', 'paged', `?before=${first.NextBefore}`)).json<{
      Items: AuditItem[];
      NextBefore: number | null;
    }>();
    expect(next.Items.map((item) => item.Action)).toEqual(
      Array.from({ length: 10 }, (_, i) => `step-${9 - i}`),
    );
    expect(next.NextBefore).toBeNull();
  });

  it('answers the names of the stores its changes name by ID (an unknown ID has none)', async () => {
    await t.db.insert(stores).values({ id: 'Store-HIST', companyName: "Bachman's History Lane" });
    await t.db.insert(auditEvents).values({
      actorId: 'reader',
      action: 'update',
      entity: 'admin-user',
      entityId: 'moved',
      changes: { 'xp.StoreAddressID': { before: 'Store-GONE', after: 'Store-HIST' } },
    });
    const page = (await trail(reader, 'admin-user', 'moved')).json<{ Names: unknown }>();
    expect(page.Names).toEqual({ store: { 'Store-HIST': "Bachman's History Lane" } });
  });

  it('refuses a bad page cursor with 400', async () => {
    for (const query of ['?before=abc', '?before=-1', '?before=1.5']) {
      const response = await trail(reader, 'admin-user', 'subject', query);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).ErrorCode).toBe('ValidationFailure');
    }
  });

  it('needs a session (401)', async () => {
    const response = await trail(undefined, 'admin-user', 'subject');
    expect(response.statusCode).toBe(401);
  });

  it('is closed, like every guarded route, while the reader’s password reset is due (403)', async () => {
    await createUser(t.db, { username: 'due', permissions: ['internal-reader'], lastPasswordChange: null });
    const due = await signIn(t.app, 'due', USER_PASSWORD);
    for (const id of ['due', 'subject']) {
      const response = await trail(due, 'admin-user', id);
      expect(response.statusCode, id).toBe(403);
      expect(errorOf(response).ErrorCode).toBe('Auth.PasswordResetRequired');
    }
    const reset = await api(t.app, due).post('/api/me/password-reset', { NewPassword: 'Fresh!Pass12' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await trail(due, 'admin-user', 'due')).statusCode).toBe(200);
  });
});
