import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import type { Database } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';
import { changedFields, recordAudit, recordAudits } from './audit.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const eventsOf = (entity: string) =>
  database.db
    .select({
      actorId: auditEvents.actorId,
      action: auditEvents.action,
      entityId: auditEvents.entityId,
      changes: auditEvents.changes,
    })
    .from(auditEvents)
    .where(eq(auditEvents.entity, entity))
    .orderBy(asc(auditEvents.id));

describe('changedFields', () => {
  it('keeps the fields whose JSON values differ, never the version, and hides secrets', () => {
    expect(
      changedFields(
        { Name: 'A', Roles: ['x', 'y'], Version: 1, Password: 'old', Same: { a: 1 } },
        { Name: 'B', Roles: ['x', 'y'], Version: 2, Password: 'new', Same: { a: 1 }, Added: 0 },
      ),
    ).toEqual({
      Name: { before: 'A', after: 'B' },
      Password: { before: '(secret)', after: '(secret)' },
      Added: { before: null, after: 0 },
    });
    expect(changedFields(null, undefined)).toEqual({});
  });
});

describe('recordAudits', () => {
  it('appends one event per entry in the given order, with each one’s changes', async () => {
    await recordAudits(database.db, [
      { actorId: 'boss', action: 'create', entity: 'role', entityId: 't2', after: { Name: 'Two' } },
      {
        actorId: null,
        action: 'update',
        entity: 'role',
        entityId: 't1',
        before: { Name: 'One', Size: 1 },
        after: { Name: 'One', Size: 2 },
      },
    ]);
    await recordAudit(database.db, {
      actorId: 'boss',
      action: 'delete',
      entity: 'role',
      entityId: 't2',
    });
    expect(await eventsOf('role')).toEqual([
      {
        actorId: 'boss',
        action: 'create',
        entityId: 't2',
        changes: { Name: { before: null, after: 'Two' } },
      },
      { actorId: null, action: 'update', entityId: 't1', changes: { Size: { before: 1, after: 2 } } },
      { actorId: 'boss', action: 'delete', entityId: 't2', changes: {} },
    ]);
  });

  it('keeps any text intact: quotes, commas, braces, backslashes, accents, nulls', async () => {
    const tricky = { Note: 'He said "hi", {ok} \\ back\\slash – ünïcode', Empty: '', List: ['a,b', null] };
    await recordAudits(database.db, [
      { actorId: "o'brien", action: 'update-status', entity: 'customer', entityId: 'x,{y}"', after: tricky },
    ]);
    expect(await eventsOf('customer')).toEqual([
      {
        actorId: "o'brien",
        action: 'update-status',
        entityId: 'x,{y}"',
        changes: {
          Note: { before: null, after: tricky.Note },
          Empty: { before: null, after: '' },
          List: { before: null, after: ['a,b', null] },
        },
      },
    ]);
  });

  it('writes nothing for no entries', async () => {
    const total = async () => (await database.db.select({ n: count() }).from(auditEvents))[0]!.n;
    const before = await total();
    await recordAudits(database.db, []);
    expect(await total()).toBe(before);
  });
});
