import {
  CUSTOMER_SEARCH_LIMIT,
  customerGroupLabel,
  DEFAULT_CUSTOMER_GROUP_ID,
  EXCLUDED_CUSTOMER_ID,
  type BuildOrderCustomer,
  type BuildOrderCustomerInfo,
  type ImpersonationToken,
  type RegisterCustomerInput,
} from '@commerce/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { impersonationTokens } from '../../db/schema/build-order.ts';
import {
  customerFullName,
  customerGroupAssignments,
  customerGroups,
  customers,
} from '../../db/schema/customers.ts';
import { recordAudit } from '../../http/audit.ts';
import { notFound } from '../../http/errors.ts';
import { defineList } from '../../http/list-query.ts';
import type { Principal } from '../../http/principal.ts';
import { sendThroughConnector } from '../../integrations/connectors/index.ts';
import { createCustomer, customerEmailKey, customerLastNameKey } from '../customers/public.ts';
import { cecsCustomerPayload } from '../orders/public.ts';
import { issueImpersonation, revokeSessionImpersonations } from './tokens.ts';

/*
 * Build Order (spec 1 §4–§7, AREAS B.15): the customer search, the customer being served, impersonation
 * and Register Customer. Who may be served: active customers the staff member may see (never the guest
 * account; Training_Team members only training customers).
 */

const servable = (principal: Principal) =>
  and(
    sql`${customers.id} <> ${EXCLUDED_CUSTOMER_ID}`,
    eq(customers.active, true),
    principal.isTraining ? eq(customers.trainingUser, true) : undefined,
  );

type CustomerNames = Pick<typeof customers.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email'>;

const toRow = (row: CustomerNames): BuildOrderCustomer => ({
  ID: row.id,
  FirstName: row.firstName,
  LastName: row.lastName,
  Email: row.email.toLowerCase(),
});

/**
 * The customer lookup: the ID, the e-mail, either name or the whole name containing the text, sorted by last
 * name, on the list engine's million-row path (list-run.ts), each field served by its trigram index: a rare
 * text's matches are read through them and sorted, a common one ('son') walks the last-name index until it
 * has 10, within a time budget. One query with all five tests ORed cost a full scan of a million customers
 * (1.5-2.0 s for any text); sorted on the name index instead, the planner walked it to the end for a text
 * whose matches sit late in the order ('smith' 4.6 s).
 */
const customerLookup = defineList({
  table: customers,
  fields: {
    ID: { column: customers.id, type: 'text', search: 'contains' },
    Email: { column: customers.email, type: 'text', search: 'lowered', searchColumn: customerEmailKey },
    FirstName: { column: customers.firstName, type: 'text', search: 'contains' },
    LastName: { column: customers.lastName, type: 'text', search: 'contains' },
    // The customer list's name order, whose index holds every column the search tests.
    SortName: { column: customerLastNameKey, type: 'text', sort: true },
    FullName: { column: customerFullName, type: 'text', search: 'contains' },
  },
  defaultSort: 'SortName',
  defaultPageSize: CUSTOMER_SEARCH_LIMIT,
  scale: { exactCountLimit: 2000 },
});

/** 10 active customers matching the text (ID, e-mail, first or last name, or the whole name). */
export async function searchCustomers(
  db: DbOrTx,
  principal: Principal,
  search: string,
): Promise<BuildOrderCustomer[]> {
  const page = await customerLookup.run(db, customerLookup.parse({ search }), {
    select: {
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
    },
    raw: true,
    where: servable(principal),
    count: false,
    map: (row) => {
      // Raw rows are named by their columns.
      const raw = row as unknown as { id: string; first_name: string; last_name: string; email: string };
      return toRow({ id: raw.id, firstName: raw.first_name, lastName: raw.last_name, email: raw.email });
    },
  });
  return page.Items;
}

/** A customer the staff member may serve (active, visible), or 404. */
export async function servableCustomer(db: DbOrTx, principal: Principal, id: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), servable(principal)));
  if (!row) throw notFound('The customer');
  return row;
}

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
  const [group] = await db
    .select({ ID: customerGroups.id, Name: customerGroups.name })
    .from(customerGroupAssignments)
    .innerJoin(customerGroups, eq(customerGroups.id, customerGroupAssignments.userGroupId))
    .where(and(eq(customerGroupAssignments.userId, row.id), eq(customerGroups.isBachmansGroup, true)))
    .orderBy(asc(customerGroups.name))
    .limit(1);
  const po = xpObject(row.xp, 'PO');
  const tax = xpObject(row.xp, 'TaxExemption');
  return {
    ...toRow(row),
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
    Customer: toRow(customer),
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
  return toRow(row);
}
