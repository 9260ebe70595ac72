import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type ConfigOverrides } from '../../../test/helpers.ts';
import { testConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { auditEvents, outbox } from '../../db/schema/index.ts';
import { recordAudit, type AuditEntry } from '../../http/audit.ts';
import { deliverDue, type OutboxFailure } from '../outbox.ts';
import { makeDue as makeOutboxDue, outboxRow } from '../test-support.ts';
import {
  connectorOutboxHandlers,
  defineConnector,
  sendThroughConnector,
  type ConnectorOutcome,
} from './index.ts';

let database: Database;
let dataDir: string;

/** A receiver that fails its first call, then applies each Idempotency-Key once. */
interface Received {
  key: string | undefined;
  authorization: string | undefined;
  body: unknown;
}
let server: http.Server;
let url: string;
const received: Received[] = [];
const applied = new Map<string, number>();
let failuresLeft = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-connectors-'));
  server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const key = request.headers['idempotency-key'] as string | undefined;
      received.push({ key, authorization: request.headers.authorization, body: JSON.parse(text) });
      if (failuresLeft > 0) {
        failuresLeft--;
        response.writeHead(503).end('busy');
        return;
      }
      if (key) applied.set(key, (applied.get(key) ?? 0) + 1);
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"OrderNumber":"SO-1001"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/orders`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const config = (overrides: ConfigOverrides = {}) => testConfig({ DATA_DIR: dataDir, ...overrides });
const rowOf = (id: number) => outboxRow(database.db, id);
const makeDue = (id: number) => makeOutboxDue(database.db, id);
const order = { OrderID: 'O-77', Lines: [{ SKU: 'ROSE12', Quantity: 2, Price: '39.99' }], Note: 'ünïcode ✓' };

describe('connectors', () => {
  it('queue a send in the caller transaction, and nothing when it rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await sendThroughConnector(tx, 'erp', { entity: 'order', entityId: 'rolled-back', payload: order });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await database.db.select().from(outbox).where(eq(outbox.entityId, 'rolled-back'))).toEqual([]);

    const id = await database.db.transaction((tx) =>
      sendThroughConnector(tx, 'pos', { entity: 'shipment', entityId: 'S-1', payload: { a: 1 } }),
    );
    expect(await rowOf(id)).toMatchObject({ kind: 'connector.pos', entity: 'shipment', status: 'pending' });
    const email = await sendThroughConnector(database.db, 'email', {
      entity: 'customer',
      entityId: 'c1',
      payload: { to: 'a@example.com', subject: 's', text: 't' },
    });
    expect((await rowOf(email)).kind).toBe('email');
  });

  it('by default drop the exact payload as a file under DATA_DIR/outbound/{system}', async () => {
    const id = await sendThroughConnector(database.db, 'erp', {
      entity: 'order',
      entityId: 'O-77',
      payload: order,
    });
    await deliverDue(database.db, connectorOutboxHandlers({ config: config() }));
    const directory = path.join(dataDir, 'outbound', 'erp');
    const [file, ...others] = fs.readdirSync(directory);
    expect(others).toEqual([]);
    expect(file).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-\\d{3}Z-order-O-77-${id}\\.json$`),
    );
    expect(JSON.parse(fs.readFileSync(path.join(directory, file!), 'utf8'))).toEqual(order);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', channel: 'file' });
  });

  it('POST to the configured URL with one idempotency key across retries, applied once', async () => {
    const outcomes: ConnectorOutcome[] = [];
    const failures: OutboxFailure[] = [];
    const erp = defineConnector({
      system: 'erp',
      describe: 'ERP under test',
      async onDelivered(tx, row, outcome) {
        outcomes.push(outcome);
        // What an area does: write the outcome on its record, in the transaction that marks the send sent.
        await recordAudit(tx, {
          actorId: null,
          action: 'erp-status',
          entity: 'order',
          entityId: row.entityId,
          after: { NetSuiteStatus: 'Success', Response: outcome.response },
        } as unknown as AuditEntry);
      },
      async onFailed(_tx, _row, failure) {
        failures.push(failure);
      },
    });
    const handlers = connectorOutboxHandlers(
      { config: config({ CONNECTOR_ERP_URL: url, CONNECTOR_ERP_TOKEN: 'erp-secret' }) },
      [erp],
    );
    const id = await sendThroughConnector(database.db, 'erp', {
      entity: 'order',
      entityId: 'O-78',
      payload: order,
    });
    failuresLeft = 1;

    expect(await deliverDue(database.db, handlers)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', lastError: 'erp answered HTTP 503: busy' });
    expect(failures).toEqual([{ error: 'erp answered HTTP 503: busy', final: false }]);
    expect(outcomes).toEqual([]);

    await makeDue(id);
    expect(await deliverDue(database.db, handlers)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', channel: 'http', attempts: 2 });

    expect(received.map((request) => request.key)).toEqual([`outbox-${id}`, `outbox-${id}`]);
    expect(received.every((request) => request.authorization === 'Bearer erp-secret')).toBe(true);
    expect(received.map((request) => request.body)).toEqual([order, order]);
    expect(applied).toEqual(new Map([[`outbox-${id}`, 1]]));

    expect(outcomes).toEqual([
      { channel: 'http', reference: 'HTTP 201', status: 201, response: '{"OrderNumber":"SO-1001"}' },
    ]);
    const [event] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'erp-status'));
    expect(event).toMatchObject({ entityId: 'O-78', changes: { NetSuiteStatus: { after: 'Success' } } });
  });

  it('treat an unreachable receiver as a failed attempt', async () => {
    const handlers = connectorOutboxHandlers({
      config: config({ CONNECTOR_POS_URL: 'http://127.0.0.1:9/' }),
    });
    const id = await sendThroughConnector(database.db, 'pos', {
      entity: 'shipment',
      entityId: 'S-2',
      payload: {},
    });
    expect(await deliverDue(database.db, handlers)).toMatchObject({ sent: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.any(String) });
  });
});
