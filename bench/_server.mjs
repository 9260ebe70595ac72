// Starts the built server for a benchmark on a fresh embedded database or a fresh PostgreSQL database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const ADMIN_PASSWORD = 'Bench!Pass1';
const root = path.resolve(import.meta.dirname, '..');
/** The built server: apps/server/dist, or BENCH_BUILD_DIR's server/ (a `npm run build -- --out` folder). */
export const serverEntry = process.env.BENCH_BUILD_DIR
  ? path.resolve(root, process.env.BENCH_BUILD_DIR, 'server/main.js')
  : path.join(root, 'apps/server/dist/main.js');

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** kind: 'pglite' | 'postgres' (needs BENCH_DATABASE_URL or the local postgres://postgres@127.0.0.1/test). */
export async function startServer(kind) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), ADMIN_PASSWORD, LOG_LEVEL: 'warn', HOST: '127.0.0.1' };
  let cleanup = async () => {};
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-bench-'));
    env.DATA_DIR = dir;
    delete env.DATABASE_URL;
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `ca_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanup = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const child = spawn('node', [serverEntry], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await cleanup();
    },
  };
}

/** Runs `request` from `concurrency` loops for `seconds`; returns latency percentiles and throughput. */
export async function load(request, { concurrency = 10, seconds = 5 } = {}) {
  const latencies = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        const ok = await request().catch(() => false);
        latencies.push(performance.now() - start);
        if (!ok) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p) =>
    Number(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(2));
  return {
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}
