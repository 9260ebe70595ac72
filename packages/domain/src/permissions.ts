/**
 * The feature-key catalogue (spec 1 §3 and §6): every key, the label staff see, the group the
 * permission-selection form puts it in, and the API roles the key translates to in a security profile.
 */
export const FEATURE_GROUPS = [
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
] as const;
export type FeatureGroup = (typeof FEATURE_GROUPS)[number];

interface FeatureDef {
  key: string;
  label: string;
  group: FeatureGroup;
  apiRoles: readonly string[];
}

const ORDER_BUILDER_ROLES = [
  'BuyerImpersonation',
  'OrderAdmin',
  'OverrideTax',
  'OverrideShipping',
  'OverrideUnitPrice',
  'BuyerUserAdmin',
  'UserGroupAdmin',
  'UnsubmittedOrderReader',
  'Shopper',
  'MeXpAdmin',
  'MeAdmin',
  'MeCreditCardAdmin',
];
// The spec says only "a set of reader roles (exact list not shown)"; these are the readers the
// confirmation resend needs: the order, its shipments, and the buyer it goes to.
const ORDER_EMAIL_SENDER_ROLES = ['OrderReader', 'ShipmentReader', 'BuyerUserReader'];

const f = (key: string, label: string, group: FeatureGroup, apiRoles: readonly string[]): FeatureDef => ({
  key,
  label,
  group,
  apiRoles,
});

export const FEATURES = [
  f('order-reader', 'View Orders', 'Orders', ['OrderReader', 'ShipmentReader', 'AddressReader']),
  f('order-builder', 'Build Orders', 'Orders', ORDER_BUILDER_ROLES),
  f('order-bulk-flag', 'Consolidate Delivery Confirmations', 'Orders', ['OrderAdmin']),
  f('order-orphan-sender', 'Send Orphaned Orders to Eagle / Send Order to NetSuite', 'Orders', [
    'OrderAdmin',
    'ShipmentAdmin',
  ]),
  f('order-edit-ups', 'Manage UPS Tracking No.', 'Orders', ['ShipmentAdmin']),
  f('order-email-sender', 'Resend Confirmation Emails', 'Orders', ORDER_EMAIL_SENDER_ROLES),
  f('order-resend-files', 'Resend Redemption and Shipment Files', 'Orders', []),

  f('customer-reader', 'View Customers', 'Customers', [
    'BuyerUserReader',
    'BuyerImpersonation',
    'SpendingAccountReader',
    'AddressReader',
    'UserGroupReader',
  ]),
  f('customer-date', 'Filter Customers by Date', 'Customers', []),
  f('customer-group', 'Filter Customers by Group', 'Customers', []),
  f('customer-info', 'Edit Customer Info', 'Customers', ['BuyerUserAdmin', 'PasswordReset']),
  f('customer-email', 'Edit Customer Email', 'Customers', ['BuyerUserAdmin']),
  f('customer-reset-pass', 'Send Password Reset Emails', 'Customers', ['PasswordReset']),
  f('customer-account', 'Edit Customer Account Status', 'Customers', ['BuyerUserAdmin']),
  f('customer-delete', 'Delete Customers', 'Customers', ['BuyerUserAdmin']),
  f('customer-bulk', 'Customer Bulk Actions', 'Customers', ['BuyerUserAdmin']),
  f('customer-charge', 'Edit Store Charge Accounts', 'Customers', ['SpendingAccountAdmin']),
  f('customer-po', 'Edit Purchase Orders', 'Customers', ['BuyerUserAdmin']),
  f('customer-tax', 'Edit Tax Exemptions', 'Customers', ['BuyerUserAdmin']),
  f('user-group-admin', 'Manage Customer Groups', 'Customers', ['UserGroupAdmin']),

  f('dcf-reader', 'View DCF Settings', 'DCF Settings', ['CatalogReader', 'CategoryReader', 'ProductReader']),
  f('dcf-delivery', 'Edit DCF Delivery', 'DCF Settings', ['CatalogAdmin', 'CategoryAdmin']),
  f('dcf-warranty', 'Edit DCF Warranty', 'DCF Settings', ['CategoryAdmin']),
  f('dcf-ase-edit', 'Create and Edit ASE Drawers', 'DCF Settings', ['CategoryAdmin', 'ProductReader']),
  f('dcf-ase-assign', 'Assign ASE Drawers', 'DCF Settings', ['CategoryAdmin', 'ProductReader']),
  f('dcf-ase-delete', 'Delete ASE Drawers', 'DCF Settings', ['CategoryAdmin', 'ProductReader']),
  f('dcf-content-edit', 'Edit DCF Content', 'DCF Settings', ['CategoryAdmin']),

  f('product-reader', 'View Products', 'Products', ['ProductReader', 'PriceScheduleReader']),
  f('product-visibility', 'Edit Visibility', 'Products', ['ProductAdmin']),
  f('product-web', 'Edit Web Properties', 'Products', ['ProductAdmin']),
  f('product-pricing', 'Edit Pricing', 'Products', ['PriceScheduleAdmin']),
  f('product-inventory', 'Edit Inventory', 'Products', ['ProductAdmin', 'InventoryAdmin']),
  f('product-delivery', 'Edit Delivery', 'Products', ['ProductAdmin']),
  f('product-flags', 'Edit Flags', 'Products', ['ProductAdmin']),
  f('product-fees-assign', 'Assign Fees', 'Products', ['ProductAdmin']),
  f('product-fees-edit', 'Edit Fees', 'Products', ['ProductAdmin']),
  f('product-categories', 'Edit Categories', 'Products', ['ProductAdmin', 'CategoryAdmin']),
  f('product-warranty', 'Edit Warranty', 'Products', ['ProductAdmin']),
  f('product-specs', 'Edit Specifications', 'Products', ['ProductAdmin']),
  f('product-articles', 'Edit Related Articles', 'Products', ['ProductAdmin']),
  f('product-images', 'Edit Images', 'Products', ['ProductAdmin']),
  f('product-bulk', 'Product Bulk Update', 'Products', ['ProductAdmin', 'PriceScheduleAdmin']),
  f('product-delete', 'Delete Products', 'Products', ['ProductAdmin']),

  f('events-reader', 'View Events', 'Events', [
    'ProductReader',
    'PriceScheduleReader',
    'CategoryReader',
    'AddressReader',
  ]),
  f('events-admin', 'Edit Events', 'Events', ['ProductAdmin']),
  f('events-delete', 'Delete Events', 'Events', ['ProductAdmin']),
  f('events-create', 'Create Events', 'Events', ['ProductAdmin', 'CatalogAdmin', 'CategoryAdmin']),
  f('events-visibility', 'Edit Event Visibility', 'Events', ['ProductAdmin']),
  f('events-inventory', 'Edit Event Inventory', 'Events', ['InventoryAdmin']),
  f('events-location', 'Create Event Locations', 'Events', ['AddressAdmin']),

  f('categories-reader', 'View Categories', 'Categories', ['CategoryReader']),
  f('categories-delete', 'Delete Categories', 'Categories', ['CategoryAdmin']),
  f('categories-create', 'Create Categories', 'Categories', ['CategoryAdmin']),
  f('categories-edit', 'Edit Categories', 'Categories', ['CategoryAdmin']),

  f('giftcards-reader', 'View Gift Cards', 'Gift Cards', []),
  f('giftcards-upload', 'Upload Gift Cards', 'Gift Cards', []),
  f('giftcards-delete', 'Delete Gift Cards', 'Gift Cards', []),
  f('giftcards-settings', 'Generate Gift Cards and Edit Settings', 'Gift Cards', []),

  f('address-reader', 'View Destinations', 'Destinations', ['AddressReader']),
  f('address-admin', 'Edit Destinations', 'Destinations', ['AddressAdmin']),

  f('stores-reader', 'View Stores', 'Stores', ['AddressReader']),
  f('stores-admin', 'Edit Stores', 'Stores', ['AddressAdmin']),
  f('stores-create', 'Create Stores', 'Stores', ['AddressAdmin']),
  f('stores-delete', 'Delete Stores', 'Stores', ['AddressAdmin']),

  f('delivery-reader', 'View Delivery Settings', 'Delivery', []),
  f('delivery-same-day', 'Edit Same/Next Day Settings', 'Delivery', []),
  f('delivery-fees', 'Edit Delivery Fees', 'Delivery', []),
  f('delivery-slots', 'Edit Default Time Slots', 'Delivery', []),
  f('delivery-dates', 'Edit Delivery Dates', 'Delivery', []),

  f('internal-reader', 'View Internal Users', 'Internal Users', [
    'AdminUserReader',
    'AdminUserGroupReader',
    'AddressReader',
  ]),
  f('internal-admin', 'Manage Internal Users and Roles', 'Internal Users', [
    'AdminUserAdmin',
    'AdminUserGroupAdmin',
  ]),
  f('internal-bulk', 'Internal User Bulk Actions', 'Internal Users', ['AdminUserAdmin']),

  f('misc-marketing', 'Marketing', 'Miscellaneous', []),
] as const satisfies readonly FeatureDef[];

export type FeatureKey = (typeof FEATURES)[number]['key'];
export type Feature = (typeof FEATURES)[number];

export const ALL_FEATURE_KEYS: readonly FeatureKey[] = FEATURES.map((feature) => feature.key);

const featureByKey = new Map<string, Feature>(FEATURES.map((feature) => [feature.key, feature]));

export const isFeatureKey = (key: string): key is FeatureKey => featureByKey.has(key);

export const featureOf = (key: FeatureKey): Feature => featureByKey.get(key) as Feature;

export const featuresInGroup = (group: FeatureGroup): Feature[] =>
  FEATURES.filter((feature) => feature.group === group);

/** The security profile's Roles: the de-duplicated union of the chosen features' API roles. */
export function apiRolesFor(keys: readonly string[]): string[] {
  const roles = new Set<string>();
  for (const key of keys) featureByKey.get(key)?.apiRoles.forEach((role) => roles.add(role));
  return [...roles].sort();
}

export interface PermissionGroupLike {
  xp?: { IsPermissionGroup?: boolean | null; Permissions?: readonly string[] | null } | null;
}

/** A user's permissions: the de-duplicated union of the permission groups' xp.Permissions. */
export function permissionsOf(groups: readonly PermissionGroupLike[]): FeatureKey[] {
  const keys = new Set<FeatureKey>();
  for (const group of groups) {
    if (!group.xp?.IsPermissionGroup) continue;
    for (const key of group.xp.Permissions ?? []) if (isFeatureKey(key)) keys.add(key);
  }
  return ALL_FEATURE_KEYS.filter((key) => keys.has(key));
}

/** An access check passes when the user holds any one of the listed keys. */
export const hasAnyFeature = (held: readonly string[], needed: readonly FeatureKey[]): boolean =>
  needed.some((key) => held.includes(key));

/** The permission-selection form's group summary. */
export function groupSummary(group: FeatureGroup, selected: readonly string[]): string {
  const inGroup = featuresInGroup(group);
  const enabled = inGroup.filter((feature) => selected.includes(feature.key)).length;
  return enabled === inGroup.length ? 'All enabled' : `${enabled} feature(s) enabled`;
}

/** Membership of this permission group marks a training user (red chip, restricted customer search). */
export const TRAINING_GROUP_ID = 'Training_Team';
export const ADMINISTRATORS_GROUP_ID = 'Administrators';
