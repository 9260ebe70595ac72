import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { dateCreatedColumn, trigramIndex, versionColumn, xpColumn } from './columns.ts';

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

/**
 * Categories of a catalogue: the Bachmans tree (ID = parent ID + '_' + PascalCase name, at most three
 * levels) and the ASE drawers (catalogue ASE, flat). ChildCount is kept by the writes that add, move or
 * delete a child, so the tree never counts on read.
 */
export const categories = pgTable(
  'categories',
  {
    catalogId: text('catalog_id')
      .notNull()
      .references(() => catalogs.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    /** The first 2000 characters of the page text; the rest is xp.DescriptionOverflow. */
    description: text('description'),
    listOrder: integer('list_order').notNull().default(1),
    active: boolean('active').notNull().default(false),
    childCount: integer('child_count').notNull().default(0),
    xp: xpColumn(),
    dateCreated: dateCreatedColumn(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.catalogId, t.id] }),
    index('categories_parent_idx').on(t.catalogId, t.parentId, t.listOrder),
    trigramIndex('categories_name_trgm', t.name),
  ],
);

export const categoryProductAssignments = pgTable(
  'category_product_assignments',
  {
    catalogId: text('catalog_id').notNull(),
    categoryId: text('category_id').notNull(),
    productId: text('product_id').notNull(),
    listOrder: integer('list_order'),
  },
  (t) => [
    primaryKey({ columns: [t.catalogId, t.categoryId, t.productId] }),
    index('category_product_assignments_product_idx').on(t.productId),
  ],
);

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
