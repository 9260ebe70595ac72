import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../http/principal.ts';
import { visibleCustomer } from './visibility.ts';

export { customerSearch } from './search.ts';

/** Whether the principal may see the customer at all (the guest account and the training rule apply). */
export const canSeeCustomer = (db: DbOrTx, principal: Principal, id: string): Promise<boolean> =>
  visibleCustomer(db, principal, id).then(
    () => true,
    () => false,
  );

export { createCustomer, type NewCustomer } from './create.ts';
/** Build Order adds and deletes notes of the customer being served (C-2). */
export { addCustomerNote, deleteCustomerNote } from './notes.ts';
/** Build Order's customer lookup searches e-mails and sorts names the way the list does (its indexes). */
export { emailKey as customerEmailKey, lastNameKey as customerLastNameKey } from './queries.ts';
