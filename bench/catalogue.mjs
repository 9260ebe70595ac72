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
import fs from 'node:fs';
import path from 'node:path';
import { addBenchStaff, productsDatabase } from './_scale.mjs';
import { launchServer, printResults, runCases, signIn, webDist } from './_server.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 10;
const SKIP = (process.env.BENCH_SKIP ?? '').split(',');

const STAFF = {
  username: 'benchcat',
  password: 'Bench!Cat12',
  group: 'Bench_Catalogue',
  lastName: 'Catalogue',
};
const STAFF_KEYS = ['categories-reader', 'categories-edit', 'dcf-reader'];
const ROOTS = 50;
const ASSETS = 50_000;

/**
 * 100,000 products with the scale generator (the DCF counts follow them through the triggers), then a
 * tree of 50 × 10 × 9 categories and 50,000 assets by SQL, once.
 */
async function prepare(kind) {
  const { database, loadSeconds } = await productsDatabase(kind, 'catalogue', PRODUCTS);
  await database.sql(async (query) => {
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
    await addBenchStaff(query, STAFF, STAFF_KEYS);
  });
  return { database, loadSeconds };
}

const serve = (database, port) =>
  launchServer({ SEED: 'none', WEB_DIST: webDist, ...database.env }, { port, waitMs: 60_000 });

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
    const { database, loadSeconds } = await prepare(kind);
    const server = await serve(database, port++);
    try {
      const cookie = await signIn(server.base, STAFF.username, STAFF.password);
      output.results[kind] = {
        loadSeconds,
        cases: await runCases(server.base, cookie, cases(), { concurrency: CONCURRENCY, seconds: SECONDS }),
      };
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
printResults(output.results, 'products');
const out = path.resolve(import.meta.dirname, 'results/catalogue.json');
fs.writeFileSync(out, `${JSON.stringify(output, null, 2)}\n`);
console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
