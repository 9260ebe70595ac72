import { describe, expect, it } from 'vitest';
import { canOpen, routeAccess, sectionLabel, SIDE_MENU, visibleMenu } from './navigation.ts';

describe('section labels by route prefix', () => {
  it.each([
    ['/admin', 'Admin Tools'],
    ['/admin/users', 'Internal Users'],
    ['/admin/users/alice', 'Internal Users'],
    ['/admin/roles/create', 'User Roles'],
    ['/dcf/department/10', 'Departments, Classes, Finelines'],
    ['/orders/123', 'Orders'],
    ['/profile', 'My Profile'],
    ['/bulk-operations/bulkupdateinternalusers', 'Bulk Operations'],
  ])('%s → %s', (path, label) => expect(sectionLabel(path)).toBe(label));

  it('matches whole segments only', () => {
    expect(sectionLabel('/ordersx')).toBe('');
  });
});

describe('route access table', () => {
  const user = (permissions: string[], isDeveloper = false) => ({ permissions, isDeveloper });
  const opens = (path: string, permissions: string[], isDeveloper = false) =>
    canOpen(routeAccess(path)!, user(permissions, isDeveloper));

  it('opens /profile and /home-page to any signed-in user', () => {
    expect(opens('/profile', [])).toBe(true);
    expect(opens('/home-page', [])).toBe(true);
  });

  it('needs internal-reader for /admin and users, internal-admin to create users and for roles', () => {
    expect(opens('/admin', ['internal-reader'])).toBe(true);
    expect(opens('/admin/users/alice', ['internal-reader'])).toBe(true);
    expect(opens('/admin/users/create', ['internal-reader'])).toBe(false);
    expect(opens('/admin/users/create', ['internal-admin'])).toBe(true);
    expect(opens('/admin/roles', ['internal-reader'])).toBe(false);
    expect(opens('/admin/roles/abc', ['internal-admin'])).toBe(true);
  });

  it('needs the area reader elsewhere, and create access for /events/new', () => {
    expect(opens('/orders/1', ['order-reader'])).toBe(true);
    expect(opens('/orders', ['customer-reader'])).toBe(false);
    expect(opens('/build-order', ['order-builder'])).toBe(true);
    expect(opens('/events/new', ['events-reader'])).toBe(false);
    expect(opens('/events/new', ['events-create'])).toBe(true);
    expect(opens('/bulk-operations/x/y', ['internal-bulk'])).toBe(true);
  });

  it('opens /developer only to developers', () => {
    expect(opens('/developer', ['internal-admin'])).toBe(false);
    expect(opens('/developer', [], true)).toBe(true);
  });

  it('knows no unknown path', () => {
    expect(routeAccess('/nowhere')).toBeUndefined();
  });
});

describe('side menu', () => {
  it('lists the spec entries in order', () => {
    expect(SIDE_MENU.map((entry) => entry.label)).toEqual([
      'My Profile',
      'Orders',
      'Build Order',
      'Customers',
      'DCF Settings',
      'Products',
      'Events',
      'Categories',
      'Gift Cards',
      'Destinations',
      'Register Training Users',
      'Stores',
      'Delivery',
      'Holiday Delivery Fees',
      'Marketing',
      'Admin Tools',
      'Bulk Operations',
      'Home Page',
    ]);
  });

  it('shows an entry only with its permission; profile and home page always', () => {
    expect(visibleMenu([]).map((entry) => entry.label)).toEqual(['My Profile', 'Home Page']);
    expect(visibleMenu(['address-reader']).map((entry) => entry.label)).toEqual([
      'My Profile',
      'Destinations',
      'Register Training Users',
      'Home Page',
    ]);
  });

  it('never shows an entry whose route the user could not open', () => {
    for (const entry of SIDE_MENU) {
      const holder = { permissions: entry.anyOf ?? [], isDeveloper: false };
      expect(canOpen(routeAccess(entry.path)!, holder), entry.path).toBe(true);
    }
  });
});
