import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors.ts';
import type { AdminUserRow } from '../../db/schema/index.ts';
import { planSave, referencesOf, runsWithoutRepeats, type AdminUserSave, type Known } from './save-plan.ts';
import type { AdminUserCreateInput } from './service.ts';

const row = (id: string, extra: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id,
  username: id,
  firstName: 'Ann',
  lastName: 'Able',
  email: `${id}@example.com`,
  phone: null,
  active: true,
  storeAddressId: 'Store-A',
  lastPasswordChange: 1,
  passwordHash: 'hash',
  xp: {},
  dateCreated: new Date('2026-01-01T00:00:00Z'),
  version: 3,
  ...extra,
});

const input = (username: string, extra: Partial<AdminUserCreateInput> = {}): AdminUserCreateInput => ({
  Username: username,
  FirstName: 'New',
  LastName: 'User',
  Email: `${username}@example.com`,
  xp: { StoreAddressID: 'Store-A' },
  Active: true,
  RoleIDs: [],
  passwordHash: 'hash',
  ...extra,
});

const known: Known = {
  stores: new Set(['Store-A', 'Store-B']),
  assignableRoles: new Set(['Florists', 'Buyers']),
  rolesOf: new Map([['ann', ['Florists']]]),
};

const actor = { id: 'boss' };

/** The error code and message a save fails with. */
function refusal(save: AdminUserSave, existing: AdminUserRow | undefined) {
  const resolved = { save, existing, input: save.create?.() };
  try {
    planSave(actor, resolved, known);
  } catch (error) {
    if (error instanceof ApiError) return `${error.errorCode}: ${error.message}`;
    throw error;
  }
  throw new Error('The save did not fail');
}

describe('runsWithoutRepeats', () => {
  it('cuts before an item whose key the current run already has, keeping the order', () => {
    const keys = (items: string[]) => runsWithoutRepeats(items, (item) => item.toLowerCase());
    expect(keys(['a', 'b', 'A', 'c', 'b', 'a'])).toEqual([['a', 'b'], ['A', 'c', 'b'], ['a']]);
    expect(keys(['a', 'b', 'c'])).toEqual([['a', 'b', 'c']]);
    expect(keys([])).toEqual([]);
  });
});

describe('referencesOf', () => {
  it('asks only for what may decide a save: a changed store, the roles named, the holders of roles being set', () => {
    const ann = row('ann');
    const references = referencesOf([
      {
        save: { user: { username: 'ann' }, update: { xp: { StoreAddressID: 'Store-A' } } },
        existing: ann,
        input: undefined,
      },
      { save: { user: { id: 'ann' }, update: { RoleIDs: ['Buyers'] } }, existing: ann, input: undefined },
      {
        save: { user: { username: 'new' } },
        existing: undefined,
        input: input('new', { RoleIDs: ['Florists'] }),
      },
      {
        save: { user: { id: 'bob' }, update: { xp: { StoreAddressID: 'Store-B' } } },
        existing: row('bob'),
        input: undefined,
      },
    ]);
    expect(references).toEqual({
      storeIds: ['Store-A', 'Store-B'],
      roleIds: ['Buyers', 'Florists'],
      roleHolders: ['ann'],
    });
  });
});

describe('planSave', () => {
  it('tells a stale version before anything else, then self-deactivation, the store, the roles', () => {
    const save = (update: AdminUserSave['update'], expectedVersion?: number): AdminUserSave => ({
      user: { id: 'boss' },
      update,
      expectedVersion,
    });
    const boss = row('boss');
    const everything = { Active: false, xp: { StoreAddressID: 'Store-Gone' }, RoleIDs: ['Nope'] };
    expect(refusal(save(everything, 2), boss)).toBe(
      'Conflict.StaleVersion: Someone else changed this record after you opened it. Reload it and make your change again.',
    );
    expect(refusal(save(everything, 3), boss)).toBe(
      'User.CannotChangeOwnAccess: You cannot deactivate your own user.',
    );
    expect(refusal(save({ ...everything, Active: true }), boss)).toBe(
      'ValidationFailure: Store Store-Gone was not found.',
    );
    expect(refusal(save({ ...everything, Active: true, xp: undefined }), boss)).toBe(
      'ValidationFailure: Unknown role(s): Nope.',
    );
  });

  it('refuses a create whose username is taken, after its store; and a missing user without a create', () => {
    const taken = row('ann');
    expect(refusal({ user: { username: 'ANN' }, create: () => input('ANN') }, taken)).toBe(
      'User.UsernameMustBeUnique: This Username is already in use by another Internal User.',
    );
    const badStore = () => input('ANN', { xp: { StoreAddressID: 'Store-Gone' } });
    expect(refusal({ user: { username: 'ANN' }, create: badStore }, taken)).toBe(
      'ValidationFailure: Store Store-Gone was not found.',
    );
    expect(refusal({ user: { id: 'ghost' }, update: { FirstName: 'X' } }, undefined)).toBe(
      'NotFound: The internal user was not found.',
    );
  });

  it('plans the row after the change, the role assignments to add and remove, and what ends sessions', () => {
    const ann = row('ann');
    const plan = planSave(
      actor,
      {
        save: { user: { id: 'ann' }, update: { Active: false, RoleIDs: ['Buyers'], passwordHash: 'new' } },
        existing: ann,
        input: undefined,
      },
      known,
    );
    expect(plan).toEqual({
      kind: 'update',
      id: 'ann',
      before: ann,
      after: { ...ann, active: false, passwordHash: 'new', lastPasswordChange: null, version: 4 },
      rolesBefore: ['Florists'],
      rolesAfter: ['Buyers'],
      added: ['Buyers'],
      removed: ['Florists'],
      newPassword: true,
      deactivating: true,
    });
  });

  it('calls re-saving what is there no change', () => {
    const ann = row('ann');
    const same = { FirstName: 'Ann', Active: true, xp: { StoreAddressID: 'Store-A' }, RoleIDs: ['Florists'] };
    expect(
      planSave(
        actor,
        { save: { user: { id: 'ann' }, update: same }, existing: ann, input: undefined },
        known,
      ),
    ).toEqual({
      kind: 'unchanged',
      id: 'ann',
    });
  });
});
