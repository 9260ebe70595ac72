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
