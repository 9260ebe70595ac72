import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { dateCreatedColumn, moneyColumn, trigramIndex, versionColumn, xpColumn } from './columns.ts';

/**
 * Delivery destinations (cemeteries, churches, funeral homes, hospitals): ID = type prefix + slug of name,
 * street and phone, so the same place cannot be entered twice (409).
 */
export const destinations = pgTable(
  'destinations',
  {
    id: text('id').primaryKey(),
    /** Cemetery, Church, FuneralHome or Hospitals (the ID prefix). */
    type: text('type').notNull(),
    companyName: text('company_name').notNull(),
    addressName: text('address_name'),
    street1: text('street1').notNull(),
    street2: text('street2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull().default('US'),
    phone: text('phone').notNull(),
    surcharge: moneyColumn('surcharge').notNull().default('0'),
    active: boolean('active').notNull().default(true),
    xp: xpColumn(),
    dateCreated: dateCreatedColumn(),
    version: versionColumn(),
  },
  (t) => [
    index('destinations_type_name_idx').on(t.type, t.companyName),
    index('destinations_name_idx').on(t.companyName),
    trigramIndex('destinations_name_trgm', t.companyName),
    trigramIndex('destinations_city_trgm', t.city),
  ],
);

/** Local delivery route codes by zip and city: ID LDCity-{zip}-{city}; State Minnesota, Country US. */
export const routeCodes = pgTable(
  'route_codes',
  {
    id: text('id').primaryKey(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    /** Held in CompanyName by the original address record. */
    routeCode: text('route_code').notNull(),
    state: text('state').notNull().default('Minnesota'),
    country: text('country').notNull().default('US'),
    surcharge: moneyColumn('surcharge').notNull().default('0'),
    dateCreated: dateCreatedColumn(),
    version: versionColumn(),
  },
  (t) => [
    uniqueIndex('route_codes_zip_city_key').on(t.zip, sql`lower(${t.city})`),
    index('route_codes_city_idx').on(t.city),
  ],
);
