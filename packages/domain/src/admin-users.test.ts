import { describe, expect, it } from 'vitest';
import {
  ADMIN_USER_TEXTS,
  adminUserBulkSchema,
  adminUserCreateSchema,
  adminUserFormSchema,
  adminUserPatchSchema,
  bulkConfirmation,
  usernameSchema,
} from './admin-users.ts';

const validCreate = {
  Username: 'jdoe',
  FirstName: 'Jane',
  LastName: 'Doe',
  Email: 'jane@example.com',
  xp: { StoreAddressID: 'Store-Edina' },
  Password: 'Valid!Pass1',
};

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('username (spec 1 §5)', () => {
  it('is required and at most 10 characters', () => {
    expect(usernameSchema.safeParse('').error?.issues[0]?.message).toBe('Username is required.');
    expect(usernameSchema.safeParse('abcdefghij').success).toBe(true);
    expect(usernameSchema.safeParse('abcdefghijk').error?.issues[0]?.message).toBe(
      'Username can be at most 10 characters.',
    );
  });

  it('is a plain word, since it is the ID in URLs', () => {
    expect(usernameSchema.safeParse('j.doe_2-b').success).toBe(true);
    expect(usernameSchema.safeParse('j doe').success).toBe(false);
    expect(usernameSchema.safeParse('a/b').success).toBe(false);
  });
});

describe('creating an internal user', () => {
  it('accepts the required fields and defaults Active and RoleIDs', () => {
    expect(adminUserCreateSchema.parse(validCreate)).toEqual({ ...validCreate, Active: true, RoleIDs: [] });
  });

  it('requires every field, a valid email, a store and a password that meets the rule', () => {
    const result = adminUserCreateSchema.safeParse({
      Username: '',
      FirstName: ' ',
      LastName: '',
      Email: 'not-an-email',
      xp: { StoreAddressID: '' },
      Password: 'weakpassword',
    });
    expect(issues(result)).toEqual({
      Username: 'Username is required.',
      FirstName: 'First Name is required.',
      LastName: 'Last Name is required.',
      Email: 'Enter a valid email address.',
      'xp.StoreAddressID': 'Store is required.',
      Password: 'Password does not meet security requirements.',
    });
  });

  it('drops repeated role IDs and refuses unknown fields', () => {
    expect(adminUserCreateSchema.parse({ ...validCreate, RoleIDs: ['A', 'B', 'A'] }).RoleIDs).toEqual([
      'A',
      'B',
    ]);
    expect(adminUserCreateSchema.safeParse({ ...validCreate, IsAdmin: true }).success).toBe(false);
  });
});

describe('editing an internal user', () => {
  it('takes any subset of fields but never the username', () => {
    expect(adminUserPatchSchema.parse({ Active: false })).toEqual({ Active: false });
    expect(adminUserPatchSchema.safeParse({}).success).toBe(false);
    expect(adminUserPatchSchema.safeParse({ Username: 'other' }).success).toBe(false);
    expect(adminUserPatchSchema.safeParse({ Password: 'short' }).success).toBe(false);
  });
});

describe('the internal user form', () => {
  const form = { ...validCreate, Active: true, RoleIDs: [], ConfirmPassword: 'Valid!Pass1' };

  it('needs the confirmation to match: "Passwords do not match"', () => {
    const result = adminUserFormSchema('create').safeParse({ ...form, ConfirmPassword: 'Valid!Pass2' });
    expect(issues(result)).toEqual({ ConfirmPassword: ADMIN_USER_TEXTS.passwordsDoNotMatch });
    expect(ADMIN_USER_TEXTS.passwordsDoNotMatch).toBe('Passwords do not match');
  });

  it('reports the mismatch even while other fields are still wrong', () => {
    const result = adminUserFormSchema('create').safeParse({ ...form, FirstName: '', ConfirmPassword: 'x' });
    expect(issues(result)).toEqual({
      FirstName: 'First Name is required.',
      ConfirmPassword: ADMIN_USER_TEXTS.passwordsDoNotMatch,
    });
  });

  it('needs a password on create but not on edit, where a given one must still meet the rule', () => {
    const blank = { ...form, Password: '', ConfirmPassword: '' };
    expect(adminUserFormSchema('create').safeParse(blank).success).toBe(false);
    expect(adminUserFormSchema('edit').safeParse(blank).success).toBe(true);
    const weak = { ...form, Password: 'weak', ConfirmPassword: 'weak' };
    expect(issues(adminUserFormSchema('edit').safeParse(weak))).toEqual({
      Password: 'Password does not meet security requirements.',
    });
  });

  it('does not re-judge the fixed username of an existing user', () => {
    const legacy = { ...form, Username: 'Legacy User Name' };
    expect(adminUserFormSchema('edit').safeParse(legacy).success).toBe(true);
    expect(adminUserFormSchema('create').safeParse(legacy).success).toBe(false);
  });
});

describe('bulk actions on users', () => {
  it('takes an action and at least one ID, without repeats', () => {
    expect(adminUserBulkSchema.parse({ Action: 'deactivate', IDs: ['a', 'b', 'a'] })).toEqual({
      Action: 'deactivate',
      IDs: ['a', 'b'],
    });
    expect(adminUserBulkSchema.safeParse({ Action: 'deactivate', IDs: [] }).success).toBe(false);
    expect(adminUserBulkSchema.safeParse({ Action: 'promote', IDs: ['a'] }).success).toBe(false);
  });

  it('confirms with the spec texts (spec 1 §8)', () => {
    expect(bulkConfirmation('deactivate', 2).message).toBe(
      'Are you sure you want to deactivate 2 users? They will no longer be able to access the Admin Application.',
    );
    expect(bulkConfirmation('activate', 1).message).toMatch(/activate 1 user\? .*restored\.$/);
    expect(bulkConfirmation('delete', 3).message).toContain(
      'This is a destructive action and cannot be undone.',
    );
  });
});
