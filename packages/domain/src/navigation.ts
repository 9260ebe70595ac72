import { BULK_FEATURES } from './bulk-job-types.ts';
import type { FeatureKey } from './permissions.ts';

/**
 * The shell's tables (spec 1 §2, spec 3 §2 and §6): the section label by route prefix, the side menu,
 * and the access rule of every route. The web app's router and menu read these; the server enforces the
 * same keys on its endpoints.
 */

/** Who may open a route: any signed-in user, holders of any one of some keys, or the developers. */
export type RouteAccess =
  { kind: 'signed-in' } | { kind: 'features'; anyOf: FeatureKey[] } | { kind: 'developer' };

const signedIn: RouteAccess = { kind: 'signed-in' };
const anyOf = (...keys: FeatureKey[]): RouteAccess => ({ kind: 'features', anyOf: keys });

interface PrefixRule<T> {
  prefix: string;
  exact?: boolean;
  value: T;
}

/** Longest matching prefix wins, matched on whole path segments. */
function matchPrefix<T>(rules: readonly PrefixRule<T>[], pathname: string): T | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: PrefixRule<T> | undefined;
  for (const rule of rules) {
    const hit = rule.exact
      ? path === rule.prefix
      : path === rule.prefix || path.startsWith(`${rule.prefix}/`);
    if (hit && (!best || rule.prefix.length > best.prefix.length)) best = rule;
  }
  return best?.value;
}

const SECTION_LABELS: readonly PrefixRule<string>[] = [
  { prefix: '/orders', value: 'Orders' },
  { prefix: '/catalog', value: 'Catalog' },
  { prefix: '/delivery', value: 'Delivery' },
  { prefix: '/holidayDeliveryFees', value: 'Holiday Delivery Fees' },
  { prefix: '/admin', exact: true, value: 'Admin Tools' },
  { prefix: '/admin/users', value: 'Internal Users' },
  { prefix: '/admin/roles', value: 'User Roles' },
  { prefix: '/categories', value: 'Categories' },
  { prefix: '/content', value: 'Content' },
  { prefix: '/products', value: 'Products' },
  { prefix: '/stores', value: 'Stores' },
  { prefix: '/giftcards', value: 'Gift Cards' },
  { prefix: '/marketing', value: 'Marketing' },
  { prefix: '/dcf', value: 'Departments, Classes, Finelines' },
  { prefix: '/events', value: 'Events' },
  { prefix: '/build-order', value: 'Build Order' },
  { prefix: '/profile', value: 'My Profile' },
  { prefix: '/customers', value: 'Customers' },
  { prefix: '/bulk-operations', value: 'Bulk Operations' },
  { prefix: '/destinations', value: 'Destinations' },
  { prefix: '/home-page', value: 'Home Page' },
  { prefix: '/register-trainingusers', value: 'Register Training Users' },
  { prefix: '/developer', value: 'Developer Tools' },
];

export const sectionLabel = (pathname: string): string => matchPrefix(SECTION_LABELS, pathname) ?? '';

const ROUTE_ACCESS: readonly PrefixRule<RouteAccess>[] = [
  { prefix: '/profile', value: signedIn },
  { prefix: '/home-page', value: signedIn },
  { prefix: '/orders', value: anyOf('order-reader') },
  { prefix: '/build-order', value: anyOf('order-builder') },
  { prefix: '/customers', value: anyOf('customer-reader') },
  { prefix: '/admin', value: anyOf('internal-reader') },
  { prefix: '/admin/users/create', exact: true, value: anyOf('internal-admin') },
  { prefix: '/admin/roles', value: anyOf('internal-admin') },
  // Every key that opens some job type (C-11): route codes are imported there with address-admin.
  { prefix: '/bulk-operations', value: anyOf(...BULK_FEATURES) },
  { prefix: '/dcf', value: anyOf('dcf-reader') },
  { prefix: '/products', value: anyOf('product-reader') },
  { prefix: '/events', value: anyOf('events-reader') },
  { prefix: '/events/new', exact: true, value: anyOf('events-create') },
  { prefix: '/categories', value: anyOf('categories-reader') },
  // The read-only content entry page ('Open in content service') of every area that shows content.
  {
    prefix: '/content',
    value: anyOf('categories-reader', 'dcf-reader', 'product-reader', 'stores-reader', 'events-reader'),
  },
  { prefix: '/giftcards', value: anyOf('giftcards-reader') },
  { prefix: '/destinations', value: anyOf('address-reader') },
  // Spec 1 shows the menu entry to address-reader; spec 3 says misc-marketing covers the registration.
  { prefix: '/register-trainingusers', value: anyOf('address-reader', 'misc-marketing') },
  { prefix: '/stores', value: anyOf('stores-reader') },
  { prefix: '/delivery', value: anyOf('delivery-reader') },
  { prefix: '/holidayDeliveryFees', value: anyOf('delivery-reader') },
  { prefix: '/marketing', value: anyOf('misc-marketing') },
  { prefix: '/developer', value: { kind: 'developer' } },
];

/** The access rule of a route, or undefined for a path the console does not have. */
export const routeAccess = (pathname: string): RouteAccess | undefined => matchPrefix(ROUTE_ACCESS, pathname);

export interface AccessContext {
  permissions: readonly string[];
  isDeveloper: boolean;
}

export function canOpen(access: RouteAccess, user: AccessContext): boolean {
  switch (access.kind) {
    case 'signed-in':
      return true;
    case 'developer':
      return user.isDeveloper;
    case 'features':
      return access.anyOf.some((key) => user.permissions.includes(key));
  }
}

export interface MenuEntry {
  label: string;
  path: string;
  /** The keys that show the entry; absent means always shown. */
  anyOf?: FeatureKey[];
}

export const SIDE_MENU: readonly MenuEntry[] = [
  { label: 'My Profile', path: '/profile' },
  { label: 'Orders', path: '/orders', anyOf: ['order-reader'] },
  { label: 'Build Order', path: '/build-order', anyOf: ['order-builder'] },
  { label: 'Customers', path: '/customers', anyOf: ['customer-reader'] },
  { label: 'DCF Settings', path: '/dcf', anyOf: ['dcf-reader'] },
  { label: 'Products', path: '/products', anyOf: ['product-reader'] },
  { label: 'Events', path: '/events', anyOf: ['events-reader'] },
  { label: 'Categories', path: '/categories', anyOf: ['categories-reader'] },
  { label: 'Gift Cards', path: '/giftcards', anyOf: ['giftcards-reader'] },
  { label: 'Destinations', path: '/destinations', anyOf: ['address-reader'] },
  { label: 'Register Training Users', path: '/register-trainingusers', anyOf: ['address-reader'] },
  { label: 'Stores', path: '/stores', anyOf: ['stores-reader'] },
  { label: 'Delivery', path: '/delivery', anyOf: ['delivery-reader'] },
  { label: 'Holiday Delivery Fees', path: '/holidayDeliveryFees', anyOf: ['delivery-reader'] },
  { label: 'Marketing', path: '/marketing', anyOf: ['misc-marketing'] },
  { label: 'Admin Tools', path: '/admin', anyOf: ['internal-reader'] },
  { label: 'Bulk Operations', path: '/bulk-operations', anyOf: [...BULK_FEATURES] },
  { label: 'Home Page', path: '/home-page' },
];

export const visibleMenu = (permissions: readonly string[]): MenuEntry[] =>
  SIDE_MENU.filter((entry) => !entry.anyOf || entry.anyOf.some((key) => permissions.includes(key)));

/**
 * Screens the command palette (Ctrl/⌘+K) offers besides the side menu's: each shown only to a user who may
 * open its path and holds `anyOf` (when given). Areas add their sub-screens here.
 */
export const PALETTE_SCREENS: readonly MenuEntry[] = [
  { label: 'Internal Users', path: '/admin/users', anyOf: ['internal-reader'] },
  { label: 'New Internal User', path: '/admin/users/create', anyOf: ['internal-admin'] },
  { label: 'User Roles', path: '/admin/roles', anyOf: ['internal-admin'] },
  { label: 'New User Role', path: '/admin/roles/create', anyOf: ['internal-admin'] },
  { label: 'ASE Drawers', path: '/dcf/ase-drawers', anyOf: ['dcf-reader'] },
  { label: 'Delivery Dates Calendar', path: '/delivery/calendar', anyOf: ['delivery-reader'] },
  { label: 'Date-Specific Delivery Fees', path: '/holidayDeliveryFees/zip', anyOf: ['delivery-reader'] },
  { label: 'New Destination', path: '/destinations/create', anyOf: ['address-admin'] },
  { label: 'Route Codes', path: '/destinations/zip', anyOf: ['address-reader'] },
  { label: 'New Route Code', path: '/destinations/zip/create', anyOf: ['address-admin'] },
  { label: 'Batch Redirects', path: '/marketing/batchRedirects', anyOf: ['misc-marketing'] },
  { label: 'Sitemap', path: '/marketing/sitemap', anyOf: ['misc-marketing'] },
  { label: 'SEO Pages', path: '/marketing/seo', anyOf: ['misc-marketing'] },
];

/** The screens the palette offers this user: the visible side menu, then the other screens they may open. */
export const paletteScreens = (user: AccessContext): MenuEntry[] =>
  [...visibleMenu(user.permissions), ...PALETTE_SCREENS].filter((entry) => {
    const access = routeAccess(entry.path);
    const holds = !entry.anyOf || entry.anyOf.some((key) => user.permissions.includes(key));
    return holds && !!access && canOpen(access, user);
  });
