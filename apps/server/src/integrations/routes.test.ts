import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, signedInUsers, statusAndCode, type TestApp } from '../../test/helpers.ts';
import { outbox } from '../db/schema/index.ts';
import { sendThroughConnector } from './connectors/index.ts';
import { enqueue } from './outbox.ts';
import { deliverOutbox } from './test-support.ts';

let t: TestApp;
let dataDir: string;
let developer: string;
let outsider: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-developer-'));
  t = await createTestApp({ DATA_DIR: dataDir, DEVELOPER_USERNAMES: 'dev' });
  ({ dev: developer, outsider } = await signedInUsers(t, {
    dev: { permissions: [] },
    outsider: { permissions: ['internal-admin'] },
  }));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const deliver = () => deliverOutbox(t);

describe('developer views of the outbox', () => {
  it('list the sends with their system and channel, the e-mails written, and where each system sends', async () => {
    const id = await sendThroughConnector(t.db, 'email', {
      entity: 'customer',
      entityId: 'c9',
      payload: { to: 'ada@example.com', subject: 'Reset your password', text: 'Hello' },
    });
    await deliver();

    const mail = await api(t.app, developer).get('/api/developer/mail');
    expect(mail.statusCode).toBe(200);
    expect(mail.json()).toMatchObject({
      Directory: path.join(dataDir, 'mail'),
      Items: [{ To: 'ada@example.com', Subject: 'Reset your password' }],
    });

    const list = await api(t.app, developer).get('/api/developer/outbox');
    expect(list.statusCode).toBe(200);
    const body = list.json<{ Items: unknown[]; Connectors: unknown[] }>();
    expect(body.Items[0]).toMatchObject({
      ID: id,
      Kind: 'email',
      System: 'email',
      Channel: 'file',
      Status: 'sent',
    });
    expect(body.Connectors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ System: 'email', Channel: 'file', Target: path.join(dataDir, 'mail') }),
        expect.objectContaining({
          System: 'erp',
          Channel: 'file',
          Target: path.join(dataDir, 'outbound', 'erp'),
        }),
      ]),
    );
    expect((await api(t.app, outsider).get('/api/developer/outbox')).statusCode).toBe(403);
  });

  it('put a failed send back in line', async () => {
    const id = await enqueue(t.db, { kind: 'connector.erp', entity: 'order', entityId: 'O-9', payload: {} });
    await t.db
      .update(outbox)
      .set({ status: 'failed', attempts: 5, lastError: 'erp answered HTTP 500' })
      .where(eq(outbox.id, id));

    const retry = await api(t.app, developer).post(`/api/developer/outbox/${id}/retry`);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ ID: id, System: 'erp', Status: 'pending', Attempts: 0 });
    expect(statusAndCode(await api(t.app, developer).post(`/api/developer/outbox/${id}/retry`))).toEqual({
      status: 409,
      code: 'Outbox.NotFailed',
    });
    expect(statusAndCode(await api(t.app, developer).post('/api/developer/outbox/999999/retry'))).toEqual({
      status: 404,
      code: 'NotFound',
    });
    expect(statusAndCode(await api(t.app, developer).post('/api/developer/outbox/abc/retry'))).toEqual({
      status: 400,
      code: 'ValidationFailure',
    });
    expect(statusAndCode(await api(t.app, outsider).post(`/api/developer/outbox/${id}/retry`)).status).toBe(
      403,
    );

    await deliver();
    expect((await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]).toMatchObject({
      status: 'sent',
      channel: 'file',
    });
  });
});
