import {
  ADMINISTRATORS_GROUP_ID,
  ALL_FEATURE_KEYS,
  apiRolesFor,
  TRAINING_GROUP_ID,
  type FeatureKey,
} from '@commerce/domain';
import type { DbOrTx } from '../../db/client.ts';
import {
  adminUsers,
  permissionGroups,
  securityProfileAssignments,
  securityProfiles,
  userGroupAssignments,
} from '../../db/schema/index.ts';
import { insertRows } from '../insert.ts';
import type { DemoContext } from './context.ts';
import type { DemoStore } from './stores.ts';

const keysOf = (prefix: string) => ALL_FEATURE_KEYS.filter((key) => key.startsWith(prefix));

export interface DemoGroup {
  id: string;
  name: string;
  description: string;
  permissions: readonly FeatureKey[];
}

/**
 * The permission groups of the demo. Order Takers look orders and customers up, resend confirmations and
 * place orders through the storefront frame (order-builder), as Customer Service do and the trainees,
 * who practise on training customers only.
 */
export const DEMO_GROUPS: readonly DemoGroup[] = [
  {
    id: ADMINISTRATORS_GROUP_ID,
    name: 'Administrators',
    description: 'Every feature of the console.',
    permissions: ALL_FEATURE_KEYS,
  },
  {
    id: 'Customer_Service',
    name: 'Customer Service',
    description: 'Customer accounts, orders and their integrations, gift cards and delivery look-ups.',
    permissions: [
      ...keysOf('order-'),
      ...keysOf('customer-'),
      'user-group-admin',
      'product-reader',
      'events-reader',
      'giftcards-reader',
      'address-reader',
      'stores-reader',
      'delivery-reader',
    ],
  },
  {
    id: 'Order_Takers',
    name: 'Order Takers',
    description: 'Phone and counter staff: look up orders and customers, resend confirmations, build orders.',
    permissions: [
      'order-reader',
      'order-builder',
      'order-email-sender',
      'customer-reader',
      'customer-info',
      'customer-reset-pass',
    ],
  },
  {
    id: 'Catalogue',
    name: 'Catalogue',
    description: 'Products, categories, DCF settings and events.',
    permissions: [...keysOf('product-'), ...keysOf('categories-'), ...keysOf('dcf-'), ...keysOf('events-')],
  },
  {
    id: 'Delivery',
    name: 'Delivery',
    description: 'Delivery settings, time slots, holiday fees, destinations and route codes.',
    permissions: [...keysOf('delivery-'), 'address-reader', 'address-admin', 'stores-reader', 'order-reader'],
  },
  {
    id: 'Marketing',
    name: 'Marketing',
    description: 'Redirects, SEO, the home page, gift cards, stores and events on the storefront.',
    permissions: [
      'misc-marketing',
      ...keysOf('giftcards-'),
      ...keysOf('stores-'),
      'events-reader',
      'events-admin',
      'events-visibility',
      'product-reader',
      'categories-reader',
      'categories-edit',
    ],
  },
  {
    id: TRAINING_GROUP_ID,
    name: 'Training_Team',
    description: 'New staff in training: training customers only.',
    permissions: ['customer-reader', 'order-reader', 'order-builder'],
  },
];

interface StaffSeed {
  username: string;
  firstName: string;
  lastName: string;
  groups: string[];
  active?: boolean;
  store: number;
}

// Usernames are at most 10 characters (spec 1 §5).
const STAFF: readonly StaffSeed[] = [
  {
    username: 'mjohnson',
    firstName: 'Maria',
    lastName: 'Johnson',
    groups: [ADMINISTRATORS_GROUP_ID],
    store: 0,
  },
  {
    username: 'dnguyen',
    firstName: 'David',
    lastName: 'Nguyen',
    groups: [ADMINISTRATORS_GROUP_ID],
    store: 0,
  },
  { username: 'kolson', firstName: 'Karen', lastName: 'Olson', groups: ['Customer_Service'], store: 0 },
  { username: 'jpeterson', firstName: 'James', lastName: 'Peterson', groups: ['Customer_Service'], store: 1 },
  {
    username: 'aanderson',
    firstName: 'Amy',
    lastName: 'Anderson',
    groups: ['Customer_Service', 'Delivery'],
    store: 4,
  },
  { username: 'lhansen', firstName: 'Linda', lastName: 'Hansen', groups: ['Order_Takers'], store: 0 },
  { username: 'rlarson', firstName: 'Robert', lastName: 'Larson', groups: ['Order_Takers'], store: 1 },
  { username: 'sjohnson', firstName: 'Sarah', lastName: 'Johnson', groups: ['Order_Takers'], store: 2 },
  { username: 'mgarcia', firstName: 'Miguel', lastName: 'Garcia', groups: ['Order_Takers'], store: 3 },
  {
    username: 'pschmidt',
    firstName: 'Paul',
    lastName: 'Schmidt',
    groups: ['Order_Takers'],
    store: 5,
    active: false,
  },
  { username: 'ewilson', firstName: 'Emily', lastName: 'Wilson', groups: ['Catalogue'], store: 0 },
  { username: 'tbrandt', firstName: 'Thomas', lastName: 'Brandt', groups: ['Catalogue'], store: 0 },
  { username: 'hlee', firstName: 'Hannah', lastName: 'Lee', groups: ['Catalogue', 'Marketing'], store: 1 },
  { username: 'gmiller', firstName: 'Greg', lastName: 'Miller', groups: ['Delivery'], store: 0 },
  { username: 'bthompson', firstName: 'Brian', lastName: 'Thompson', groups: ['Delivery'], store: 3 },
  { username: 'cmartin', firstName: 'Claire', lastName: 'Martin', groups: ['Marketing'], store: 0 },
  { username: 'nmohamed', firstName: 'Nadia', lastName: 'Mohamed', groups: ['Marketing'], store: 4 },
  { username: 'jvang', firstName: 'Jenny', lastName: 'Vang', groups: [TRAINING_GROUP_ID], store: 2 },
  { username: 'ksorensen', firstName: 'Kyle', lastName: 'Sorensen', groups: [TRAINING_GROUP_ID], store: 5 },
  {
    username: 'aherrera',
    firstName: 'Ana',
    lastName: 'Herrera',
    groups: [TRAINING_GROUP_ID],
    store: 1,
    active: false,
  },
];

export interface DemoStaff {
  username: string;
  firstName: string;
  lastName: string;
  active: boolean;
  groups: string[];
  store: DemoStore;
}

/**
 * The permission groups, each with its security profile and assignment (as the first start makes
 * Administrators), and the staff in them. They share one password and have just changed it, so the
 * first sign-in asks for no reset. A group that already exists (Administrators after the first start)
 * is left as it is.
 */
export async function seedStaff(
  db: DbOrTx,
  context: DemoContext,
  options: { passwordHash: string; stores: readonly DemoStore[]; passwordChangedAt: number },
): Promise<DemoStaff[]> {
  const random = context.random('staff');
  const flagships = options.stores.filter((store) => store.type !== 'Custom');
  await db
    .insert(permissionGroups)
    .values(
      DEMO_GROUPS.map((group) => ({
        id: group.id,
        name: group.name,
        description: group.description,
        isPermissionGroup: true,
        permissions: [...group.permissions],
        dateCreated: random.daysAgo(2000),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(securityProfiles)
    .values(
      DEMO_GROUPS.map((group) => ({ id: group.id, name: group.name, roles: apiRolesFor(group.permissions) })),
    )
    .onConflictDoNothing();
  await db
    .insert(securityProfileAssignments)
    .values(DEMO_GROUPS.map((group) => ({ securityProfileId: group.id, userGroupId: group.id })))
    .onConflictDoNothing();

  const staff = STAFF.map((seed) => ({
    username: seed.username,
    firstName: seed.firstName,
    lastName: seed.lastName,
    active: seed.active ?? true,
    groups: seed.groups,
    store: flagships[seed.store % flagships.length]!,
  }));
  await insertRows(
    db,
    adminUsers,
    staff.map((member) => ({
      id: member.username,
      username: member.username,
      firstName: member.firstName,
      lastName: member.lastName,
      email: `${member.username}@bachmans.example`,
      phone: `612861${String(random.int(7600, 7999))}`,
      active: member.active,
      storeAddressId: member.store.id,
      lastPasswordChange: options.passwordChangedAt,
      passwordHash: options.passwordHash,
      dateCreated: random.daysAgo(random.int(30, 1800)),
    })),
  );
  await insertRows(
    db,
    userGroupAssignments,
    staff.flatMap((member) =>
      member.groups.map((group) => ({ userGroupId: group, userId: member.username })),
    ),
  );
  return staff;
}
