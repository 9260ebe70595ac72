import { describe, expect, it } from 'vitest';
import {
  ALL_FEATURE_KEYS,
  apiRolesFor,
  FEATURE_GROUPS,
  FEATURES,
  groupSummary,
  hasAnyFeature,
  permissionsOf,
} from './permissions.ts';

describe('feature-key catalogue (spec 1 §3)', () => {
  it('has every key of the spec once, each in a known group', () => {
    expect(new Set(ALL_FEATURE_KEYS).size).toBe(ALL_FEATURE_KEYS.length);
    expect(ALL_FEATURE_KEYS).toHaveLength(7 + 13 + 7 + 16 + 7 + 4 + 4 + 2 + 4 + 5 + 3 + 1);
    for (const feature of FEATURES) expect(FEATURE_GROUPS).toContain(feature.group);
  });

  it('groups features in the order of the permission-selection form', () => {
    expect(FEATURE_GROUPS).toEqual([
      'Orders',
      'Customers',
      'DCF Settings',
      'Products',
      'Events',
      'Categories',
      'Gift Cards',
      'Destinations',
      'Stores',
      'Delivery',
      'Internal Users',
      'Miscellaneous',
    ]);
  });
});

describe('API role translation (spec 1 §6)', () => {
  it('is the de-duplicated union of the chosen features roles', () => {
    expect(apiRolesFor(['customer-reader', 'customer-info', 'customer-email'])).toEqual([
      'AddressReader',
      'BuyerImpersonation',
      'BuyerUserAdmin',
      'BuyerUserReader',
      'PasswordReset',
      'SpendingAccountReader',
      'UserGroupReader',
    ]);
    expect(apiRolesFor(['internal-admin', 'internal-bulk'])).toEqual([
      'AdminUserAdmin',
      'AdminUserGroupAdmin',
    ]);
    expect(apiRolesFor(['events-create'])).toEqual(['CatalogAdmin', 'CategoryAdmin', 'ProductAdmin']);
  });

  it('gives no roles for delivery, gift card and marketing keys', () => {
    expect(apiRolesFor(['delivery-reader', 'delivery-fees', 'giftcards-upload', 'misc-marketing'])).toEqual(
      [],
    );
  });

  it('ignores unknown keys', () => {
    expect(apiRolesFor(['no-such-key', 'categories-reader'])).toEqual(['CategoryReader']);
  });
});

describe('permissions of a user', () => {
  it('are the de-duplicated union over permission groups only', () => {
    const keys = permissionsOf([
      { xp: { IsPermissionGroup: true, Permissions: ['order-reader', 'customer-reader'] } },
      { xp: { IsPermissionGroup: true, Permissions: ['customer-reader', 'internal-reader', 'bogus'] } },
      { xp: { IsPermissionGroup: false, Permissions: ['internal-admin'] } },
    ]);
    expect(keys).toEqual(['order-reader', 'customer-reader', 'internal-reader']);
  });

  it('pass an access check with any one of the listed keys', () => {
    expect(hasAnyFeature(['order-reader'], ['internal-admin', 'order-reader'])).toBe(true);
    expect(hasAnyFeature([], ['order-reader'])).toBe(false);
  });
});

describe('group summary', () => {
  it("reads 'All enabled' or '{n} feature(s) enabled'", () => {
    expect(groupSummary('Internal Users', ['internal-reader', 'internal-admin', 'internal-bulk'])).toBe(
      'All enabled',
    );
    expect(groupSummary('Internal Users', ['internal-reader'])).toBe('1 feature(s) enabled');
    expect(groupSummary('Categories', [])).toBe('0 feature(s) enabled');
  });
});
