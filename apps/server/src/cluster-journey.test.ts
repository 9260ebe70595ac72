import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CATALOG_FILE_NAMES, CSRF_HEADER, type Asset, type BulkJob } from '@commerce/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cachedHash, createUser, USER_PASSWORD } from '../test/helpers.ts';
import { databaseUrl, quoteIdent } from '../test/global-setup.ts';
import { fromPool, type Database } from './db/client.ts';
import { adminUsers, auditEvents, bulkJobs } from './db/schema/index.ts';

/**
 * Two machines: two server processes started together on different ports and DATA_DIRs, one PostgreSQL
 * database and one Azure Blob Storage account (the Azurite of the test setup), as a load balancer would
 * have them. Whatever a user does through one, the other sees at once. Runs whenever a PostgreSQL server
 * answers (test/global-setup.ts), in `npm test` as in CI.
 */
const postgres = inject('clusterDatabase');
const serverDir = path.resolve(import.meta.dirname, '..');
const ADMIN_PASSWORD = 'Journey!Pass1';
const BULK_ROWS = 400;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = (probe.address() as net.AddressInfo) ?? { port: 0 };
      probe.close(() => resolve(port));
    });
  });

/** Waits for a condition (never a fixed time), failing with `what` after `ms`. */
async function until<T>(what: string, check: () => Promise<T | null>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Machine {
  name: string;
  port: number;
  process: ChildProcess;
  output: string;
  dataDir: string;
}

/** A request to one machine, with a session's cookie. */
async function call(
  machine: Machine,
  method: string,
  url: string,
  options: { cookie?: string; body?: unknown; form?: FormData; ifMatch?: string } = {},
) {
  const headers: Record<string, string> = { [CSRF_HEADER]: '1', accept: 'application/json' };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.ifMatch) headers['if-match'] = options.ifMatch;
  let body: string | FormData | undefined = options.form;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`http://127.0.0.1:${machine.port}${url}`, { method, headers, body });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    json: <T>() => JSON.parse(bytes.toString()) as T,
    cookie: response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; '),
  };
}

describe.runIf(postgres)('two machines on one database and one blob storage', () => {
  const name = `ca_journey_${process.pid}_${randomBytes(3).toString('hex')}`;
  const containers = `journey-${randomBytes(4).toString('hex')}`;
  const machines: Machine[] = [];
  let database: Database;
  let a: Machine;
  let b: Machine;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgres! });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  const start = async (machineName: string): Promise<Machine> => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ca-journey-${machineName}-`));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl(postgres!, name),
        BLOB_URL: inject('blobUrl'),
        BLOB_ASSETS_CONTAINER: `${containers}-assets`,
        BLOB_PUBLIC_CONTAINER: `${containers}-public`,
        SERVER_PROCESSES: '1',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED: 'none',
        ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const machine: Machine = { name: machineName, port, process: child, output: '', dataDir };
    child.stdout?.on('data', (chunk: Buffer) => (machine.output += String(chunk)));
    child.stderr?.on('data', (chunk: Buffer) => (machine.output += String(chunk)));
    machines.push(machine);
    return machine;
  };

  const ready = (machine: Machine) =>
    until(
      `machine ${machine.name} ready`,
      async () => {
        if (machine.process.exitCode !== null) throw new Error(`${machine.name} stopped: ${machine.output}`);
        const answer = await call(machine, 'GET', '/api/health/ready').catch(() => null);
        return answer?.status === 200 ? answer : null;
      },
      150_000,
    );

  const signIn = async (machine: Machine, username: string, password = USER_PASSWORD) => {
    const answer = await call(machine, 'POST', '/api/auth/login', {
      body: { Username: username, Password: password },
    });
    expect(answer.status, answer.bytes.toString()).toBe(200);
    return answer.cookie;
  };

  beforeAll(async () => {
    await admin(`drop database if exists ${quoteIdent(name)} with (force)`);
    await admin(`create database ${quoteIdent(name)}`);
    // Both start at once, as two machines of a deployment do: the migrations take turns behind their lock,
    // and only one of them creates the first admin.
    [a, b] = await Promise.all([start('A'), start('B')]);
    await Promise.all([ready(a), ready(b)]);
    database = fromPool(new pg.Pool({ connectionString: databaseUrl(postgres!, name), max: 2 }));
    await createUser(database.db, {
      username: 'journey-editor',
      permissions: [
        'categories-reader',
        'categories-create',
        'categories-edit',
        'internal-admin',
        'internal-bulk',
      ],
    });
    await createUser(database.db, { username: 'journey-clerk', permissions: ['customer-reader'] });
  }, 240_000);

  afterAll(async () => {
    for (const machine of machines) {
      if (machine.process.exitCode === null && machine.process.signalCode === null) {
        const exited = new Promise((resolve) => machine.process.once('exit', resolve));
        machine.process.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(machine.dataDir, { recursive: true, force: true });
    }
    await database?.close();
    await admin(`drop database if exists ${quoteIdent(name)} with (force)`);
  }, 60_000);

  it('start together: the migrations run once and one of them creates the first admin', async () => {
    const created = machines.map(
      (machine) => machine.output.match(/First start: created user 'admin'/g)?.length ?? 0,
    );
    expect(created.sort()).toEqual([0, 1]);
    const admins = await database.db.select().from(adminUsers).where(eq(adminUsers.username, 'admin'));
    expect(admins).toHaveLength(1);
  });

  it('serve on B an image uploaded through A', async () => {
    const cookie = await signIn(a, 'journey-editor');
    const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#4a8' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([image], { type: 'image/png' }), 'Journey Fern.png');
    const uploaded = await call(a, 'POST', '/api/assets', { cookie, form });
    expect(uploaded.status, uploaded.bytes.toString()).toBe(201);
    const [asset] = uploaded.json<{ Items: Asset[] }>().Items;
    const served = await call(b, 'GET', asset!.Url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.bytes.equals(image)).toBe(true);
    expect((await call(b, 'GET', asset!.ThumbnailUrl)).headers.get('content-type')).toBe('image/webp');
    // Neither machine kept it on its own disk.
    for (const machine of machines) expect(fs.existsSync(path.join(machine.dataDir, 'assets'))).toBe(false);
  });

  it('serve on B what a publish triggered on A wrote', async () => {
    const cookie = await signIn(a, 'journey-editor');
    expect(
      (await call(a, 'POST', '/api/categories', { cookie, body: { Name: 'Journey Ferns' } })).status,
    ).toBe(201);
    expect((await call(a, 'POST', '/api/catalogs/Bachmans/refresh', { cookie })).status).toBe(202);
    const file = await until('the catalogue published with the new category', async () => {
      const answer = await call(b, 'GET', `/public/${CATALOG_FILE_NAMES.Bachmans}`);
      return answer.status === 200 && answer.bytes.toString().includes('Journey Ferns') ? answer : null;
    });
    expect(file.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(file.headers.get('cache-control')).toBe('no-cache');
  });

  it('hold a sign-out on A on B at once', async () => {
    const cookie = await signIn(a, 'journey-clerk');
    // B looks the session up once and would keep it for seconds (PRINCIPAL_CACHE_MS).
    expect((await call(b, 'GET', '/api/me', { cookie })).status).toBe(200);
    expect((await call(a, 'POST', '/api/auth/logout', { cookie })).status).toBeLessThan(300);
    expect((await call(b, 'GET', '/api/me', { cookie })).status).toBe(401);
  });

  it('hold a permission taken away on A on B at once', async () => {
    const clerk = await signIn(b, 'journey-clerk');
    expect((await call(b, 'GET', '/api/customers', { cookie: clerk })).status).toBe(200);
    const editor = await signIn(a, 'journey-editor');
    const role = await call(a, 'GET', '/api/roles/journey-clerk-role', { cookie: editor });
    const changed = await call(a, 'PATCH', '/api/roles/journey-clerk-role', {
      cookie: editor,
      ifMatch: role.headers.get('etag')!,
      body: { xp: { Permissions: ['order-reader'] } },
    });
    expect(changed.status, changed.bytes.toString()).toBe(200);
    expect((await call(b, 'GET', '/api/customers', { cookie: clerk })).status).toBe(403);
  });

  it('answer a save on A and a stale save on B with one 200 and one 412', async () => {
    const editor = await signIn(a, 'journey-editor');
    const version = (await call(b, 'GET', '/api/roles/journey-clerk-role', { cookie: editor })).headers.get(
      'etag',
    )!;
    const first = await call(a, 'PATCH', '/api/roles/journey-clerk-role', {
      cookie: editor,
      ifMatch: version,
      body: { Description: 'Saved on A' },
    });
    const second = await call(b, 'PATCH', '/api/roles/journey-clerk-role', {
      cookie: editor,
      ifMatch: version,
      body: { Description: 'Saved on B' },
    });
    expect([first.status, second.status]).toEqual([200, 412]);
    expect(second.json<{ Errors: { ErrorCode: string }[] }>().Errors[0]!.ErrorCode).toBe(
      'Conflict.StaleVersion',
    );
  });

  it('finish on B, each row once, a bulk job started on A when A is killed', async () => {
    // Users whose new passwords the job sets: hashing them (argon2) makes the job last long enough to
    // kill A between its batches.
    const usernames = Array.from({ length: BULK_ROWS }, (_, index) => `journey-bulk-${index}`);
    const passwordHash = await cachedHash(USER_PASSWORD);
    await database.db.insert(adminUsers).values(
      usernames.map((username) => ({
        id: username,
        username,
        firstName: 'Bulk',
        lastName: username,
        email: `${username}@example.com`,
        lastPasswordChange: Date.now(),
        passwordHash,
      })),
    );
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Users');
    sheet.addRow(['Username', 'Password']);
    for (const username of usernames) sheet.addRow([username, 'Changed!Pass9']);
    const form = new FormData();
    form.append('bulkupload', new Blob([Buffer.from(await book.xlsx.writeBuffer())]), 'Passwords.xlsx');
    const editor = await signIn(a, 'journey-editor');
    const upload = await call(a, 'POST', '/api/bulk/bulkupdateinternalusers', { cookie: editor, form });
    expect(upload.status, upload.bytes.toString()).toBe(201);
    const jobId = upload.json<BulkJob>().JobID;
    const progress = async () =>
      (await database.db.select().from(bulkJobs).where(eq(bulkJobs.id, jobId)))[0]!;

    // A's runner is woken by the upload: its first batch commits, then A dies with the next in hand.
    const before = await until('the first batch committed', async () => {
      const job = await progress();
      return job.totalProcessed > 0 ? job : null;
    });
    a.process.kill('SIGKILL');
    expect(before.totalProcessed).toBeLessThan(BULK_ROWS);

    const done = await until(
      'B finished the job',
      async () => {
        const job = await progress();
        return job.status === 'complete' ? job : null;
      },
      180_000,
    );
    expect(done).toMatchObject({ totalCount: BULK_ROWS, totalProcessed: BULK_ROWS, errorCount: 0 });
    // Each row applied once: one audit event per user, and every password changed.
    const events = await database.db
      .select({ entityId: auditEvents.entityId, n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'admin-user'), inArray(auditEvents.entityId, usernames)))
      .groupBy(auditEvents.entityId);
    expect(events).toHaveLength(BULK_ROWS);
    expect(events.every((event) => event.n === 1)).toBe(true);
    const unchanged = await database.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(inArray(adminUsers.id, usernames), eq(adminUsers.passwordHash, passwordHash)));
    expect(unchanged).toEqual([]);
  }, 240_000);
});
