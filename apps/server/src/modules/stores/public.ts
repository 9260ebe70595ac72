/** What other modules may use of the stores module. */
export {
  activeStorePageNames,
  existingStoreIds,
  flagshipStoreOptions,
  storeNameOf,
  storeNames,
  storeOption,
  storeOrderCodes,
  storeSummary,
  storesByTwoDigitCode,
} from './queries.ts';
export { storeSearch } from './search.ts';
export { createCustomLocation, eventLocation, eventLocations, toLocationOption } from './event-locations.ts';
export type { StoreRules } from './service.ts';
