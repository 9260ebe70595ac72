import type { CustomerDetail } from '@commerce/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, statusAndCode, type TestApp } from '../../../test/helpers.ts';
import {
  customerAddresses,
  customerCreditCards,
  customerGroupAssignments,
  customerNotes,
  loyaltyAccounts,
  spendingAccounts,
} from '../../db/schema/index.ts';
import { insertCustomer, insertGroup, insertOrder, staff } from './test-fixtures.ts';

let t: TestApp;
let reader: string;

beforeAll(async () => {
  t = await createTestApp();
  reader = await staff(t.app, t.db, 'reader', ['customer-reader', 'order-reader']);
  await insertGroup(t.db, 'BachmansCustomers', { store: true });
  await insertGroup(t.db, 'Newsletter', { comm: true, store: false });
  await insertGroup(t.db, 'TrainingUsers', { store: true });
  await insertGroup(t.db, 'Hidden', { comm: false, store: false });
  await insertCustomer(t.db, { id: '299999', lastName: 'Guest' });
  await insertCustomer(t.db, {
    id: '300001',
    firstName: 'Ada',
    lastName: 'Lind',
    email: 'ada@example.com',
    username: 'ada.old@example.com',
    phone: '6125550100',
    charge: 'Y',
    loyaltyId: '12345',
    loyaltyCardNumber: 'CARD-1',
    createdFrom: 'web',
    xp: {
      AuthorizeNetProfileID: 'ANP-77',
      PO: { PORequired: true, PONumber: null },
      TaxExemption: { Enabled: true, TaxExemptionID: 'TX-9' },
      AvailCredit: 500,
    },
  });
  await insertCustomer(t.db, { id: '300002', lastName: 'Plain' });
  await insertCustomer(t.db, { id: '300003', lastName: 'Trainee', trainingUser: true });
  await t.db.insert(customerGroupAssignments).values(
    ['BachmansCustomers', 'Newsletter', 'TrainingUsers', 'Hidden'].map((userGroupId) => ({
      userGroupId,
      userId: '300001',
    })),
  );
  await t.db.insert(spendingAccounts).values({
    id: '300001-BC',
    customerId: '300001',
    balance: '120.50',
    availCredit: '500.00',
  });
  await t.db
    .insert(loyaltyAccounts)
    .values({ cardNumber: 'CARD-1', cecsAwardAccountId: 'AW-1', balance: '340' });
  await t.db.insert(customerNotes).values([
    {
      customerId: '300001',
      text: 'Older note',
      author: 'Sam Staff',
      authorId: 'sam',
      date: new Date('2025-01-01'),
    },
    {
      customerId: '300001',
      text: 'Newer note',
      author: 'Sam Staff',
      authorId: 'sam',
      date: new Date('2025-02-01'),
    },
  ]);
  for (let n = 1; n <= 12; n++) {
    await insertOrder(t.db, {
      id: `O-${String(n).padStart(2, '0')}`,
      fromUserId: '300001',
      submitted: new Date(Date.UTC(2025, 0, n)),
    });
  }
  await insertOrder(t.db, {
    id: 'CART',
    fromUserId: '300001',
    status: 'Unsubmitted',
    submitted: new Date('2026-01-01'),
  });
  await t.db.insert(customerAddresses).values(
    Array.from({ length: 10 }, (_, n) => ({
      id: `A-${n}`,
      customerId: '300001',
      street1: `${n} Main St`,
      city: 'Minneapolis',
      state: 'MN',
      zip: '55401',
      dateCreated: new Date(Date.UTC(2025, 0, n + 1)),
    })),
  );
  await t.db.insert(customerCreditCards).values({
    id: 'C-1',
    customerId: '300001',
    cardholderName: 'Ada Lind',
    cardType: 'Visa',
    partialAccountNumber: '4242',
    expirationDate: '04/28',
  });
});
afterAll(() => t.close());

describe('GET /api/customers/{id}', () => {
  it('answers the record, its groups, charge account and points, with the version as ETag', async () => {
    const response = await api(t.app, reader).get('/api/customers/300001');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    const detail = response.json<CustomerDetail>();
    expect(detail.Version).toBe(1);
    expect(detail.Customer).toMatchObject({
      ID: '300001',
      Email: 'ada@example.com',
      Username: 'ada.old@example.com',
      Phone: '6125550100',
      xp: {
        Charge: 'Y',
        AvailCredit: 500,
        LoyaltyID: '12345',
        LoyaltyCardNumber: 'CARD-1',
        CreatedFrom: 'web',
        AuthorizeNetProfileID: 'ANP-77',
        OrderCloudToCecsCustomerStatus: 'Success',
        PO: { PORequired: true, PONumber: null },
        TaxExemption: { Enabled: true, TaxExemptionID: 'TX-9' },
      },
    });
    expect(detail.Customer.xp.Notes.map((note) => note.text)).toEqual(['Newer note', 'Older note']);
    expect(detail.Customer.xp.Notes[0]).toMatchObject({
      author: 'Sam Staff',
      author_id: 'sam',
      ID: expect.any(String),
    });
    // Only communication and store groups, never the training users' fixed group.
    expect(detail.Groups.map((group) => group.ID)).toEqual(['BachmansCustomers', 'Newsletter']);
    expect(detail.ChargeAccount).toEqual({ ID: '300001-BC', Balance: 120.5, xp: { AvailCredit: 500 } });
    expect(detail.Points).toEqual({ CECSAwardAccountID: 'AW-1', Balance: 340 });
  });

  it('answers no charge account and no points when there are none', async () => {
    const detail = (await api(t.app, reader).get('/api/customers/300002')).json<CustomerDetail>();
    expect(detail).toMatchObject({ Groups: [], ChargeAccount: null, Points: null });
    expect(detail.Customer.xp.PO).toEqual({ PORequired: false, PONumber: null });
  });

  it('answers 404 for the guest account 299999 and for unknown IDs', async () => {
    expect(statusAndCode(await api(t.app, reader).get('/api/customers/299999'))).toEqual({
      status: 404,
      code: 'NotFound',
    });
    expect(statusAndCode(await api(t.app, reader).get('/api/customers/nope'))).toEqual({
      status: 404,
      code: 'NotFound',
    });
  });

  it('is refused without customer-reader', async () => {
    const other = await staff(t.app, t.db, 'orders', ['order-reader']);
    expect(statusAndCode(await api(t.app, other).get('/api/customers/300001'))).toEqual({
      status: 403,
      code: 'Auth.InsufficientPermissions',
    });
  });

  it('hides non-training customers and their panels from Training_Team staff', async () => {
    const trainee = await staff(t.app, t.db, 'trainee', ['customer-reader', 'order-reader'], {
      training: true,
    });
    expect((await api(t.app, trainee).get('/api/customers/300003')).statusCode).toBe(200);
    for (const path of ['', '/notes', '/orders', '/addresses', '/credit-cards']) {
      expect((await api(t.app, trainee).get(`/api/customers/300001${path}`)).statusCode, path).toBe(404);
    }
  });
});

describe('the detail panels', () => {
  it('lists the 10 latest submitted orders, carts left out', async () => {
    const response = await api(t.app, reader).get('/api/customers/300001/orders');
    expect(response.statusCode).toBe(200);
    const { Items } = response.json<{ Items: { ID: string; Total: number }[] }>();
    expect(Items.map((order) => order.ID)).toEqual([
      'O-12',
      'O-11',
      'O-10',
      'O-09',
      'O-08',
      'O-07',
      'O-06',
      'O-05',
      'O-04',
      'O-03',
    ]);
    expect(Items[0]).toEqual({
      ID: 'O-12',
      DateSubmitted: '2025-01-12T00:00:00.000Z',
      DateCreated: expect.any(String),
      Subtotal: 40,
      ShippingCost: 5,
      TaxCost: 3.1,
      Total: 48.1,
    });
  });

  it('needs order-reader for the orders', async () => {
    const customersOnly = await staff(t.app, t.db, 'custonly', ['customer-reader']);
    expect((await api(t.app, customersOnly).get('/api/customers/300001/orders')).statusCode).toBe(403);
  });

  it('pages the address book 8 at a time, newest first', async () => {
    const first = (await api(t.app, reader).get('/api/customers/300001/addresses')).json<{
      Meta: { TotalCount: number; PageSize: number };
      Items: { ID: string; xp: { addressType: string } }[];
    }>();
    expect(first.Meta).toMatchObject({ TotalCount: 10, PageSize: 8 });
    expect(first.Items.map((a) => a.ID)).toEqual(['A-9', 'A-8', 'A-7', 'A-6', 'A-5', 'A-4', 'A-3', 'A-2']);
    expect(first.Items[0]!.xp.addressType).toBe('Residence');
    const second = (await api(t.app, reader).get('/api/customers/300001/addresses?page=2')).json<{
      Items: { ID: string }[];
    }>();
    expect(second.Items.map((a) => a.ID)).toEqual(['A-1', 'A-0']);
    expect((await api(t.app, reader).get('/api/customers/300001/addresses?page=0')).statusCode).toBe(400);
  });

  it('lists saved cards with the last digits only', async () => {
    const cards = (await api(t.app, reader).get('/api/customers/300001/credit-cards')).json<{
      Items: unknown[];
    }>();
    expect(cards.Items).toEqual([
      {
        ID: 'C-1',
        CardholderName: 'Ada Lind',
        CardType: 'Visa',
        PartialAccountNumber: '4242',
        ExpirationDate: '04/28',
      },
    ]);
  });

  it('lists the notes newest first', async () => {
    const notes = (await api(t.app, reader).get('/api/customers/300001/notes')).json<{
      Items: { text: string }[];
    }>();
    expect(notes.Items.map((note) => note.text)).toEqual(['Newer note', 'Older note']);
  });
});

describe('GET /api/customer-groups', () => {
  it('offers communication and store groups, not the training or other groups', async () => {
    const groupReader = await staff(t.app, t.db, 'groups', ['customer-group']);
    const response = await api(t.app, groupReader).get('/api/customer-groups');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ Items: { ID: string }[] }>().Items.map((group) => group.ID)).toEqual([
      'BachmansCustomers',
      'Newsletter',
    ]);
  });

  it('needs customer-group or user-group-admin', async () => {
    expect((await api(t.app, reader).get('/api/customer-groups')).statusCode).toBe(403);
  });
});
