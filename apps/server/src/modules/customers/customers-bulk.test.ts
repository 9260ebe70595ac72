import type { CustomerBulkResult } from '@commerce/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, type TestApp } from '../../../test/helpers.ts';
import { auditEvents, customers } from '../../db/schema/index.ts';
import { insertCustomer, insertOrder, staff } from './test-fixtures.ts';

let t: TestApp;
let bulk: ReturnType<typeof api>;
let bulkDelete: ReturnType<typeof api>;

const run = (who: ReturnType<typeof api>, Action: string, IDs: string[]) =>
  who.post('/api/customers/bulk', { Action, IDs });
const activeOf = async (ids: string[]) =>
  Object.fromEntries(
    (await t.db.select().from(customers).where(inArray(customers.id, ids))).map((row) => [
      row.id,
      row.active,
    ]),
  );

beforeAll(async () => {
  t = await createTestApp();
  bulk = api(t.app, await staff(t.app, t.db, 'bulk', ['customer-reader', 'customer-bulk']));
  bulkDelete = api(
    t.app,
    await staff(t.app, t.db, 'bulkdel', ['customer-reader', 'customer-bulk', 'customer-delete']),
  );
  await insertCustomer(t.db, { id: '600001' });
  await insertCustomer(t.db, { id: '600002' });
  await insertCustomer(t.db, { id: '600003', active: false, lastOrderSubmitted: new Date('2025-01-01') });
  await insertCustomer(t.db, { id: '600004', active: false });
  await insertCustomer(t.db, { id: '600005', active: false });
  // Never ordered by its record, but an order is on file: the delete is refused for this one customer.
  await insertCustomer(t.db, { id: '600006', active: false });
  await insertOrder(t.db, { id: 'O-600006', fromUserId: '600006' });
  await insertCustomer(t.db, { id: '600007', trainingUser: true });
});
afterAll(() => t.close());

describe('POST /api/customers/bulk', () => {
  it('deactivates active customers and answers the changed rows for an in-place update', async () => {
    const response = await run(bulk, 'deactivate', ['600001', '600002']);
    expect(response.statusCode).toBe(200);
    const result = response.json<CustomerBulkResult>();
    expect(result.Items.map((row) => [row.ID, row.Active])).toEqual([
      ['600001', false],
      ['600002', false],
    ]);
    expect(result).toMatchObject({ Succeeded: ['600001', '600002'], Failed: [] });
    expect(await activeOf(['600001', '600002'])).toEqual({ '600001': false, '600002': false });
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'bulk-deactivate'));
    expect(events.map((event) => event.entityId).sort()).toEqual(['600001', '600002']);
  });

  it('reports every customer it did not change, with the reason, and changes the rest', async () => {
    const result = (
      await run(bulk, 'activate', ['600001', '600007', 'nobody', '299999'])
    ).json<CustomerBulkResult>();
    expect(result.Items.map((row) => row.ID)).toEqual(['600001']);
    expect(result.Failed).toEqual([
      {
        ID: '600007',
        ErrorCode: 'Customer.ActionNotApplicable',
        Message: 'This customer is already active.',
      },
      { ID: 'nobody', ErrorCode: 'NotFound', Message: 'The customer was not found.' },
      { ID: '299999', ErrorCode: 'NotFound', Message: 'The customer was not found.' },
    ]);
  });

  it('deletes only inactive customers who never ordered; a refused one rolls back alone', async () => {
    const result = (
      await run(bulkDelete, 'delete', ['600003', '600004', '600006', '600005', '600002'])
    ).json<CustomerBulkResult>();
    expect(result.Succeeded).toEqual(['600004', '600005', '600002']);
    expect(result.Items).toEqual([]);
    const refusal = 'Only inactive customers who have never ordered can be deleted.';
    expect(result.Failed).toEqual([
      { ID: '600003', ErrorCode: 'Customer.ActionNotApplicable', Message: refusal },
      { ID: '600006', ErrorCode: 'Customer.CannotDelete', Message: refusal },
    ]);
    expect(Object.keys(await activeOf(['600002', '600003', '600004', '600005', '600006'])).sort()).toEqual([
      '600003',
      '600006',
    ]);
  });

  it('needs customer-bulk, and customer-delete for delete', async () => {
    const reader = api(t.app, await staff(t.app, t.db, 'reader', ['customer-reader']));
    expect((await run(reader, 'deactivate', ['600007'])).statusCode).toBe(403);
    expect((await run(bulk, 'delete', ['600003'])).statusCode).toBe(403);
    expect(await activeOf(['600007', '600003'])).toEqual({ '600007': true, '600003': false });
  });

  it('refuses bad input with a 400', async () => {
    expect(errorOf(await run(bulk, 'purge', ['600007'])).ErrorCode).toBe('ValidationFailure');
    expect((await run(bulk, 'deactivate', [])).statusCode).toBe(400);
    expect(
      (
        await run(
          bulk,
          'deactivate',
          Array.from({ length: 101 }, (_, n) => String(n)),
        )
      ).statusCode,
    ).toBe(400);
  });

  it('lets Training_Team staff change only training customers', async () => {
    const trainee = api(
      t.app,
      await staff(t.app, t.db, 'trainee', ['customer-reader', 'customer-bulk'], { training: true }),
    );
    const result = (await run(trainee, 'deactivate', ['600001', '600007'])).json<CustomerBulkResult>();
    expect(result.Items.map((row) => row.ID)).toEqual(['600007']);
    expect(result.Failed).toEqual([
      { ID: '600001', ErrorCode: 'NotFound', Message: 'The customer was not found.' },
    ]);
  });
});
