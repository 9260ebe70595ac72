import type { CustomerDetail } from '@commerce/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, statusAndCode, type TestApp } from '../../../test/helpers.ts';
import { auditEvents, customerNotes, customers } from '../../db/schema/index.ts';
import { insertCustomer, staff } from './test-fixtures.ts';

let t: TestApp;
let writer: ReturnType<typeof api>;
let id: string;
let nextId = 500000;

const notesInDb = async () =>
  (await t.db.select().from(customerNotes).where(eq(customerNotes.customerId, id))).map((n) => n.text).sort();
const add = (text: string) => writer.post(`/api/customers/${id}/notes`, { text });

beforeAll(async () => {
  t = await createTestApp();
  writer = api(t.app, await staff(t.app, t.db, 'writer', ['customer-reader', 'customer-info']));
});
afterAll(() => t.close());

beforeEach(async () => {
  nextId += 1;
  id = String(nextId);
  await insertCustomer(t.db, { id });
});

describe('POST /api/customers/{id}/notes', () => {
  it("adds a note as the newest with the staff member's name, ID and the date", async () => {
    await add('First');
    const response = await add('  Second  ');
    expect(response.statusCode).toBe(201);
    const detail = response.json<CustomerDetail>();
    expect(detail.Customer.xp.Notes.map((note) => note.text)).toEqual(['Second', 'First']);
    expect(detail.Customer.xp.Notes[0]).toMatchObject({
      author: 'Test writer',
      author_id: 'writer',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(detail.Version).toBe(3);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'add-note')));
    expect(events.at(-1)!.changes).toEqual({ Notes: { before: ['First'], after: ['Second', 'First'] } });
  });

  it('keeps five: a sixth drops the oldest in the same change', async () => {
    for (const text of ['1', '2', '3', '4', '5']) await add(text);
    const detail = (await add('6')).json<CustomerDetail>();
    expect(detail.Customer.xp.Notes.map((note) => note.text)).toEqual(['6', '5', '4', '3', '2']);
    expect(await notesInDb()).toEqual(['2', '3', '4', '5', '6']);
  });

  it('requires text of at most 200 characters and stores nothing otherwise', async () => {
    for (const text of ['', '   ', 'x'.repeat(201)]) {
      const response = await add(text);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).ErrorCode).toBe('ValidationFailure');
    }
    expect((await add('x'.repeat(200))).statusCode).toBe(201);
    expect(await notesInDb()).toEqual(['x'.repeat(200)]);
  });

  it('needs customer-info (INFO_ADMIN)', async () => {
    const reader = api(t.app, await staff(t.app, t.db, `r${id}`, ['customer-reader']));
    expect(statusAndCode(await reader.post(`/api/customers/${id}/notes`, { text: 'x' }))).toEqual({
      status: 403,
      code: 'Auth.InsufficientPermissions',
    });
    expect(await notesInDb()).toEqual([]);
  });
});

describe('PATCH and DELETE /api/customers/{id}/notes/{noteId}', () => {
  it("edits a note's text with the customer's version", async () => {
    const added = (await add('Typo')).json<CustomerDetail>();
    const noteId = added.Customer.xp.Notes[0]!.ID;
    const response = await writer.patch(
      `/api/customers/${id}/notes/${noteId}`,
      { text: 'Fixed' },
      { 'if-match': `"${added.Version}"` },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomerDetail>().Customer.xp.Notes.map((note) => note.text)).toEqual(['Fixed']);
    expect(
      (
        await writer.patch(
          `/api/customers/${id}/notes/${noteId}`,
          { text: 'Stale' },
          { 'if-match': `"${added.Version}"` },
        )
      ).statusCode,
    ).toBe(412);
    expect((await writer.patch(`/api/customers/${id}/notes/${noteId}`, { text: 'None' })).statusCode).toBe(
      428,
    );
    expect(
      (
        await writer.patch(
          `/api/customers/${id}/notes/${noteId}`,
          { text: '' },
          { 'if-match': `"${added.Version + 1}"` },
        )
      ).statusCode,
    ).toBe(400);
    expect(await notesInDb()).toEqual(['Fixed']);
  });

  it('deletes a note', async () => {
    await add('Keep');
    const added = (await add('Remove')).json<CustomerDetail>();
    const response = await writer.delete(`/api/customers/${id}/notes/${added.Customer.xp.Notes[0]!.ID}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomerDetail>().Customer.xp.Notes.map((note) => note.text)).toEqual(['Keep']);
  });

  it('answers 404 for a note of another customer or one that does not exist', async () => {
    const other = await insertCustomer(t.db, { id: `${id}x` });
    const [foreign] = await t.db
      .insert(customerNotes)
      .values({ customerId: other.id, text: 'Not yours', author: 'Sam' })
      .returning();
    expect((await writer.delete(`/api/customers/${id}/notes/${foreign!.id}`)).statusCode).toBe(404);
    expect((await writer.delete(`/api/customers/${id}/notes/abc`)).statusCode).toBe(404);
    expect(
      (await writer.patch(`/api/customers/${id}/notes/999999`, { text: 'x' }, { 'if-match': '"1"' }))
        .statusCode,
    ).toBe(404);
    expect((await t.db.select().from(customers).where(eq(customers.id, id)))[0]!.version).toBe(1);
  });

  it('needs customer-info', async () => {
    const added = (await add('Mine')).json<CustomerDetail>();
    const reader = api(t.app, await staff(t.app, t.db, `r${id}`, ['customer-reader']));
    expect(
      (await reader.delete(`/api/customers/${id}/notes/${added.Customer.xp.Notes[0]!.ID}`)).statusCode,
    ).toBe(403);
  });
});
