import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, createTestDatabase, errorOf } from '../../../test/helpers.ts';
import type { Database } from '../../db/client.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import type { StartupState } from '../../operations/readiness.ts';

let database: Database;
let built: FastifyInstance;
let notBuilt: FastifyInstance;
let webDist: string;

const INDEX = '<!doctype html><html><body><div id="root">Commerce Admin test build</div></body></html>';

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-3f9a.js'), 'console.log("app");');
  fs.writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *');
  fs.writeFileSync(path.join(webDist, '100%.txt'), 'a file with a percent sign');
  // A secret next to the build: the fallback must never reach outside WEB_DIST.
  fs.writeFileSync(path.join(path.dirname(webDist), `${path.basename(webDist)}-secret.txt`), 'SECRET');

  database = await createTestDatabase();
  built = await buildTestApp(database, { WEB_DIST: webDist });
  notBuilt = await buildTestApp(database, { WEB_DIST: path.join(webDist, 'does-not-exist') });
});
afterAll(async () => {
  await built.close();
  await notBuilt.close();
  await database.close();
  fs.rmSync(webDist, { recursive: true, force: true });
  fs.rmSync(path.join(path.dirname(webDist), `${path.basename(webDist)}-secret.txt`), { force: true });
});

describe('GET /api/health', () => {
  it('answers without a session: status, database kind and migration level', async () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: { tag: string }[];
    };
    const response = await built.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      Status: 'ok',
      Database: {
        Kind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        Migrations: { Applied: journal.entries.length, Latest: journal.entries.at(-1)!.tag },
      },
    });
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 once the start is done and the database answers', async () => {
    const response = await built.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Status: 'ready' });
  });

  it('says not ready while the migrations run and while the start finishes; only the probes answer meanwhile', async () => {
    const startup: StartupState = { phase: 'migrating' };
    const starting = await buildTestApp(database, { WEB_DIST: webDist }, { startup });
    try {
      for (const [phase, shown] of [
        ['migrating', 'Migrating'],
        ['starting', 'Starting'],
      ] as const) {
        startup.phase = phase;
        const ready = await starting.inject({ method: 'GET', url: '/api/health/ready' });
        expect(ready.statusCode, phase).toBe(503);
        expect(ready.headers['retry-after']).toBe('5');
        expect(errorOf(ready)).toEqual({
          ErrorCode: 'Server.Starting',
          Message: 'The server is starting. Try again in a moment.',
          Data: { Phase: shown },
        });
        // Alive all the same: an orchestrator must not restart a process for a long migration.
        expect((await starting.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        for (const answer of [
          await api(starting).get('/api/me'),
          await api(starting).post('/api/auth/login', { Username: 'admin', Password: 'x' }),
          await starting.inject({ method: 'GET', url: '/admin/users' }),
        ]) {
          expect(answer.statusCode).toBe(503);
          expect(errorOf(answer).ErrorCode).toBe('Server.Starting');
        }
      }
      startup.phase = 'ready';
      expect((await starting.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      expect((await api(starting).get('/api/me')).statusCode).toBe(401);
    } finally {
      await starting.close();
    }
  });

  it('says not ready while the database fails or does not answer within a second, and alive all along', async () => {
    const failing = {
      ...database,
      exec: () => Promise.reject(new Error('Connection terminated unexpectedly')),
    };
    const silent = { ...database, exec: () => new Promise<void>(() => {}) };
    for (const away of [failing, silent]) {
      const app = await buildTestApp(away, { WEB_DIST: webDist });
      try {
        const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
        expect(ready.statusCode).toBe(503);
        expect(errorOf(ready)).toEqual({
          ErrorCode: 'Server.DatabaseUnavailable',
          Message: 'The server cannot reach its database. Try again in a moment.',
          Data: null,
        });
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    }
  });
});

describe('the web app', () => {
  it('serves index.html for deep links (SPA fallback), never cached', async () => {
    for (const url of ['/', '/admin/users', '/admin/users/alice?tab=groups']) {
      const response = await built.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    }
  });

  it('serves the built files; hashed assets forever, others revalidated', async () => {
    const asset = await built.inject({ method: 'GET', url: '/assets/app-3f9a.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app");');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(asset.headers['cache-control']).toMatch(/immutable/);

    const robots = await built.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toBe('User-agent: *');
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('never serves a file outside WEB_DIST', async () => {
    const secret = `${path.basename(webDist)}-secret.txt`;
    for (const url of [
      `/..%2f${secret}`,
      `/%2e%2e/${secret}`,
      `/assets/..%2f..%2f${secret}`,
      '/..%2f..%2fpackage.json',
    ]) {
      const response = await built.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('SECRET');
      expect(response.body, url).not.toContain('"name"');
    }
  });

  it('serves a file whose name needs percent-encoding, and survives a stray percent sign', async () => {
    const file = await built.inject({ method: 'GET', url: '/100%25.txt' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('a file with a percent sign');
    const stray = await built.inject({ method: 'GET', url: '/admin/100%25zz' });
    expect(stray.statusCode).toBe(200);
    expect(stray.body).toBe(INDEX);
  });

  it('answers 503 with a plain-text hint when the web app is not built', async () => {
    const response = await notBuilt.inject({ method: 'GET', url: '/admin/users' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).toContain('The web app is not built');
    // The API is unaffected.
    expect((await notBuilt.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('unknown API paths', () => {
  it('answer 404 NotFound JSON, never the web app', async () => {
    for (const app of [built, notBuilt]) {
      for (const url of ['/api/nope', '/api/', '/api/me/nope']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type']).toMatch(/application\/json/);
        expect(errorOf(response)).toEqual({
          ErrorCode: 'NotFound',
          Message: 'The API endpoint was not found.',
          Data: null,
        });
      }
    }
  });

  // Known gap (see the report): '/api' itself is not covered by the '/api/*' fallback, so GET /api
  // serves the web app and POST /api gets Fastify's own 404 body instead of the API error shape.
  it('answer /api itself in the API error shape too', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await built.inject({ method, url: '/api', headers: { 'x-commerce-admin': '1' } });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).ErrorCode).toBe('NotFound');
    }
  });
});
