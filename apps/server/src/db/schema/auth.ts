import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed sign-ins per username ('user:…') and per address ('ip:…'), for slowing and locking out. */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
});
