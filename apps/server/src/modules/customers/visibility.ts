import { EXCLUDED_CUSTOMER_ID } from '@commerce/domain';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import type { CustomerRow } from './mapper.ts';
import { idsAmong } from '../../db/ids-among.ts';

/**
 * The customers a staff member may see at all: never the guest account 299999, and for Training_Team
 * members only training customers (spec 1 §1). Every list, read and write of this module goes through it.
 */
export const visibleCustomers = (principal: Principal): SQL =>
  and(
    ne(customers.id, EXCLUDED_CUSTOMER_ID),
    principal.isTraining ? eq(customers.trainingUser, true) : undefined,
  )!;

export const customerNotFound = () => notFound('The customer');

/**
 * One customer the principal may see, or 404 (the same answer whether it does not exist or is hidden, so
 * hidden accounts cannot be discovered). `forUpdate` locks the row for the rest of the transaction.
 */
export async function visibleCustomer(
  db: DbOrTx,
  principal: Principal,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CustomerRow> {
  const query = db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), visibleCustomers(principal)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw customerNotFound();
  return row;
}

/** The ID of a customer the principal may see, or 404 (what another area checks before it shows theirs). */
export const visibleCustomerId = async (db: DbOrTx, principal: Principal, id: string): Promise<string> =>
  (await visibleCustomer(db, principal, id)).id;

/** Which of these customers the principal may see (their History follows the same rule), in one statement. */
export const visibleCustomerIds = (db: DbOrTx, principal: Principal, ids: readonly string[]) =>
  idsAmong(db, customers.id, ids, visibleCustomers(principal));
