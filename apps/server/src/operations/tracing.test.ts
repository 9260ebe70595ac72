import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'Tracing!Pass1';

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string } }[];
}

/** A small OTLP/HTTP receiver: it keeps every span POSTed to /v1/traces (the exporter's JSON). */
function otlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      paths.push(request.url ?? '');
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: { scopeSpans: { spans: ReceivedSpan[] }[] }[];
      };
      for (const resource of body.resourceSpans) {
        for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, spans, paths };
}

const listening = (server: net.Server) =>
  new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
  });

const freePort = async () => {
  const probe = net.createServer();
  const port = await listening(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

const attribute = (span: ReceivedSpan, key: string) =>
  span.attributes.find((entry) => entry.key === key)?.value.stringValue;

describe('traces (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  const receiver = otlpReceiver();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-tracing-'));
  let server: ChildProcess;
  let port: number;
  let output = '';

  beforeAll(async () => {
    const receiverPort = await listening(receiver.server);
    port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'none',
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
      // Spans go out a moment after they end instead of every 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    // On the embedded database: its thread is reached through node-postgres, as PostgreSQL is.
    delete env.DATABASE_URL;
    delete env.SERVER_PROCESSES;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += String(chunk)));
    server.stderr?.on('data', (chunk: Buffer) => (output += String(chunk)));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server stopped: ${output}`);
      if (Date.now() > deadline) throw new Error(`not ready within 90 s: ${output}`);
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => undefined);
      if (ready?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await new Promise((resolve) => receiver.server.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('sends a span for a request, with its database queries as descendants in the same trace', async () => {
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-commerce-admin': '1' },
      body: JSON.stringify({ Username: 'admin', Password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);

    const requestSpan = () =>
      receiver.spans.find(
        (span) => attribute(span, 'http.route') === '/api/auth/login' && !span.parentSpanId,
      );
    const queriesUnder = (root: ReceivedSpan) => {
      const inTrace = receiver.spans.filter((span) => span.traceId === root.traceId);
      const below = new Set([root.spanId]);
      // Hooks and the handler sit between the request and its queries: follow the parents down.
      for (let grew = true; grew;) {
        grew = false;
        for (const span of inTrace) {
          if (span.parentSpanId && below.has(span.parentSpanId) && !below.has(span.spanId)) {
            below.add(span.spanId);
            grew = true;
          }
        }
      }
      return inTrace.filter(
        (span) => below.has(span.spanId) && attribute(span, 'db.system.name') === 'postgresql',
      );
    };
    const deadline = Date.now() + 20_000;
    while (!(requestSpan() && queriesUnder(requestSpan()!).length > 0)) {
      if (Date.now() > deadline) {
        const names = receiver.spans.map((span) => span.name);
        throw new Error(`no request span with a query under it: ${JSON.stringify(names)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(receiver.paths.every((received) => received === '/v1/traces')).toBe(true);
    expect(requestSpan()!.name).toBe('request');
    expect(queriesUnder(requestSpan()!).map((span) => span.name)).toContainEqual(
      expect.stringMatching(/^pg\.query:SELECT/),
    );
  }, 40_000);

  it('leaves the probes out', async () => {
    for (let n = 0; n < 3; n++) await fetch(`http://127.0.0.1:${port}/api/health/ready`);
    await fetch(`http://127.0.0.1:${port}/api/health`);
    // A request after them: once its span is in, theirs would be too.
    await fetch(`http://127.0.0.1:${port}/api/me`);
    const deadline = Date.now() + 20_000;
    while (!receiver.spans.some((span) => attribute(span, 'http.route') === '/api/me')) {
      if (Date.now() > deadline) throw new Error('no span for GET /api/me');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const probed = receiver.spans.filter((span) => attribute(span, 'http.route')?.startsWith('/api/health'));
    expect(probed).toEqual([]);
  }, 40_000);
});
