import type { CustomerDetail, FeatureKey } from '@commerce/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, statusAndCode, type TestApp } from '../../../test/helpers.ts';
import {
  auditEvents,
  customerAddresses,
  customerCreditCards,
  customerGroupAssignments,
  customerNotes,
  customers,
  orders,
  outbox,
  shipments,
  spendingAccounts,
} from '../../db/schema/index.ts';
import { insertCustomer, insertGroup, insertOrder, staff } from './test-fixtures.ts';

let t: TestApp;
const cookies = new Map<string, string>();
let nextId = 400000;
let id: string;

/** A staff member holding only `keys`, signed in once per distinct set. */
async function as(...keys: FeatureKey[]) {
  const name = `s${cookies.size}`;
  const key = keys.join(',');
  if (!cookies.has(key)) cookies.set(key, await staff(t.app, t.db, name, ['customer-reader', ...keys]));
  return api(t.app, cookies.get(key));
}

const row = async (customerId = id) =>
  (await t.db.select().from(customers).where(eq(customers.id, customerId)))[0];
const v = (version: number) => ({ 'if-match': `"${version}"` });
const auditOf = (customerId: string, action: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, customerId), eq(auditEvents.action, action)));

beforeAll(async () => {
  t = await createTestApp();
  await insertGroup(t.db, 'BachmansCustomers', { store: true });
  await insertGroup(t.db, 'Newsletter', { comm: true, store: false });
  await insertGroup(t.db, 'TrainingUsers', { store: true });
});
afterAll(() => t.close());

beforeEach(async () => {
  nextId += 1;
  id = String(nextId);
  await insertCustomer(t.db, { id, firstName: 'Ada', lastName: 'Lind', email: `ada${id}@example.com` });
});

describe('PATCH /api/customers/{id} (Basic Info)', () => {
  it('saves names and phone with customer-info, bumps the version and audits', async () => {
    const response = await (
      await as('customer-info')
    ).patch(`/api/customers/${id}`, { FirstName: 'Adele', Phone: '(612) 555-0100' }, v(1));
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"2"');
    const detail = response.json<CustomerDetail>();
    expect(detail).toMatchObject({
      Version: 2,
      Customer: { FirstName: 'Adele', LastName: 'Lind', Phone: '6125550100' },
    });
    const [event] = await auditOf(id, 'update-basic-info');
    expect(event!.changes).toEqual({
      FirstName: { before: 'Ada', after: 'Adele' },
      Phone: { before: null, after: '6125550100' },
    });
  });

  it('changes the e-mail only with customer-email, and the Username follows it', async () => {
    const infoOnly = await as('customer-info');
    expect(
      statusAndCode(await infoOnly.patch(`/api/customers/${id}`, { Email: 'new@example.com' }, v(1))),
    ).toEqual({
      status: 403,
      code: 'Auth.InsufficientPermissions',
    });
    const emailOnly = await as('customer-email');
    expect((await emailOnly.patch(`/api/customers/${id}`, { LastName: 'X' }, v(1))).statusCode).toBe(403);
    const response = await emailOnly.patch(`/api/customers/${id}`, { Email: `New${id}@example.com` }, v(1));
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomerDetail>().Customer).toMatchObject({
      Email: `New${id}@example.com`,
      Username: `New${id}@example.com`,
    });
  });

  it('mends a Username that drifted when the same e-mail is saved again', async () => {
    await t.db.update(customers).set({ username: 'drifted@example.com' }).where(eq(customers.id, id));
    const response = await (
      await as('customer-email')
    ).patch(`/api/customers/${id}`, { Email: `ada${id}@example.com` }, v(1));
    expect(response.json<CustomerDetail>().Customer.Username).toBe(`ada${id}@example.com`);
  });

  it("answers 409 'A customer already exists with this login email.' whatever the case", async () => {
    await insertCustomer(t.db, { id: `${id}-other`, email: `taken${id}@example.com` });
    const response = await (
      await as('customer-email')
    ).patch(`/api/customers/${id}`, { Email: `TAKEN${id}@example.com` }, v(1));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      ErrorCode: 'Customer.EmailMustBeUnique',
      Message: 'A customer already exists with this login email.',
    });
    expect((await row())!.email).toBe(`ada${id}@example.com`);
  });

  it('needs If-Match (428), refuses a stale one (412) and changes nothing', async () => {
    const editor = await as('customer-info');
    expect(statusAndCode(await editor.patch(`/api/customers/${id}`, { FirstName: 'Zed' }))).toEqual({
      status: 428,
      code: 'Conflict.VersionRequired',
    });
    await editor.patch(`/api/customers/${id}`, { FirstName: 'First' }, v(1));
    expect(statusAndCode(await editor.patch(`/api/customers/${id}`, { FirstName: 'Stale' }, v(1)))).toEqual({
      status: 412,
      code: 'Conflict.StaleVersion',
    });
    expect((await row())!).toMatchObject({ firstName: 'First', version: 2 });
  });

  it('refuses bad input with a 400 naming the field and changes nothing', async () => {
    const editor = await as('customer-info', 'customer-email');
    for (const body of [{}, { FirstName: '' }, { Email: 'not-an-email' }, { Phone: '555' }]) {
      const response = await editor.patch(`/api/customers/${id}`, body, v(1));
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).ErrorCode).toBe('ValidationFailure');
    }
    expect((await row())!.version).toBe(1);
  });

  it('is refused without customer-info or customer-email', async () => {
    expect(
      (await (await as('customer-po')).patch(`/api/customers/${id}`, { FirstName: 'X' }, v(1))).statusCode,
    ).toBe(403);
  });
});

describe('account status, Eagle number, PO, tax exemption', () => {
  it('sets the status with customer-account, or customer-tax as spec 1 §6 names it', async () => {
    const off = await (
      await as('customer-account')
    ).put(`/api/customers/${id}/status`, { Active: false }, v(1));
    expect(off.json<CustomerDetail>().Customer.Active).toBe(false);
    const on = await (await as('customer-tax')).put(`/api/customers/${id}/status`, { Active: true }, v(2));
    expect(on.json<CustomerDetail>().Customer.Active).toBe(true);
    expect(
      (await (await as('customer-info')).put(`/api/customers/${id}/status`, { Active: false }, v(3)))
        .statusCode,
    ).toBe(403);
    expect(
      (await (await as('customer-account')).put(`/api/customers/${id}/status`, { Active: 'no' }, v(3)))
        .statusCode,
    ).toBe(400);
    expect(await auditOf(id, 'update-status')).toHaveLength(2);
  });

  it('sets and clears the Eagle Customer Number with customer-info', async () => {
    const editor = await as('customer-info');
    const set = await editor.put(
      `/api/customers/${id}/eagle-number`,
      { EagleCustomerNumber: ' E-77 ' },
      v(1),
    );
    expect(set.json<CustomerDetail>().Customer.xp.EagleCustomerNumber).toBe('E-77');
    const cleared = await editor.put(`/api/customers/${id}/eagle-number`, { EagleCustomerNumber: '' }, v(2));
    expect(cleared.json<CustomerDetail>().Customer.xp.EagleCustomerNumber).toBeNull();
    expect(
      (await editor.put(`/api/customers/${id}/eagle-number`, { EagleCustomerNumber: 'x'.repeat(21) }, v(3)))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await (
          await as('customer-po')
        ).put(`/api/customers/${id}/eagle-number`, { EagleCustomerNumber: '1' }, v(3))
      ).statusCode,
    ).toBe(403);
  });

  it('saves the Purchase Order with customer-po, keeping the rest of xp', async () => {
    await t.db
      .update(customers)
      .set({ xp: { AuthorizeNetProfileID: 'ANP-1' } })
      .where(eq(customers.id, id));
    const response = await (
      await as('customer-po')
    ).put(`/api/customers/${id}/purchase-order`, { PORequired: true, PONumber: 'PO-12' }, v(1));
    expect(response.json<CustomerDetail>().Customer.xp).toMatchObject({
      PO: { PORequired: true, PONumber: 'PO-12' },
      AuthorizeNetProfileID: 'ANP-1',
    });
    expect(
      (
        await (
          await as('customer-tax')
        ).put(`/api/customers/${id}/purchase-order`, { PORequired: false, PONumber: null }, v(2))
      ).statusCode,
    ).toBe(403);
    expect(
      (await (await as('customer-po')).put(`/api/customers/${id}/purchase-order`, { PONumber: 'x' }, v(2)))
        .statusCode,
    ).toBe(400);
  });

  it('saves the tax exemption with customer-tax', async () => {
    const response = await (
      await as('customer-tax')
    ).put(`/api/customers/${id}/tax-exemption`, { Enabled: true, TaxExemptionID: 'TX-1' }, v(1));
    expect(response.json<CustomerDetail>().Customer.xp.TaxExemption).toEqual({
      Enabled: true,
      TaxExemptionID: 'TX-1',
    });
    expect(
      (
        await (
          await as('customer-po')
        ).put(`/api/customers/${id}/tax-exemption`, { Enabled: false, TaxExemptionID: null }, v(2))
      ).statusCode,
    ).toBe(403);
  });
});

describe('PUT /api/customers/{id}/charge-account', () => {
  it('sets the credit limit (2 decimals) on the account and in xp.AvailCredit', async () => {
    await t.db
      .insert(spendingAccounts)
      .values({ id: `${id}-BC`, customerId: id, balance: '10.00', availCredit: '100.00' });
    const response = await (
      await as('customer-charge')
    ).put(`/api/customers/${id}/charge-account`, { AvailCredit: 250.75 }, v(1));
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomerDetail>()).toMatchObject({
      ChargeAccount: { ID: `${id}-BC`, Balance: 10, xp: { AvailCredit: 250.75 } },
      Customer: { xp: { AvailCredit: 250.75 } },
    });
    const [event] = await auditOf(id, 'update-credit-limit');
    expect(event!.changes).toEqual({ 'xp.AvailCredit': { before: null, after: 250.75 } });
  });

  it('refuses a third decimal, a negative limit and a customer without an account', async () => {
    await t.db.insert(spendingAccounts).values({ id: `${id}-BC`, customerId: id });
    const editor = await as('customer-charge');
    expect(
      errorOf(await editor.put(`/api/customers/${id}/charge-account`, { AvailCredit: 1.005 }, v(1)))
        .ErrorCode,
    ).toBe('ValidationFailure');
    expect(
      (await editor.put(`/api/customers/${id}/charge-account`, { AvailCredit: -1 }, v(1))).statusCode,
    ).toBe(400);
    nextId += 1;
    await insertCustomer(t.db, { id: String(nextId) });
    const none = await editor.put(`/api/customers/${nextId}/charge-account`, { AvailCredit: 5 }, v(1));
    expect(errorOf(none)).toMatchObject({
      ErrorCode: 'Customer.NoChargeAccount',
      Message: 'This customer has no store charge account.',
    });
    expect((await row(String(nextId)))!.version).toBe(1);
  });

  it('needs customer-charge', async () => {
    expect(
      (await (await as('customer-info')).put(`/api/customers/${id}/charge-account`, { AvailCredit: 5 }, v(1)))
        .statusCode,
    ).toBe(403);
  });
});

describe('PUT /api/customers/{id}/groups', () => {
  it('sets the offered groups and keeps the ones staff are not offered', async () => {
    await t.db.insert(customerGroupAssignments).values([
      { userGroupId: 'TrainingUsers', userId: id },
      { userGroupId: 'BachmansCustomers', userId: id },
    ]);
    const response = await (
      await as('user-group-admin')
    ).put(`/api/customers/${id}/groups`, { GroupIDs: ['Newsletter'] }, v(1));
    expect(response.json<CustomerDetail>().Groups.map((group) => group.ID)).toEqual(['Newsletter']);
    const kept = await t.db
      .select()
      .from(customerGroupAssignments)
      .where(eq(customerGroupAssignments.userId, id));
    expect(kept.map((a) => a.userGroupId).sort()).toEqual(['Newsletter', 'TrainingUsers']);
    const [event] = await auditOf(id, 'update-groups');
    expect(event!.changes).toEqual({ Groups: { before: ['BachmansCustomers'], after: ['Newsletter'] } });
  });

  it('refuses unknown groups and the training group, changing nothing', async () => {
    const editor = await as('user-group-admin');
    for (const groupId of ['Nope', 'TrainingUsers']) {
      const response = await editor.put(`/api/customers/${id}/groups`, { GroupIDs: [groupId] }, v(1));
      expect(errorOf(response).ErrorCode).toBe('Customer.UnknownGroup');
    }
    expect(
      await t.db.select().from(customerGroupAssignments).where(eq(customerGroupAssignments.userId, id)),
    ).toEqual([]);
  });

  it('needs user-group-admin', async () => {
    expect(
      (await (await as('customer-group')).put(`/api/customers/${id}/groups`, { GroupIDs: [] }, v(1)))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /api/customers/{id}/account-number', () => {
  it('moves the customer and everything of theirs to a new number from the sequence', async () => {
    await t.db.insert(spendingAccounts).values({ id: `${id}-BC`, customerId: id });
    await t.db.insert(customerNotes).values({ customerId: id, text: 'A note', author: 'Sam' });
    await t.db
      .insert(customerAddresses)
      .values({ id: `A${id}`, customerId: id, street1: '1 Main', city: 'M', state: 'MN', zip: '55401' });
    await t.db.insert(customerCreditCards).values({
      id: `C${id}`,
      customerId: id,
      cardholderName: 'Ada',
      cardType: 'Visa',
      partialAccountNumber: '1111',
      expirationDate: '01/30',
    });
    await t.db.insert(customerGroupAssignments).values({ userGroupId: 'Newsletter', userId: id });
    await insertOrder(t.db, { id: `O${id}`, fromUserId: id });
    await t.db
      .insert(shipments)
      .values({ id: `S${id}`, orderId: `O${id}`, deliveryMethod: 'Courier', fromUserId: id });

    const response = await (
      await as('customer-info')
    ).post(`/api/customers/${id}/account-number`, undefined, v(1));
    expect(response.statusCode).toBe(200);
    const detail = response.json<CustomerDetail>();
    const newId = detail.Customer.ID;
    expect(Number(newId)).toBeGreaterThanOrEqual(5_000_000);
    expect(detail.Customer.xp.OMSAcctNumber).toBe(newId);
    expect(detail.ChargeAccount?.ID).toBe(`${newId}-BC`);
    expect(detail.Customer.xp.Notes.map((note) => note.text)).toEqual(['A note']);
    expect(detail.Groups.map((group) => group.ID)).toEqual(['Newsletter']);
    expect(await row()).toBeUndefined();
    const [address] = await t.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.id, `A${id}`));
    const [card] = await t.db
      .select()
      .from(customerCreditCards)
      .where(eq(customerCreditCards.id, `C${id}`));
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, `O${id}`));
    const [shipment] = await t.db
      .select()
      .from(shipments)
      .where(eq(shipments.id, `S${id}`));
    const [account] = await t.db
      .select()
      .from(spendingAccounts)
      .where(eq(spendingAccounts.customerId, newId));
    expect([
      address!.customerId,
      card!.customerId,
      order!.fromUserId,
      order!.fromUser.ID,
      shipment!.fromUserId,
    ]).toEqual([newId, newId, newId, newId, newId]);
    expect(account!.id).toBe(`${newId}-BC`);
    const [event] = await auditOf(newId, 'new-account-number');
    expect(event!.changes.ID).toEqual({ before: id, after: newId });
  });

  it('needs If-Match and customer-info', async () => {
    expect((await (await as('customer-info')).post(`/api/customers/${id}/account-number`)).statusCode).toBe(
      428,
    );
    expect(
      (await (await as('customer-po')).post(`/api/customers/${id}/account-number`, undefined, v(1)))
        .statusCode,
    ).toBe(403);
    expect((await row())!.id).toBe(id);
  });
});

describe('POST /api/customers/{id}/password-reset', () => {
  it('queues the e-mail in the outbox with an audit event and answers 202 queued', async () => {
    const response = await (await as('customer-reset-pass')).post(`/api/customers/${id}/password-reset`);
    expect(response.statusCode).toBe(202);
    const body = response.json<{ Queued: boolean; MessageID: string; Email: string }>();
    expect(body).toEqual({ Queued: true, MessageID: expect.any(String), Email: `ada${id}@example.com` });
    const [message] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, Number(body.MessageID)));
    expect(message).toMatchObject({ kind: 'email', entity: 'customer', entityId: id, status: 'pending' });
    expect(message!.payload).toMatchObject({ to: `ada${id}@example.com`, subject: 'Reset your password' });
    expect(await auditOf(id, 'send-password-reset')).toHaveLength(1);
    // The code is kept only as a hash, and the record's version is untouched.
    const stored = (await row())!;
    expect(stored.version).toBe(1);
    expect(stored.xp.PasswordReset).toMatchObject({ CodeHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('needs customer-reset-pass', async () => {
    expect((await (await as('customer-info')).post(`/api/customers/${id}/password-reset`)).statusCode).toBe(
      403,
    );
    expect(await t.db.select().from(outbox).where(eq(outbox.entityId, id))).toEqual([]);
  });
});

describe('DELETE /api/customers/{id}', () => {
  it('deletes an inactive customer who never ordered, with their notes and accounts', async () => {
    await t.db.update(customers).set({ active: false }).where(eq(customers.id, id));
    await t.db.insert(customerNotes).values({ customerId: id, text: 'bye', author: 'Sam' });
    await t.db.insert(spendingAccounts).values({ id: `${id}-BC`, customerId: id });
    const response = await (await as('customer-delete')).delete(`/api/customers/${id}`, v(1));
    expect(response.statusCode).toBe(204);
    expect(await row()).toBeUndefined();
    expect(await t.db.select().from(customerNotes).where(eq(customerNotes.customerId, id))).toEqual([]);
    expect(await auditOf(id, 'delete')).toHaveLength(1);
  });

  it('refuses active customers and customers who ordered (409), and callers without customer-delete', async () => {
    const deleter = await as('customer-delete');
    expect(statusAndCode(await deleter.delete(`/api/customers/${id}`, v(1)))).toEqual({
      status: 409,
      code: 'Customer.CannotDelete',
    });
    await t.db
      .update(customers)
      .set({ active: false, lastOrderSubmitted: new Date() })
      .where(eq(customers.id, id));
    expect((await deleter.delete(`/api/customers/${id}`, v(1))).statusCode).toBe(409);
    await t.db.update(customers).set({ lastOrderSubmitted: null }).where(eq(customers.id, id));
    await insertOrder(t.db, { id: `O${id}`, fromUserId: id });
    expect(errorOf(await deleter.delete(`/api/customers/${id}`, v(1))).Message).toBe(
      'Only inactive customers who have never ordered can be deleted.',
    );
    expect((await (await as('customer-bulk')).delete(`/api/customers/${id}`, v(1))).statusCode).toBe(403);
    expect(await row()).toBeDefined();
  });
});

describe('the Training_Team restriction on edits', () => {
  it('lets training staff change neither a non-training customer nor one they cannot see', async () => {
    const keys: FeatureKey[] = [
      'customer-reader',
      'customer-info',
      'customer-delete',
      'customer-reset-pass',
      'customer-account',
    ];
    const trainee = api(t.app, await staff(t.app, t.db, `tr${id}`, keys, { training: true }));
    expect((await trainee.patch(`/api/customers/${id}`, { FirstName: 'Hack' }, v(1))).statusCode).toBe(404);
    expect((await trainee.put(`/api/customers/${id}/status`, { Active: false }, v(1))).statusCode).toBe(404);
    expect((await trainee.post(`/api/customers/${id}/password-reset`)).statusCode).toBe(404);
    expect((await trainee.post(`/api/customers/${id}/notes`, { text: 'hi' })).statusCode).toBe(404);
    await t.db.update(customers).set({ active: false }).where(eq(customers.id, id));
    expect((await trainee.delete(`/api/customers/${id}`, v(1))).statusCode).toBe(404);
    expect((await row())!).toMatchObject({ firstName: 'Ada', version: 1 });

    await t.db.update(customers).set({ trainingUser: true }).where(eq(customers.id, id));
    expect((await trainee.patch(`/api/customers/${id}`, { FirstName: 'Fine' }, v(1))).statusCode).toBe(200);
  });
});
