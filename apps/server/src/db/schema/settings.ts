import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { versionColumn } from './columns.ts';

/**
 * Shared settings documents. 'buyerxp' is the single BuyerXP document (spec 3 §3): every section edit
 * writes the whole document back. Each section (packages/domain settings-sections.ts) has its own version
 * in `section_versions` (a section never saved is at 1), so editors of two different sections never
 * refuse each other, while two editors of one section never overwrite each other. `version` counts every
 * save of the row.
 */
export const settingsDocuments = pgTable('settings_documents', {
  id: text('id').primaryKey(),
  document: jsonb('document').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  version: versionColumn(),
  sectionVersions: jsonb('section_versions').$type<Record<string, number>>().notNull().default({}),
});
