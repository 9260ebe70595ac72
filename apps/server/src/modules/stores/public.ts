/** What other modules may use of the stores module. */
export { toStoreSummary } from './mapper.ts';
export { existingStoreIds, flagshipStoreOptions, storeNameOf, storeOption, storeSummary } from './queries.ts';
export { storeSearch } from './search.ts';
export type { StoreRules } from './service.ts';
