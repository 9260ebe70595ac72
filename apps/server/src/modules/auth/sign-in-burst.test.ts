import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  buildTestApp,
  createTestApp,
  createUser,
  errorOf,
  USER_PASSWORD,
  type TestApp,
} from '../../../test/helpers.ts';
import { databaseUrl } from '../../../test/global-setup.ts';
import { fromPool, type Database } from '../../db/client.ts';
import { rowsOf } from '../../seed/rows.ts';
import { THROTTLE_POLICY } from './throttle.ts';

/**
 * Sign-in limits under concurrency: a burst of wrong passwords sent at once, spread over three servers on
 * the same database (on PostgreSQL each with its own connection pool, as separate processes would be),
 * gets at most the limit's worth of password checks; every other attempt is refused with 429 unchecked.
 */
let t: TestApp;
const servers: FastifyInstance[] = [];
const extraDatabases: Database[] = [];
// The delays wrong passwords are held back by, recorded instead of waited (up to 4 s a burst).
const heldBack: number[] = [];
const holdBack = async (ms: number) => void heldBack.push(ms);

beforeAll(async () => {
  t = await createTestApp({}, { holdBack });
  servers.push(t.app);
  for (let i = 0; i < 2; i++) {
    let database = t.database;
    if (t.database.kind === 'postgres') {
      const source = inject('testDatabase');
      const [row] = await rowsOf<{ name: string }>(t.db, sql`select current_database() as name`);
      if (source.kind !== 'postgres' || !row) throw new Error('no PostgreSQL test database');
      database = fromPool(new pg.Pool({ connectionString: databaseUrl(source.serverUrl, row.name), max: 5 }));
      extraDatabases.push(database);
    }
    servers.push(await buildTestApp(database, {}, { holdBack }));
  }
  for (const username of ['burst', 'insider', 'victim1']) await createUser(t.db, { username });
});
beforeEach(() => {
  heldBack.length = 0;
});
afterAll(async () => {
  for (const server of servers.slice(1)) await server.close();
  for (const database of extraDatabases) await database.close();
  await t.close();
});

let address = 0;
const signInAt = (server: FastifyInstance, username: string, password: string, remoteAddress?: string) =>
  server.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-commerce-admin': '1' },
    payload: { Username: username, Password: password },
    remoteAddress: remoteAddress ?? `10.77.${Math.floor(++address / 250)}.${address % 250}`,
  });

describe('sign-in limits under concurrency', () => {
  it('checks at most the per-user limit of 50 wrong passwords sent at once to three servers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signInAt(servers[i % servers.length]!, 'burst', `Wrong!Pass${i}`)),
    );
    const checked = answers.filter((answer) => answer.statusCode !== 429);
    console.log(`sign-in burst (${t.database.kind}): ${checked.length} of 50 wrong passwords were checked`);
    expect(checked).toHaveLength(THROTTLE_POLICY.user.lockAfter);
    expect(checked.every((answer) => errorOf(answer).ErrorCode === 'Auth.InvalidCredentials')).toBe(true);
    // Each checked attempt was held back by the delay of its place in the count: consecutive counts.
    expect(heldBack.sort((a, b) => a - b)).toEqual([0, 0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000]);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused.every((answer) => errorOf(answer).ErrorCode === 'Auth.LockedOut')).toBe(true);
    expect(refused.every((answer) => Number(answer.headers['retry-after']) > 0)).toBe(true);
    // The right password afterwards is refused too: the user is locked.
    expect((await signInAt(t.app, 'burst', USER_PASSWORD)).statusCode).toBe(429);
  });

  it('lets the right password inside a burst in only when it is one of the attempts the limit allows', async () => {
    const right = 30;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        signInAt(servers[i % servers.length]!, 'insider', i === right ? USER_PASSWORD : `Wrong!Pass${i}`),
      ),
    );
    const checked = answers.filter((answer) => answer.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(THROTTLE_POLICY.user.lockAfter);
    const signedIn = answers.filter((answer) => answer.statusCode === 200);
    expect(signedIn.length).toBeLessThanOrEqual(1);
    if (signedIn.length === 0) expect(answers[right]!.statusCode).toBe(429);
  });

  it('checks at most the per-address limit when one address tries many usernames at once', async () => {
    const from = '10.88.0.1';
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        signInAt(servers[i % servers.length]!, `nobody${i}`, 'Wrong!Pass1', from),
      ),
    );
    const checked = answers.filter((answer) => answer.statusCode !== 429);
    expect(checked).toHaveLength(THROTTLE_POLICY.ip.lockAfter);
    // Another user's right password from that address is refused; from elsewhere it works.
    expect((await signInAt(t.app, 'victim1', USER_PASSWORD, from)).statusCode).toBe(429);
    expect((await signInAt(t.app, 'victim1', USER_PASSWORD)).statusCode).toBe(200);
  });
});
