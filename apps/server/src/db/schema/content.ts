import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { dateCreatedColumn, trigramIndex, versionColumn } from './columns.ts';

/**
 * Content service entries (simpleContentBlock, complexContentBlock, staticPage, article): what the
 * category and store content slots and related-article lists refer to by ID.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: text('id').primaryKey(),
    contentType: text('content_type').notNull(),
    /** name or title (en-US): what pickers show and search. */
    title: text('title').notNull(),
    /** The entry's fields as the content service has them (navigation, parentPage, section, slug …). */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Above 0 = published; only published entries are offered. */
    publishedCounter: integer('published_counter').notNull().default(0),
    dateCreated: dateCreatedColumn(),
    version: versionColumn(),
  },
  (t) => [
    index('content_entries_type_idx').on(t.contentType, t.title),
    trigramIndex('content_entries_title_trgm', t.title),
  ],
);
