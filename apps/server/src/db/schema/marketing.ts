import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { dateCreatedColumn, trigramIndex } from './columns.ts';
import { textSortKey } from '../text-sort-key.ts';

/** URL redirects of the storefront: slug → destination, both paths starting with '/'. */
export const redirects = pgTable(
  'redirects',
  {
    slug: text('slug').primaryKey(),
    destination: text('destination').notNull(),
    dateCreated: dateCreatedColumn(),
  },
  (t) => [
    // The list's default order (newest first) and its Slug and Destination sorts (textSortKey, as every text
    // sort) walk these instead of sorting all.
    index('redirects_newest_idx').on(t.dateCreated, t.slug),
    index('redirects_slug_sort_idx').on(textSortKey(t.slug), t.slug),
    index('redirects_destination_idx').on(textSortKey(t.destination), t.slug),
    trigramIndex('redirects_slug_trgm', t.slug),
    trigramIndex('redirects_destination_trgm', t.destination),
  ],
);
