import fs from 'node:fs';
import { ALL_FEATURE_KEYS, CSRF_HEADER } from '@commerce/domain';
import { eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, createUser, signIn, USER_PASSWORD, type TestApp } from '../test/helpers.ts';
import {
  answerProblem,
  extraRequests,
  operationsOf,
  refusalProblem,
  requestsFor,
  type FuzzRequest,
  type OpenApiDocument,
} from '../test/fuzz.ts';
import { bulkJobs, contentAssets, customers, loginThrottles } from './db/schema/index.ts';
import { insertJob } from './jobs/test-support.ts';
import { insertUserFixtures } from './modules/admin-users/test-support.ts';
import { insertCustomer } from './modules/customers/test-fixtures.ts';

/**
 * The fuzz walk: every operation of /api/openapi.json gets malformed input (test/fuzz.ts) from a user who
 * holds every feature key and is a developer, with the CSRF header and the record's current If-Match, so
 * each request gets past the guard to the input checks. Any 5xx, or an answer that is neither the error
 * shape nor a valid success, fails the walk. A new route is walked without a line written here.
 */
const FUZZER = 'fuzzer';

let t: TestApp;
let cookie = '';
const known: Record<string, string> = {};

async function signInFuzzer() {
  // The walk sends wrong passwords on purpose; its own sign-in must not wait for the slow-down.
  await t.db.delete(loginThrottles);
  cookie = await signIn(t.app, FUZZER, USER_PASSWORD);
}

beforeAll(async () => {
  t = await createTestApp({ DEVELOPER_USERNAMES: FUZZER });
  await insertUserFixtures(t.db);
  await createUser(t.db, { username: FUZZER, permissions: [...ALL_FEATURE_KEYS] });
  // Records the walk's known IDs point at, so valid-looking requests reach the services and the database.
  await createUser(t.db, { username: 'victim', permissions: ['order-reader'] });
  const customer = await insertCustomer(t.db);
  await signInFuzzer();
  const client = api(t.app, cookie);
  await client.post(`/api/customers/${customer.id}/notes`, { text: 'A note' });
  const notes = (await client.get(`/api/customers/${customer.id}/notes`)).json<{ Items: { ID: string }[] }>();
  known.customer = customer.id;
  known.note = notes.Items[0]!.ID;
  known.job = await insertJob(t.db, 1);
});

afterAll(async () => {
  await t?.close();
});

/** The value a path parameter gets when the case does not put junk in it. */
function knownValue(param: string, path: string): string {
  if (param === 'id') {
    if (path.startsWith('/api/admin-users')) return 'victim';
    if (path.startsWith('/api/roles')) return 'victim-role';
    if (path.startsWith('/api/customers')) return known.customer!;
  }
  const byName: Record<string, string | undefined> = {
    noteId: known.note,
    entity: 'admin-user',
    entityId: 'victim',
    type: 'bulkupdateinternalusers',
    jobId: known.job,
    file: 'UpdateInternalUsers.xlsx',
  };
  return byName[param] ?? 'fuzz';
}

const versions = new Map<string, string>();

/** The current ETag of the record a PUT/PATCH URL changes: its own GET, else its parent's. */
async function versionOf(url: string): Promise<string> {
  const path = url.split('?')[0]!;
  const cached = versions.get(path);
  if (cached) return cached;
  let version = '"1"';
  for (let target = path; target.split('/').length > 3; target = target.slice(0, target.lastIndexOf('/'))) {
    const response = await t.app.inject({ method: 'GET', url: target, headers: { cookie } });
    if (response.statusCode === 200 && typeof response.headers.etag === 'string') {
      version = response.headers.etag;
      break;
    }
  }
  versions.set(path, version);
  return version;
}

async function send(request: FuzzRequest) {
  const headers: Record<string, string> = { [CSRF_HEADER]: '1', cookie, ...request.headers };
  if (request.ifMatch && !('if-match' in headers)) headers['if-match'] = await versionOf(request.url);
  const options: InjectOptions = {
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers,
  };
  if (request.payload !== undefined) options.payload = request.payload;
  return t.app.inject(options);
}

describe('fuzz walk over /api/openapi.json', () => {
  it('answers malformed input with a 4xx in the error shape (or a valid success), never a 5xx', async () => {
    const started = performance.now();
    const doc = (await api(t.app).get('/api/openapi.json')).json<OpenApiDocument>();
    const operations = operationsOf(doc);
    const failures: string[] = [];
    let sent = 0;
    let signIns = 0;
    const statuses = new Map<number, number>();

    const walk = async (request: FuzzRequest) => {
      let response = await send(request);
      sent++;
      if (response.statusCode === 401 || response.statusCode === 429) {
        await t.db.delete(loginThrottles);
        const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
        if (me.statusCode === 401) {
          // The case ended the walk's session (sign-out, three wrong current passwords …): sign in, send again.
          await signInFuzzer();
          signIns++;
          response = await send(request);
          sent++;
        }
      }
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode < 300 && request.method !== 'GET') versions.clear();
      const problem =
        answerProblem(response.statusCode, String(response.headers['content-type'] ?? ''), response.body) ??
        (request.refusesFile && refusalProblem(response.statusCode, response.body, request.refusesFile));
      if (problem) {
        failures.push(
          `${request.method} ${request.url.slice(0, 120)} [${request.label}] → ${response.statusCode}, ${problem}: ${response.body.slice(0, 200)}`,
        );
      }
    };

    for (const operation of operations) {
      for (const request of requestsFor(operation, doc, knownValue)) await walk(request);
    }
    for (const request of extraRequests()) await walk(request);

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz walk (${t.database.kind}): ${sent} requests over ${operations.length} operations in ${seconds} s` +
        ` (${signIns} sign-ins again), ${failures.length} failures; answers ` +
        [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}×${count}`)
          .join(' '),
    );
    // FUZZ_REPORT=<file> keeps every failure (the assertion below shows only the first ones in full).
    if (process.env.FUZZ_REPORT) fs.writeFileSync(process.env.FUZZ_REPORT, failures.join('\n') + '\n');
    expect(operations.length).toBeGreaterThan(40);
    // Every upload gets the bad files: the images, the product images, the bulk uploads, the training CSV.
    expect(operations.filter((operation) => operation.upload).map((operation) => operation.path)).toEqual(
      expect.arrayContaining([
        '/api/assets',
        '/api/product-images',
        '/api/bulk/{type}',
        '/api/training-users',
      ]),
    );
    expect(failures).toEqual([]);
    // The bad files left nothing: no asset, no bulk job, no training customer.
    expect(await t.db.select().from(contentAssets).where(like(contentAssets.fileName, 'fuzz-%'))).toEqual([]);
    expect(await t.db.select().from(bulkJobs).where(like(bulkJobs.originalFileName, 'fuzz-%'))).toEqual([]);
    expect(await t.db.select().from(customers).where(eq(customers.trainingUser, true))).toEqual([]);
  }, 300_000);
});
