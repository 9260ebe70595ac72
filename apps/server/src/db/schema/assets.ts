import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { dateCreatedColumn, trigramIndex } from './columns.ts';

/** Images and files of the asset library; the bytes live under DATA_DIR/assets/{id}/{fileName}. */
export const contentAssets = pgTable(
  'content_assets',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    /** category-banner-img, category-list-img … (the library filters by it). */
    description: text('description'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    url: text('url').notNull(),
    sizeBytes: integer('size_bytes').notNull().default(0),
    dateCreated: dateCreatedColumn(),
  },
  (t) => [
    index('content_assets_newest_idx').on(t.dateCreated, t.id),
    index('content_assets_description_idx').on(t.description, t.dateCreated),
    trigramIndex('content_assets_title_trgm', t.title),
  ],
);
