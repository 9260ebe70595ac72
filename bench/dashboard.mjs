// The dashboard's cards at scale (issue 58: every card answers in p95 ≤ 50 ms with 500,000 orders and 1,000,000
// customers on PostgreSQL): each card's endpoint at 10 concurrent requests, then one request at a time. The
// user takes orders (so the orders card is theirs first, and 'all' is asked too) and holds the keys of every
// card. Beside the orders and delivery cards, the floor: a bare Fastify route running the card's one statement
// (bench/_floor.mjs dashboard), what any server on this machine pays for it.
//
//   npm run bench -- dashboard
//
// Environment: BENCH_ORDERS (default 500000), BENCH_CUSTOMERS (default 1000000), BENCH_DATABASE_URL (a
// PostgreSQL server where databases may be created; default postgres://postgres@127.0.0.1:5432/test),
// BENCH_BUILD_DIR, BENCH_SECONDS per case (default 5), BENCH_WARMUP_SECONDS (default 15),
// BENCH_SERVER_PROCESSES (default one a core). The database (ca_bench_dashboard_{orders}) is loaded once with
// the scale generator (about 25 minutes on a busy two-core machine; the time is kept) and reused; the sends
// and the audit trail the integration and activity cards read are added to it in SQL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { addBenchStaff, benchDatabase, loadWithScale, postgresServer } from './_scale.mjs';
import { besideFloor, printResults, runCases, runCasesAlone, serverProcesses } from './_server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ORDERS = Number(process.env.BENCH_ORDERS ?? 500_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1_000_000);
const PRODUCTS = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 10;
const database = benchDatabase('postgres', `ca_bench_dashboard_${ORDERS}`);

// The user: one of the 20 staff the generator gives a fifth of the orders to, with every card's keys.
const TAKERS = Array.from({ length: 20 }, (_, n) => `taker${String(n + 1).padStart(2, '0')}`);
const STAFF = {
  username: TAKERS[0],
  password: 'Bench!Dash1',
  group: 'Bench_Dashboard',
  lastName: 'Dashboard',
};
const KEYS = [
  'order-reader',
  'order-builder',
  'order-orphan-sender',
  'order-email-sender',
  'delivery-reader',
  'product-reader',
  'categories-reader',
  'events-reader',
  'customer-reader',
];
// What the integration and activity cards read: a year of sends (a few failed in the last day, some pending)
// and of changes.
const SENDS = 300_000;
const AUDIT_EVENTS = 1_000_000;

const count = (query, table) => query(`select count(*)::int as n from ${table}`).then((rows) => rows[0].n);

async function prepare() {
  await database.exists();
  const env = { ...process.env, LOG_LEVEL: 'warn', ...database.env };
  if (spawnSync('npm', ['run', 'db:migrate', '--silent'], { cwd: root, env, stdio: 'inherit' }).status !== 0)
    throw new Error('the migration failed');
  const have = await database.sql(async (query) => {
    await query(
      `insert into admin_users (id, username, first_name, last_name, email, password_hash, active)
       select t, t, 'Bench', 'Taker ' || t, t || '@example.com', 'x', true from unnest($1::text[]) t
       on conflict (id) do nothing`,
      [TAKERS],
    );
    return { customers: await count(query, 'customers'), orders: await count(query, 'orders') };
  });
  const missing = have.orders < ORDERS;
  const loadSeconds = loadWithScale(database, {
    flag: '--orders',
    missing: missing ? ORDERS - have.orders : 0,
    recordName: 'dashboard-loads.json',
    key: `postgres-${ORDERS}`,
    // The first load brings the customers and products too.
    extra: have.customers === 0 ? ['--customers', String(CUSTOMERS), '--products', String(PRODUCTS)] : [],
  });
  await database.sql(async (query) => {
    if ((await count(query, 'outbox')) === 0) {
      await query(
        // Pending ones are due in a year: the server's outbox leaves them alone while the bench runs.
        `insert into outbox (kind, entity, entity_id, payload, status, attempts, created_at, failed_at,
           next_attempt_at)
         select (array['connector.erp','connector.pos','connector.cecs','email'])[1 + n % 4], 'order',
           'SO' || (10000000 + n % 500000), '{}',
           case when n % 1000 = 0 then 'failed' when n % 5000 = 1 then 'pending' else 'sent' end,
           1, now() - (n * interval '100 seconds'),
           case when n % 1000 = 0 then now() - (n * interval '100 seconds') end,
           now() + interval '1 year'
         from generate_series(1, $1::int) n`,
        [SENDS],
      );
    }
    if ((await count(query, 'audit_events')) === 0) {
      await query(
        `insert into audit_events (at, actor_id, action, entity, entity_id, changes)
         select now() - (n * interval '30 seconds'), 'taker02',
           case when n % 3 = 0 then 'sign-in' else 'update' end,
           (array['order','customer','product','category','event','store','settings'])[1 + n % 7],
           (100000 + n % 50000)::text, '{}'
         from generate_series(1, $1::int) n`,
        [AUDIT_EVENTS],
      );
    }
    if (loadSeconds !== null || missing) {
      for (const table of [
        'shipments',
        'orders',
        'order_day_figures',
        'delivery_day_figures',
        'products',
        'outbox',
        'audit_events',
      ])
        await query(`vacuum analyze ${table}`);
    }
    await addBenchStaff(query, STAFF, KEYS);
  });
  return { loadSeconds };
}

const CASES = {
  'orders (mine)': () => '/api/dashboard/orders?scope=mine',
  'orders (all)': () => '/api/dashboard/orders?scope=all',
  'delivery load': () => '/api/dashboard/delivery',
  'integration health': () => '/api/dashboard/integrations',
  'catalogue quality': () => '/api/dashboard/catalogue',
  'recent activity': () => '/api/dashboard/activity',
};
const FLOORS = { 'orders (all)': '/floor?card=orders', 'delivery load': '/floor?card=delivery' };

const output = {
  date: new Date().toISOString(),
  orders: ORDERS,
  customers: CUSTOMERS,
  concurrency: CONCURRENCY,
  seconds: SECONDS,
  serverProcesses,
  postgresServer: await postgresServer(),
};
console.log(
  `\npostgres ${output.postgresServer.version}, shared_buffers ${output.postgresServer.sharedBuffers}:`,
);
const { loadSeconds } = await prepare();
await besideFloor(
  { databaseEnv: database.env, list: 'dashboard', staff: STAFF },
  async ({ server, floor, cookie }) => {
    output.results = {
      postgres: {
        loadSeconds,
        cases: await runCases(server.base, cookie, CASES, {
          concurrency: CONCURRENCY,
          seconds: SECONDS,
          floor: { base: floor.base, pathOf: (name) => FLOORS[name] },
        }),
      },
    };
    output.alone = await runCasesAlone(server.base, cookie, CASES);
  },
);

console.log(
  `\n${ORDERS.toLocaleString('en-US')} orders, ${CUSTOMERS.toLocaleString('en-US')} customers, ${CONCURRENCY} concurrent requests, ${SECONDS} s per case`,
);
printResults(output.results, 'orders, customers and products');
console.log('\none request at a time (p50 / p95 ms):');
for (const [name, r] of Object.entries(output.alone)) console.log(`  ${name.padEnd(22)} ${r.p50} / ${r.p95}`);
const over = Object.entries(output.results.postgres.cases).filter(([, r]) => r.p95 > 50);
console.log(
  over.length === 0
    ? '\nevery card within p95 50 ms at 10 concurrent requests'
    : `\nover p95 50 ms at 10 concurrent requests: ${over.map(([name, r]) => `${name} (${r.p95})`).join(', ')}`,
);
const out = path.resolve(import.meta.dirname, 'results/dashboard.json');
fs.writeFileSync(out, `${JSON.stringify(output, null, 2)}\n`);
console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
