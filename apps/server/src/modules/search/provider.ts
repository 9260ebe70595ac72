import type { FeatureKey, SearchResult } from '@commerce/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../http/principal.ts';

/** One match of a kind: the palette's two lines and the web path it opens (the kind is the provider's). */
export type SearchHit = Omit<SearchResult, 'Kind'>;

/**
 * How global search finds one kind of record. The area that owns the kind writes it and exports it from
 * its public.ts; the search module names it (modules/search/providers.ts).
 */
export interface SearchProvider {
  /** The keys that open this kind's pages (usually its list spec's readKeys): only their holders search it. */
  anyOf: readonly FeatureKey[];
  /**
   * Up to `limit` matches of `text` (trimmed, 2–100 characters), best first, only among the records the
   * principal may see. It runs on every keystroke of the palette: use the kind's indexes (a prefix on an
   * indexed expression, an exact key), never a scan of a big table.
   */
  find(db: DbOrTx, principal: Principal, text: string, limit: number): Promise<SearchHit[]>;
}
