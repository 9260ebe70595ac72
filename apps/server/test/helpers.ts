import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CSRF_HEADER, type FeatureKey } from '@commerce/domain';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppDeps } from '../src/app-deps.ts';
import { testConfig, type Config } from '../src/config.ts';
import { fromPglite, fromPool, pgliteExtensions, type Database, type Db } from '../src/db/client.ts';
import { migrationLevel } from '../src/db/migrate.ts';
import { adminUsers, permissionGroups, userGroupAssignments } from '../src/db/schema/index.ts';
import type { ApiErrorItem } from '@commerce/domain';
import { hashPassword } from '../src/modules/admin-users/passwords.ts';
import { ensureFirstAdmin } from '../src/seed/first-admin.ts';
import { databaseUrl, quoteIdent } from './global-setup.ts';

/** The password of the seeded `admin` (whose LastPasswordChange is empty, so a reset is due). */
export const ADMIN_PASSWORD = 'Admin!Pass1';
/** The default password of users made by createUser. */
export const USER_PASSWORD = 'Valid!Pass1';

export type ConfigOverrides = Partial<Record<keyof Config, string>>;

/**
 * The config of a test app: the web app is a fixture build (test/web-dist), so what paths outside /api
 * answer never depends on whether `npm run build` has run on this machine.
 */
const appTestConfig = (overrides: ConfigOverrides) =>
  testConfig({ WEB_DIST: path.join(import.meta.dirname, 'web-dist'), ...overrides });

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

let pgliteDump: Buffer | undefined;

/** A new embedded database from the dump the global setup made of a migrated one (about 1 s). */
async function loadPglite(dumpPath: string): Promise<PGlite> {
  pgliteDump ??= fs.readFileSync(dumpPath);
  const client = new PGlite({ loadDataDir: new Blob([pgliteDump]), extensions: pgliteExtensions });
  await client.waitReady;
  return client;
}

/**
 * Back to the state the migrations left: every table emptied, identities and sequences restarted, no
 * advisory lock held. Tens of milliseconds, against about a second for a new embedded database.
 */
const RESET_TO_MIGRATED = `
  select pg_advisory_unlock_all();
  do $$
  declare tables text;
  declare seq record;
  begin
    select string_agg(format('%I.%I', schemaname, tablename), ', ') into tables
      from pg_tables where schemaname = 'public';
    if tables is not null then
      execute 'truncate table ' || tables || ' restart identity cascade';
    end if;
    for seq in select schemaname, sequencename from pg_sequences where schemaname = 'public' loop
      execute format('alter sequence %I.%I restart', seq.schemaname, seq.sequencename);
    end loop;
  end $$;`;

/**
 * The worker's own embedded database. The server project runs its files one after another in each worker
 * with a shared module cache (isolate: false), so one database per worker serves them all: each file gets
 * it reset to the migrated state. A second database asked for while it is in use is a new one.
 */
let workerDatabase: { client: Promise<PGlite>; inUse: boolean } | undefined;

async function takeWorkerDatabase(dumpPath: string): Promise<Database | undefined> {
  if (workerDatabase?.inUse) return undefined;
  workerDatabase ??= { client: loadPglite(dumpPath), inUse: false };
  const held = workerDatabase;
  held.inUse = true;
  try {
    const client = await held.client;
    // A file that stopped inside a transaction must not leave it to the next (a notice when there is none).
    await client.exec('rollback');
    await client.exec(RESET_TO_MIGRATED);
    return { ...fromPglite(client), close: async () => void (held.inUse = false) };
  } catch (error) {
    // A database that cannot be reset is dropped; the next file starts a new one.
    workerDatabase = undefined;
    throw error;
  }
}

/**
 * A database of its own for the calling test file, already migrated: on PGlite the worker's database
 * reset (or a new one loaded from the migrated dump when that is in use), on PostgreSQL a new database
 * created from the migrated template. close() gives it back (PGlite) or drops it (PostgreSQL).
 */
export async function createTestDatabase(): Promise<Database> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    return (await takeWorkerDatabase(source.dumpPath)) ?? fromPglite(await loadPglite(source.dumpPath));
  }

  const name = `${source.clonePrefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: source.serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(source.template)}`);
  } finally {
    await admin.end();
  }
  const database = fromPool(new pg.Pool({ connectionString: databaseUrl(source.serverUrl, name), max: 5 }));
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: source.serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** What a test may bring instead of the defaults (a failing public storage …). */
export type ExtraDeps = Partial<
  Pick<AppDeps, 'publicStorage' | 'assetStorage' | 'bulkJobHandlers' | 'onRoute' | 'holdBack' | 'startup'>
>;

/** The app around an existing database (several configurations can share one database). */
export async function buildTestApp(
  database: Database,
  overrides: ConfigOverrides = {},
  extra: ExtraDeps = {},
  serverOptions: FastifyServerOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp(
    {
      config: appTestConfig(overrides),
      database,
      migrationLevel: await migrationLevel(database),
      ...extra,
    },
    serverOptions,
  );
  await app.ready();
  return app;
}

/** A fresh database with the first admin, and the app on it. */
export async function createTestApp(
  overrides: ConfigOverrides = {},
  extra: ExtraDeps = {},
): Promise<TestApp> {
  // Loads the Argon2 addon and hashes the usual password on the thread pool while the database loads.
  const warmUp = cachedHash(USER_PASSWORD);
  const database = await createTestDatabase();
  await Promise.all([warmUp, ensureFirstAdmin(database.db, ADMIN_PASSWORD)]);
  const app = await buildTestApp(database, overrides, extra);
  return {
    app,
    db: database.db,
    database,
    config: appTestConfig(overrides),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

// Argon2 is deliberately slow; the tests use few distinct passwords.
const hashes = new Map<string, Promise<string>>();
export const cachedHash = (password: string): Promise<string> => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

export interface GroupSpec {
  id: string;
  name?: string;
  permissions?: FeatureKey[];
  isPermissionGroup?: boolean;
}

export interface NewUser {
  username: string;
  permissions?: FeatureKey[];
  password?: string;
  /** Defaults to now (no reset due); null means a reset is due. */
  lastPasswordChange?: number | null;
  /** Further groups, created when they do not exist yet, and assigned. */
  groups?: GroupSpec[];
  active?: boolean;
  email?: string;
  phone?: string | null;
  storeAddressId?: string | null;
}

/**
 * Inserts a user with a permission group of its own (`<username>-role`, holding `permissions`) and
 * any further groups, straight into the database.
 */
export async function createUser(db: Db, user: NewUser) {
  const passwordHash = await cachedHash(user.password ?? USER_PASSWORD);
  const ownGroup: GroupSpec = {
    id: `${user.username}-role`,
    name: `Role of ${user.username}`,
    permissions: user.permissions ?? [],
  };
  const groups = [ownGroup, ...(user.groups ?? [])];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminUsers)
      .values({
        id: user.username,
        username: user.username,
        firstName: 'Test',
        lastName: user.username,
        email: user.email ?? `${user.username}@example.com`,
        phone: user.phone ?? null,
        active: user.active ?? true,
        storeAddressId: user.storeAddressId ?? null,
        lastPasswordChange: user.lastPasswordChange === undefined ? Date.now() : user.lastPasswordChange,
        passwordHash,
      })
      .returning();
    for (const group of groups) {
      await tx
        .insert(permissionGroups)
        .values({
          id: group.id,
          name: group.name ?? group.id,
          isPermissionGroup: group.isPermissionGroup ?? true,
          permissions: group.permissions ?? [],
        })
        .onConflictDoNothing();
      await tx.insert(userGroupAssignments).values({ userGroupId: group.id, userId: user.username });
    }
    return row!;
  });
}

/**
 * Creates the users (see createUser; the keys are their usernames) and signs each in: their Cookie
 * headers by username.
 */
export async function signedInUsers<Name extends string>(
  t: TestApp,
  users: Record<Name, Omit<NewUser, 'username'>>,
): Promise<Record<Name, string>> {
  const cookies = {} as Record<Name, string>;
  for (const [username, user] of Object.entries(users) as [Name, Omit<NewUser, 'username'>][]) {
    await createUser(t.db, { ...user, username });
    cookies[username] = await signIn(t.app, username, user.password ?? USER_PASSWORD);
  }
  return cookies;
}

/** `name=value; …` of the cookies a response sets (cleared ones left out), for a later Cookie header. */
export function cookiesFrom(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

/** A raw cookie value out of a Cookie header string. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split('; ')) {
    const [key, ...rest] = part.split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

type Method = NonNullable<InjectOptions['method']>;

/** app.inject with the session cookies (if any) and the CSRF header every mutation needs. */
export function api(app: FastifyInstance, cookies?: string) {
  const send = (method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const options: InjectOptions = {
      method,
      url,
      headers: { [CSRF_HEADER]: '1', ...(cookies ? { cookie: cookies } : {}), ...headers },
    };
    if (body !== undefined) options.payload = body as InjectOptions['payload'];
    return app.inject(options);
  };
  return {
    send,
    get: (url: string, headers?: Record<string, string>) => send('GET', url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) => send('POST', url, body, headers),
    put: (url: string, body?: unknown, headers?: Record<string, string>) => send('PUT', url, body, headers),
    patch: (url: string, body?: unknown, headers?: Record<string, string>) =>
      send('PATCH', url, body, headers),
    delete: (url: string, headers?: Record<string, string>) => send('DELETE', url, undefined, headers),
  };
}

/** POST /api/auth/login; fails loudly unless it succeeds. */
export async function login(app: FastifyInstance, username: string, password: string, remember = false) {
  const response = await api(app).post('/api/auth/login', {
    Username: username,
    Password: password,
    RememberMe: remember,
  });
  if (response.statusCode !== 200) {
    throw new Error(`Sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
  }
  return response;
}

/** Signs in and returns the Cookie header string for later calls. */
export async function signIn(app: FastifyInstance, username: string, password: string, remember = false) {
  return cookiesFrom(await login(app, username, password, remember));
}

/** The one error of an error response. */
export function errorOf(response: LightMyRequestResponse): ApiErrorItem {
  const body = response.json<{ Errors?: ApiErrorItem[] }>();
  if (!body.Errors || body.Errors.length !== 1) throw new Error(`Not an error response: ${response.body}`);
  return body.Errors[0]!;
}

/** Status and error code together, so a failed assertion shows both. */
export const statusAndCode = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  code: response.statusCode >= 400 ? errorOf(response).ErrorCode : null,
});

/** The If-Match header of a change made against `version`. */
export const ifMatch = (version: number) => ({ 'if-match': `"${version}"` });

/** An image upload's multipart body (POST /api/assets, /api/product-images): fields first, then the files. */
export function imageUpload(
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer; type?: string }[],
) {
  const boundary = '----image-upload-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
