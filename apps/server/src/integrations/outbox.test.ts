import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { emailOutboxHandler, fileMailer, listMailFiles } from './email.ts';
import { deliverDue, enqueue, OUTBOX_MAX_ATTEMPTS, retryDelaySeconds, type OutboxHandler } from './outbox.ts';

let database: Database;
let mailDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-mail-'));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(mailDir, { recursive: true, force: true });
});

const rowOf = async (id: number) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
/** Makes a send due now, as if its retry time had come. */
const makeDue = (id: number) =>
  database.db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(outbox.id, id));

describe('the outbox', () => {
  it('delivers a queued e-mail to a file that developers can list, and marks it sent', async () => {
    const id = await enqueue(database.db, {
      kind: 'email',
      entity: 'customer',
      entityId: 'c1',
      payload: { to: 'ada@example.com', subject: 'Reset your password', text: 'Hello Ada' },
    });
    const report = await deliverDue(database.db, {
      email: emailOutboxHandler(fileMailer(mailDir, 'Shop <no-reply@example.com>')),
    });
    expect(report).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: expect.any(Date),
    });
    const [file] = await listMailFiles(mailDir);
    expect(file).toMatchObject({ To: 'ada@example.com', Subject: 'Reset your password' });
    expect(fs.readFileSync(path.join(mailDir, file!.File), 'utf8')).toContain('Hello Ada');
    // Sent is sent: the next round has nothing to do.
    expect(await deliverDue(database.db, { email: async () => {} })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it('retries a failing send later and gives up after the last attempt, keeping the error', async () => {
    const id = await enqueue(database.db, { kind: 'test.flaky', entity: 'x', entityId: '1', payload: {} });
    const failing: OutboxHandler = async () => {
      throw new Error('SMTP server unavailable');
    };
    expect(await deliverDue(database.db, { 'test.flaky': failing })).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP server unavailable' });
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + (retryDelaySeconds(1) - 5) * 1000);
    // Not due yet: nothing happens.
    expect(await deliverDue(database.db, { 'test.flaky': failing })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });

    for (let attempt = 2; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      await makeDue(id);
      await deliverDue(database.db, { 'test.flaky': failing });
    }
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS });
  });

  it('leaves sends of kinds it has no handler for to their own sender', async () => {
    const id = await enqueue(database.db, {
      kind: 'erp.order',
      entity: 'order',
      entityId: 'o1',
      payload: {},
    });
    await deliverDue(database.db, { email: async () => {} });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('refuses an e-mail without a recipient instead of sending it', async () => {
    const handler = emailOutboxHandler(fileMailer(mailDir, 'x@example.com'));
    await expect(handler({ subject: 's', text: 't' })).rejects.toThrow('no recipient');
  });
});
