import { redirectListSpec } from '@commerce/domain';
import { redirects } from '../../db/schema/index.ts';
import { defineList } from '../../http/list-query.ts';

/**
 * GET /redirects (redirectListSpec): the filter box matches any part of the slug or the destination (both
 * have trigram indexes, so it stays fast at 100,000 redirects); newest first by default.
 */
export const redirectList = defineList({
  spec: redirectListSpec,
  table: redirects,
  fields: {
    Slug: { column: redirects.slug, type: 'text', sort: true, filter: true, search: 'contains' },
    Destination: {
      column: redirects.destination,
      type: 'text',
      sort: true,
      filter: true,
      search: 'contains',
    },
    DateCreated: { column: redirects.dateCreated, type: 'date', sort: true, filter: true },
  },
  defaultSearchOn: ['Slug', 'Destination'],
  tiebreaker: redirects.slug,
});

export const toRedirectItem = (row: typeof redirects.$inferSelect) => ({
  Slug: row.slug,
  Destination: row.destination,
  DateCreated: row.dateCreated.toISOString(),
});
