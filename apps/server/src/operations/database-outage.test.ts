import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl, quoteIdent } from '../../test/global-setup.ts';
import { ADMIN_PASSWORD, api, buildTestApp, createUser, errorOf, signIn } from '../../test/helpers.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { ensureFirstAdmin } from '../seed/first-admin.ts';

/**
 * A TCP relay in front of PostgreSQL that the test can cut, as a database server that stops (every connection
 * dropped, new ones refused), and bring back on the same port. The shared PostgreSQL itself is never stopped.
 */
async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const up = () =>
    new Promise<void>((resolve) => {
      server = net
        .createServer((client) => {
          const upstream = net.connect(Number(target.port || 5432), target.hostname);
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on('close', () => sockets.delete(socket));
            socket.on('error', () => socket.destroy());
          }
          client.pipe(upstream).pipe(client);
        })
        .listen(port, '127.0.0.1', () => {
          port = (server!.address() as net.AddressInfo).port;
          resolve();
        });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      server!.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  await up();
  return { port: () => port, up, down };
}

const DEADLINE_MS = 30_000;

// PostgreSQL only: the embedded database lives in the server's process and cannot go away from it.
describe.runIf(inject('testDatabase').kind === 'postgres')('a database that goes away under load', () => {
  const source = inject('testDatabase') as { serverUrl: string; template: string; clonePrefix: string };
  const name = `${source.clonePrefix}outage_${randomBytes(4).toString('hex')}`;
  let relay: Awaited<ReturnType<typeof relayTo>>;
  let database: Database;
  let app: FastifyInstance;
  let cookie: string;

  const admin = async (statement: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: source.serverUrl });
    await client.connect();
    try {
      return await client.query(statement, values);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${quoteIdent(name)} template ${quoteIdent(source.template)}`);
    relay = await relayTo(new URL(source.serverUrl));
    const url = new URL(databaseUrl(source.serverUrl, name));
    url.hostname = '127.0.0.1';
    url.port = String(relay.port());
    // The server's own pool (10 connections, kept while idle), reaching PostgreSQL through the relay.
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    await ensureFirstAdmin(database.db, ADMIN_PASSWORD);
    await createUser(database.db, { username: 'keeper', permissions: ['internal-admin'] });
    app = await buildTestApp(database);
    cookie = await signIn(app, 'keeper', 'Valid!Pass1');
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await relay?.down();
    await admin(`drop database if exists ${quoteIdent(name)} with (force)`);
  });

  /** Four clients asking for a list (the roles: a query every time) until `stop` says so, each answer kept. */
  function load(stop: () => boolean) {
    const answers: LightMyRequestResponse[] = [];
    const client = async () => {
      for (let n = 0; n < 5_000 && !stop(); n++) answers.push(await api(app, cookie).get('/api/roles'));
    };
    const done = Promise.all([client(), client(), client(), client()]);
    return { answers, done };
  }

  /** Every answer is a page of roles or a 503 in the error shape; never a 500. */
  function expectOnlyPagesOr503(answers: LightMyRequestResponse[]) {
    const other = answers.filter(
      (answer) =>
        answer.statusCode !== 200 &&
        !(
          answer.statusCode === 503 &&
          answer.headers['retry-after'] === '5' &&
          errorOf(answer).ErrorCode === 'Server.DatabaseUnavailable'
        ),
    );
    expect(other.map((answer) => `${answer.statusCode} ${answer.body}`)).toEqual([]);
  }

  const waitFor = async (what: string, condition: () => boolean | Promise<boolean>) => {
    const deadline = Date.now() + DEADLINE_MS;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`${what}: not within ${DEADLINE_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('answers 503 while its connections are terminated (pg_terminate_backend), then pages again by itself', async () => {
    let stop = false;
    const run = load(() => stop);
    try {
      await waitFor('pages before', () => run.answers.some((answer) => answer.statusCode === 200));
      const terminated = await admin(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      expect(terminated.rowCount).toBeGreaterThan(0);
      const after = run.answers.length;
      await waitFor('pages after', () =>
        run.answers.slice(after).some((answer) => answer.statusCode === 200),
      );
    } finally {
      stop = true;
      await run.done;
    }
    expectOnlyPagesOr503(run.answers);
  });

  it('answers 503 and says not ready while the database is away, and recovers by itself when it is back', async () => {
    let stop = false;
    const run = load(() => stop);
    try {
      await waitFor('pages before', () => run.answers.some((answer) => answer.statusCode === 200));

      await relay.down();
      const cut = run.answers.length;
      const unavailable = () => run.answers.slice(cut).filter((answer) => answer.statusCode === 503).length;
      // Not just the requests that were under way: new ones find no connection either.
      await waitFor('503s while away', () => unavailable() >= 20);
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(errorOf(ready).ErrorCode).toBe('Server.DatabaseUnavailable');
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      await relay.up();
      const back = run.answers.length;
      await waitFor('pages once back', () =>
        run.answers.slice(back).some((answer) => answer.statusCode === 200),
      );
      await waitFor(
        'ready once back',
        async () => (await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode === 200,
      );
    } finally {
      stop = true;
      await run.done;
    }
    expectOnlyPagesOr503(run.answers);
    // Back for good: every request now gets its page.
    const last = await Promise.all([1, 2, 3, 4].map(() => api(app, cookie).get('/api/roles')));
    expect(last.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
  });
});
