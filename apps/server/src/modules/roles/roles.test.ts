import {
  apiRolesFor,
  isResendAdminRole,
  textSortKey,
  ROLE_TEXTS,
  type CurrentSession,
  type ListPage,
  type Role,
  type RoleDetail,
} from '@commerce/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  createUser,
  errorOf,
  ifMatch,
  signedInUsers,
  signIn,
  statusAndCode,
  USER_PASSWORD,
  type TestApp,
} from '../../../test/helpers.ts';
import {
  adminUsers,
  permissionGroups,
  securityProfileAssignments,
  securityProfiles,
  userGroupAssignments,
} from '../../db/schema/index.ts';
import { insertUserFixtures, userQueries } from '../admin-users/test-support.ts';
import { isConsoleRole } from './queries.ts';

let t: TestApp;
/** internal-admin. */
let boss: string;
/** internal-reader and internal-bulk, no internal-admin. */
let reader: string;

const HIDDEN_IDS = ['ResendAdmin', 'resend-admin-2', 'Prod_Resend_Admin'];

beforeAll(async () => {
  t = await createTestApp();
  await insertUserFixtures(t.db);
  // More IDs the resend-admin rule hides besides the fixtures' ResendAdmin.
  await t.db
    .insert(permissionGroups)
    .values(HIDDEN_IDS.slice(1).map((id) => ({ id, name: id, permissions: [] })));
  ({ boss, reader } = await signedInUsers(t, {
    boss: { permissions: ['internal-reader', 'internal-admin'] },
    reader: { permissions: ['internal-reader', 'internal-bulk'] },
  }));
});
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await api(t.app, boss).get(`/api/roles${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListPage<Role>>();
};

const groupRow = async (id: string) =>
  (await t.db.select().from(permissionGroups).where(eq(permissionGroups.id, id)))[0];
const profileRow = async (id: string) =>
  (await t.db.select().from(securityProfiles).where(eq(securityProfiles.id, id)))[0];
const profileLinks = (id: string) =>
  t.db.select().from(securityProfileAssignments).where(eq(securityProfileAssignments.userGroupId, id));
const { auditOf } = userQueries(() => t.db);
const groupCount = async () => (await t.db.select({ n: count() }).from(permissionGroups))[0]!.n;

const newRole = (id: string, permissions: string[] = ['order-reader', 'customer-reader']) => ({
  ID: id,
  Name: `${id} name`,
  Description: 'Made by a test',
  xp: { Permissions: permissions },
});

async function created(id: string, permissions?: string[]) {
  const response = await api(t.app, boss).post('/api/roles', newRole(id, permissions));
  if (response.statusCode !== 201) throw new Error(`create ${id}: ${response.body}`);
  return response.json<RoleDetail>();
}

const patch = (id: string, body: unknown, version: number | null, cookies = boss) =>
  api(t.app, cookies).patch(`/api/roles/${id}`, body, version === null ? {} : { 'if-match': `"${version}"` });

describe('GET /api/roles', () => {
  it('lists permission groups by ID, 100 a page, never the resend-admin role or a plain group', async () => {
    const page = await list('');
    expect(page.Meta.PageSize).toBe(100);
    const ids = page.Items.map((role) => role.ID);
    // As a person reads them (issue 54): 'boss-role' among the B's.
    expect(ids).toEqual([...ids].sort((a, b) => (textSortKey(a) < textSortKey(b) ? -1 : 1)));
    expect(ids).toEqual(expect.arrayContaining(['Administrators', 'Buyers', 'Florists', 'boss-role']));
    for (const hidden of [...HIDDEN_IDS, 'Mailing']) expect(ids).not.toContain(hidden);
    expect(page.Items.find((role) => role.ID === 'Florists')).toEqual({
      ID: 'Florists',
      Name: 'Florists',
      Description: 'Shop floor staff',
      Version: 1,
      xp: { IsPermissionGroup: true, Permissions: ['order-reader'] },
    });
  });

  it('hides exactly the IDs the domain rule calls resend-admin', async () => {
    const rows = await t.db
      .select({ id: permissionGroups.id, shown: sql<boolean>`${isConsoleRole}` })
      .from(permissionGroups)
      .where(eq(permissionGroups.isPermissionGroup, true));
    expect(rows.length).toBeGreaterThan(HIDDEN_IDS.length);
    for (const row of rows) expect(row.shown, row.id).toBe(!isResendAdminRole(row.id));
  });

  it('searches ID, Name and Description and sorts by Name or Description', async () => {
    expect((await list('?search=shop floor')).Items.map((r) => r.ID)).toEqual(['Florists']);
    expect((await list('?search=product buy')).Items.map((r) => r.ID)).toEqual(['Buyers']);
    const byName = (await list('?sortBy=!Name&search=rs')).Items.map((r) => r.Name);
    expect(byName).toEqual([...byName].sort().reverse());
    expect((await list('?sortBy=Description&pageSize=1')).Items).toHaveLength(1);
  });

  it('refuses an unknown sort (400) and callers without internal-admin (403)', async () => {
    const badSort = await api(t.app, boss).get('/api/roles?sortBy=Permissions');
    expect(statusAndCode(badSort)).toEqual({ status: 400, code: 'List.InvalidSortProperty' });
    expect((await api(t.app, reader).get('/api/roles')).statusCode).toBe(403);
  });
});

describe('GET /api/roles/{id}', () => {
  it('answers the role with its security profile and the version as ETag', async () => {
    await created('Detail', ['internal-reader']);
    const response = await api(t.app, boss).get('/api/roles/Detail');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    expect(response.json<RoleDetail>().SecurityProfile).toEqual({
      ID: 'Detail',
      Name: 'Detail name',
      Roles: ['AddressReader', 'AdminUserGroupReader', 'AdminUserReader'],
    });
  });

  it('answers 404 for the resend-admin role, a plain group and an unknown ID; 403 without internal-admin', async () => {
    for (const id of ['ResendAdmin', 'Mailing', 'Nothing']) {
      expect(statusAndCode(await api(t.app, boss).get(`/api/roles/${id}`)), id).toEqual({
        status: 404,
        code: 'NotFound',
      });
    }
    expect((await api(t.app, reader).get('/api/roles/Florists')).statusCode).toBe(403);
  });
});

describe('POST /api/roles', () => {
  it('creates the group, its security profile (Roles from the features) and their assignment, audited', async () => {
    const response = await api(t.app, boss).post('/api/roles', newRole('Takers'));
    expect(response.statusCode, response.body).toBe(201);
    const role = response.json<RoleDetail>();
    const roles = apiRolesFor(['order-reader', 'customer-reader']);
    expect(role).toEqual({
      ID: 'Takers',
      Name: 'Takers name',
      Description: 'Made by a test',
      Version: 1,
      xp: { IsPermissionGroup: true, Permissions: ['order-reader', 'customer-reader'] },
      SecurityProfile: { ID: 'Takers', Name: 'Takers name', Roles: roles },
    });
    expect(await profileRow('Takers')).toMatchObject({ name: 'Takers name', roles });
    expect(await profileLinks('Takers')).toEqual([{ securityProfileId: 'Takers', userGroupId: 'Takers' }]);
    const [event] = await auditOf('Takers', 'create');
    expect(event).toMatchObject({ actorId: 'boss' });
    expect(event!.changes['SecurityProfile.Roles']).toEqual({ before: null, after: roles });
  });

  it('answers 409 UserGroup.IdMustBeUnique for an ID in use (any case) or held by a lone security profile', async () => {
    await created('Dupe');
    await t.db.insert(securityProfiles).values({ id: 'Orphan', name: 'Orphan', roles: [] });
    for (const id of ['Dupe', 'DUPE', 'Orphan']) {
      const response = await api(t.app, boss).post('/api/roles', newRole(id));
      expect(response.statusCode, id).toBe(409);
      expect(errorOf(response)).toMatchObject({
        ErrorCode: 'UserGroup.IdMustBeUnique',
        Message: ROLE_TEXTS.idInUse,
      });
    }
    expect(await groupRow('DUPE')).toBeUndefined();
    expect(await groupRow('Orphan')).toBeUndefined();
  });

  it('refuses bad input (400) — missing fields, unknown keys, a reserved ID — and creates nothing', async () => {
    const before = await groupCount();
    for (const body of [
      { ID: '', Name: '' },
      { ID: 'Bad id', Name: 'x' },
      newRole('UnknownKey', ['order-reader', 'root']),
      newRole('ResendAdminCopy'),
    ]) {
      const response = await api(t.app, boss).post('/api/roles', body);
      expect(statusAndCode(response), JSON.stringify(body)).toEqual({
        status: 400,
        code: 'ValidationFailure',
      });
    }
    expect(await groupCount()).toBe(before);
  });

  it('needs internal-admin (403)', async () => {
    expect((await api(t.app, reader).post('/api/roles', newRole('Sneaky'))).statusCode).toBe(403);
    expect(await groupRow('Sneaky')).toBeUndefined();
  });
});

describe('PATCH /api/roles/{id}', () => {
  it('saves the fields sent and keeps the security profile in step', async () => {
    await created('Editors', ['order-reader']);
    const response = await patch(
      'Editors',
      {
        Name: 'Catalog Editors',
        Description: '',
        xp: { Permissions: ['categories-edit', 'product-pricing'] },
      },
      1,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe('"2"');
    const roles = ['CategoryAdmin', 'PriceScheduleAdmin'];
    expect(response.json()).toMatchObject({
      Name: 'Catalog Editors',
      Description: null,
      xp: { Permissions: ['product-pricing', 'categories-edit'] },
      SecurityProfile: { ID: 'Editors', Name: 'Catalog Editors', Roles: roles },
    });
    expect(await profileRow('Editors')).toMatchObject({ name: 'Catalog Editors', roles });
    const [event] = await auditOf('Editors', 'update');
    expect(event!.changes).toMatchObject({
      Name: { before: 'Editors name', after: 'Catalog Editors' },
      'SecurityProfile.Roles': { before: ['AddressReader', 'OrderReader', 'ShipmentReader'], after: roles },
    });
  });

  it('makes a missing security profile and its assignment', async () => {
    await t.db.insert(permissionGroups).values({ id: 'Legacy', name: 'Legacy', permissions: [] });
    const response = await patch('Legacy', { xp: { Permissions: ['stores-reader'] } }, 1);
    expect(response.json<RoleDetail>().SecurityProfile).toEqual({
      ID: 'Legacy',
      Name: 'Legacy',
      Roles: ['AddressReader'],
    });
    expect(await profileLinks('Legacy')).toHaveLength(1);
  });

  it('needs If-Match (428), refuses a stale version (412) and bad input (400), changing nothing', async () => {
    await created('Guarded');
    expect(statusAndCode(await patch('Guarded', { Name: 'X' }, null)).status).toBe(428);
    expect((await patch('Guarded', { Name: 'First' }, 1)).statusCode).toBe(200);
    expect(statusAndCode(await patch('Guarded', { Name: 'Second' }, 1))).toEqual({
      status: 412,
      code: 'Conflict.StaleVersion',
    });
    for (const body of [{ ID: 'Renamed' }, { Name: '' }, { xp: { Permissions: ['root'] } }, {}]) {
      expect((await patch('Guarded', body, 2)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await groupRow('Guarded')).toMatchObject({ name: 'First', version: 2 });
    expect((await profileRow('Guarded'))!.name).toBe('First');
  });

  it('answers 404 for the resend-admin role and 403 without internal-admin', async () => {
    expect((await patch('ResendAdmin', { Name: 'Mine now' }, 1)).statusCode).toBe(404);
    expect((await patch('Florists', { Name: 'X' }, 1, reader)).statusCode).toBe(403);
    expect((await groupRow('Florists'))!.name).toBe('Florists');
  });
});

describe('DELETE /api/roles/{id}', () => {
  it('removes the group, its profile and every assignment; its users lose its permissions', async () => {
    await created('Doomed', ['stores-reader']);
    await createUser(t.db, { username: 'member', groups: [{ id: 'Doomed' }] });
    const member = await signIn(t.app, 'member', USER_PASSWORD);
    expect((await api(t.app, member).get('/api/me')).json<CurrentSession>().Permissions).toEqual([
      'stores-reader',
    ]);

    const response = await api(t.app, boss).delete('/api/roles/Doomed', ifMatch(1));
    expect(response.statusCode).toBe(204);
    expect(await groupRow('Doomed')).toBeUndefined();
    expect(await profileRow('Doomed')).toBeUndefined();
    expect(await profileLinks('Doomed')).toEqual([]);
    const left = await t.db
      .select()
      .from(userGroupAssignments)
      .where(eq(userGroupAssignments.userGroupId, 'Doomed'));
    expect(left).toEqual([]);
    expect((await api(t.app, member).get('/api/me')).json<CurrentSession>().Permissions).toEqual([]);
    const [event] = await auditOf('Doomed', 'delete');
    expect(event!.changes.Members).toEqual({ before: ['member'], after: null });
  });

  it('answers 404 for the resend-admin role and 403 without internal-admin', async () => {
    expect((await api(t.app, boss).delete('/api/roles/ResendAdmin', ifMatch(1))).statusCode).toBe(404);
    expect((await api(t.app, reader).delete('/api/roles/Florists', ifMatch(1))).statusCode).toBe(403);
    expect(await groupRow('Florists')).toBeDefined();
  });

  it('refuses to take internal-admin from the last active user who holds it (409)', async () => {
    await t.db.update(adminUsers).set({ active: false }).where(eq(adminUsers.id, 'admin'));
    try {
      const removeKey = await patch('boss-role', { xp: { Permissions: ['internal-reader'] } }, 1);
      expect(statusAndCode(removeKey)).toEqual({ status: 409, code: 'User.LastAdministrator' });
      const remove = await api(t.app, boss).delete('/api/roles/boss-role', ifMatch(1));
      expect(statusAndCode(remove)).toEqual({ status: 409, code: 'User.LastAdministrator' });
      expect((await groupRow('boss-role'))!.permissions).toContain('internal-admin');
    } finally {
      await t.db.update(adminUsers).set({ active: true }).where(eq(adminUsers.id, 'admin'));
    }
  });
});
