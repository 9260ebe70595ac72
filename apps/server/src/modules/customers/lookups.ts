import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { namesAmong } from '../../db/names-among.ts';
import { customerGroups, customers, loyaltyAccounts } from '../../db/schema/customers.ts';
import type { CustomerRow } from './mapper.ts';

/* What other areas read of the customers by ID: their buyer, the training accounts, a loyalty card. */

/** The customer, or null (no visibility rule: the caller has one of its own, or needs none). */
export async function findCustomer(db: DbOrTx, id: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}

/**
 * The IDs of the training customers, as a subquery for `buyer in ${trainingCustomerIds}`: their few IDs
 * come from customers_training_idx.
 */
export const trainingCustomerIds = sql`(${sql`select ${customers.id} from ${customers} where ${customers.trainingUser}`})`;

/** The customer groups among these IDs by name, by ID. */
export const customerGroupNames = (db: DbOrTx, ids: readonly string[]) =>
  namesAmong(db, { id: customerGroups.id, name: customerGroups.name }, ids);

/** Makes the customer group if it is not there yet (a fixed group a database without the demo lacks). */
export async function ensureCustomerGroup(tx: DbOrTx, group: { id: string; name: string }): Promise<void> {
  await tx.insert(customerGroups).values(group).onConflictDoNothing();
}

/** The loyalty account of a card, or null (the embedded loyalty provider's store). */
export async function loyaltyAccountByCard(db: DbOrTx, cardNumber: string) {
  const [row] = await db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.cardNumber, cardNumber));
  return row ?? null;
}

/**
 * Whether the customer (by its ID, e.g. a column of the caller's query) exists and is active. Wrapped:
 * Drizzle writes the columns of a one-table select list without their table.
 */
export const isActiveCustomer = (customerId: SQLWrapper): SQL =>
  sql`exists (${sql`select 1 from ${customers} where ${customers.id} = ${customerId} and ${customers.active}`})`;

/** The customer locked for a change of the caller's (an order placed for them), or null. */
export async function lockCustomer(tx: DbOrTx, id: string): Promise<CustomerRow | null> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
  return row ?? null;
}

/** Records when the customer last submitted an order (the list's Last Order). */
export async function recordOrderSubmitted(tx: DbOrTx, id: string, at: Date): Promise<void> {
  await tx.update(customers).set({ lastOrderSubmitted: at }).where(eq(customers.id, id));
}
