/** What other modules may use of the stores module. */
export {
  existingStoreIds,
  flagshipStoreOptions,
  storeNameOf,
  storeOption,
  storeOrderCodes,
  storeSummary,
} from './queries.ts';
export { storeSearch } from './search.ts';
export type { StoreRules } from './service.ts';
