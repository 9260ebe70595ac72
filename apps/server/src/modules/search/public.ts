/** What other modules may use of the search module: the contract their search providers fulfil. */
export type { SearchHit, SearchProvider } from './provider.ts';
