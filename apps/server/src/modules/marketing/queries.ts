import { redirectListSpec, type ListPage, type RedirectItem } from '@commerce/domain';
import type { DbOrTx } from '../../db/client.ts';
import { isoTextColumn } from '../../db/raw-rows.ts';
import { redirects } from '../../db/schema/marketing.ts';
import { defineList, type ListQuery } from '../../http/list-query.ts';

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
  // 100,000 redirects and more: estimated totals past 2,000 matches, pages walked along the sort's index.
  scale: { exactCountLimit: 2000, deferredJoinFrom: 1000 },
});

const listColumns = {
  slug: redirects.slug,
  destination: redirects.destination,
  dateCreated: isoTextColumn<string>(redirects.dateCreated, 'date_created'),
};

interface RawRedirectRow {
  slug: string;
  destination: string;
  date_created: string;
}

/** A page of the Redirects tab (raw rows: the scale path reads them without Drizzle's mapping). */
export const listRedirects = (db: DbOrTx, query: ListQuery): Promise<ListPage<RedirectItem>> =>
  redirectList.run(db, query, {
    select: listColumns,
    raw: true,
    map: (row) => {
      const raw = row as unknown as RawRedirectRow;
      return { Slug: raw.slug, Destination: raw.destination, DateCreated: raw.date_created };
    },
  });

export const toRedirectItem = (row: typeof redirects.$inferSelect) => ({
  Slug: row.slug,
  Destination: row.destination,
  DateCreated: row.dateCreated.toISOString(),
});
