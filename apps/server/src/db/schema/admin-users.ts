import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Internal (admin) users: ID equals Username (spec 1 §3). */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    active: boolean('active').notNull().default(true),
    storeAddressId: text('store_address_id'),
    /** xp.LastPasswordChange, milliseconds since the epoch; null forces a reset at sign-in. */
    lastPasswordChange: bigint('last_password_change', { mode: 'number' }),
    passwordHash: text('password_hash'),
    xp: jsonb('xp').$type<Record<string, unknown>>().notNull().default({}),
    dateCreated: timestamp('date_created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('admin_users_username_lower_key').on(sql`lower(${t.username})`),
    index('admin_users_email_lower_idx').on(sql`lower(${t.email})`),
    index('admin_users_store_idx').on(t.storeAddressId),
    index('admin_users_date_created_idx').on(t.dateCreated),
  ],
);

/** Admin user groups; the permission groups (roles) carry the feature keys in xp.Permissions. */
export const permissionGroups = pgTable('permission_groups', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  isPermissionGroup: boolean('is_permission_group').notNull().default(true),
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  xp: jsonb('xp').$type<Record<string, unknown>>().notNull().default({}),
  dateCreated: timestamp('date_created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const userGroupAssignments = pgTable(
  'user_group_assignments',
  {
    userGroupId: text('user_group_id')
      .notNull()
      .references(() => permissionGroups.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userGroupId, t.userId] }),
    index('user_group_assignments_user_idx').on(t.userId),
  ],
);

/** The security profile paired with a permission group: same ID and Name, Roles from the features. */
export const securityProfiles = pgTable('security_profiles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  version: integer('version').notNull().default(1),
});

export const securityProfileAssignments = pgTable(
  'security_profile_assignments',
  {
    securityProfileId: text('security_profile_id')
      .notNull()
      .references(() => securityProfiles.id, { onDelete: 'cascade' }),
    userGroupId: text('user_group_id')
      .notNull()
      .references(() => permissionGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.securityProfileId, t.userGroupId] })],
);

export type AdminUserRow = typeof adminUsers.$inferSelect;
