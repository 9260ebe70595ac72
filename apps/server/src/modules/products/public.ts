/** What the composition root and other modules may use of the products module. */
export { productRoutes } from './routes.ts';
export { productBulkUpdate } from './bulk-update.ts';
export { productSearch } from './search.ts';
export { defaultSkusByCode, defaultSkusMatching, shownProductCodes } from './default-skus.ts';
export { productsNamingDrawers, removeDrawersFromProducts } from './drawer-references.ts';
export {
  browseStorefront,
  deliveryOptionsOf,
  isAvailable,
  storefrontProduct,
  storefrontSkus,
} from './storefront-catalogue.ts';
export {
  activeEventsWithoutSlotsSoon,
  changeProductRow,
  deleteProductRows,
  ensureFreeEventSchedule,
  eventList,
  eventNames,
  eventProduct,
  eventSkus,
  eventsMatching,
  highestNumberedId,
  insertEventProduct,
  listEventRows,
  lockSku,
  productRowById,
  setSchedulePrice,
  type EventListRow,
  type NewProductRow,
  type PriceScheduleRow,
  type ProductChanges,
  type ProductRow,
} from './event-rows.ts';
export { activeSkusFlagged } from './queries.ts';
export { feeNames, productNames, skuNames } from './names.ts';
