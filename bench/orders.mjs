// The order search at the scale generator's 500,000 orders (575,000 shipments): GET /api/orders at 10
// concurrent requests over a fixed mix (first page, search by order ID, search by recipient name — the last
// name alone and first + last —, a status + date-range filter, a taker filter) on PostgreSQL, and the order
// page (GET /api/orders/{id}); then each one request at a time; then the CSV export of every shipment.
//
//   npm run bench -- orders
//
// Environment: BENCH_ORDERS (default 500000; with 50,000 customers and 10,000 products), BENCH_DATABASE_URL
// (a PostgreSQL server where databases may be created; default postgres://postgres@127.0.0.1:5432/test),
// BENCH_BUILD_DIR (a build made with `npm run build -- --out <dir>`; default the apps' dist folders),
// BENCH_SECONDS per case (default 5), BENCH_WARMUP_SECONDS before the first case (default 15),
// BENCH_SERVER_PROCESSES (the server's SERVER_PROCESSES; default one a core). The loaded database
// (ca_bench_orders_{N}) is kept and reused while it holds the wanted number of orders: loading takes a minute
// or two (the time is printed and kept).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { addBenchStaff, benchDatabase, cacheDir, postgresServer } from './_scale.mjs';
import { besideFloor, inTurn, printResults, runCases, runCasesAlone, serverProcesses } from './_server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ORDERS = Number(process.env.BENCH_ORDERS ?? 500_000);
const CUSTOMERS = 50_000;
const PRODUCTS = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 10;
const database = benchDatabase('postgres', `ca_bench_orders_${ORDERS}`);
const withSql = database.sql;
const loadRecord = path.join(cacheDir, 'orders-loads.json');

// A staff member for the bench (order-reader, no password reset due) and the staff who took orders.
const STAFF = { username: 'benchorder', password: 'Bench!Order1', group: 'Bench_Orders' };
const TAKERS = Array.from({ length: 20 }, (_, n) => `taker${String(n + 1).padStart(2, '0')}`);

const count = (query, table) => query(`select count(*)::int as n from ${table}`).then((rows) => rows[0].n);

function run(command, args, env) {
  const status = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' }).status;
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** Loads the orders with the scale generator (taken partly by 20 staff), unless the database holds them. */
async function prepare() {
  await database.exists();
  const env = { ...process.env, LOG_LEVEL: 'warn', ...database.env };
  run('npm', ['run', 'db:migrate', '--silent'], env);

  const have = await withSql(async (query) => ({
    customers: await count(query, 'customers'),
    orders: await count(query, 'orders'),
  }));
  let loadSeconds = null;
  if (have.orders < ORDERS) {
    // The generator picks takers among the active staff: these take a fifth of the orders.
    await withSql((query) =>
      query(
        `insert into admin_users (id, username, first_name, last_name, email, password_hash, active)
         select t, t, 'Bench', 'Taker ' || t, t || '@example.com', 'x', true from unnest($1::text[]) t
         on conflict (id) do nothing`,
        [TAKERS],
      ),
    );
    const counts =
      have.customers === 0 ? ['--customers', String(CUSTOMERS), '--products', String(PRODUCTS)] : [];
    console.log(`loading ${ORDERS - have.orders} orders with the scale generator (kept for later runs)…`);
    const started = performance.now();
    run(
      'npm',
      ['run', 'seed:scale', '--silent', '--', ...counts, '--orders', String(ORDERS - have.orders)],
      env,
    );
    loadSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    const loads = fs.existsSync(loadRecord) ? JSON.parse(fs.readFileSync(loadRecord, 'utf8')) : {};
    fs.writeFileSync(loadRecord, JSON.stringify({ ...loads, [ORDERS]: { loadSeconds, date: new Date() } }));
  } else if (fs.existsSync(loadRecord)) {
    loadSeconds = JSON.parse(fs.readFileSync(loadRecord, 'utf8'))[ORDERS]?.loadSeconds ?? null;
  }
  await withSql(async (query) => {
    // What autovacuum does on a live database: statistics, and the visibility map index-only scans need.
    if (loadSeconds !== null || have.orders < ORDERS) {
      await query('vacuum analyze shipments');
      await query('vacuum analyze shipment_words');
      await query('vacuum analyze orders');
    }
    await addBenchStaff(query, { ...STAFF, lastName: 'Orders' }, ['order-reader']);
  });
  return { loadSeconds };
}

/** Real values to search and filter by: order IDs, recipients' names, the busiest takers, the dates. */
async function samples() {
  return withSql(async (query) => {
    const orderIds = (
      await query(
        `select id from orders where id in (select id from orders order by id offset 5000 limit 40)`,
      )
    ).map((row) => row.id);
    // The first 40 names of the first 2,000 shipments by ID, in the order they come: the same every run. An
    // unordered `limit` took the rows where PostgreSQL's last scan of the table stopped (synchronized scans),
    // so each run searched other names: 'lena vang' (2,646 matches) in one, 'tou cole' (39) in the next.
    const names = (name) =>
      query(
        `select name from (
           select ${name} as name, min(id) as first
           from (select id, ship_to from shipments order by id limit 2000) s
           where ship_to->>'LastName' is not null group by 1) named
         order by first limit 40`,
      ).then((rows) => rows.map((row) => row.name));
    const recipients = await names(`ship_to->>'LastName'`);
    // What staff usually have: the recipient's whole name.
    const fullNames = await names(`(ship_to->>'FirstName') || ' ' || (ship_to->>'LastName')`);
    const takers = (
      await query(
        `select order_taker_id as id from shipments where order_taker_id is not null
         group by order_taker_id order by count(*) desc limit 10`,
      )
    ).map((row) => row.id);
    const [{ latest }] = await query(`select max(date_submitted)::date::text as latest from shipments`);
    return { orderIds, recipients, fullNames, takers, latest };
  });
}

const dayBefore = (day, days) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

function cases({ orderIds, recipients, fullNames, takers, latest }) {
  const next = inTurn();
  // 30-day windows over the last year, each with one of the common statuses.
  const windows = Array.from({ length: 12 }, (_, i) => [
    dayBefore(latest, 30 * i + 30),
    dayBefore(latest, 30 * i),
  ]);
  const statuses = ['DELIVERED', 'Complete', 'DELIVERED,Complete', 'CANCELED'];
  return {
    'first page': () => '/api/orders',
    'search by order ID': () => `/api/orders?search=${encodeURIComponent(next(orderIds))}`,
    'search by recipient name': () => `/api/orders?search=${encodeURIComponent(next(recipients))}`,
    'recipient first + last': () => `/api/orders?search=${encodeURIComponent(next(fullNames))}`,
    'status + date range': () => {
      const [from, to] = next(windows);
      const status = encodeURIComponent(next(statuses).replace(',', '|'));
      return `/api/orders?Status=${status}&SubmittedFrom=${from}&SubmittedTo=${to}`;
    },
    'taker filter': () => `/api/orders?OrderTakerID=${encodeURIComponent(next(takers))}`,
    'order page': () => `/api/orders/${encodeURIComponent(next(orderIds))}`,
  };
}

/**
 * The CSV export of every shipment, newest first (the list's default), read to its end as a browser would.
 * On a connection of its own: fetch reused the sign-in's, idle through the cases (over 72 s since the
 * warm-up), which the server had closed at its keep-alive timeout while wrk ran (spawnSync: this process's
 * loop never saw the close), and the export failed with 'other side closed'.
 */
async function timeExport(server, cookie) {
  const started = performance.now();
  const response = await new Promise((resolve, reject) =>
    http
      .get(`${server.base}/api/orders?format=csv`, {
        agent: false,
        headers: { cookie, 'x-commerce-admin': '1' },
      })
      .once('response', resolve)
      .once('error', reject),
  );
  if (response.statusCode !== 200) throw new Error(`the export answered ${response.statusCode}`);
  let lines = 0;
  for await (const chunk of response) {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const rows = lines - 1;
  return {
    rows,
    seconds: Number(seconds.toFixed(1)),
    rowsPerSecond: Math.round(rows / seconds),
    serverPeakRssMb: server.peakRssMb(),
  };
}

const output = {
  date: new Date().toISOString(),
  orders: ORDERS,
  concurrency: CONCURRENCY,
  seconds: SECONDS,
  serverProcesses,
  postgresServer: await postgresServer(),
};
console.log(
  `\npostgres ${output.postgresServer.version}, shared_buffers ${output.postgresServer.sharedBuffers}:`,
);
const { loadSeconds } = await prepare();
const values = await samples();
const shipmentCount = await withSql((query) => count(query, 'shipments'));
// The search's word table and its indexes beside the table it indexes.
const sizes = await withSql((query) =>
  query(
    `select relname as name, pg_size_pretty(pg_relation_size(oid)) as size from pg_class
     where relname in ('shipments', 'shipment_words', 'shipment_words_pkey', 'shipment_words_search')
     order by relname`,
  ),
);
output.sizes = Object.fromEntries(sizes.map(({ name, size }) => [name, size]));
console.log(`sizes: ${sizes.map(({ name, size }) => `${name} ${size}`).join(', ')}`);
console.log(`server processes (and the floor's): ${serverProcesses}`);
// The bare Fastify + pg route serving the first page's rows (bench/_floor.mjs): what any server on this machine
// pays for a page of the list. The searches by name are measured beside it too (issue 56: a search costs about
// a first page); the search by order ID takes another statement.
const FLOOR_CASES = new Set(['first page', 'search by recipient name', 'recipient first + last']);
const floorPathOf = (name) => (FLOOR_CASES.has(name) ? '/floor' : undefined);
// The name searches' own floor: the same word-table statement through the bare route (a search's 100 rows lie
// all over the table, the first page's newest 100 in a few pages side by side).
const SEARCH_CASES = new Set(['search by recipient name', 'recipient first + last']);
const ownFloorPathOf = (name, url) =>
  SEARCH_CASES.has(name)
    ? `/floor?search=${encodeURIComponent(new URL(url, 'http://x').searchParams.get('search'))}`
    : undefined;
await besideFloor(
  { databaseEnv: database.env, list: 'orders', staff: STAFF },
  async ({ server, floor, cookie }) => {
    output.results = {
      postgres: {
        loadSeconds,
        shipments: shipmentCount,
        cases: await runCases(server.base, cookie, cases(values), {
          concurrency: CONCURRENCY,
          seconds: SECONDS,
          floor: { base: floor.base, pathOf: floorPathOf },
          ownFloor: { base: floor.base, pathOf: ownFloorPathOf },
        }),
      },
    };
    output.alone = await runCasesAlone(server.base, cookie, cases(values));
    output.export = await timeExport(server, cookie);
  },
);

console.log(
  `\n${ORDERS.toLocaleString('en-US')} orders (${shipmentCount.toLocaleString('en-US')} shipments), ${CONCURRENCY} concurrent requests, ${SECONDS} s per case`,
);
printResults(output.results, 'orders');
console.log('\none request at a time (p50 / p95 ms):');
for (const [name, r] of Object.entries(output.alone)) console.log(`  ${name.padEnd(26)} ${r.p50} / ${r.p95}`);
const { rows, seconds, rowsPerSecond, serverPeakRssMb } = output.export;
console.log(
  `\nCSV export of every shipment, newest first: ${rows.toLocaleString('en-US')} rows in ${seconds} s ` +
    `(${rowsPerSecond.toLocaleString('en-US')} rows/s); server peak RSS ${serverPeakRssMb} MB`,
);
const out = path.resolve(import.meta.dirname, 'results/orders.json');
fs.writeFileSync(out, `${JSON.stringify(output, null, 2)}\n`);
console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
