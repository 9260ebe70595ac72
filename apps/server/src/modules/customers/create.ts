import { CUSTOMER_ERRORS, type AuditActionOf } from '@commerce/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customerGroupAssignments, customers } from '../../db/schema/customers.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { recordAudit } from '../../http/audit.ts';
import { apiError } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { nextAccountNumber } from './account-number.ts';
import { auditSnapshot, type CustomerRow } from './mapper.ts';

export interface NewCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** xp.CreatedFrom: 'web' for accounts made here or on the storefront. */
  createdFrom: string;
  trainingUser: boolean;
  /** The login; by default the e-mail. Given the new account number (for a placeholder login). */
  loginFor?: (accountNumber: string) => string;
  /** Groups to assign (they must exist). */
  groups: readonly string[];
  /** The audit action naming how the customer came to be. */
  auditAction: AuditActionOf<'customer'>;
}

/**
 * Creates a customer under a newly generated OMS account number (the ID, also xp.OMSAcctNumber), active,
 * Charge 'N', no notes, assigns its groups and records the audit event, in the caller's transaction. A
 * login another customer already has (whatever its case) refuses with 409 'A customer already exists with
 * this login email.'. Sends nothing outside: a caller that syncs the customer queues that itself.
 */
export async function createCustomer(tx: Tx, principal: Principal, input: NewCustomer): Promise<CustomerRow> {
  const id = await nextAccountNumber(tx);
  const username = input.loginFor ? input.loginFor(id) : input.email;
  const [taken] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.username}) = ${username.toLowerCase()}`)
    .limit(1);
  if (taken) throw apiError(CUSTOMER_ERRORS.emailInUse);
  let row: CustomerRow | undefined;
  try {
    [row] = await tx
      .insert(customers)
      .values({
        id,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        username,
        phone: input.phone,
        active: true,
        charge: 'N',
        createdFrom: input.createdFrom,
        trainingUser: input.trainingUser,
        xp: { OMSAcctNumber: id },
      })
      .returning();
  } catch (error) {
    // Two registrations racing to the same login: the unique index decides.
    if (isUniqueViolation(error, 'customers_username_lower_key')) throw apiError(CUSTOMER_ERRORS.emailInUse);
    throw error;
  }
  if (input.groups.length > 0) {
    await tx
      .insert(customerGroupAssignments)
      .values(input.groups.map((userGroupId) => ({ userGroupId, userId: id })));
  }
  await recordAudit(tx, {
    actorId: principal.user.id,
    action: input.auditAction,
    entity: 'customer',
    entityId: id,
    after: { ...auditSnapshot(row!), Groups: [...input.groups] },
  });
  return row!;
}
