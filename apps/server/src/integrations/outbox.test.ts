import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import { testConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { auditEvents, outbox } from '../db/schema/index.ts';
import { recordAudit, type AuditEntry } from '../http/audit.ts';
import { connectorOutboxHandlers } from './connectors/index.ts';
import { emailConnector } from './connectors/email.ts';
import { listMailFiles, mailDirectory } from './email.ts';
import { makeDue as makeOutboxDue, outboxRow } from './test-support.ts';
import {
  deliverDue,
  enqueue,
  OUTBOX_MAX_ATTEMPTS,
  retryDelaySeconds,
  retryFailedSend,
  type OutboxFailure,
  type OutboxHandler,
} from './outbox.ts';

let database: Database;
let dataDir: string;
let mailDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-mail-'));
  mailDir = mailDirectory(dataDir);
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** E-mail through its connector: no SMTP_URL, so .eml files under DATA_DIR/mail. */
const emailHandlers = () =>
  connectorOutboxHandlers({ config: testConfig({ DATA_DIR: dataDir }) }, [emailConnector]);

const rowOf = (id: number) => outboxRow(database.db, id);
const makeDue = (id: number) => makeOutboxDue(database.db, id);

describe('the outbox', () => {
  it('delivers a queued e-mail to a file that developers can list, and marks it sent', async () => {
    const id = await enqueue(database.db, {
      kind: 'email',
      entity: 'customer',
      entityId: 'c1',
      payload: { to: 'ada@example.com', subject: 'Reset your password', text: 'Hello Ada' },
    });
    const report = await deliverDue(database.db, emailHandlers());
    expect(report).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: expect.any(Date),
      channel: 'file',
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
    const id = await enqueue(database.db, {
      kind: 'email',
      entity: 'customer',
      entityId: 'c2',
      payload: { subject: 's', text: 't' },
    });
    await deliverDue(database.db, emailHandlers());
    expect(await rowOf(id)).toMatchObject({
      status: 'pending',
      lastError: expect.stringContaining('no recipient'),
    });
  });

  it("runs a handler's hooks in the transaction that records the outcome", async () => {
    const sent = await enqueue(database.db, { kind: 'test.hooks', entity: 'x', entityId: 'ok', payload: {} });
    const failures: OutboxFailure[] = [];
    const handlers = {
      'test.hooks': {
        deliver: async (payload: Record<string, unknown>) => {
          if (payload.fail) throw new Error('receiver down');
          return { channel: 'test' };
        },
        onDelivered: async (tx: Parameters<typeof recordAudit>[0], row: { id: number }) => {
          // A test-only entity: the trail's declared kinds are the product's.
          await recordAudit(tx, {
            actorId: null,
            action: 'delivered',
            entity: 'outbox-test',
            entityId: String(row.id),
          } as unknown as AuditEntry);
        },
        onFailed: async (_tx: unknown, _row: unknown, failure: OutboxFailure) => {
          failures.push(failure);
        },
      },
    };
    await deliverDue(database.db, handlers);
    expect(await rowOf(sent)).toMatchObject({ status: 'sent', channel: 'test' });
    const trail = await database.db.select().from(auditEvents).where(eq(auditEvents.entity, 'outbox-test'));
    expect(trail.map((event) => event.entityId)).toEqual([String(sent)]);

    const failing = await enqueue(database.db, {
      kind: 'test.hooks',
      entity: 'x',
      entityId: 'bad',
      payload: { fail: true },
    });
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      await makeDue(failing);
      await deliverDue(database.db, handlers);
    }
    expect(failures).toEqual([
      ...Array.from({ length: OUTBOX_MAX_ATTEMPTS - 1 }, () => ({ error: 'receiver down', final: false })),
      { error: 'receiver down', final: true },
    ]);

    // A write-back that fails undoes the 'sent': the attempt counts as failed and is retried.
    const unrecorded = await enqueue(database.db, {
      kind: 'test.hooks',
      entity: 'x',
      entityId: 'u',
      payload: {},
    });
    await deliverDue(database.db, {
      'test.hooks': {
        deliver: async () => ({ channel: 'test' }),
        onDelivered: async () => {
          throw new Error('shipment row locked');
        },
      },
    });
    expect(await rowOf(unrecorded)).toMatchObject({
      status: 'pending',
      channel: null,
      lastError: 'shipment row locked',
    });
  });

  it('puts a failed send back in line when a developer retries it', async () => {
    const id = await enqueue(database.db, { kind: 'test.retry', entity: 'x', entityId: '1', payload: {} });
    await database.db
      .update(outbox)
      .set({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS })
      .where(eq(outbox.id, id));
    expect(await retryFailedSend(database.db, id)).toBe('retrying');
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await retryFailedSend(database.db, id)).toBe('not-failed');
    expect(await retryFailedSend(database.db, 987654)).toBe('not-found');
    expect(await deliverDue(database.db, { 'test.retry': async () => {} })).toMatchObject({ sent: 1 });
  });
});
