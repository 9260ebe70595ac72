import {
  customerGroupLabel,
  DEFAULT_CUSTOMER_GROUP_ID,
  type BuildOrderCustomer,
  type BuildOrderCustomerInfo,
  type ImpersonationToken,
  type RegisterCustomerInput,
} from '@commerce/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { impersonationTokens } from '../../db/schema/build-order.ts';
import { recordAudit } from '../../http/audit.ts';
import type { Principal } from '../../http/principal.ts';
import { sendThroughConnector } from '../../integrations/connectors/index.ts';
import {
  cecsCustomerPayload,
  createCustomer,
  servableCustomer,
  storeGroupOf,
  toBuildOrderCustomer,
} from '../customers/public.ts';
import { issueImpersonation, revokeSessionImpersonations } from './tokens.ts';

/*
 * Build Order (spec 1 §4–§7, AREAS B.15): the customer being served, impersonation and Register Customer.
 * Who may be served, and the customer search, are the customers module's (servable.ts).
 */

const xpText = (xp: Record<string, unknown>, key: string): string | null => {
  const value = xp[key];
  return typeof value === 'string' && value !== '' ? value : null;
};
const xpObject = (xp: Record<string, unknown>, key: string): Record<string, unknown> => {
  const value = xp[key];
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
};

/** The customer info button's values (B.15); the group is the store group ('General' for the default). */
export async function customerInfo(
  db: DbOrTx,
  principal: Principal,
  id: string,
): Promise<BuildOrderCustomerInfo> {
  const row = await servableCustomer(db, principal, id);
  const group = await storeGroupOf(db, row.id);
  const po = xpObject(row.xp, 'PO');
  const tax = xpObject(row.xp, 'TaxExemption');
  return {
    ...toBuildOrderCustomer(row),
    Email: row.email,
    Phone: row.phone,
    OMSAccountNumber: xpText(row.xp, 'OMSAcctNumber') ?? row.id,
    EagleCustomerNumber: row.eagleCustomerNumber,
    CustomerGroup: group ? customerGroupLabel(group, DEFAULT_CUSTOMER_GROUP_ID) : null,
    LoyaltyID: row.loyaltyId,
    LoyaltyCardNumber: row.loyaltyCardNumber,
    PONumber: xpText(po, 'PONumber'),
    TaxExemptionID: tax.Enabled === true ? (xpText(tax, 'TaxExemptionID') ?? null) : null,
  };
}

/**
 * Starts ordering for a customer: the session's earlier impersonations end, a short-lived token is issued
 * and the start is audited on the customer (who served whom, when).
 */
export async function startImpersonation(
  tx: Tx,
  principal: Principal,
  customerId: string,
): Promise<ImpersonationToken> {
  const customer = await servableCustomer(tx, principal, customerId);
  await revokeSessionImpersonations(tx, principal.sessionId);
  const issued = await issueImpersonation(tx, {
    sessionId: principal.sessionId,
    userId: principal.user.id,
    customerId: customer.id,
  });
  await recordAudit(tx, {
    actorId: principal.user.id,
    entity: 'customer',
    action: 'impersonation-start',
    entityId: customer.id,
    before: { OrderTaker: null },
    after: { OrderTaker: principal.user.username, Until: issued.expiresAt.toISOString() },
  });
  return {
    access_token: issued.token,
    expires_at: issued.expiresAt.toISOString(),
    Customer: toBuildOrderCustomer(customer),
  };
}

/** Stop Session: the session's impersonations end (audited on each customer served). */
export async function stopImpersonation(tx: Tx, principal: Principal): Promise<void> {
  const live = await tx
    .select({ customerId: impersonationTokens.customerId })
    .from(impersonationTokens)
    .where(
      and(eq(impersonationTokens.sessionId, principal.sessionId), isNull(impersonationTokens.revokedAt)),
    );
  await revokeSessionImpersonations(tx, principal.sessionId);
  for (const customerId of new Set(live.map((row) => row.customerId))) {
    await recordAudit(tx, {
      actorId: principal.user.id,
      entity: 'customer',
      action: 'impersonation-stop',
      entityId: customerId,
      before: { OrderTaker: principal.user.username },
      after: { OrderTaker: null },
    });
  }
}

/** Whether the session is serving the customer now (Build Order's notes of the customer served, C-2). */
export async function isServing(db: DbOrTx, principal: Principal, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: impersonationTokens.id })
    .from(impersonationTokens)
    .where(
      and(
        eq(impersonationTokens.sessionId, principal.sessionId),
        eq(impersonationTokens.customerId, customerId),
        isNull(impersonationTokens.revokedAt),
        sql`${impersonationTokens.expiresAt} > now()`,
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Register Customer (spec 1 §7), one transaction: the customer (a generated OMS number, Username = Email,
 * CreatedFrom 'web', no notes, Charge 'N'), the default customer group, then the sync to the customer
 * service queued through its connector (its write-back marks the customer Success, or Fail when the sync
 * fails; the customer stays either way). 409 when the login e-mail is taken, whatever its case.
 */
export async function registerCustomer(
  tx: Tx,
  principal: Principal,
  input: {
    FirstName: string;
    LastName: string;
    Email: string;
    Phone: string;
  } & Partial<RegisterCustomerInput>,
): Promise<BuildOrderCustomer> {
  const row = await createCustomer(tx, principal, {
    firstName: input.FirstName,
    lastName: input.LastName,
    email: input.Email.trim(),
    phone: input.Phone,
    createdFrom: 'web',
    trainingUser: false,
    groups: [DEFAULT_CUSTOMER_GROUP_ID],
    auditAction: 'register',
  });
  await sendThroughConnector(tx, 'cecs', {
    entity: 'customer',
    entityId: row.id,
    payload: cecsCustomerPayload(row),
  });
  return toBuildOrderCustomer(row);
}
