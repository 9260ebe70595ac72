import { ADMIN_USER_TEXTS } from '@commerce/domain';
import ExcelJS from 'exceljs';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signedInUsers, signIn, type TestApp } from '../../../test/helpers.ts';
import type { Db } from '../../db/client.ts';
import {
  adminUsers,
  auditEvents,
  bulkJobErrors,
  sessions,
  userGroupAssignments,
} from '../../db/schema/index.ts';
import { ApiError } from '../../http/errors.ts';
import { BulkRowError, type BulkJobHandler } from '../../jobs/bulk-handler.ts';
import { createBulkJobRunner } from '../../jobs/bulk-runner.ts';
import { BULK_JOB_HANDLERS as bulkJobHandlers } from '../../declarations.ts';
import { buildWorkbook } from '../../jobs/test-support.ts';
import { createBulkJob } from '../../jobs/upload.ts';
import { verifyPassword } from './passwords.ts';
import { internalUsersUpload, prepareUserRow, type PreparedUserRow } from './bulk-upload.ts';
import { insertUserFixtures, userQueries } from './test-support.ts';

let t: TestApp;
const PASSWORD = 'Upload!Pass1';

beforeAll(async () => {
  t = await createTestApp();
  await insertUserFixtures(t.db);
  await createUser(t.db, { username: 'uploader', permissions: ['internal-bulk'] });
});
afterAll(() => t.close());

let rowNumber = 1;

/** Runs one row the way the engine does (in a transaction of its own here), prepared or not. */
async function apply(row: Record<string, unknown>, options: { prepare?: boolean } = {}) {
  rowNumber++;
  const prepared = options.prepare ? await prepareUserRow(row) : undefined;
  await t.db.transaction((tx) =>
    internalUsersUpload.processRow(tx, row, { jobId: 'job-1', actorId: 'uploader', rowNumber, prepared }),
  );
}

/** The error a row fails with (and proof that it failed). */
async function failure(row: Record<string, unknown>): Promise<Error> {
  try {
    await apply(row);
  } catch (error) {
    return error as Error;
  }
  throw new Error(`The row ${JSON.stringify(row)} did not fail`);
}

const { userRow, groupsOf } = userQueries(() => t.db);

const newRow = (username: string | number, extra: Record<string, unknown> = {}) => ({
  Username: username,
  FirstName: 'Ulla',
  LastName: 'Upload',
  Email: `${username}@example.com`,
  StoreID: 'Store-Edina',
  Password: PASSWORD,
  ...extra,
});

describe('the internal-users upload handler', () => {
  it('is registered with the job engine for bulkupdateinternalusers and internal-bulk', () => {
    expect(bulkJobHandlers).toContain(internalUsersUpload);
    expect(internalUsersUpload).toMatchObject({
      type: 'bulkupdateinternalusers',
      features: ['internal-bulk'],
      requiredColumns: ['Username'],
    });
    expect(internalUsersUpload.errorOn({ Username: ' jdoe ' })).toBe('jdoe');
    expect(internalUsersUpload.errorOn({})).toBe('');
  });

  it('builds a template whose columns are documented on the header and on an Instructions sheet', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await internalUsersUpload.buildTemplate()) as unknown as ArrayBuffer);
    const [users, help] = workbook.worksheets;
    const columns = ['Username', 'FirstName', 'LastName', 'Email', 'StoreID', 'Password', 'Active', 'Roles'];
    expect((users!.getRow(1).values as unknown[]).slice(1)).toEqual(columns);
    expect(users!.rowCount).toBe(1);
    expect(String(users!.getCell('A1').note)).toMatch(/^Required for a new user\. The user's ID/);
    expect(help!.name).toBe('Instructions');
    expect(help!.getColumn(1).values.slice(2, 10)).toEqual(columns);
  });
});

describe('a row with a new username', () => {
  it('creates the user with the form’s rules: roles, hashed password, reset at first sign-in, audited', async () => {
    await apply(newRow('ulla', { Roles: 'Florists, Buyers', Active: 'yes' }), { prepare: true });
    const row = (await userRow('ulla'))!;
    expect(row).toMatchObject({
      username: 'ulla',
      firstName: 'Ulla',
      email: 'ulla@example.com',
      storeAddressId: 'Store-Edina',
      active: true,
      lastPasswordChange: null,
    });
    expect(await verifyPassword(row.passwordHash, PASSWORD)).toBe(true);
    expect(await groupsOf('ulla')).toEqual(['Buyers', 'Florists']);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, 'ulla'), eq(auditEvents.action, 'create')));
    expect(events).toHaveLength(1);
    expect(events[0]!.actorId).toBe('uploader');
    await signIn(t.app, 'ulla', PASSWORD);
  });

  it('takes numbers and booleans as Excel gives them', async () => {
    await apply(newRow(12345, { Active: false, Password: PASSWORD }));
    expect(await userRow('12345')).toMatchObject({ active: false });
  });

  it('fails without a password, with missing or bad fields, or with an unknown store or role', async () => {
    expect((await failure(newRow('nopass', { Password: undefined }))).message).toBe(
      'A new user needs a Password.',
    );
    const missing = await failure({ Username: 'bare', Password: PASSWORD });
    expect(missing).toBeInstanceOf(BulkRowError);
    expect(missing.message).toBe(
      'First Name is required. Last Name is required. Enter a valid email address. Store is required.',
    );
    expect((await failure(newRow('waytoolongname'))).message).toBe('Username can be at most 10 characters.');
    expect((await failure(newRow('weakpw', { Password: 'weak' }))).message).toBe(
      'Password does not meet security requirements.',
    );
    const store = await failure(newRow('nostore', { StoreID: 'Store-Gone' }));
    expect(store).toBeInstanceOf(ApiError);
    const role = await failure(newRow('badrole', { Roles: 'Florists,ResendAdmin' }));
    expect(role.message).toBe('Unknown role(s): ResendAdmin.');
    for (const id of ['nopass', 'bare', 'weakpw', 'nostore', 'badrole'])
      expect(await userRow(id)).toBeUndefined();
  });
});

describe('a row with an existing username', () => {
  beforeAll(async () => {
    await apply(newRow('edna', { Roles: 'Florists' }));
  });

  it('changes only the filled-in cells, whatever the username’s case', async () => {
    const before = (await userRow('edna'))!;
    await apply({ Username: 'EDNA', LastName: 'Edited', StoreID: 'Store-Maple' });
    const after = (await userRow('edna'))!;
    expect(after).toMatchObject({
      firstName: before.firstName,
      lastName: 'Edited',
      email: before.email,
      storeAddressId: 'Store-Maple',
      passwordHash: before.passwordHash,
      version: before.version + 1,
    });
    expect(await groupsOf('edna')).toEqual(['Florists']);
  });

  it('replaces the roles, deactivates, and clears them with NONE', async () => {
    await apply({ Username: 'edna', Roles: 'Buyers', Active: 'FALSE' }, { prepare: true });
    expect(await groupsOf('edna')).toEqual(['Buyers']);
    expect((await userRow('edna'))!.active).toBe(false);
    await apply({ Username: 'edna', Roles: 'none' });
    expect(await groupsOf('edna')).toEqual([]);
  });

  it('sets a new password that the user must replace at next sign-in', async () => {
    await t.db.update(adminUsers).set({ lastPasswordChange: Date.now() }).where(eq(adminUsers.id, 'edna'));
    await apply({ Username: 'edna', Password: 'Another!Pw9' });
    const row = (await userRow('edna'))!;
    expect(row.lastPasswordChange).toBeNull();
    expect(await verifyPassword(row.passwordHash, 'Another!Pw9')).toBe(true);
  });

  it('fails on a bad cell and changes nothing', async () => {
    const before = (await userRow('edna'))!;
    expect((await failure({ Username: 'edna', Email: 'not-an-email' })).message).toBe(
      'Enter a valid email address.',
    );
    expect((await failure({ Username: 'edna', Active: 'maybe' })).message).toBe(
      'Active must be TRUE or FALSE (got "maybe").',
    );
    expect((await failure({ Username: 'edna', LastName: 'Changed', Roles: 'Nope' })).message).toBe(
      'Unknown role(s): Nope.',
    );
    expect(await userRow('edna')).toEqual(before);
  });

  it('never lets the uploader deactivate themselves', async () => {
    expect((await failure({ Username: 'uploader', Active: false })).message).toBe(
      'You cannot deactivate your own user.',
    );
  });
});

it('fails a row without a username', async () => {
  expect((await failure({ FirstName: 'Nobody' })).message).toBe('Username is required.');
});

describe('a batch of rows saved at once', () => {
  const COLUMNS = ['Username', 'FirstName', 'LastName', 'Email', 'StoreID', 'Password', 'Active', 'Roles'];
  const FALLBACK = 'bulk batch goes row by row: its set-based write failed';
  const byRowOnly: BulkJobHandler<PreparedUserRow> = { ...internalUsersUpload, processRows: undefined };

  /** A database of its own with the fixtures: the uploader, users with a session each, two administrators. */
  async function uploadWorld() {
    const world = await createTestApp();
    await insertUserFixtures(world.db);
    await signedInUsers(world, {
      uploader: { permissions: ['internal-bulk'] },
      edna: { groups: [{ id: 'Florists' }], storeAddressId: 'Store-Edina' },
      otto: { storeAddressId: 'Store-Edina' },
      chief: { permissions: ['internal-admin'] },
    });
    return world;
  }

  // Values that differ between two databases whatever the path: creation times and fixture sign-ins.
  const TIMES = new Set(['DateCreated', 'xp.LastPasswordChange']);
  const timeless = (changes: Record<string, { before: unknown; after: unknown }>) =>
    Object.fromEntries(
      Object.entries(changes).map(([field, change]) => [
        field,
        TIMES.has(field) ? { before: change.before && 'time', after: change.after && 'time' } : change,
      ]),
    );

  /** Everything the job left behind that the rules decide, comparable across databases. */
  async function effectsOf(db: Db, jobId: string) {
    const users = await db.select().from(adminUsers).orderBy(adminUsers.id);
    return {
      errors: await db
        .select({ row: bulkJobErrors.rowNumber, on: bulkJobErrors.errorOn, error: bulkJobErrors.error })
        .from(bulkJobErrors)
        .where(eq(bulkJobErrors.jobId, jobId))
        .orderBy(bulkJobErrors.rowNumber),
      users: await Promise.all(
        users.map(async ({ dateCreated: _, passwordHash, lastPasswordChange, ...user }) => ({
          ...user,
          lastPasswordChange: lastPasswordChange && 'time',
          uploadedPassword: await verifyPassword(passwordHash, PASSWORD),
        })),
      ),
      assignments: await db
        .select()
        .from(userGroupAssignments)
        .orderBy(userGroupAssignments.userId, userGroupAssignments.userGroupId),
      openSessions: (
        await db
          .select({ userId: sessions.userId })
          .from(sessions)
          .where(isNull(sessions.revokedAt))
          .orderBy(sessions.userId)
      ).map((session) => session.userId),
      audit: (
        await db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.entity, 'admin-user'), inArray(auditEvents.action, ['create', 'update'])))
          .orderBy(auditEvents.id)
      ).map(({ actorId, action, entityId, changes }) => ({
        actorId,
        action,
        entityId,
        changes: timeless(changes),
      })),
    };
  }

  /** Uploads the rows as the uploader, runs the job to its end with the handler, and reads the effects. */
  async function upload(handler: BulkJobHandler<PreparedUserRow>, rows: unknown[][]) {
    const world = await uploadWorld();
    try {
      const content = await buildWorkbook([COLUMNS, ...rows] as ExcelJS.CellValue[][]);
      const job = await createBulkJob(world.db, handler, { fileName: 'users.xlsx', content }, 'uploader');
      const logged: string[] = [];
      const log = { info: (_: object, message: string) => void logged.push(message), error: () => {} };
      await createBulkJobRunner({ db: world.db, handlers: [handler], log }).runUntilIdle();
      return { logged, ...(await effectsOf(world.db, job.id)) };
    } finally {
      await world.close();
    }
  }

  it('gives exactly the error entries and effects of the row-by-row path', async () => {
    const rows = [
      ['newbie', 'Nina', 'New', 'nina@example.com', 'Store-Maple', PASSWORD, null, 'Florists, Buyers'],
      ['edna', null, 'Edited', null, 'Store-Maple', null, 'FALSE', 'Buyers'],
      ['nostore', 'No', 'Store', 'nostore@example.com', 'Store-Gone', PASSWORD],
      ['otto', null, null, null, 'Store-Gone'],
      [
        'badrole',
        'Bad',
        'Role',
        'badrole@example.com',
        'Store-Edina',
        PASSWORD,
        null,
        'Florists,ResendAdmin',
      ],
      ['otto', null, null, 'not-an-email'],
      ['dupe', 'Dee', 'Dupe', 'dee@example.com', 'Store-Edina', PASSWORD],
      ['DUPE', null, 'Again'],
      ['uploader', null, null, null, null, null, 'FALSE'],
      ['otto', null, null, null, null, PASSWORD],
      ['nopass', 'No', 'Pass', 'nopass@example.com', 'Store-Edina'],
      ['chief', 'Chief'],
    ];
    const batch = await upload(internalUsersUpload, rows);
    const byRow = await upload(byRowOnly, rows);

    expect(batch.errors).toEqual([
      { row: 4, on: 'nostore', error: 'Store Store-Gone was not found.' },
      { row: 5, on: 'otto', error: 'Store Store-Gone was not found.' },
      { row: 6, on: 'badrole', error: 'Unknown role(s): ResendAdmin.' },
      { row: 7, on: 'otto', error: 'Enter a valid email address.' },
      { row: 10, on: 'uploader', error: 'You cannot deactivate your own user.' },
      { row: 12, on: 'nopass', error: 'A new user needs a Password.' },
    ]);
    expect(batch.logged).not.toContain(FALLBACK);
    const user = (id: string) => batch.users.find((row) => row.id === id);
    expect(user('dupe')).toMatchObject({ lastName: 'Again', version: 2 });
    expect(user('edna')).toMatchObject({ active: false, storeAddressId: 'Store-Maple', version: 2 });
    expect(user('otto')).toMatchObject({ uploadedPassword: true, lastPasswordChange: null });
    expect(batch.openSessions).toEqual(['chief', 'uploader']);
    expect(batch.audit.map((event) => `${event.action} ${event.entityId}`)).toEqual([
      'create newbie',
      'update edna',
      'create dupe',
      'update dupe',
      'update otto',
      'update chief',
    ]);
    expect(batch).toEqual(byRow);
  });

  it('goes row by row when the batch as a whole would leave no administrator, so only that row fails', async () => {
    const rows = [
      ['admin', null, null, null, null, null, 'FALSE'],
      ['newbie', 'Nina', 'New', 'nina@example.com', 'Store-Maple', PASSWORD],
      ['chief', null, null, null, null, null, 'FALSE'],
      ['edna', 'Edwina'],
    ];
    const batch = await upload(internalUsersUpload, rows);
    const byRow = await upload(byRowOnly, rows);

    expect(batch.logged).toContain(FALLBACK);
    expect(batch.errors).toEqual([{ row: 4, on: 'chief', error: ADMIN_USER_TEXTS.lastAdministrator }]);
    expect(batch.users.find((row) => row.id === 'admin')).toMatchObject({ active: false });
    expect(batch.audit.map((event) => `${event.action} ${event.entityId}`)).toEqual([
      'update admin',
      'create newbie',
      'update edna',
    ]);
    expect({ ...batch, logged: [] }).toEqual({ ...byRow, logged: [] });
  });
});
