import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { recordAudit } from '../../http/audit.ts';
import {
  defineWriteBack,
  deliveredOutcome,
  failedOutcome,
  type ConnectorWriteBack,
  type SendOutcome,
} from '../../integrations/connectors/index.ts';
import type { OutboxRow } from '../../integrations/outbox.ts';
import type { CustomerRow } from './mapper.ts';

/*
 * The customer service (CECS): the customer as it is sent (Register Customer, an order's buyer), and the
 * outcome written back on the customer: the sync status and time, and the customer number it answered.
 */

/** The customer service's add-or-update customer (spec 1 §7). */
export const cecsCustomerPayload = (customer: CustomerRow) => ({
  ID: customer.id,
  FirstName: customer.firstName,
  LastName: customer.lastName,
  Email: customer.email,
  Phone: customer.phone,
  LoyaltyCardNumber: customer.loyaltyCardNumber,
});

/** The customer service (CECS): the buyer's sync status and time, and the customer number it answered. */
async function writeCecsOutcome(tx: Tx, row: OutboxRow, outcome: SendOutcome, response?: string) {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, row.entityId)).for('update');
  if (!customer) return;
  const syncStatus = outcome.status === 'success' ? 'Success' : 'Fail';
  // The customer service answers the CECS customer number (spec 1 §7), as plain text or JSON.
  const answered = response?.trim().replace(/^"|"$/g, '');
  const number = answered && /^[A-Za-z0-9-]{1,40}$/.test(answered) ? answered : customer.cecsCustomerNumber;
  await tx
    .update(customers)
    .set({ cecsSyncStatus: syncStatus, cecsSyncedAt: sql`now()`, cecsCustomerNumber: number })
    .where(eq(customers.id, customer.id));
  await recordAudit(tx, {
    actorId: null,
    entity: 'customer',
    action: 'cecs-sync',
    entityId: customer.id,
    before: {
      OrderCloudToCecsCustomerStatus: customer.cecsSyncStatus,
      CecsCustomerNumber: customer.cecsCustomerNumber,
    },
    after: { OrderCloudToCecsCustomerStatus: syncStatus, CecsCustomerNumber: number, ...outcome.note },
  });
}

/** The customers area's write-backs (declarations.ts CONNECTOR_WRITE_BACKS). */
export const CUSTOMER_WRITE_BACKS: readonly ConnectorWriteBack[] = [
  defineWriteBack({
    system: 'cecs',
    entities: ['customer'],
    onDelivered: (tx, row, outcome) => writeCecsOutcome(tx, row, deliveredOutcome(outcome), outcome.response),
    onFailed: (tx, row, failure) => writeCecsOutcome(tx, row, failedOutcome(row, failure)),
  }),
];
