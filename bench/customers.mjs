// The customer list at a million customers: GET /api/customers at 10 concurrent requests over a fixed mix
// (first page by last name, page 50, last-name prefix search, e-mail substring search, status + created
// before a date) on PostgreSQL and on the embedded PGlite, and the list screen's first page in Chromium.
//
//   npm run bench -- customers
//
// Environment: BENCH_CUSTOMERS (default 1000000), BENCH_DATABASE_URL (a PostgreSQL server where databases
// may be created; default postgres://postgres@127.0.0.1:5432/test), BENCH_BUILD_DIR (a build made with
// `npm run build -- --out <dir>`; default the apps' dist folders), BENCH_SECONDS per case (default 5),
// BENCH_SKIP=pglite|postgres, BENCH_CACHE_DIR for the PGlite data (default .build/bench-cache).
// The loaded databases are kept and reused while they hold the wanted number of customers: loading a
// million takes minutes (the time is printed and written to the results).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { benchStaff, launchServer, printResults, runCases, signIn, webDist } from './_server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 10;
const SKIP = (process.env.BENCH_SKIP ?? '').split(',');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const cacheDir = path.resolve(root, process.env.BENCH_CACHE_DIR ?? '.build/bench-cache');
const DATABASE = `ca_bench_customers_${CUSTOMERS}`;
/** When each cached database was loaded and how long that took, reported again when it is reused. */
const loadRecord = path.join(cacheDir, 'customers-loads.json');
fs.mkdirSync(cacheDir, { recursive: true });

// A staff member for the bench: the customer keys the cases need, no password reset due.
const STAFF = { username: 'benchcs', password: 'Bench!Cust1', group: 'Bench_Customers' };
const STAFF_KEYS = ['customer-reader', 'customer-date', 'customer-group'];

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

const customerCount = (query) => query('select count(*)::int as n from customers').then((rows) => rows[0].n);

/** Loads CUSTOMERS customers with the scale generator, unless the database already holds them. */
async function prepare(kind) {
  const dataDir = path.join(cacheDir, `customers-pglite-${CUSTOMERS}`);
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
      ? await withSql(kind, dataDir, customerCount).catch(() => 0)
      : 0;
  let loadSeconds = null;
  if (have < CUSTOMERS) {
    console.log(
      `${kind}: loading ${CUSTOMERS - have} customers with the scale generator (once; kept for later runs)…`,
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
      ['run', 'seed:scale', '--silent', '--', '--customers', String(CUSTOMERS - have)],
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
      JSON.stringify({ ...loads, [`${kind}-${CUSTOMERS}`]: { loadSeconds, date: new Date().toISOString() } }),
    );
  } else if (fs.existsSync(loadRecord)) {
    // Reused: report how long the load took when it was made.
    loadSeconds =
      JSON.parse(fs.readFileSync(loadRecord, 'utf8'))[`${kind}-${CUSTOMERS}`]?.loadSeconds ?? null;
  }
  await withSql(kind, dataDir, async (query) => {
    // What autovacuum does on a live database: statistics, and the visibility map index-only scans need.
    if (have < CUSTOMERS) await query('vacuum analyze customers');
    await benchStaff(query, { ...STAFF, lastName: 'Customers' }, STAFF_KEYS);
  });
  return { dataDir, loadSeconds };
}

/** Fragments of real e-mail addresses (a piece of the local part), as staff type what a caller spells out. */
async function emailFragments(kind, dataDir) {
  return withSql(kind, dataDir, async (query) => {
    const rows = await query(
      `select email from customers where id in (select id from customers order by id offset 1000 limit 40)`,
    );
    return rows.map(({ email }) => email.split('@')[0].slice(0, 9));
  });
}

/** The server on the prepared database (it holds the customers already, so no demo seed). */
const serveCustomers = (kind, dataDir, port) =>
  launchServer(
    {
      SEED: 'none',
      WEB_DIST: webDist,
      ...(kind === 'postgres'
        ? { DATABASE_URL: databaseUrl(DATABASE) }
        : { DATABASE_URL: undefined, DATA_DIR: dataDir }),
    },
    // Opening a million-customer embedded database takes a while.
    { port, waitMs: 60_000 },
  );

const PREFIXES = ['smi', 'joh', 'and', 'mil', 'ols', 'bro', 'dav', 'wil', 'gar', 'mar', 'nel', 'lar'];

function cases(fragments) {
  let n = 0;
  const next = (list) => list[n++ % list.length];
  return {
    'first page by LastName': () => '/api/customers',
    'page 50': () => '/api/customers?page=50',
    'LastName prefix search': () => `/api/customers?search=${next(PREFIXES)}`,
    'Email substring search': () =>
      `/api/customers?search=${encodeURIComponent(next(fragments))}&searchOn=Email`,
    'Active + created before': () => '/api/customers?Active=true&DateCreated=%3C2019-06-01',
  };
}

/** Sign in through the screen once, then open /customers and wait for its first row, five times. */
async function firstPageInChromium(base) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/`);
    await page.getByLabel('Username').fill(STAFF.username);
    await page.getByLabel('Password', { exact: true }).fill(STAFF.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/profile$/);
    const times = [];
    for (let i = 0; i < 6; i++) {
      const started = performance.now();
      await page.goto(`${base}/customers`);
      await page.locator('table[aria-label="Customers"] tbody tr td:nth-child(2)').first().waitFor();
      if (i > 0) times.push(Math.round(performance.now() - started)); // the first load fills the browser cache
    }
    times.sort((a, b) => a - b);
    return { runs: times, median: times[Math.floor(times.length / 2)], max: times.at(-1) };
  } finally {
    await browser.close();
  }
}

const output = {
  date: new Date().toISOString(),
  customers: CUSTOMERS,
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
    const fragments = await emailFragments(kind, dataDir);
    const server = await serveCustomers(kind, dataDir, port++);
    try {
      const cookie = await signIn(server.base, STAFF.username, STAFF.password);
      const entry = {
        loadSeconds,
        cases: await runCases(server.base, cookie, cases(fragments), {
          concurrency: CONCURRENCY,
          seconds: SECONDS,
        }),
      };
      if (kind === 'postgres') {
        entry.chromiumFirstPageMs = await firstPageInChromium(server.base);
        console.log(
          `  list screen first page in Chromium: median ${entry.chromiumFirstPageMs.median} ms, max ${entry.chromiumFirstPageMs.max} ms`,
        );
      }
      output.results[kind] = entry;
    } finally {
      await server.stop();
    }
  } catch (error) {
    console.log(`${kind}: skipped (${error.message})`);
  }
}

console.log(
  `\n${CUSTOMERS.toLocaleString('en-US')} customers, ${CONCURRENCY} concurrent requests, ${SECONDS} s per case`,
);
printResults(output.results, 'customers');
const out = path.resolve(import.meta.dirname, 'results/customers.json');
fs.writeFileSync(out, `${JSON.stringify(output, null, 2)}\n`);
console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
