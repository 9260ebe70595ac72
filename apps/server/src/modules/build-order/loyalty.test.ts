import { BUILD_ORDER_ERRORS, COMMON_ERRORS } from '@commerce/domain';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  buildTestApp,
  createTestApp,
  signedInUsers,
  statusAndCode,
  type TestApp,
} from '../../../test/helpers.ts';
import { loyaltyAccounts } from '../../db/schema/index.ts';
import { httpLoyaltyProvider } from './loyalty.ts';

let t: TestApp;
let users: Record<'builder' | 'reader', string>;

beforeAll(async () => {
  t = await createTestApp();
  users = await signedInUsers(t, {
    builder: { permissions: ['order-builder'] },
    reader: { permissions: ['customer-reader'] },
  });
  await t.db.insert(loyaltyAccounts).values([
    { cardNumber: '6039000000000001', cecsAwardAccountId: 'AW0000001', balance: '1250.00' },
    // A card the program knows without an award account: the customer page's 'not found' case.
    { cardNumber: '6039000000000002', cecsAwardAccountId: null, balance: '0.00' },
  ]);
});
afterAll(() => t.close());

const lookup = (cookies: string | undefined, body: unknown, app = t.app) =>
  api(app, cookies).post('/api/build-order/loyalty', body);

describe('the loyalty lookup (embedded provider)', () => {
  it("answers a known card's points balance", async () => {
    const response = await lookup(users.builder, { cardNumber: ' 6039000000000001 ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ CardNumber: '6039000000000001', Balance: 1250 });
  });

  it("answers 404 'Card not found' for an unknown card and a card without an award account", async () => {
    for (const cardNumber of ['6039999999999999', '6039000000000002']) {
      const response = await lookup(users.builder, { cardNumber });
      expect(statusAndCode(response)).toEqual({
        status: 404,
        code: BUILD_ORDER_ERRORS.loyaltyCardNotFound.code,
      });
      expect(response.json().Errors[0].Message).toBe('Card not found');
    }
  });

  it('is for order-builder holders only (403) and signed-in users (401)', async () => {
    const card = { cardNumber: '6039000000000001' };
    expect(statusAndCode(await lookup(users.reader, card))).toEqual({
      status: 403,
      code: COMMON_ERRORS.forbidden.code,
    });
    expect((await lookup(undefined, card)).statusCode).toBe(401);
  });

  it('refuses bad input with 400 and asks nobody', async () => {
    for (const body of [
      {},
      { cardNumber: '' },
      { cardNumber: '6039 0001' },
      { cardNumber: 6039 },
      { cardNumber: 'x'.repeat(31) },
      { cardNumber: '1', extra: true },
    ]) {
      expect(statusAndCode(await lookup(users.builder, body))).toEqual({
        status: 400,
        code: COMMON_ERRORS.validationFailure.code,
      });
    }
  });
});

describe('the loyalty lookup over HTTP (LOYALTY_URL)', () => {
  let service: Server;
  const asked: { body: unknown; authorization?: string }[] = [];

  beforeAll(async () => {
    // A stand-in customer service: a number for card 1, text for card 2, 404 for card 3, 500 otherwise.
    service = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        const body = JSON.parse(text) as { cardNumber: string };
        asked.push({ body, authorization: request.headers.authorization });
        const answers: Record<string, [number, unknown]> = {
          '1001': [200, { CardNumber: '1001', Balance: '310.5' }],
          '1002': [200, { CardNumber: '1002', Balance: 'CECS Award Account ID Not Found' }],
          '1003': [404, { message: 'unknown card' }],
        };
        const [status, answer] = answers[body.cardNumber] ?? [500, { message: 'down' }];
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

  it('POSTs {cardNumber} with the token and applies the rule to the answer', async () => {
    const { port } = service.address() as AddressInfo;
    const app = await buildTestApp(t.database, {
      LOYALTY_URL: `http://127.0.0.1:${port}/loyalty`,
      LOYALTY_TOKEN: 'secret-token',
    });
    try {
      const found = await lookup(users.builder, { cardNumber: '1001' }, app);
      expect(found.json()).toEqual({ CardNumber: '1001', Balance: 310.5 });
      expect(asked[0]).toEqual({ body: { cardNumber: '1001' }, authorization: 'Bearer secret-token' });
      for (const cardNumber of ['1002', '1003'])
        expect(statusAndCode(await lookup(users.builder, { cardNumber }, app))).toEqual({
          status: 404,
          code: BUILD_ORDER_ERRORS.loyaltyCardNotFound.code,
        });
      // A failing service is not the card's fault: 502, not 'Card not found'.
      expect(statusAndCode(await lookup(users.builder, { cardNumber: '1004' }, app))).toEqual({
        status: 502,
        code: BUILD_ORDER_ERRORS.loyaltyUnavailable.code,
      });
    } finally {
      await app.close();
    }
  });

  it('reports an unreachable service as unavailable', async () => {
    const provider = httpLoyaltyProvider({
      url: 'http://127.0.0.1:9/loyalty',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(provider.infoByCardNumber('1')).rejects.toMatchObject({
      errorCode: BUILD_ORDER_ERRORS.loyaltyUnavailable.code,
    });
  });
});
