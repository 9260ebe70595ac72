import { SEARCH_KIND_ORDER, SEARCH_RESULTS_PER_KIND, type SearchResult } from '@commerce/domain';
import type { DbOrTx } from '../../db/client.ts';
import { holdsAny, type Principal } from '../../http/principal.ts';
import { SEARCH_PROVIDERS } from './providers.ts';

/**
 * Searches every kind the principal may open (holding one of its provider's keys), at most
 * SEARCH_RESULTS_PER_KIND of each, kinds in SEARCH_KINDS order. The kinds are asked together.
 */
export async function globalSearch(db: DbOrTx, principal: Principal, text: string): Promise<SearchResult[]> {
  const kinds = SEARCH_KIND_ORDER.filter((kind) => holdsAny(principal, ...SEARCH_PROVIDERS[kind].anyOf));
  const found = await Promise.all(
    kinds.map((kind) => SEARCH_PROVIDERS[kind].find(db, principal, text, SEARCH_RESULTS_PER_KIND)),
  );
  return kinds.flatMap((kind, index) =>
    (found[index] ?? []).slice(0, SEARCH_RESULTS_PER_KIND).map((hit) => ({ Kind: kind, ...hit })),
  );
}
