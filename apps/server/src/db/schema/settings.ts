import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { versionColumn } from './columns.ts';

/**
 * Shared settings documents. 'buyerxp' is the single BuyerXP document (spec 3 §3): every section edit
 * writes the whole document back, guarded by its version so two editors never overwrite each other.
 */
export const settingsDocuments = pgTable('settings_documents', {
  id: text('id').primaryKey(),
  document: jsonb('document').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  version: versionColumn(),
});
