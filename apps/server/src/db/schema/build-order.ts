import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions } from './sessions.ts';

/**
 * Build Order's impersonation tokens (spec 1 §4): a staff member's console session orders on a customer's
 * behalf through the storefront with one of these. Stored only as a SHA-256 hash; short-lived; revoked by
 * Stop Session, by choosing another customer and (through the session) by signing out.
 */
export const impersonationTokens = pgTable(
  'impersonation_tokens',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The staff member (admin user ID) and the customer served. */
    userId: text('user_id').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('impersonation_tokens_hash_key').on(t.tokenHash),
    index('impersonation_tokens_session_idx').on(t.sessionId),
  ],
);
