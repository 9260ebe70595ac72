import {
  CUSTOMER_ERRORS,
  CUSTOMER_INFO_FIELDS,
  customerActions,
  isListedCustomerGroup,
  TRAINING_CUSTOMER_GROUP_ID,
  toFeeString,
  type CustomerDetail,
  type AuditActionOf,
  type CustomerGroup,
} from '@commerce/domain';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  customerGroupAssignments,
  customerGroups,
  customerNotes,
  customers,
  loyaltyAccounts,
  spendingAccounts,
} from '../../db/schema/customers.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { recordAudit } from '../../http/audit.ts';
import { apiError, forbidden } from '../../http/errors.ts';
import { holdsAny, type Principal } from '../../http/principal.ts';
import { assertVersion } from '../../http/versioning.ts';
import { auditSnapshot, toChargeAccount, toCustomer, type CustomerRow } from './mapper.ts';
import { visibleCustomer } from './visibility.ts';
import { textSortKey } from '../../db/text-sort-key.ts';

type CustomerChanges = Partial<Omit<typeof customers.$inferInsert, 'id' | 'version'>>;

export const toCustomerGroup = (row: typeof customerGroups.$inferSelect): CustomerGroup => ({
  ID: row.id,
  Name: row.name,
  xp: { IsCommGroup: row.isCommGroup, IsBachmansGroup: row.isBachmansGroup },
});

/** The groups staff work with: communication and store groups, never the training users' fixed group. */
const isOfferedGroup = (group: CustomerGroup) =>
  isListedCustomerGroup(group) && group.ID !== TRAINING_CUSTOMER_GROUP_ID;

async function groupsOf(db: DbOrTx, customerId: string): Promise<CustomerGroup[]> {
  const rows = await db
    .select({ group: customerGroups })
    .from(customerGroupAssignments)
    .innerJoin(customerGroups, eq(customerGroups.id, customerGroupAssignments.userGroupId))
    .where(eq(customerGroupAssignments.userId, customerId))
    .orderBy(textSortKey(customerGroups.name));
  return rows.map((row) => toCustomerGroup(row.group)).filter(isOfferedGroup);
}

/** The customer groups offered in the group filter and the group editor. */
export async function offeredCustomerGroups(db: DbOrTx): Promise<CustomerGroup[]> {
  const rows = await db.select().from(customerGroups).orderBy(textSortKey(customerGroups.name)).limit(1000);
  return rows.map(toCustomerGroup).filter(isOfferedGroup);
}

/** Newest first; the table holds at most five per customer, the limit is a guard. */
export const notesOf = (db: DbOrTx, customerId: string) =>
  db
    .select()
    .from(customerNotes)
    .where(eq(customerNotes.customerId, customerId))
    .orderBy(desc(customerNotes.date), desc(customerNotes.id))
    .limit(5);

/** The record and what the detail's left column shows beside it. */
export async function detailOf(db: DbOrTx, row: CustomerRow): Promise<CustomerDetail> {
  const notes = await notesOf(db, row.id);
  const groups = await groupsOf(db, row.id);
  const [charge] = await db.select().from(spendingAccounts).where(eq(spendingAccounts.customerId, row.id));
  const [points] = row.loyaltyCardNumber
    ? await db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.cardNumber, row.loyaltyCardNumber))
    : [];
  return {
    Customer: toCustomer(row, notes),
    Version: row.version,
    Groups: groups,
    ChargeAccount: charge ? toChargeAccount(charge) : null,
    Points: points?.cecsAwardAccountId
      ? { CECSAwardAccountID: points.cecsAwardAccountId, Balance: Number(points.balance) }
      : null,
  };
}

export async function customerDetail(db: DbOrTx, principal: Principal, id: string): Promise<CustomerDetail> {
  return detailOf(db, await visibleCustomer(db, principal, id));
}

/** Which customer an edit is of, and the version the editor saw (If-Match; null when it overwrites nothing). */
export interface CustomerEdit {
  id: string;
  version: number | null;
}

/**
 * One edit of a customer, in the caller's transaction: lock the row, check the version the editor saw,
 * apply, bump the version and audit. `apply` may change other tables in `tx` and returns the record's
 * changes.
 */
export async function changeCustomer(
  tx: Tx,
  principal: Principal,
  { id, version }: CustomerEdit,
  action: AuditActionOf<'customer'>,
  apply: (tx: Tx, before: CustomerRow) => Promise<CustomerChanges>,
  /** What the audit should show besides the record's fields (e.g. its groups), read before and after. */
  auditExtra: (tx: Tx, row: CustomerRow) => Promise<Record<string, unknown>> = async () => ({}),
): Promise<CustomerDetail> {
  const before = await visibleCustomer(tx, principal, id, { forUpdate: true });
  if (version !== null) assertVersion(before.version, version);
  const extraBefore = await auditExtra(tx, before);
  const changes = await apply(tx, before);
  const [after] = await tx
    .update(customers)
    .set({ ...changes, version: before.version + 1 })
    .where(eq(customers.id, before.id))
    .returning();
  await recordAudit(tx, {
    actorId: principal.user.id,
    action,
    entity: 'customer',
    entityId: after!.id,
    before: { ...auditSnapshot(before), ...extraBefore },
    after: { ...auditSnapshot(after!), ...(await auditExtra(tx, after!)) },
  });
  return detailOf(tx, after!);
}

const emailInUse = () => apiError(CUSTOMER_ERRORS.emailInUse);

export interface BasicInfoChanges {
  FirstName?: string;
  LastName?: string;
  Email?: string;
  Phone?: string | null;
}

/**
 * Basic Info (spec 2 §6): names and phone need customer-info, the e-mail customer-email. The login
 * (Username) follows the e-mail, so re-saving the e-mail also mends a Username that drifted from it.
 */
export async function updateBasicInfo(
  tx: Tx,
  principal: Principal,
  edit: CustomerEdit,
  body: BasicInfoChanges,
): Promise<CustomerDetail> {
  if (body.Email !== undefined && !holdsAny(principal, 'customer-email')) {
    throw forbidden("Changing a customer's e-mail needs the customer-email permission.");
  }
  if (
    CUSTOMER_INFO_FIELDS.some((field) => body[field] !== undefined) &&
    !holdsAny(principal, 'customer-info')
  ) {
    throw forbidden("Changing a customer's name or phone needs the customer-info permission.");
  }
  try {
    return await changeCustomer(tx, principal, edit, 'update-basic-info', async (tx, before) => {
      if (body.Email !== undefined) {
        const [taken] = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(
            and(sql`lower(${customers.username}) = ${body.Email.toLowerCase()}`, ne(customers.id, before.id)),
          )
          .limit(1);
        if (taken) throw emailInUse();
      }
      return {
        firstName: body.FirstName,
        lastName: body.LastName,
        phone: body.Phone,
        ...(body.Email !== undefined ? { email: body.Email, username: body.Email } : {}),
      };
    });
  } catch (error) {
    // Two editors racing to the same e-mail: the unique index decides.
    if (isUniqueViolation(error, 'customers_username_lower_key')) throw emailInUse();
    throw error;
  }
}

export const updateStatus = (tx: Tx, principal: Principal, edit: CustomerEdit, active: boolean) =>
  changeCustomer(tx, principal, edit, 'update-status', async () => ({ active }));

export const updateEagleNumber = (
  tx: Tx,
  principal: Principal,
  edit: CustomerEdit,
  eagleCustomerNumber: string | null,
) => changeCustomer(tx, principal, edit, 'update-eagle-number', async () => ({ eagleCustomerNumber }));

/** PO and tax exemption live in xp; the rest of xp is kept as it is. */
export const updateXp = (
  tx: Tx,
  principal: Principal,
  edit: CustomerEdit,
  action: 'update-purchase-order' | 'update-tax-exemption',
  xp: Record<string, unknown>,
) =>
  changeCustomer(tx, principal, edit, action, async (_tx, before) => ({
    xp: { ...before.xp, ...xp },
  }));

/**
 * The store charge account's credit limit (customer-charge), kept on the account and mirrored in the
 * customer's xp.AvailCredit as the platform did.
 */
export const updateCreditLimit = (tx: Tx, principal: Principal, edit: CustomerEdit, availCredit: number) =>
  changeCustomer(tx, principal, edit, 'update-credit-limit', async (tx, before) => {
    const [account] = await tx
      .update(spendingAccounts)
      .set({ availCredit: toFeeString(availCredit), version: sql`${spendingAccounts.version} + 1` })
      .where(eq(spendingAccounts.customerId, before.id))
      .returning();
    if (!account) throw apiError(CUSTOMER_ERRORS.noChargeAccount);
    return { xp: { ...before.xp, AvailCredit: availCredit } };
  });

/**
 * Sets the customer's communication and store groups (user-group-admin). Groups staff are not offered
 * (the training users' group, permission groups) are kept as they are.
 */
export async function updateGroups(
  tx: Tx,
  principal: Principal,
  edit: CustomerEdit,
  groupIds: string[],
): Promise<CustomerDetail> {
  const groupIdsOf = async (tx: Tx, row: CustomerRow) => ({
    Groups: (await groupsOf(tx, row.id)).map((group) => group.ID),
  });
  return changeCustomer(
    tx,
    principal,
    edit,
    'update-groups',
    async (tx, before) => {
      const offered = (await offeredCustomerGroups(tx)).map((group) => group.ID);
      const unknown = groupIds.filter((groupId) => !offered.includes(groupId));
      if (unknown.length > 0) {
        throw apiError(CUSTOMER_ERRORS.unknownGroup, {
          message: `There is no customer group ${unknown.join(', ')}.`,
          data: { GroupIDs: unknown },
        });
      }
      const removed = offered.filter((groupId) => !groupIds.includes(groupId));
      if (removed.length > 0) {
        await tx
          .delete(customerGroupAssignments)
          .where(
            and(
              eq(customerGroupAssignments.userId, before.id),
              inArray(customerGroupAssignments.userGroupId, removed),
            ),
          );
      }
      if (groupIds.length > 0) {
        await tx
          .insert(customerGroupAssignments)
          .values(groupIds.map((userGroupId) => ({ userGroupId, userId: before.id })))
          .onConflictDoNothing();
      }
      return {};
    },
    groupIdsOf,
  );
}

/**
 * What a customer change must respect of the customer's orders, which are the orders module's: a customer
 * with orders on file is not deleted, and a new account number takes their orders with it. The composition
 * root plugs the orders module's functions in (declarations.ts), so neither module imports the other.
 */
export interface CustomerRules {
  customerHasOrders(tx: DbOrTx, customerId: string): Promise<boolean>;
  /** Points the orders and shipments of one account number at another, in the caller's transaction. */
  moveOrdersToAccount(tx: DbOrTx, from: string, to: string): Promise<void>;
}

/** Delete is for inactive customers who never ordered (spec 2 §4); orders on file also count as ordering. */
export async function assertDeletable(tx: DbOrTx, row: CustomerRow, rules: CustomerRules): Promise<void> {
  const ordered = !customerActions({
    Active: row.active,
    xp: { LastOrderSubmitted: row.lastOrderSubmitted?.toISOString() ?? null },
  }).includes('delete');
  if (ordered || (await rules.customerHasOrders(tx, row.id))) throw apiError(CUSTOMER_ERRORS.cannotDelete);
}

/** Removes the customer with their notes, addresses, cards, group assignments and charge account. */
export async function removeCustomer(
  tx: Tx,
  principal: Principal,
  row: CustomerRow,
  rules: CustomerRules,
  action: 'delete' | 'bulk-delete' = 'delete',
): Promise<void> {
  await assertDeletable(tx, row, rules);
  await tx.delete(customers).where(eq(customers.id, row.id));
  await recordAudit(tx, {
    actorId: principal.user.id,
    action,
    entity: 'customer',
    entityId: row.id,
    before: auditSnapshot(row),
    after: null,
  });
}

/** The detail page's Delete, against the version the page showed. */
export async function deleteCustomer(
  tx: Tx,
  principal: Principal,
  { id, version }: CustomerEdit,
  rules: CustomerRules,
): Promise<void> {
  const row = await visibleCustomer(tx, principal, id, { forUpdate: true });
  if (version !== null) assertVersion(row.version, version);
  await removeCustomer(tx, principal, row, rules);
}
