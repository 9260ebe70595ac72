import { pgTable, text } from 'drizzle-orm/pg-core';
import { versionColumn, xpColumn } from './columns.ts';

/**
 * The catalogues: Bachmans (the storefront's tree), ASE (the Add Something Extra drawers) and DCF
 * (whose xp.Delivery holds the default delivery settings).
 */
export const catalogs = pgTable('catalogs', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  xp: xpColumn(),
  version: versionColumn(),
});
