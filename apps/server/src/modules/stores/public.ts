/** What other modules may use of the stores module. */
export { toStoreSummary } from './mapper.ts';
export { storeSearch } from './search.ts';
