// The customer list at scale: GET /api/customers at 10 concurrent requests over a fixed mix (first page by
// last name, page 50, paging on from page 11, last-name prefix search, e-mail substring search, status +
// created before a date) on PostgreSQL at a million customers and on the embedded PGlite at 200,000; beside
// them, on PostgreSQL, the floor: a bare Fastify route serving the same first 100 rows from one `pg` query
// (bench/_floor.mjs), so each case's throughput is also printed as a share of it. Then a fresh `npm start`
// (embedded database, demo data) under 20 concurrent clients on the list and on /api/me, and the list
// screen's first page in Chromium.
//
//   npm run bench -- customers
//
// Environment: BENCH_CUSTOMERS (PostgreSQL, default 1000000), BENCH_PGLITE_CUSTOMERS (default 200000),
// BENCH_DATABASE_URL (a PostgreSQL server where databases may be created; default
// postgres://postgres@127.0.0.1:5432/test), BENCH_BUILD_DIR (a build made with `npm run build -- --out
// <dir>`; default the apps' dist folders), BENCH_SECONDS per case (default 5), BENCH_WARMUP_SECONDS before the
// first case (default 15; bench/_server.mjs), BENCH_SKIP=pglite|postgres|demo,
// BENCH_CACHE_DIR for the PGlite data (default .build/bench-cache), BENCH_SERVER_PROCESSES (the PostgreSQL
// server's SERVER_PROCESSES and the floor's processes; default one a core). The load comes from wrk when it is
// installed (`apt-get install wrk`: it leaves the two cores to the server), else from Node's fetch.
// The loaded databases are kept and reused while they hold the wanted number of customers: loading a
// million takes a minute on PostgreSQL (the time is printed and written to the results).
import fs from 'node:fs';
import path from 'node:path';
import { addBenchStaff, benchDatabase, databaseUrl, loadWithScale, postgresServer } from './_scale.mjs';
import {
  adminSession,
  launchServer,
  loader,
  loadPaths,
  serverProcesses,
  signIn,
  startServer,
  warmUp,
  webDist,
} from './_server.mjs';

const CUSTOMERS = {
  postgres: Number(process.env.BENCH_CUSTOMERS ?? 1_000_000),
  pglite: Number(process.env.BENCH_PGLITE_CUSTOMERS ?? 200_000),
};
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 10;
const SKIP = (process.env.BENCH_SKIP ?? '').split(',');
const DATABASE = `ca_bench_customers_${CUSTOMERS.postgres}`;

// A staff member for the bench: the customer keys the cases need, no password reset due.
const STAFF = {
  username: 'benchcs',
  password: 'Bench!Cust1',
  group: 'Bench_Customers',
  lastName: 'Customers',
};
const STAFF_KEYS = ['customer-reader', 'customer-date', 'customer-group'];

const customerCount = (query) => query('select count(*)::int as n from customers').then((rows) => rows[0].n);

/** Loads the kind's number of customers with the scale generator, unless the database already holds them. */
async function prepare(kind) {
  const wanted = CUSTOMERS[kind];
  const database = benchDatabase(kind, kind === 'postgres' ? DATABASE : `customers-pglite-${wanted}`);
  const have = (await database.exists()) ? await database.sql(customerCount).catch(() => 0) : 0;
  const loadSeconds = loadWithScale(database, {
    flag: '--customers',
    missing: wanted - have,
    recordName: 'customers-loads.json',
    key: `${kind}-${wanted}`,
  });
  await database.sql(async (query) => {
    // What autovacuum does on a live database: statistics, and the visibility map index-only scans need.
    if (have < wanted) await query('vacuum analyze customers');
    await addBenchStaff(query, STAFF, STAFF_KEYS);
  });
  return { database, loadSeconds };
}

/** The start of real e-mail addresses (up to 9 characters of the local part), as staff type what a caller spells out. */
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
    {
      SEED: 'none',
      WEB_DIST: webDist,
      ...database.env,
      // The embedded database serves one process.
      SERVER_PROCESSES: database.env.DATABASE_URL ? String(serverProcesses) : undefined,
    },
    // Opening a million-customer embedded database takes a while.
    { port, waitMs: 60_000 },
  );

const PREFIXES = ['smi', 'joh', 'and', 'mil', 'ols', 'bro', 'dav', 'wil', 'gar', 'mar', 'nel', 'lar'];

/**
 * Each case as the paths its requests take in turn (searches vary as different staff type them), on a list
 * of `customers` rows; or as `{ paths, warmUpPaths }` when the warm-ups must not take the paths backwards (see
 * measure).
 */
function cases(fragments, customers) {
  const each = (list, path) => list.map(path);
  const pages = (sortBy) =>
    Array.from(
      { length: Math.min(3000, Math.floor(customers / 100) - 11) },
      (_, n) => `/api/customers?${sortBy ? `sortBy=${sortBy}&` : ''}page=${11 + n}`,
    );
  return {
    'first page by LastName': ['/api/customers'],
    'page 50': ['/api/customers?page=50'],
    // Each request the next page, as staff page on: each starts near a page served before it (page-anchors.ts).
    // Only pages the list has (one past its end walks every row to find none), and warmed up by paging on in
    // the other order: backwards, each page had none served before it and walked from the top (PGlite at
    // 200,000 customers: 800 ms a page, a queue of seconds the case then waited behind).
    'paging on from page 11': { paths: pages(), warmUpPaths: pages('!LastName') },
    'LastName prefix search': each(PREFIXES, (prefix) => `/api/customers?search=${prefix}`),
    'Email search': each(
      fragments,
      (fragment) => `/api/customers?search=${encodeURIComponent(fragment)}&searchOn=Email`,
    ),
    'Active + created before': ['/api/customers?Active=true&DateCreated=%3C2019-06-01'],
    // Each request a day not asked before in the run: what a total costs before it is kept (TOTAL_TTL_MS).
    'same, a new day each time': Array.from({ length: 3000 }, (_, day) => {
      const date = new Date(Date.UTC(2016, 0, 1 + day)).toISOString().slice(0, 10);
      return `/api/customers?Active=true&DateCreated=%3C${date}`;
    }),
  };
}

const line = (name, r) =>
  `  ${name.padEnd(26)} p50 ${String(r.p50).padStart(7)} ms  p95 ${String(r.p95).padStart(7)} ms  ${String(r.rps).padStart(5)} req/s` +
  `${r.cpuMsPerRequest != null ? `  server CPU ${r.cpuMsPerRequest} ms/request` : ''}` +
  `${r.floor ? `  ${r.ofFloor} of the floor (${r.floor.rps} req/s, ${r.floor.cpuMsPerRequest} ms)` : ''}  errors ${r.errors}`;

/**
 * A warmed-up run of `paths` on `server`, with the server's CPU time per request. The warm-up takes the paths
 * from the other end, so a case of distinct requests keeps them distinct in the run, unless given its own.
 */
async function measure(server, paths, options, warmUpPaths = [...paths].reverse()) {
  await loadPaths(server.base, warmUpPaths, { ...options, seconds: 1 });
  const cpuBefore = server.cpuMs();
  const result = await loadPaths(server.base, paths, { ...options, seconds: SECONDS });
  const cpu = cpuBefore === null ? null : server.cpuMs() - cpuBefore;
  return { ...result, cpuMsPerRequest: cpu === null ? null : Number((cpu / result.requests).toFixed(3)) };
}

/**
 * Each case, right after the floor when there is one: the machine is shared, so the floor is measured
 * next to each case and the share is taken of that measurement. The server's CPU time per request is the
 * figure the machine's other work disturbs least.
 */
async function runCases(server, cookie, fragments, customers, floorServer) {
  const pathsByCase = Object.entries(cases(fragments, customers)).map(([name, value]) =>
    Array.isArray(value) ? [name, { paths: value, warmUpPaths: [...value].reverse() }] : [name, value],
  );
  if (floorServer) await warmUp(floorServer.base, undefined, [['/floor']], { concurrency: CONCURRENCY });
  // Like each case's own warm-up.
  await warmUp(
    server.base,
    cookie,
    pathsByCase.map(([, { warmUpPaths }]) => warmUpPaths),
    { concurrency: CONCURRENCY },
  );
  const results = {};
  for (const [name, { paths, warmUpPaths }] of pathsByCase) {
    const floor = floorServer && (await measure(floorServer, ['/floor'], { concurrency: CONCURRENCY }));
    const result = await measure(server, paths, { cookie, concurrency: CONCURRENCY }, warmUpPaths);
    results[name] = floor
      ? { ...result, floor, ofFloor: Number((result.rps / floor.rps).toFixed(2)) }
      : result;
    console.log(line(name, results[name]));
  }
  return results;
}

/** The bare Fastify + pg route on the same database (PostgreSQL only: PGlite serves one process). */
const startFloor = () =>
  launchServer(
    { SERVER_PROCESSES: String(serverProcesses) },
    { entry: path.join(import.meta.dirname, '_floor.mjs'), args: ['{port}', databaseUrl(DATABASE)] },
  );

/** A fresh start on the embedded database with the demo data, as a new user runs it: 20 clients. */
async function demoStart() {
  const server = await startServer('pglite');
  try {
    const cookie = await adminSession(server.base);
    const results = {};
    for (const [name, paths] of Object.entries({
      'customers list': ['/api/customers'],
      '/api/me': ['/api/me'],
    })) {
      results[name] = await measure(server, paths, { cookie, concurrency: 20 });
      console.log(line(name, results[name]));
    }
    return results;
  } finally {
    await server.stop();
  }
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
  loader,
  serverProcesses,
  results: {},
};
console.log(`load from ${loader}; server processes on PostgreSQL (and the floor's): ${serverProcesses}`);
let port = 3900 + Math.floor(Math.random() * 90);
for (const kind of ['postgres', 'pglite']) {
  if (SKIP.includes(kind)) continue;
  console.log(`\n${kind}, ${CUSTOMERS[kind].toLocaleString('en-US')} customers:`);
  try {
    const { database, loadSeconds } = await prepare(kind);
    if (kind === 'postgres') {
      output.postgresServer = await postgresServer();
      console.log(
        `PostgreSQL ${output.postgresServer.version}, shared_buffers ${output.postgresServer.sharedBuffers}`,
      );
    }
    const fragments = await emailFragments(database);
    // The e-mail search's words index beside the table.
    const sizes = await database.sql((query) =>
      query(
        `select relname as name, pg_size_pretty(pg_relation_size(oid)) as size from pg_class
         where relname in ('customers', 'customers_email_words') order by relname`,
      ),
    );
    console.log(`sizes: ${sizes.map(({ name, size }) => `${name} ${size}`).join(', ')}`);
    const floor = kind === 'postgres' ? await startFloor() : undefined;
    const server = await serveCustomers(database, port++);
    try {
      const cookie = await signIn(server.base, STAFF.username, STAFF.password);
      const entry = {
        customers: CUSTOMERS[kind],
        sizes: Object.fromEntries(sizes.map(({ name, size }) => [name, size])),
        loadSeconds,
        cases: await runCases(server, cookie, fragments, CUSTOMERS[kind], floor),
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
      await floor?.stop();
    }
  } catch (error) {
    console.log(`${kind}: skipped (${error.message})`);
  }
}
if (!SKIP.includes('demo')) {
  console.log('\nfresh start on the embedded database with the demo data, 20 concurrent:');
  output.results.demo = { concurrency: 20, cases: await demoStart() };
}

console.log(
  `\n${CONCURRENCY} concurrent requests (the demo start: 20), ${SECONDS} s per case, load from ${loader}`,
);
console.log(
  'database   customers  case                          p50 ms   p95 ms    req/s  CPU ms/req  of floor (its req/s, CPU)  errors',
);
for (const [kind, entry] of Object.entries(output.results)) {
  const count = (entry.customers ?? 'demo').toLocaleString('en-US');
  for (const [name, r] of Object.entries(entry.cases)) {
    const share = r.floor ? `${r.ofFloor} (${r.floor.rps}, ${r.floor.cpuMsPerRequest})` : '';
    console.log(
      `${kind.padEnd(10)} ${count.padStart(9)}  ${name.padEnd(28)} ${String(r.p50).padStart(7)} ${String(r.p95).padStart(8)} ${String(r.rps).padStart(8)} ${String(r.cpuMsPerRequest ?? '').padStart(11)} ${share.padStart(26)} ${String(r.errors).padStart(7)}`,
    );
  }
  if (entry.loadSeconds != null)
    console.log(`${kind.padEnd(10)} load of the customers: ${entry.loadSeconds} s`);
}
const out = path.resolve(import.meta.dirname, 'results/customers.json');
fs.writeFileSync(out, `${JSON.stringify(output, null, 2)}\n`);
console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
