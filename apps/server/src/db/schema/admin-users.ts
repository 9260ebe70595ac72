import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
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

export type AdminUserRow = typeof adminUsers.$inferSelect;
