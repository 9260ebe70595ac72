import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { trigramIndex } from './columns.ts';

/**
 * Store addresses (ID pattern Store-*) and custom event locations. Hours, holidays, services, SEO,
 * Eagle codes and content references live in xp (spec 2 §3).
 */
export const stores = pgTable(
  'stores',
  {
    id: text('id').primaryKey(),
    companyName: text('company_name').notNull(),
    street1: text('street1'),
    street2: text('street2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    phone: text('phone'),
    storeType: text('store_type'),
    active: boolean('active').notNull().default(false),
    /** A custom event location rather than a store: kept out of the store list. */
    customLocation: boolean('custom_location').notNull().default(false),
    xp: jsonb('xp').$type<Record<string, unknown>>().notNull().default({}),
    dateCreated: timestamp('date_created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('stores_company_name_idx').on(t.companyName),
    index('stores_type_idx').on(t.storeType),
    trigramIndex('stores_company_name_trgm', t.companyName),
    // A store page's address on the storefront (and in the sitemap): one store a page name.
    uniqueIndex('stores_page_name_key').on(sql`(${t.xp}->>'PageName')`),
  ],
);
