import { describe, expect, it } from 'vitest';
import {
  isResendAdminRole,
  roleCreateSchema,
  roleFormSchema,
  roleIdSchema,
  roleUpdateSchema,
  ROLE_TEXTS,
} from './roles.ts';

describe('the resend-admin role is known by its ID', () => {
  it('matches "resend admin" in any case and with any separators', () => {
    for (const id of ['ResendAdmin', 'resend-admin', 'Resend_Admin_Prod', 'RESENDADMIN']) {
      expect(isResendAdminRole(id), id).toBe(true);
    }
    for (const id of ['Administrators', 'Resend', 'Order_Takers', 'AdminResend']) {
      expect(isResendAdminRole(id), id).toBe(false);
    }
  });

  it('cannot be created from the console', () => {
    expect(roleIdSchema.safeParse('Resend-Admin').error?.issues[0]?.message).toBe(ROLE_TEXTS.idReserved);
  });
});

describe('the role form (spec 1 §5)', () => {
  it('requires Identifier and Name; Description is optional', () => {
    const result = roleCreateSchema.safeParse({ ID: '', Name: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['ID', 'Identifier is required.'],
      ['Name', 'Name is required.'],
    ]);
    expect(roleCreateSchema.parse({ ID: 'Florists', Name: 'Florists' })).toEqual({
      ID: 'Florists',
      Name: 'Florists',
      Description: null,
      xp: { Permissions: [] },
    });
  });

  it('keeps the identifier to URL-safe characters', () => {
    expect(roleIdSchema.safeParse('Order_Takers-2').success).toBe(true);
    expect(roleIdSchema.safeParse('Order Takers').success).toBe(false);
    expect(roleIdSchema.safeParse('a'.repeat(51)).success).toBe(false);
  });

  it('keeps known feature keys once, in catalogue order, and refuses unknown ones', () => {
    const parsed = roleCreateSchema.parse({
      ID: 'r',
      Name: 'r',
      Description: '  ',
      xp: { Permissions: ['internal-reader', 'order-reader', 'internal-reader'] },
    });
    expect(parsed.xp.Permissions).toEqual(['order-reader', 'internal-reader']);
    expect(parsed.Description).toBeNull();
    const unknown = roleCreateSchema.safeParse({ ID: 'r', Name: 'r', xp: { Permissions: ['root'] } });
    expect(unknown.error?.issues[0]?.message).toBe('Unknown feature key(s): root.');
  });

  it('takes the form as it is: a blank description is none, an existing ID is not judged again', () => {
    const form = { ID: 'Legacy Role', Name: 'Legacy', Description: '', xp: { Permissions: [] } };
    expect(roleFormSchema('edit').parse(form).Description).toBeNull();
    expect(roleFormSchema('create').safeParse(form).success).toBe(false);
    expect(roleCreateSchema.parse({ ID: 'r', Name: 'r', Description: null }).Description).toBeNull();
  });

  it('never changes the ID on edit', () => {
    expect(roleUpdateSchema.safeParse({ ID: 'other' }).success).toBe(false);
    expect(roleUpdateSchema.safeParse({}).success).toBe(false);
    expect(roleUpdateSchema.parse({ Name: ' New ' })).toEqual({ Name: 'New' });
  });
});
