import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { versionColumn, xpColumn } from './columns.ts';

/**
 * Department, class and fineline settings (spec 2 §3 'DCF category'): delivery methods, warranty HTML,
 * ASE drawers and content slots, per value. A value nobody configured has no row and loads blank.
 */
export const dcfCategories = pgTable(
  'dcf_categories',
  {
    /** departments, classes or finelines. */
    type: text('type').notNull(),
    /** The value itself, as products carry it in xp.CurrentDepartment / CurrentClass / CurrentFineline. */
    id: text('id').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    xp: xpColumn(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('dcf_categories_name_idx').on(sql`lower(${t.name})`),
  ],
);

/**
 * How many products (default SKUs, not events: C-40) carry each department, class and fineline: the DCF
 * screen's left lists sorted by it. Kept by statement-level triggers on products (migration
 * 0006_dcf-facet-counts), whatever writes the products, so reading a list never counts 100,000 rows.
 */
export const dcfFacetCounts = pgTable(
  'dcf_facet_counts',
  {
    /** departments, classes or finelines. */
    type: text('type').notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.type, t.value] })],
);
