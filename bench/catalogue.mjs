// The catalogue screens at 100,000 products: the category tree's levels (5,050 categories), the DCF facet
// lists with their product counts, and the asset library's pages (50,000 assets), at 10 concurrent requests,
// on PostgreSQL and on the embedded PGlite.
//
//   npm run bench -- catalogue
//
// Environment: BENCH_PRODUCTS (default 100000), BENCH_DATABASE_URL (a PostgreSQL server where databases may be
// created; default postgres://postgres@127.0.0.1:5432/test), BENCH_BUILD_DIR, BENCH_SECONDS per case (default
// 5), BENCH_SKIP=pglite|postgres, BENCH_CACHE_DIR for the PGlite data (default .build/bench-cache). The loaded
// databases are kept and reused while they hold the wanted number of products.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { launchServer, load, signIn, webDist } from './_server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 10;
const SKIP = (process.env.BENCH_SKIP ?? '').split(',');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const cacheDir = path.resolve(root, process.env.BENCH_CACHE_DIR ?? '.build/bench-cache');
const DATABASE = `ca_bench_catalogue_${PRODUCTS}`;
const loadRecord = path.join(cacheDir, 'catalogue-loads.json');
fs.mkdirSync(cacheDir, { recursive: true });

const STAFF = { username: 'benchcat', password: 'Bench!Cat12', group: 'Bench_Catalogue' };
const STAFF_KEYS = ['categories-reader', 'categories-edit', 'dcf-reader'];
const ROOTS = 50;
const ASSETS = 50_000;

const databaseUrl = (name) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs SQL on the PostgreSQL bench database or on the PGlite directory (no server running on it). */
async function withSql(kind, dataDir, work) {
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: databaseUrl(DATABASE) });
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

const productCount = (query) =>
  query('select count(*)::int as n from products where is_default_product').then((rows) => rows[0].n);

/**
 * 100,000 products with the scale generator (the DCF counts follow them through the triggers), then a
 * tree of 50 × 10 × 9 categories and 50,000 assets by SQL, once.
 */
async function prepare(kind) {
  const dataDir = path.join(cacheDir, `catalogue-pglite-${PRODUCTS}`);
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const exists =
      (await admin.query('select 1 from pg_database where datname = $1', [DATABASE])).rowCount > 0;
    if (!exists) await admin.query(`create database ${DATABASE}`);
    await admin.end();
  }
  const have =
    fs.existsSync(path.join(dataDir, 'pglite')) || kind === 'postgres'
      ? await withSql(kind, dataDir, productCount).catch(() => 0)
      : 0;
  let loadSeconds = null;
  if (have < PRODUCTS) {
    console.log(
      `${kind}: loading ${PRODUCTS - have} products with the scale generator (once; kept for later runs)…`,
    );
    const env = { ...process.env, LOG_LEVEL: 'warn' };
    if (kind === 'postgres') env.DATABASE_URL = databaseUrl(DATABASE);
    else {
      delete env.DATABASE_URL;
      env.DATA_DIR = dataDir;
    }
    const started = performance.now();
    const status = spawnSync(
      'npm',
      ['run', 'seed:scale', '--silent', '--', '--products', String(PRODUCTS - have)],
      {
        cwd: root,
        env,
        stdio: 'inherit',
      },
    ).status;
    if (status !== 0) throw new Error(`${kind}: the scale generator failed`);
    loadSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    const loads = fs.existsSync(loadRecord) ? JSON.parse(fs.readFileSync(loadRecord, 'utf8')) : {};
    fs.writeFileSync(
      loadRecord,
      JSON.stringify({ ...loads, [`${kind}-${PRODUCTS}`]: { loadSeconds, date: new Date().toISOString() } }),
    );
  } else if (fs.existsSync(loadRecord)) {
    loadSeconds = JSON.parse(fs.readFileSync(loadRecord, 'utf8'))[`${kind}-${PRODUCTS}`]?.loadSeconds ?? null;
  }
  const passwordHash = await hash(STAFF.password, { algorithm: 2 });
  await withSql(kind, dataDir, async (query) => {
    await query(`insert into catalogs (id, name, xp) values ('Bachmans', 'Bachmans', '{}'), ('ASE', 'ASE', '{}'),
      ('DCF', 'DCF', '{"Delivery":{"InStorePickUp":{"enabled":true,"leadDays":0}}}') on conflict do nothing`);
    const [{ n: categories }] = await query(
      `select count(*)::int as n from categories where catalog_id = 'Bachmans'`,
    );
    if (categories === 0) {
      await query(`
        insert into categories (catalog_id, id, parent_id, name, list_order, active, child_count, xp)
        select 'Bachmans', 'Root' || r, null, 'Root ' || r, r, true, 10,
               jsonb_build_object('Contentful', jsonb_build_object('Images', jsonb_build_object('List',
                 jsonb_build_object('url', '/assets/r' || r || '/list.svg', 'title', 'Root ' || r))))
        from generate_series(1, ${ROOTS}) r`);
      await query(`
        insert into categories (catalog_id, id, parent_id, name, list_order, active, child_count, xp)
        select 'Bachmans', 'Root' || r || '_Child' || c, 'Root' || r, 'Child ' || c, c, c % 7 <> 0, 9, '{}'
        from generate_series(1, ${ROOTS}) r, generate_series(1, 10) c`);
      await query(`
        insert into categories (catalog_id, id, parent_id, name, list_order, active, child_count, xp)
        select 'Bachmans', 'Root' || r || '_Child' || c || '_Leaf' || l, 'Root' || r || '_Child' || c, 'Leaf ' || l,
               l, true, 0, '{}'
        from generate_series(1, ${ROOTS}) r, generate_series(1, 10) c, generate_series(1, 9) l`);
    }
    const [{ n: assets }] = await query('select count(*)::int as n from content_assets');
    if (assets < ASSETS) {
      await query(`
        insert into content_assets (id, title, description, file_name, content_type, url, size_bytes, date_created)
        select 'bench' || i, (array['Spring', 'Summer', 'Autumn', 'Winter'])[1 + i % 4] || ' banner ' || i,
               (array['category-banner-img', 'category-list-img', 'product-img', 'store-img'])[1 + i % 4],
               'image' || i || '.png', 'image/png', '/assets/bench' || i || '/image' || i || '.png', 20000 + i,
               now() - make_interval(mins => i)
        from generate_series(${assets + 1}, ${ASSETS}) i`);
    }
    await query('analyze categories');
    await query('analyze content_assets');
    await query('analyze dcf_facet_counts');
    await query(
      `insert into permission_groups (id, name, is_permission_group, permissions) values ($1, $1, true, $2)
       on conflict (id) do update set permissions = excluded.permissions`,
      [STAFF.group, STAFF_KEYS],
    );
    await query(
      `insert into admin_users (id, username, first_name, last_name, email, password_hash, last_password_change)
       values ($1, $1, 'Bench', 'Catalogue', 'benchcat@example.com', $2, $3)
       on conflict (id) do update set password_hash = excluded.password_hash, last_password_change = excluded.last_password_change`,
      [STAFF.username, passwordHash, Date.now()],
    );
    await query(
      `insert into user_group_assignments (user_group_id, user_id) values ($1, $2) on conflict do nothing`,
      [STAFF.group, STAFF.username],
    );
  });
  return { dataDir, loadSeconds };
}

const serve = (kind, dataDir, port) =>
  launchServer(
    {
      SEED: 'none',
      WEB_DIST: webDist,
      ...(kind === 'postgres'
        ? { DATABASE_URL: databaseUrl(DATABASE) }
        : { DATABASE_URL: undefined, DATA_DIR: dataDir }),
    },
    { port, waitMs: 60_000 },
  );

function cases() {
  let n = 0;
  const next = (count) => 1 + (n++ % count);
  return {
    'tree roots': () => '/api/categories?ParentID=!*&pageSize=100',
    'tree children': () => `/api/categories?ParentID=Root${next(ROOTS)}&pageSize=100`,
    'tree grandchildren': () => `/api/categories?ParentID=Root${next(ROOTS)}_Child${next(10)}&pageSize=100`,
    'facets departments': () => '/api/dcf/departments',
    'facets finelines': () => '/api/dcf/finelines',
    'facet search (top 20)': () => `/api/dcf/finelines?search=${['ros', 'pl', 'bas', 'or'][n++ % 4]}`,
    'asset page 1': () => '/api/assets?pageSize=24',
    'asset page 200': () => '/api/assets?page=200&pageSize=24',
    'asset description page': () => '/api/assets?pageSize=24&Description=category-banner-img',
    'asset title search': () => `/api/assets?pageSize=24&search=${['spring', 'winter'][n++ % 2]}`,
  };
}

async function runCases(base, cookie) {
  const results = {};
  for (const [name, url] of Object.entries(cases())) {
    const request = async () => {
      const response = await fetch(`${base}${url()}`, { headers: { cookie } });
      await response.arrayBuffer();
      return response.ok;
    };
    await load(request, { concurrency: CONCURRENCY, seconds: 1 }); // warm-up
    results[name] = await load(request, { concurrency: CONCURRENCY, seconds: SECONDS });
    console.log(
      `  ${name.padEnd(24)} p50 ${String(results[name].p50).padStart(7)} ms  p95 ${String(results[name].p95).padStart(7)} ms  ${results[name].rps} req/s  errors ${results[name].errors}`,
    );
  }
  return results;
}

const output = {
  date: new Date().toISOString(),
  products: PRODUCTS,
  concurrency: CONCURRENCY,
  seconds: SECONDS,
  results: {},
};
let port = 3900 + Math.floor(Math.random() * 90);
for (const kind of ['postgres', 'pglite']) {
  if (SKIP.includes(kind)) continue;
  console.log(`\n${kind}:`);
  try {
    const { dataDir, loadSeconds } = await prepare(kind);
    const server = await serve(kind, dataDir, port++);
    try {
      const cookie = await signIn(server.base, STAFF.username, STAFF.password);
      output.results[kind] = { loadSeconds, cases: await runCases(server.base, cookie) };
    } finally {
      await server.stop();
    }
  } catch (error) {
    console.log(`${kind}: skipped (${error.message})`);
  }
}

console.log(
  `\n${PRODUCTS.toLocaleString('en-US')} products, ${CONCURRENCY} concurrent requests, ${SECONDS} s per case`,
);
console.log('database  case                       p50 ms   p95 ms    req/s  errors');
for (const [kind, entry] of Object.entries(output.results)) {
  for (const [name, r] of Object.entries(entry.cases)) {
    console.log(
      `${kind.padEnd(9)} ${name.padEnd(25)} ${String(r.p50).padStart(7)} ${String(r.p95).padStart(8)} ${String(r.rps).padStart(8)} ${String(r.errors).padStart(7)}`,
    );
  }
  if (entry.loadSeconds !== null)
    console.log(`${kind.padEnd(9)} load of the products: ${entry.loadSeconds} s`);
}
const out = path.resolve(import.meta.dirname, 'results/catalogue.json');
fs.writeFileSync(out, `${JSON.stringify(output, null, 2)}\n`);
console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
