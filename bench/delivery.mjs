// Delivery and destinations: the lists that can grow (destinations, route codes: one per zip and city) and
// the settings sections every /delivery panel reads and saves, on the embedded PGlite and on PostgreSQL.
// Each database gets 5,000 destinations and 5,000 route codes through the API's own bulk path (a
// route-code CSV import job) and the create route, then:
// - GET /api/destinations: first page, a search, the type filter, a deep page (c=10);
// - GET /api/route-codes: first page and a search (c=10);
// - GET /api/settings/buyerxp/delivery-local-fees (c=10) and PUT of the same section (c=1: each save
//   bumps the version, locks the document row and requests a publish), which is what every panel pays;
// - GET /api/settings/buyerxp?sections=… with /delivery's nine sections (c=10): the page's one request.
import fs from 'node:fs';
import path from 'node:path';
import { adminSession, load, onEachDatabase, runCsvJob } from './_server.mjs';

/** What /delivery asks for (deliveryPageSections in packages/domain settings-sections.ts). */
const PAGE_SECTIONS = [
  'delivery-same-next-day',
  'delivery-local-fees',
  'delivery-ups',
  'delivery-courier',
  'delivery-curbside',
  'delivery-wired',
  'delivery-time-slots',
  'delivery-capacity',
  'holiday-delivery-fees',
];

// The BuyerXP document comes with the demo dataset (PostgreSQL is seeded only when asked).
process.env.SEED = 'demo';
const COUNT = 5000;
const TYPES = ['Cemetery', 'Church', 'FuneralHome', 'Hospitals'];
const CITIES = ['Minneapolis', 'Saint Paul', 'Edina', 'Bloomington', 'Roseville', 'Eagan', 'Maplewood'];

const headers = (cookie, extra = {}) => ({
  cookie,
  'x-commerce-admin': '1',
  'content-type': 'application/json',
  ...extra,
});

async function seed(base, cookie) {
  // Route codes through the import job (CSV), as staff would load a file of them.
  const lines = ['Zip,City,RouteCode,Surcharge'];
  for (let i = 0; i < COUNT; i++) {
    lines.push(`${String(50000 + i)},${CITIES[i % CITIES.length]},R-${i % 97},${(i % 4) * 2.5}`);
  }
  const importSeconds = await runCsvJob(base, cookie, 'importroutecodes', 'routes.csv', lines);

  // Destinations through the create route, 8 at a time.
  const startedDestinations = performance.now();
  for (let i = 0; i < COUNT; i += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, COUNT - i) }, async (_, offset) => {
        const n = i + offset;
        const response = await fetch(`${base}/api/destinations`, {
          method: 'POST',
          headers: headers(cookie),
          body: JSON.stringify({
            Type: TYPES[n % TYPES.length],
            CompanyName: `Bench Place ${n}`,
            Street1: `${100 + n} Lake St`,
            City: CITIES[n % CITIES.length],
            State: 'MN',
            Zip: String(55400 + (n % 100)),
            Surcharge: String(n % 10),
            Phone: `612${String(1000000 + n).slice(-7)}`,
          }),
        });
        if (response.status !== 201)
          throw new Error(`create failed: ${response.status} ${await response.text()}`);
      }),
    );
  }
  return {
    routeCodeImportSeconds: Number(importSeconds.toFixed(1)),
    destinationCreatesPerSecond: Math.round(COUNT / ((performance.now() - startedDestinations) / 1000)),
  };
}

const results = await onEachDatabase(async (server) => {
  const cookie = await adminSession(server.base);
  const setup = await seed(server.base, cookie);
  const get = (url) => async () => (await fetch(`${server.base}${url}`, { headers: { cookie } })).ok;
  const section = `${server.base}/api/settings/buyerxp/delivery-local-fees`;
  let fee = 10;
  const save = async () => {
    const current = await (await fetch(section, { headers: { cookie } })).json();
    const value = structuredClone(current.Value);
    value.Shippers.LocalDelivery.StandardDeliveryFees = (fee++ % 90).toFixed(2);
    const response = await fetch(section, {
      method: 'PUT',
      headers: headers(cookie, { 'if-match': `"${current.Version}"` }),
      body: JSON.stringify({ Value: value }),
    });
    return response.ok;
  };
  const options = { concurrency: 10, seconds: 4 };
  return {
    setup,
    cases: {
      'destinations page 1': await load(get('/api/destinations'), options),
      'destinations search "place 12"': await load(get('/api/destinations?search=place%2012'), options),
      'destinations Type=Church sorted by city': await load(
        get('/api/destinations?Type=Church&sortBy=City'),
        options,
      ),
      'destinations page 40': await load(get('/api/destinations?page=40'), options),
      'route codes page 1': await load(get('/api/route-codes'), options),
      'route codes search "5012"': await load(get('/api/route-codes?search=5012'), options),
      'settings section GET': await load(get('/api/settings/buyerxp/delivery-local-fees'), options),
      [`/delivery sections GET (${PAGE_SECTIONS.length} in one)`]: await load(
        get(`/api/settings/buyerxp?sections=${PAGE_SECTIONS.join(',')}`),
        options,
      ),
      'settings section GET+PUT (c=1)': await load(save, { concurrency: 1, seconds: 4 }),
    },
  };
});

console.log('\ncase                                              p50 ms   p95 ms   p99 ms    req/s  errors');
for (const [kind, { setup, cases }] of Object.entries(results)) {
  console.log(
    `${kind}: ${COUNT} route codes imported in ${setup.routeCodeImportSeconds} s; ${setup.destinationCreatesPerSecond} destination creates/s`,
  );
  for (const [name, r] of Object.entries(cases)) {
    console.log(
      `${`${kind} ${name}`.padEnd(48)} ${String(r.p50).padStart(7)} ${String(r.p95).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.rps).padStart(8)} ${String(r.errors).padStart(7)}`,
    );
  }
}
const out = path.resolve(import.meta.dirname, 'results/delivery.json');
fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), count: COUNT, results }, null, 2));
console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
