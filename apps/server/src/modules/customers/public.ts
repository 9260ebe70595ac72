/** What other modules and the composition root may use of the customers module. */
export { customerSearch } from './search.ts';

/** Whether the principal may see customers at all (the guest account and the training rule apply). */
export { visibleCustomerId, visibleCustomerIds } from './visibility.ts';

export { createCustomer, type NewCustomer } from './create.ts';
/** Build Order adds and deletes notes of the customer being served (C-2). */
export { addCustomerNote, deleteCustomerNote } from './notes.ts';
export { searchServableCustomers, servableCustomer, storeGroupOf, toBuildOrderCustomer } from './servable.ts';
export { CUSTOMER_WRITE_BACKS, cecsCustomerPayload } from './cecs.ts';
export {
  customerGroupNames,
  ensureCustomerGroup,
  findCustomer,
  isActiveCustomer,
  loyaltyAccountByCard,
  lockCustomer,
  recordOrderSubmitted,
  trainingCustomerIds,
} from './lookups.ts';
export type { CustomerRow } from './mapper.ts';
export type { CustomerRules } from './service.ts';
