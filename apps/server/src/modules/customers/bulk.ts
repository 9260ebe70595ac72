import {
  CUSTOMER_BULK_REFUSALS,
  customerActions,
  type CustomerAction,
  type CustomerBulkResult,
} from '@commerce/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { recordAudit } from '../../http/audit.ts';
import { ApiError, forbidden } from '../../http/errors.ts';
import type { Principal } from '../auth/principal.ts';
import { auditSnapshot, toCustomerListItem, type CustomerRow } from './mapper.ts';
import { removeCustomer } from './service.ts';
import { visibleCustomers } from './visibility.ts';

const NOT_FOUND = 'The customer was not found.';

/** A refusal explains itself; anything else is not the staff member's to read (it is in the server log). */
const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The change could not be saved.';

const actionsOf = (row: CustomerRow) =>
  customerActions({
    Active: row.active,
    xp: { LastOrderSubmitted: row.lastOrderSubmitted?.toISOString() ?? null },
  });

/**
 * Activates, deactivates or deletes many customers in one call (spec 2 §4). Each customer is changed in its
 * own savepoint with its own audit event, so one failure rolls back only that customer; every customer not
 * changed is reported with the reason, in the order asked.
 */
export async function runCustomerBulk(
  db: Db,
  principal: Principal,
  action: CustomerAction,
  ids: string[],
  log: { error(object: unknown, message: string): void },
): Promise<CustomerBulkResult> {
  if (action === 'delete' && !principal.permissions.includes('customer-delete')) {
    throw forbidden('Deleting customers needs the customer-delete permission.');
  }
  const result: CustomerBulkResult = { Updated: [], Deleted: [], Failed: [] };
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(customers)
      .where(and(inArray(customers.id, ids), visibleCustomers(principal)))
      .orderBy(customers.id)
      .for('update');
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) {
        result.Failed.push({ ID: id, Message: NOT_FOUND });
        continue;
      }
      if (!actionsOf(row).includes(action)) {
        result.Failed.push({ ID: id, Message: CUSTOMER_BULK_REFUSALS[action] });
        continue;
      }
      try {
        await tx.transaction(async (savepoint) => {
          if (action === 'delete') {
            await removeCustomer(savepoint, principal, row);
            result.Deleted.push(id);
            return;
          }
          const [after] = await savepoint
            .update(customers)
            .set({ active: action === 'activate', version: row.version + 1 })
            .where(eq(customers.id, id))
            .returning();
          await recordAudit(savepoint, {
            actorId: principal.user.id,
            action: `bulk-${action}`,
            entity: 'customer',
            entityId: id,
            before: auditSnapshot(row),
            after: auditSnapshot(after!),
          });
          result.Updated.push(toCustomerListItem(after!));
        });
      } catch (error) {
        if (!(error instanceof ApiError)) log.error({ err: error, customer: id }, `bulk ${action} failed`);
        result.Failed.push({ ID: id, Message: messageOf(error) });
      }
    }
  });
  return result;
}
