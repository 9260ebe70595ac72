// What the benchmarks on big databases share: a database per bench kept between runs (on the bench's
// PostgreSQL server, or a PGlite directory in the cache), loaded once with the scale generator, SQL run on
// it while no server holds it, and a staff member with the keys the bench needs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
export const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const cacheDir = path.resolve(root, process.env.BENCH_CACHE_DIR ?? '.build/bench-cache');
fs.mkdirSync(cacheDir, { recursive: true });

/**
 * The bench's PostgreSQL server: its version and the setting its figures depend on most (README advises
 * shared_buffers at a quarter of the machine; Debian ships 128 MB), kept beside the figures it produced.
 */
export async function postgresServer() {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select current_setting('server_version') as version, current_setting('shared_buffers') as "sharedBuffers"`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the bench's PostgreSQL server. */
export const databaseUrl = (name) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A kept bench database: `name` on PostgreSQL, `{cacheDir}/{name}` for PGlite. `sql(work)` runs `work(query)`
 * on it (no server may hold a PGlite directory meanwhile); `env` is what a server or the generator needs.
 */
export function benchDatabase(kind, name) {
  const dataDir = path.join(cacheDir, name);
  const env =
    kind === 'postgres'
      ? { DATABASE_URL: databaseUrl(name) }
      : { DATABASE_URL: undefined, DATA_DIR: dataDir };
  async function sql(work) {
    if (kind === 'postgres') {
      const client = new pg.Client({ connectionString: databaseUrl(name) });
      await client.connect();
      try {
        return await work((text, params) => client.query(text, params).then((result) => result.rows));
      } finally {
        await client.end();
      }
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    try {
      return await work((text, params) => client.query(text, params).then((result) => result.rows));
    } finally {
      await client.close();
    }
  }
  /** Creates the PostgreSQL database if needed; answers whether there may be data in it already. */
  async function exists() {
    if (kind !== 'postgres') return fs.existsSync(path.join(dataDir, 'pglite'));
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const found = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
    if (!found) await admin.query(`create database ${name}`);
    await admin.end();
    return true;
  }
  return { kind, name, dataDir, env, sql, exists };
}

/**
 * Loads `missing` rows of a kind with the scale generator (`flag`: --customers, --products …; `extra`: more
 * of the generator's arguments) and records how long it took under `key` in `{cacheDir}/{recordName}`; with
 * nothing missing, answers the recorded time of the load that made the database.
 */
export function loadWithScale(database, { flag, missing, recordName, key, extra = [] }) {
  const record = path.join(cacheDir, recordName);
  const loads = fs.existsSync(record) ? JSON.parse(fs.readFileSync(record, 'utf8')) : {};
  if (missing <= 0) return loads[key]?.loadSeconds ?? null;
  console.log(
    `${database.kind}: loading ${missing} ${flag.slice(2)} with the scale generator (once; kept for later runs)…`,
  );
  const env = { ...process.env, LOG_LEVEL: 'warn', ...database.env };
  if (env.DATABASE_URL === undefined) delete env.DATABASE_URL;
  const started = performance.now();
  const status = spawnSync('npm', ['run', 'seed:scale', '--silent', '--', ...extra, flag, String(missing)], {
    cwd: root,
    env,
    stdio: 'inherit',
  }).status;
  if (status !== 0) throw new Error(`${database.kind}: the scale generator failed`);
  const loadSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  fs.writeFileSync(
    record,
    JSON.stringify({ ...loads, [key]: { loadSeconds, date: new Date().toISOString() } }),
  );
  return loadSeconds;
}

/**
 * The bench database `{bench}` with `count` products from the scale generator, loaded once and kept:
 * answers it and how long this run's load took (null when nothing was missing).
 */
export async function productsDatabase(kind, bench, count) {
  const database = benchDatabase(
    kind,
    kind === 'postgres' ? `ca_bench_${bench}_${count}` : `${bench}-pglite-${count}`,
  );
  const have = (await database.exists()) ? await database.sql(productCount).catch(() => 0) : 0;
  const loadSeconds = loadWithScale(database, {
    flag: '--products',
    missing: count - have,
    recordName: `${bench}-loads.json`,
    key: `${kind}-${count}`,
  });
  return { database, loadSeconds };
}

const productCount = (query) =>
  query('select count(*)::int as n from products where is_default_product').then((rows) => rows[0].n);

/** A staff member in a group of their own holding `keys`, with no password reset due. */
export async function addBenchStaff(query, staff, keys) {
  const passwordHash = await hash(staff.password, { algorithm: 2 });
  await query(
    `insert into permission_groups (id, name, is_permission_group, permissions) values ($1, $1, true, $2)
     on conflict (id) do update set permissions = excluded.permissions`,
    [staff.group, keys],
  );
  await query(
    `insert into admin_users (id, username, first_name, last_name, email, password_hash, last_password_change)
     values ($1, $1, 'Bench', $2, $3, $4, $5)
     on conflict (id) do update set password_hash = excluded.password_hash, last_password_change = excluded.last_password_change`,
    [staff.username, staff.lastName, `${staff.username}@example.com`, passwordHash, Date.now()],
  );
  await query(
    `insert into user_group_assignments (user_group_id, user_id) values ($1, $2) on conflict do nothing`,
    [staff.group, staff.username],
  );
}
