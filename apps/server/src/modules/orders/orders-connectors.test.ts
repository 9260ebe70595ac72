import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OrderDetail } from '@commerce/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { outbox } from '../../db/schema/index.ts';
import { deliverOutbox, makeDue } from '../../integrations/test-support.ts';
import { insertOrder, staffWith } from './test-fixtures.ts';

/** NetSuite as a stub: the first call fails (503), then each Idempotency-Key is applied once. */
let server: http.Server;
let url: string;
const received: { key: string | undefined; body: { OrderID?: string } }[] = [];
const applied = new Map<string, number>();
let failuresLeft = 1;

let t: TestApp;
let sender: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const key = request.headers['idempotency-key'] as string | undefined;
      received.push({ key, body: JSON.parse(text) });
      if (failuresLeft > 0) {
        failuresLeft--;
        response.writeHead(503).end('NetSuite is busy');
        return;
      }
      if (key) applied.set(key, (applied.get(key) ?? 0) + 1);
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"SalesOrder":"SO-77"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/salesorders`;
  t = await createTestApp({ CONNECTOR_ERP_URL: url });
  sender = await staffWith(t.app, t.db, 'sender', ['order-reader', 'order-orphan-sender']);
  await insertOrder(t.db, { id: 'BO300', fromUserId: '299999', shipments: [{ netsuiteStatus: 'failure' }] });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const detail = async () => (await api(t.app, sender).get('/api/orders/BO300')).json<OrderDetail>();

describe('Send to NetSuite over HTTP', () => {
  it('records a failed attempt (status, time, orphan flag), and the retry that gets through, sent once', async () => {
    const queued = await api(t.app, sender).post('/api/orders/BO300/send-to-netsuite');
    expect(queued.statusCode).toBe(202);
    // A guest buyer has no customer service record to sync.
    expect(queued.json<OrderDetail>().Sends.map((send) => send.System)).toEqual(['erp']);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.entityId, 'BO300'));

    expect(await deliverOutbox(t)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const failed = await detail();
    expect(failed.Shipments[0]!.xp.NetsuiteStatus).toBe('failure');
    expect(Date.parse(failed.Shipments[0]!.xp.NetsuiteTimeStamp!)).toBeGreaterThan(Date.now() - 60_000);
    expect(failed.Order.xp.OrphanedAccount).toBe(true);
    expect(failed.Sends[0]).toMatchObject({
      Status: 'pending',
      Attempts: 1,
      LastError: 'erp answered HTTP 503: NetSuite is busy',
    });

    await makeDue(t.db, row!.id);
    expect(await deliverOutbox(t)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const sent = await detail();
    expect(sent.Shipments[0]!.xp.NetsuiteStatus).toBe('success');
    expect(sent.Order.xp.OrphanedAccount).toBe(false);
    expect(sent.Sends[0]).toMatchObject({ Status: 'sent', Channel: 'http', Attempts: 2 });

    // Two calls with one key; the receiver applied the order once.
    expect(received.map((call) => [call.key, call.body.OrderID])).toEqual([
      [`outbox-${row!.id}`, 'BO300'],
      [`outbox-${row!.id}`, 'BO300'],
    ]);
    expect(applied).toEqual(new Map([[`outbox-${row!.id}`, 1]]));
    expect(await deliverOutbox(t)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(received).toHaveLength(2);

    const history = (await api(t.app, sender).get('/api/audit/order/BO300')).json<{
      Items: { Action: string; Changes: Record<string, { before: unknown; after: unknown }> }[];
    }>().Items;
    expect(history.map((event) => event.Action)).toEqual(['erp-outcome', 'erp-outcome', 'send-to-netsuite']);
    // The status stayed Fail (only its time moved): the History names what changed.
    expect(history[1]!.Changes).toEqual({
      OrphanedAccount: { before: false, after: true },
      Attempt: { before: null, after: 1 },
      Error: { before: null, after: 'erp answered HTTP 503: NetSuite is busy' },
    });
    expect(history[0]!.Changes).toMatchObject({
      'BO300-1.NetsuiteStatus': { before: 'Fail', after: 'Success' },
      Channel: { after: 'http' },
      Reference: { after: 'HTTP 201' },
    });
  });
});
