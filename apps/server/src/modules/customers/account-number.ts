import { chargeAccountIdFor, CUSTOMER_ERRORS, type CustomerDetail } from '@commerce/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customerAccountNumbers, customers, spendingAccounts } from '../../db/schema/customers.ts';
import { recordAudit } from '../../http/audit.ts';
import { apiError } from '../../http/errors.ts';
import { assertVersion } from '../../http/versioning.ts';
import type { Principal } from '../../http/principal.ts';
import { auditSnapshot } from './mapper.ts';
import { detailOf, type CustomerRules } from './service.ts';
import { visibleCustomer } from './visibility.ts';

/** The next free OMS account number; numbers already taken (imported accounts) are skipped. */
export async function nextAccountNumber(tx: Tx): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const result = (await tx.execute(
      sql`select nextval(${customerAccountNumbers.seqName})::text as id`,
    )) as unknown as { rows: { id: string }[] };
    const id = result.rows[0]!.id;
    const [taken] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
    if (!taken) return id;
  }
  throw apiError(CUSTOMER_ERRORS.noAccountNumber);
}

/**
 * Gives the customer a new OMS account number (spec 1 §7: the platform generated it). The ID changes
 * everywhere at once: notes, addresses, cards and group assignments follow through their foreign keys
 * (ON UPDATE CASCADE), the charge account is renamed {id}-BC, and the customer's orders and shipments
 * point to the new number.
 */
export async function assignNewAccountNumber(
  tx: Tx,
  principal: Principal,
  { id, version }: { id: string; version: number },
  rules: CustomerRules,
): Promise<CustomerDetail> {
  const before = await visibleCustomer(tx, principal, id, { forUpdate: true });
  assertVersion(before.version, version);
  const newId = await nextAccountNumber(tx);
  const [after] = await tx
    .update(customers)
    .set({ id: newId, xp: { ...before.xp, OMSAcctNumber: newId }, version: before.version + 1 })
    .where(eq(customers.id, before.id))
    .returning();
  await tx
    .update(spendingAccounts)
    .set({ id: chargeAccountIdFor(newId), version: sql`${spendingAccounts.version} + 1` })
    .where(eq(spendingAccounts.customerId, newId));
  await rules.moveOrdersToAccount(tx, before.id, newId);
  await recordAudit(tx, {
    actorId: principal.user.id,
    action: 'new-account-number',
    entity: 'customer',
    entityId: newId,
    before: auditSnapshot(before),
    after: auditSnapshot(after!),
  });
  return detailOf(tx, after!);
}
