import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users.ts';

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
