/** What other modules and the composition root may use of the orders module. */
export { orderSearch } from './search.ts';
export { visibleOrderIds } from './visibility.ts';
export { ORDER_WRITE_BACKS } from './write-backs.ts';
export { rebuildShipmentSearchText, shipmentCount } from './search-text.ts';
export { queuePlacedOrderSends, recordPlacedOrder, type PlacedOrder } from './placed.ts';
export { customerHasOrders, moveOrdersToAccount } from './customer-orders.ts';
export { shipmentsToDeliverPerDay, submittedPerDay, tookOrdersSince } from './figures.ts';
