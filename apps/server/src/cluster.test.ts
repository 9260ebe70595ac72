import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ALL_LISTENING, serverProcessFlags } from './cluster.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'Cluster!Pass1';
const METRICS_TOKEN = 'cluster-metrics-token';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

interface Answer {
  status: number;
  cookies: string[];
}

/**
 * One request on a connection of its own: the cluster hands each new connection to its processes in turn,
 * so requests made one after another reach every process.
 */
const request = (port: number, method: string, url: string, cookie = '', body?: unknown) =>
  new Promise<Answer>((resolve, reject) => {
    const sent = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: {
          cookie,
          'x-commerce-admin': '1',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, cookies: response.headers['set-cookie'] ?? [] }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body === undefined ? undefined : JSON.stringify(body));
  });

/** The machine's metrics as `name{labels}` → value, from whichever process answers. */
const scrapeMetrics = (port: number) =>
  new Promise<Map<string, number>>((resolve, reject) => {
    const sent = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/metrics',
        agent: false,
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += String(chunk)));
        response.on('end', () => {
          if (response.statusCode !== 200) return reject(new Error(`${response.statusCode} ${text}`));
          const found = new Map<string, number>();
          for (const line of text.split('\n')) {
            if (line === '' || line.startsWith('#')) continue;
            const at = line.lastIndexOf(' ');
            found.set(line.slice(0, at), Number(line.slice(at + 1)));
          }
          resolve(found);
        });
      },
    );
    sent.on('error', reject);
    sent.end();
  });

describe('the Node flags of the server processes', () => {
  it("adds 32 MB semi-spaces to the primary's flags", () => {
    expect(serverProcessFlags(['--enable-source-maps'])).toEqual([
      '--enable-source-maps',
      '--max-semi-space-size=32',
    ]);
  });

  it("leaves an operator's own semi-space size as it is, on the command line or in NODE_OPTIONS", () => {
    expect(serverProcessFlags(['--max-semi-space-size=8'])).toEqual(['--max-semi-space-size=8']);
    expect(serverProcessFlags([], '--max-old-space-size=4096 --max_semi_space_size=64')).toEqual([]);
  });
});

// PostgreSQL only: the embedded database serves one process (config.ts refuses more).
describe.runIf(inject('testDatabase').kind === 'postgres')(
  'several server processes (SERVER_PROCESSES)',
  () => {
    const source = inject('testDatabase') as { serverUrl: string };
    const name = `ca_cluster_${process.pid}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-cluster-'));
    let server: ChildProcess;
    let port: number;
    let output = '';

    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: source.serverUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };

    beforeAll(async () => {
      await admin(`drop database if exists ${name} with (force)`);
      await admin(`create database ${name}`);
      const url = new URL(source.serverUrl);
      url.pathname = `/${name}`;
      port = await freePort();
      server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: {
          ...process.env,
          DATABASE_URL: url.toString(),
          SERVER_PROCESSES: '2',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SEED: 'none',
          ADMIN_PASSWORD: PASSWORD,
          LOG_LEVEL: 'warn',
          METRICS_TOKEN,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout?.on('data', (chunk: Buffer) => (output += String(chunk)));
      server.stderr?.on('data', (chunk: Buffer) => (output += String(chunk)));
      const started = Date.now();
      while (!output.includes(ALL_LISTENING)) {
        if (server.exitCode !== null) throw new Error(`the server stopped: ${output}`);
        if (Date.now() - started > 90_000) throw new Error(`no start within 90 s: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }, 120_000);

    afterAll(async () => {
      if (server && server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await admin(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('start once (one first admin, the migrations run once) and share the port', async () => {
      expect(output).toContain(`${ALL_LISTENING} (2)`);
      expect(output.match(/First start: created user 'admin'/g)).toHaveLength(1);
      const children = fs.readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8');
      expect(children.trim().split(' ')).toHaveLength(2);
    });

    it('start a deployment without the demo from the starter settings, published for the storefront', async () => {
      // Delivered by the outbox after the start: a moment, not a fixed wait.
      const until = Date.now() + 10_000;
      let published = await request(port, 'GET', '/public/buyerxp.json');
      while (published.status !== 200 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        published = await request(port, 'GET', '/public/buyerxp.json');
      }
      expect(published.status).toBe(200);
    });

    it('a sign-out in one process holds in the other at once, not when its cache expires', async () => {
      const signedIn = await request(port, 'POST', '/api/auth/login', '', {
        Username: 'admin',
        Password: PASSWORD,
      });
      expect(signedIn.status).toBe(200);
      const cookie = signedIn.cookies.map((line) => line.split(';')[0]).join('; ');
      // Each process looks the session up once and keeps it for a few seconds (PRINCIPAL_CACHE_MS).
      for (let n = 0; n < 4; n++) expect((await request(port, 'GET', '/api/me', cookie)).status).toBe(200);

      expect((await request(port, 'POST', '/api/auth/logout', cookie)).status).toBeLessThan(300);
      // Both processes are asked: one of them did not sign out itself (its cache was emptied by the message
      // sent through the database before the sign-out answered).
      for (let n = 0; n < 4; n++) expect((await request(port, 'GET', '/api/me', cookie)).status).toBe(401);
    });

    it("answer /metrics with the machine's figures, gathered from both processes, whichever is asked", async () => {
      const counted = 'http_request_duration_seconds_count{method="GET",route="/api/me",status_code="401"}';
      const before = await scrapeMetrics(port);
      // Each on a connection of its own: the cluster hands them to its two processes in turn.
      for (let n = 0; n < 6; n++) expect((await request(port, 'GET', '/api/me')).status).toBe(401);
      for (let n = 0; n < 2; n++) {
        const after = await scrapeMetrics(port);
        expect(after.get('commerce_server_processes')).toBe(2);
        expect((after.get(counted) ?? 0) - (before.get(counted) ?? 0)).toBe(6);
        // Database-wide figures once, not once per process.
        expect(after.get('commerce_bulk_jobs_unfinished')).toBe(0);
        expect(after.get('commerce_db_pool_max_connections{database="postgres"}')).toBe(20);
      }
    });
  },
);
