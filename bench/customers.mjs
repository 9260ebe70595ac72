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
import fs from 'node:fs';
import path from 'node:path';
import { addBenchStaff, benchDatabase, loadWithScale } from './_scale.mjs';
import { launchServer, load, signIn, webDist } from './_server.mjs';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 10;
const SKIP = (process.env.BENCH_SKIP ?? '').split(',');
const DATABASE = `ca_bench_customers_${CUSTOMERS}`;

// A staff member for the bench: the customer keys the cases need, no password reset due.
const STAFF = {
  username: 'benchcs',
  password: 'Bench!Cust1',
  group: 'Bench_Customers',
  lastName: 'Customers',
};
const STAFF_KEYS = ['customer-reader', 'customer-date', 'customer-group'];

const customerCount = (query) => query('select count(*)::int as n from customers').then((rows) => rows[0].n);

/** Loads CUSTOMERS customers with the scale generator, unless the database already holds them. */
async function prepare(kind) {
  const database = benchDatabase(kind, kind === 'postgres' ? DATABASE : `customers-pglite-${CUSTOMERS}`);
  const have = (await database.exists()) ? await database.sql(customerCount).catch(() => 0) : 0;
  const loadSeconds = loadWithScale(database, {
    flag: '--customers',
    missing: CUSTOMERS - have,
    recordName: 'customers-loads.json',
    key: `${kind}-${CUSTOMERS}`,
  });
  await database.sql(async (query) => {
    // What autovacuum does on a live database: statistics, and the visibility map index-only scans need.
    if (have < CUSTOMERS) await query('vacuum analyze customers');
    await addBenchStaff(query, STAFF, STAFF_KEYS);
  });
  return { database, loadSeconds };
}

/** Fragments of real e-mail addresses (a piece of the local part), as staff type what a caller spells out. */
async function emailFragments(database) {
  return database.sql(async (query) => {
    const rows = await query(
      `select email from customers where id in (select id from customers order by id offset 1000 limit 40)`,
    );
    return rows.map(({ email }) => email.split('@')[0].slice(0, 9));
  });
}

/** The server on the prepared database (it holds the customers already, so no demo seed). */
const serveCustomers = (database, port) =>
  launchServer(
    { SEED: 'none', WEB_DIST: webDist, ...database.env },
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

async function runCases(base, cookie, fragments) {
  const results = {};
  for (const [name, url] of Object.entries(cases(fragments))) {
    const request = async () => {
      const response = await fetch(`${base}${url()}`, { headers: { cookie } });
      await response.arrayBuffer();
      return response.ok;
    };
    await load(request, { concurrency: CONCURRENCY, seconds: 1 }); // warm-up
    results[name] = await load(request, { concurrency: CONCURRENCY, seconds: SECONDS });
    console.log(
      `  ${name.padEnd(26)} p50 ${String(results[name].p50).padStart(7)} ms  p95 ${String(results[name].p95).padStart(7)} ms  ${results[name].rps} req/s  errors ${results[name].errors}`,
    );
  }
  return results;
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
    const { database, loadSeconds } = await prepare(kind);
    const fragments = await emailFragments(database);
    const server = await serveCustomers(database, port++);
    try {
      const cookie = await signIn(server.base, STAFF.username, STAFF.password);
      const entry = { loadSeconds, cases: await runCases(server.base, cookie, fragments) };
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
console.log('database  case                          p50 ms   p95 ms    req/s  errors');
for (const [kind, entry] of Object.entries(output.results)) {
  for (const [name, r] of Object.entries(entry.cases)) {
    console.log(
      `${kind.padEnd(9)} ${name.padEnd(28)} ${String(r.p50).padStart(7)} ${String(r.p95).padStart(8)} ${String(r.rps).padStart(8)} ${String(r.errors).padStart(7)}`,
    );
  }
  if (entry.loadSeconds !== null)
    console.log(`${kind.padEnd(9)} load of the customers: ${entry.loadSeconds} s`);
}
const out = path.resolve(import.meta.dirname, 'results/customers.json');
fs.writeFileSync(out, `${JSON.stringify(output, null, 2)}\n`);
console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
