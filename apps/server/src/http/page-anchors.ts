import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { forgetAfterWrites } from './read-caches.ts';

/**
 * Where the deep pages of a scale list begin, remembered for a few seconds (list-run.ts). Finding page 50's
 * keys walks 4,900 entries of the sort index before the page's 100. Once a page of a query has been served,
 * the next request for that page, or for one after it, starts from the first row of the nearest page
 * served before (a seek in the same index) and walks only the rows between: paging on (50, 51, 52) and
 * coming back to a page from one of its records cost a seek, not a walk from the top.
 *
 * An anchor is a page's offset and the sort values of its first row; the rows from it are those that sort at
 * or after those values, so it holds when that row is changed or removed. Anchors are kept like a list's
 * total: every write of this cluster forgets them all once committed (read-caches.ts); a write made
 * elsewhere shows within ANCHOR_TTL_MS as a page shifted by the rows it added or removed before the anchor.
 */
export class PageAnchors {
  private readonly byQuery = new Map<string, Anchor[]>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxQueries: number,
    private readonly maxPerQuery: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The anchor of `query` with the greatest offset not past `offset`. */
  nearest(query: string, offset: number): Anchor | undefined {
    const now = this.now();
    let nearest: Anchor | undefined;
    for (const anchor of this.byQuery.get(query) ?? []) {
      if (anchor.until > now && anchor.offset <= offset && anchor.offset > (nearest?.offset ?? -1)) {
        nearest = anchor;
      }
    }
    return nearest;
  }

  /** `values` are the sort values of the first row of the page of `query` at `offset`. */
  remember(query: string, offset: number, values: readonly string[]): void {
    const now = this.now();
    const kept = (this.byQuery.get(query) ?? []).filter(
      (anchor) => anchor.offset !== offset && anchor.until > now,
    );
    kept.push({ offset, values, until: now + this.ttlMs });
    if (kept.length > this.maxPerQuery) kept.shift();
    // Re-inserted, so the least recently served query is the first to go.
    this.byQuery.delete(query);
    if (this.byQuery.size >= this.maxQueries) this.byQuery.delete(this.byQuery.keys().next().value as string);
    this.byQuery.set(query, kept);
  }

  forget(): void {
    this.byQuery.clear();
  }
}

export interface Anchor {
  offset: number;
  values: readonly string[];
  until: number;
}

/** As long as a list's total is kept (list-run.ts, TOTAL_TTL_MS). */
const ANCHOR_TTL_MS = 10_000;
export const pageAnchors = new PageAnchors(ANCHOR_TTL_MS, 1000, 64);
forgetAfterWrites(() => pageAnchors.forget());

/** A sort an anchor can start: its terms, all one way (a row comparison reads them in one direction). */
export interface AnchoredSort {
  terms: (PgColumn | SQL)[];
  descending: boolean;
}

/**
 * A row's values of the sort's terms, as text: what an anchor keeps. Text reads back exactly as each
 * term's own type (timestamps to the microsecond), which the comparison in fromAnchor infers for each.
 */
export const anchorValues = (sort: AnchoredSort): SQL.Aliased<string[]> =>
  sql<string[]>`array[${sql.join(
    sort.terms.map((term) => sql`(${term})::text`),
    sql`, `,
  )}]`.as('page_anchor');

/**
 * The rows that sort at or after an anchor's values: one row comparison over the sort's terms, so the sort
 * index serves it as a range.
 */
export function fromAnchor(sort: AnchoredSort, values: readonly string[]): SQL {
  const terms = sql.join(sort.terms, sql`, `);
  const anchor = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  return sort.descending ? sql`(${terms}) <= (${anchor})` : sql`(${terms}) >= (${anchor})`;
}
