import { pgTable, text } from 'drizzle-orm/pg-core';
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
    trigramIndex('redirects_slug_trgm', t.slug),
    trigramIndex('redirects_destination_trgm', t.destination),
  ],
);
