// The product list at the scale generator's 100,000 products (about 200,000 SKU rows): GET /api/products at
// 10 concurrent requests over a fixed mix (the first page, a name search, a department filter), the
// drill-down counts of a department (GET /api/product-facets) and a product page (GET /api/products/{code}),
// on PostgreSQL and on the embedded PGlite.
//
//   npm run bench -- products
//
// Environment: BENCH_PRODUCTS (default 100000), BENCH_DATABASE_URL (a PostgreSQL server where databases may
// be created; default postgres://postgres@127.0.0.1:5432/test), BENCH_BUILD_DIR, BENCH_SECONDS per case
// (default 5), BENCH_SKIP=pglite|postgres, BENCH_CACHE_DIR for the PGlite data (default .build/bench-cache).
// The loaded databases are kept and reused while they hold the wanted number of products.
import fs from 'node:fs';
import path from 'node:path';
import { addBenchStaff, productsDatabase } from './_scale.mjs';
import { inTurn, launchServer, printResults, runCases, runCasesAlone, signIn, webDist } from './_server.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 10;
const SKIP = (process.env.BENCH_SKIP ?? '').split(',');

const STAFF = {
  username: 'benchprod',
  password: 'Bench!Prod12',
  group: 'Bench_Products',
  lastName: 'Products',
};

async function prepare(kind) {
  const { database, loadSeconds } = await productsDatabase(kind, 'products', PRODUCTS);
  const values = await database.sql(async (query) => {
    // What autovacuum does on a live database: statistics, and the visibility map index-only scans need.
    await query('vacuum analyze products');
    await query('analyze dcf_facet_counts');
    await addBenchStaff(query, STAFF, ['product-reader']);
    const departments = (
      await query(
        `select value from dcf_facet_counts where type = 'departments' and count > 0 order by count desc`,
      )
    ).map((row) => row.value);
    const codes = (
      await query(
        `select product_code from products where is_default_product order by id offset 1000 limit 40`,
      )
    ).map((row) => row.product_code);
    // A word of real names: what staff type.
    const words = (
      await query(`select split_part(name, ' ', 2) as word from products order by id offset 500 limit 40`)
    )
      .map((row) => row.word.replace(/[^A-Za-z]/g, ''))
      .filter((word) => word.length >= 3);
    return { departments, codes, words };
  });
  return { database, loadSeconds, values };
}

function cases({ departments, codes, words }) {
  const next = inTurn();
  return {
    'first page': () => '/api/products',
    'name search': () => `/api/products?search=${encodeURIComponent(next(words))}`,
    'department filter': () => `/api/products?xp.CurrentDepartment=${encodeURIComponent(next(departments))}`,
    'department facet counts': () => `/api/product-facets?dept=${encodeURIComponent(next(departments))}`,
    'product page': () => `/api/products/${encodeURIComponent(next(codes))}`,
  };
}

const output = {
  date: new Date().toISOString(),
  products: PRODUCTS,
  concurrency: CONCURRENCY,
  seconds: SECONDS,
  results: {},
};
let port = 3990 + Math.floor(Math.random() * 90);
for (const kind of ['postgres', 'pglite']) {
  if (SKIP.includes(kind)) continue;
  console.log(`\n${kind}:`);
  try {
    const { database, loadSeconds, values } = await prepare(kind);
    const server = await launchServer(
      { SEED: 'none', WEB_DIST: webDist, ...database.env },
      { port: port++, waitMs: 60_000 },
    );
    try {
      const cookie = await signIn(server.base, STAFF.username, STAFF.password);
      output.results[kind] = {
        loadSeconds,
        cases: await runCases(server.base, cookie, cases(values), {
          concurrency: CONCURRENCY,
          seconds: SECONDS,
        }),
      };
      output.results[kind].alone = await runCasesAlone(server.base, cookie, cases(values));
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
printResults(
  Object.fromEntries(Object.entries(output.results).map(([kind, { alone: _, ...rest }]) => [kind, rest])),
  'products',
);
for (const [kind, result] of Object.entries(output.results)) {
  console.log(`\n${kind}, one request at a time (p50 / p95 ms):`);
  for (const [name, r] of Object.entries(result.alone ?? {}))
    console.log(`  ${name.padEnd(26)} ${r.p50} / ${r.p95}`);
}
const out = path.resolve(import.meta.dirname, 'results/products.json');
fs.writeFileSync(out, `${JSON.stringify(output, null, 2)}\n`);
console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
