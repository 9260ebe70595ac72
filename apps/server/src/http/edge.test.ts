import net from 'node:net';
import { ALL_FEATURE_KEYS, BULK_UPLOAD_FIELD, CSRF_HEADER } from '@commerce/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  errorOf,
  signedInUsers,
  statusAndCode,
  type TestApp,
} from '../../test/helpers.ts';
import { adminUsers, customers, permissionGroups } from '../db/schema/index.ts';
import { buildWorkbook, multipartBody } from '../jobs/test-support.ts';
import { insertUserFixtures } from '../modules/admin-users/test-support.ts';
import { insertCustomer } from '../modules/customers/test-fixtures.ts';

let t: TestApp;
let boss: string;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertUserFixtures(t.db);
  ({ boss } = await signedInUsers(t, { boss: { permissions: [...ALL_FEATURE_KEYS] } }));
  customerId = (await insertCustomer(t.db)).id;
});
afterAll(() => t.close());

const customerVersion = async () =>
  (await t.db.select({ version: customers.version }).from(customers).where(eq(customers.id, customerId)))[0]!
    .version;

/** The 400 ValidationFailure's fields. */
function fieldsOf(response: Awaited<ReturnType<ReturnType<typeof api>['get']>>) {
  expect(statusAndCode(response), response.body).toEqual({ status: 400, code: 'ValidationFailure' });
  return (errorOf(response).Data as { Fields: Record<string, string> }).Fields;
}

describe('unknown body fields', () => {
  it('are refused on a customer edit (they were dropped silently), each named, and nothing changes', async () => {
    const version = await customerVersion();
    const response = await api(t.app, boss).put(
      `/api/customers/${customerId}/status`,
      { Active: false, Reason: 'x', Extra: 1 },
      { 'if-match': `"${version}"` },
    );
    expect(fieldsOf(response)).toEqual({
      Reason: 'is not a field of this request',
      Extra: 'is not a field of this request',
    });
    expect(await customerVersion()).toBe(version);
  });

  it('are refused inside nested objects and array items as well', async () => {
    const user = {
      Username: 'newbie',
      FirstName: 'New',
      LastName: 'Bie',
      Email: 'newbie@example.com',
      xp: { StoreAddressID: 'Store-Edina', Shoe: 42 },
      Password: 'Valid!Pass1',
    };
    expect(fieldsOf(await api(t.app, boss).post('/api/admin-users', user))).toEqual({
      'xp.Shoe': 'is not a field of this request',
    });
    const bulk = await api(t.app, boss).post('/api/customers/bulk', {
      Action: 'activate',
      IDs: [customerId],
      Sneaky: true,
    });
    expect(fieldsOf(bulk)).toHaveProperty('Sneaky');
    expect(await t.db.select().from(adminUsers).where(eq(adminUsers.id, 'newbie'))).toEqual([]);
  });
});

describe('the edge rule on every string', () => {
  it('refuses a lone surrogate in a role or a user (a 500 before), naming the field, storing nothing', async () => {
    const role = { ID: 'Surrogates', Name: 'Bad \ud800 name', Description: null, xp: { Permissions: [] } };
    expect(fieldsOf(await api(t.app, boss).post('/api/roles', role))).toEqual({
      Name: 'must not contain a lone surrogate (malformed Unicode)',
    });
    expect(await t.db.select().from(permissionGroups).where(eq(permissionGroups.id, 'Surrogates'))).toEqual(
      [],
    );
    const patch = await api(t.app, boss).patch(
      '/api/admin-users/boss',
      { FirstName: '\udc00Bob' },
      { 'if-match': '"1"' },
    );
    expect(fieldsOf(patch)).toEqual({ FirstName: 'must not contain a lone surrogate (malformed Unicode)' });
  });

  it('refuses NUL, also written as a \\u0000 escape inside the JSON text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${customerId}/notes`,
      headers: { cookie: boss, [CSRF_HEADER]: '1', 'content-type': 'application/json' },
      payload: '{"text":"a\\u0000b"}',
    });
    expect(fieldsOf(response)).toEqual({ text: 'must not contain a NUL character' });
    expect(fieldsOf(await api(t.app, boss).get('/api/customers/a%00b'))).toEqual({
      id: 'must not contain a NUL character',
    });
    expect(fieldsOf(await api(t.app, boss).get('/api/customers?search=%00x'))).toEqual({
      search: 'must not contain a NUL character',
    });
    expect(fieldsOf(await api(t.app, boss).post('/api/roles', { 'Na\u0000me': 'x' }))).toEqual({
      'Na\u0000me': 'has a name that must not contain a NUL character',
    });
  });

  it('refuses strings over the edge lengths and objects nested too deep', async () => {
    expect(fieldsOf(await api(t.app, boss).get(`/api/customers?search=${'x'.repeat(2_001)}`))).toEqual({
      search: 'must be at most 2000 characters',
    });
    const long = await api(t.app, boss).post('/api/roles', { ID: 'x'.repeat(100_001) });
    expect(fieldsOf(long)).toEqual({ ID: 'must be at most 100000 characters' });
    let deep: unknown = 'x';
    for (let level = 0; level < 40; level++) deep = { a: deep };
    const nested = fieldsOf(await api(t.app, boss).post('/api/roles', { ID: 'Deep', xp: deep }));
    expect(Object.values(nested)).toEqual(['is nested more than 32 levels deep']);
  });

  it('answers before the guard: an anonymous caller with a bad path gets the 400, not a session lookup', async () => {
    expect(fieldsOf(await api(t.app).get('/api/customers/%00'))).toEqual({
      id: 'must not contain a NUL character',
    });
  });

  it('bounds numbers by their column: a credit limit the money column cannot hold is a 400', async () => {
    const response = await api(t.app, boss).put(
      `/api/customers/${customerId}/charge-account`,
      { AvailCredit: 1e300 },
      { 'if-match': `"${await customerVersion()}"` },
    );
    expect(fieldsOf(response)).toHaveProperty('AvailCredit');
  });
});

describe('uploads', () => {
  const upload = (payload: Buffer | string, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bulk/bulkupdateinternalusers',
      headers: { cookie: boss, [CSRF_HEADER]: '1', 'content-type': contentType },
      payload,
    });

  it('answers a cut-off or malformed multipart body with 400', async () => {
    const { body, headers } = multipartBody('users.xlsx', await buildWorkbook([['Username'], ['x']]));
    const truncated = await upload(body.subarray(0, body.length - 30), headers['content-type']);
    expect(fieldsOf(truncated)).toEqual({ [BULK_UPLOAD_FIELD]: 'could not be read' });
    expect((await upload('junk', 'multipart/form-data')).statusCode).toBe(400);
  });

  it('applies the edge rule to the file name', async () => {
    const content = await buildWorkbook([['Username'], ['x']]);
    for (const [name, problem] of [
      ['a\u0000b.xlsx', 'must not contain a NUL character'],
      [`${'x'.repeat(300)}.xlsx`, 'must be at most 255 characters'],
    ]) {
      const { body, headers } = multipartBody(name!, content);
      expect(fieldsOf(await upload(body, headers['content-type']))).toEqual({ [BULK_UPLOAD_FIELD]: problem });
    }
  });
});

describe("Fastify's own errors answer in the error shape", () => {
  it('a badly encoded URL (400), an unknown path inside and outside /api (404)', async () => {
    expect(statusAndCode(await api(t.app, boss).get('/api/customers/%E0%A4%A'))).toEqual({
      status: 400,
      code: 'Request.BadUrl',
    });
    expect(statusAndCode(await api(t.app).get('/api/nothing/here'))).toEqual({
      status: 404,
      code: 'NotFound',
    });
    expect(statusAndCode(await api(t.app).post('/nowhere', {}))).toEqual({ status: 404, code: 'NotFound' });
    expect(statusAndCode(await api(t.app).get(`/upload_templates/${'x'.repeat(300)}`))).toEqual({
      status: 404,
      code: 'NotFound',
    });
  });

  it('a body over 1 MB (413), an unsupported media type (415), bad JSON (400)', async () => {
    const send = (payload: string, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/roles',
        headers: { cookie: boss, [CSRF_HEADER]: '1', 'content-type': contentType },
        payload,
      });
    for (const [response, status] of [
      [await send(JSON.stringify({ Name: 'x'.repeat(1_100_000) }), 'application/json'), 413],
      [await send('<role/>', 'application/xml'), 415],
      [await send('{"Name":', 'application/json'), 400],
      [await send('{"__proto__":{"admin":true}}', 'application/json'), 400],
    ] as const) {
      expect(response.statusCode, response.body).toBe(status);
      expect(errorOf(response).Message).toBeTruthy();
    }
  });

  it('headers larger than Node accepts (431), answered on the socket', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as {
      Errors: { ErrorCode: string }[];
    };
    expect(body.Errors[0]!.ErrorCode).toBe('Request.HeadersTooLarge');
  });
});
