import {
  CUSTOMER_BULK_REFUSALS,
  customerActions,
  type CustomerAction,
  type CustomerBulkResult,
} from '@commerce/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { recordAudit } from '../../http/audit.ts';
import { bulkResult, eachInSavepoint, type BulkLog } from '../../http/bulk.ts';
import { apiError, forbidden, notFound } from '../../http/errors.ts';
import { holdsAny, type Principal } from '../../http/principal.ts';
import { auditSnapshot, type CustomerRow } from './mapper.ts';
import { customerListItems } from './queries.ts';
import { removeCustomer, type CustomerRules } from './service.ts';
import { visibleCustomers } from './visibility.ts';

const actionsOf = (row: CustomerRow) =>
  customerActions({
    Active: row.active,
    xp: { LastOrderSubmitted: row.lastOrderSubmitted?.toISOString() ?? null },
  });

const refusal = (action: CustomerAction) =>
  apiError({ status: 409, code: 'Customer.ActionNotApplicable', message: CUSTOMER_BULK_REFUSALS[action] });

/**
 * Activates, deactivates or deletes many customers in one call (spec 2 §4). Each customer is changed in its
 * own savepoint with its own audit event, so one failure rolls back only that customer; every customer not
 * changed is reported with the reason, in the order asked.
 */
export async function runCustomerBulk(
  tx: Tx,
  principal: Principal,
  { action, ids }: { action: CustomerAction; ids: readonly string[] },
  log: BulkLog,
  rules: CustomerRules,
): Promise<CustomerBulkResult> {
  if (action === 'delete' && !holdsAny(principal, 'customer-delete')) {
    throw forbidden('Deleting customers needs the customer-delete permission.');
  }
  const rows = await tx
    .select()
    .from(customers)
    .where(and(inArray(customers.id, [...ids]), visibleCustomers(principal)))
    .orderBy(customers.id)
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const outcomes = await eachInSavepoint(
    tx,
    ids,
    async (savepoint, id) => {
      const row = byId.get(id);
      if (!row) throw notFound('The customer');
      if (!actionsOf(row).includes(action)) throw refusal(action);
      if (action === 'delete') return removeCustomer(savepoint, principal, row, rules, 'bulk-delete');
      const [after] = await savepoint
        .update(customers)
        .set({ active: action === 'activate', version: row.version + 1 })
        .where(eq(customers.id, id))
        .returning();
      await recordAudit(savepoint, {
        actorId: principal.user.id,
        action: action === 'activate' ? 'bulk-activate' : 'bulk-deactivate',
        entity: 'customer',
        entityId: id,
        before: auditSnapshot(row),
        after: auditSnapshot(after!),
      });
    },
    log,
  );
  const changed =
    action === 'delete' ? [] : outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.id);
  return bulkResult(outcomes, await customerListItems(tx, changed));
}
