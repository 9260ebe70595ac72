import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  ORDER_ERRORS,
  ORDER_SEND_ACTIONS,
  pendingSendOf,
  type OrderDetail,
  type OrderSendAction,
} from '@commerce/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, type TestApp } from '../../../test/helpers.ts';
import { outbox } from '../../db/schema/index.ts';
import { CONNECTOR_KINDS } from '../../integrations/connectors/systems.ts';
import { OUTBOX_MAX_ATTEMPTS } from '../../integrations/outbox.ts';
import { deliverOutbox, makeDue } from '../../integrations/test-support.ts';
import { insertBuyer, insertOrder, staffWith } from './test-fixtures.ts';

/** NetSuite as a stub that is down: every send to it fails and is retried. */
let server: http.Server;
let t: TestApp;
let sender: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(503).end('NetSuite is down'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/salesorders`;
  t = await createTestApp({
    CONNECTOR_ERP_URL: url,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ca-sends-once-')),
  });
  sender = await staffWith(t.app, t.db, 'sender', [
    'order-reader',
    'order-orphan-sender',
    'order-email-sender',
    'order-resend-files',
  ]);
  await insertBuyer(t.db, { id: '100001', cecsSyncStatus: 'Fail' });
  await insertOrder(t.db, {
    id: 'BO500',
    shipments: [
      {
        netsuiteStatus: 'failure',
        lines: [
          {
            productId: 'GC50-1',
            product: { ID: 'GC50-1', Name: 'Gift Card $50', xp: { ProductCode: 'GC50' } },
            unitPrice: '50.00',
            quantity: 1,
            lineTotal: '50.00',
            xp: { giftcardnumber: '6000123412341234', Email: 'friend@example.com' },
          },
        ],
      },
    ],
    payments: [{ type: 'GiftCard', amount: '67.00' }],
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const routeOf = (action: OrderSendAction) =>
  ORDER_SEND_ACTIONS[action].about === 'order'
    ? `/api/orders/BO500/${action}`
    : `/api/orders/BO500/shipments/BO500-1/${action}`;
const post = (action: OrderSendAction) =>
  api(t.app, sender).post(
    routeOf(action),
    action === 'resend-egift-email' ? { Email: 'friend@example.com' } : undefined,
  );
const sendsOf = (action: OrderSendAction) => {
  const { system, entity, about } = ORDER_SEND_ACTIONS[action];
  return t.db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, CONNECTOR_KINDS[system]),
        eq(outbox.entity, entity),
        eq(outbox.entityId, about === 'order' ? 'BO500' : 'BO500-1'),
      ),
    );
};

describe('each send once', () => {
  const actions = Object.keys(ORDER_SEND_ACTIONS) as OrderSendAction[];

  it.each(actions)(
    '%s is refused (409) while its send is pending, and the page names that send',
    async (action) => {
      const first = await post(action);
      expect(first.statusCode, first.body).toBe(202);
      const pending = pendingSendOf(first.json<OrderDetail>(), action, 'BO500-1');
      expect(pending).toMatchObject({ Status: 'pending' });

      const second = await post(action);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({
        Errors: [
          {
            ErrorCode: ORDER_ERRORS.sendPending.code,
            Message: ORDER_ERRORS.sendPending.message,
            Data: { OutboxID: pending!.ID },
          },
        ],
      });
      expect((await sendsOf(action)).map((row) => row.id)).toEqual([pending!.ID]);
    },
  );

  it('queues the buyer’s sync once, however often the order goes to NetSuite', async () => {
    const syncs = await t.db.select().from(outbox).where(eq(outbox.entity, 'customer'));
    expect(syncs).toHaveLength(1);
  });

  it('counts a send that failed an attempt and waits to retry as pending; once given up it may be sent again', async () => {
    const [send] = await sendsOf('send-to-netsuite');
    await makeDue(t.db, send!.id);
    await deliverOutbox(t);
    const retrying = (await api(t.app, sender).get('/api/orders/BO500')).json<OrderDetail>();
    expect(pendingSendOf(retrying, 'send-to-netsuite')).toMatchObject({
      Status: 'pending',
      LastError: 'erp answered HTTP 503: NetSuite is down',
    });
    expect(errorOf(await post('send-to-netsuite')).ErrorCode).toBe(ORDER_ERRORS.sendPending.code);

    await t.db
      .update(outbox)
      .set({ attempts: OUTBOX_MAX_ATTEMPTS - 1 })
      .where(eq(outbox.id, send!.id));
    await makeDue(t.db, send!.id);
    await deliverOutbox(t);
    const again = await post('send-to-netsuite');
    expect(again.statusCode, again.body).toBe(202);
    expect((await sendsOf('send-to-netsuite')).map((row) => row.status).sort()).toEqual([
      'failed',
      'pending',
    ]);
  });

  it('lets one of two clicks at once through', async () => {
    const [delivered] = await sendsOf('resend-confirmation');
    await t.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.id, delivered!.id));
    const answers = await Promise.all([post('resend-confirmation'), post('resend-confirmation')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    expect((await sendsOf('resend-confirmation')).filter((row) => row.status === 'pending')).toHaveLength(1);
  });
});
