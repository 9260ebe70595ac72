import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { dateCreatedColumn, trigramIndex } from './columns.ts';

/** URL redirects of the storefront: slug → destination, both paths starting with '/'. */
export const redirects = pgTable(
  'redirects',
  {
    slug: text('slug').primaryKey(),
    destination: text('destination').notNull(),
    dateCreated: dateCreatedColumn(),
  },
  (t) => [
    // The list's default order (newest first) and its Destination sort walk these instead of sorting all.
    index('redirects_newest_idx').on(t.dateCreated, t.slug),
    index('redirects_destination_idx').on(t.destination, t.slug),
    trigramIndex('redirects_slug_trgm', t.slug),
    trigramIndex('redirects_destination_trgm', t.destination),
  ],
);
