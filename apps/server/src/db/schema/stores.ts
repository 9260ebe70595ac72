import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Store addresses (ID pattern Store-*). The stores area adds hours, holidays and SEO in xp. */
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
    xp: jsonb('xp').$type<Record<string, unknown>>().notNull().default({}),
    dateCreated: timestamp('date_created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('stores_company_name_idx').on(t.companyName), index('stores_type_idx').on(t.storeType)],
);
