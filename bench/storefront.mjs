// The storefront's product list at the scale generator's 100,000 products (about 200,000 SKU rows), on
// PostgreSQL: GET /api/storefront/products at 10 concurrent requests for the first page, a name search with
// a common word, a department (the storefront's category), the list by price, and a product page (GET
// /api/storefront/products/{code}); then each one request at a time. The storefront is public: no sign-in.
//
//   npm run bench -- storefront
//
// Environment: BENCH_PRODUCTS (default 100000), BENCH_DATABASE_URL (a PostgreSQL server where databases may
// be created; default postgres://postgres@127.0.0.1:5432/test), BENCH_BUILD_DIR, BENCH_SECONDS per case
// (default 5). The loaded database is kept and reused while it holds the wanted number of products.
import fs from 'node:fs';
import path from 'node:path';
import { productsDatabase } from './_scale.mjs';
import { inTurn, launchServer, printResults, runCases, runCasesAlone, webDist } from './_server.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 10;

/** What the storefront lists (storefrontListedOf in apps/server/src/db/schema/products.ts). */
const VISIBLE =
  'is_default_product and active and visible and coalesce(promotion_price, retail_price) is not null';

async function prepare() {
  const { database, loadSeconds } = await productsDatabase('postgres', 'storefront', PRODUCTS);
  const values = await database.sql(async (query) => {
    // What autovacuum does on a live database: statistics, and the visibility map index-only scans need.
    await query('vacuum analyze products');
    // The words shoppers type: the most frequent words of the names the shop shows (a common term matches
    // thousands). The web name, not the SKU name, whose size suffix ('- Standard') every default SKU has.
    const words = (
      await query(
        `select lower(word) as word from products,
           regexp_split_to_table(coalesce(web_name, name), '[^A-Za-z]+') as word
         where ${VISIBLE} and length(word) >= 4 group by 1 order by count(*) desc limit 5`,
      )
    ).map((row) => row.word);
    const departments = (
      await query(
        `select department from products where ${VISIBLE} and department is not null
         group by 1 order by count(*) desc limit 10`,
      )
    ).map((row) => row.department);
    const codes = (
      await query(`select product_code from products where ${VISIBLE} order by id offset 1000 limit 40`)
    ).map((row) => row.product_code);
    return { words, departments, codes };
  });
  console.log(`common words: ${values.words.join(', ')}; departments: ${values.departments.length}`);
  return { database, loadSeconds, values };
}

function cases({ words, departments, codes }) {
  const next = inTurn();
  return {
    'first page': () => '/api/storefront/products',
    'name search': () => `/api/storefront/products?search=${encodeURIComponent(next(words))}`,
    'department browse': () => `/api/storefront/products?department=${encodeURIComponent(next(departments))}`,
    'sort by price': () => `/api/storefront/products?sort=${next(['price', '-price'])}`,
    'product page': () => `/api/storefront/products/${encodeURIComponent(next(codes))}`,
  };
}

const output = {
  date: new Date().toISOString(),
  products: PRODUCTS,
  concurrency: CONCURRENCY,
  seconds: SECONDS,
  results: {},
};
const { database, loadSeconds, values } = await prepare();
const server = await launchServer(
  { SEED: 'none', WEB_DIST: webDist, ...database.env },
  { port: 3900 + Math.floor(Math.random() * 90), waitMs: 60_000 },
);
try {
  console.log('\npostgres:');
  const result = (output.results.postgres = {
    loadSeconds,
    cases: await runCases(server.base, undefined, cases(values), {
      concurrency: CONCURRENCY,
      seconds: SECONDS,
    }),
  });
  result.alone = await runCasesAlone(server.base, undefined, cases(values));
} finally {
  await server.stop();
}

console.log(
  `\n${PRODUCTS.toLocaleString('en-US')} products, ${CONCURRENCY} concurrent requests, ${SECONDS} s per case`,
);
printResults({ postgres: { loadSeconds, cases: output.results.postgres.cases } }, 'products');
console.log('\npostgres, one request at a time (p50 / p95 ms):');
for (const [name, r] of Object.entries(output.results.postgres.alone))
  console.log(`  ${name.padEnd(26)} ${r.p50} / ${r.p95}`);
const out = path.resolve(import.meta.dirname, 'results/storefront.json');
fs.writeFileSync(out, `${JSON.stringify(output, null, 2)}\n`);
console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
