import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users.ts';

/** One signed-in browser. Tokens are stored only as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    accessHash: text('access_hash').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    refreshHash: text('refresh_hash'),
    /**
     * The refresh token this one replaced. Presented again within REFRESH_REUSE_GRACE_MS of the rotation it is
     * a lost answer or a second tab (rotated once more); later, it was stolen.
     */
    previousRefreshHash: text('previous_refresh_hash'),
    /** When `previousRefreshHash` was rotated away. */
    refreshRotatedAt: timestamp('refresh_rotated_at', { withTimezone: true, mode: 'date' }),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true, mode: 'date' }),
    passwordAttemptsLeft: integer('password_attempts_left').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_access_hash_key').on(t.accessHash),
    uniqueIndex('sessions_refresh_hash_key').on(t.refreshHash),
    index('sessions_previous_refresh_hash_idx').on(t.previousRefreshHash),
    index('sessions_user_idx').on(t.userId),
  ],
);
