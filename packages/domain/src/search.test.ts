import { describe, expect, it } from 'vitest';
import { firstAndRest, searchQuerySchema, SEARCH_KIND_ORDER, SEARCH_KINDS, SEARCH_TEXTS } from './search.ts';

describe('global search', () => {
  it('groups customers, internal users, roles, categories, orders, events and stores, in that order', () => {
    expect(SEARCH_KIND_ORDER).toEqual([
      'customer',
      'admin-user',
      'role',
      'category',
      'product',
      'order',
      'event',
      'store',
    ]);
    expect(SEARCH_KIND_ORDER.map((kind) => SEARCH_KINDS[kind].label)).toEqual([
      'Customers',
      'Internal Users',
      'User Roles',
      'Categories',
      'Products',
      'Orders',
      'Events',
      'Stores',
    ]);
  });

  it('takes a trimmed text of 2 to 100 characters without control characters', () => {
    expect(searchQuerySchema.parse({ q: '  li  ' })).toEqual({ q: 'li' });
    const messageOf = (q: unknown) => searchQuerySchema.safeParse({ q }).error?.issues[0]?.message;
    expect(messageOf(' l ')).toBe(SEARCH_TEXTS.tooShort);
    expect(messageOf('x'.repeat(101))).toBe(SEARCH_TEXTS.tooLong);
    expect(messageOf('ab\u0000')).toBe(SEARCH_TEXTS.notPlain);
    expect(searchQuerySchema.safeParse({}).success).toBe(false);
    expect(searchQuerySchema.parse({ q: 'x'.repeat(100) }).q).toHaveLength(100);
  });

  it('splits "first last" at the first space', () => {
    expect(firstAndRest('mary ann smith')).toEqual(['mary', 'ann smith']);
    expect(firstAndRest(' jo   smi ')).toEqual(['jo', 'smi']);
    expect(firstAndRest('smith')).toBeNull();
  });
});
