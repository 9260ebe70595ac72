// Marketing redirects at scale (issue 17: "redirect lookups stay fast with 100,000 redirects"). Each
// database gets BENCH_REDIRECTS (default 100,000) redirects through the API's own path for a batch that
// large, the addbatchredirects job (a CSV of 'source:destination' lines), timed, then (wrk, c=10):
// - GET /api/redirects: the first page (newest first) and a deep page;
// - GET /api/redirects?search=…: the Redirects tab's filter box (any part of the slug or destination);
// - GET /api/redirects/check: the Add Redirect dialog's check of what is typed;
// - GET /public/redirects.json: the published map the storefront reads.
import fs from 'node:fs';
import path from 'node:path';
import { adminSession, onEachDatabase, printResults, runCases, runCsvJob } from './_server.mjs';

// Redirects only: no demo dataset, so the server is up quickly and the figures are the redirects' own.
process.env.SEED = 'none';
const COUNT = Number(process.env.BENCH_REDIRECTS ?? 100_000);
const random = (n) => Math.floor(Math.random() * n);

/** The batch as the Batch Redirects tab uploads it: one quoted line per row under the header Redirect. */
async function seed(base, cookie) {
  const lines = ['Redirect'];
  for (let i = 0; i < COUNT; i++) lines.push(`"/bench/old-page-${i}:/category/bench-${i % 997}/new-${i}"`);
  const started = performance.now();
  const jobSeconds = Number(
    (await runCsvJob(base, cookie, 'addbatchredirects', 'redirects.csv', lines)).toFixed(1),
  );
  // The last publish of redirects.json follows the job; wait until the file holds every redirect.
  for (;;) {
    const file = await fetch(`${base}/public/redirects.json?v=${Math.random()}`);
    if (file.ok && Object.keys(await file.json()).length >= COUNT) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { jobSeconds, publishedSeconds: Number(((performance.now() - started) / 1000).toFixed(1)) };
}

// BENCH_KINDS=postgres (or pglite) runs one database; the other's figures in the results file are kept.
const kinds = process.env.BENCH_KINDS?.split(',');
const results = await onEachDatabase(async (server) => {
  const cookie = await adminSession(server.base);
  const setup = await seed(server.base, cookie);
  console.log(
    `  ${COUNT} redirects: job ${setup.jobSeconds} s, redirects.json complete after ${setup.publishedSeconds} s`,
  );
  const cases = await runCases(server.base, cookie, {
    'redirects page 1': () => '/api/redirects',
    'redirects page 50': () => '/api/redirects?page=50',
    'filter by slug part': () => `/api/redirects?search=old-page-${random(COUNT)}`,
    'filter by destination': () => `/api/redirects?search=bench-${random(997)}/new`,
    'add check (taken slug)': () =>
      `/api/redirects/check?slug=${encodeURIComponent(`/bench/old-page-${random(COUNT)}`)}&destination=/x`,
    'add check (free slug)': () =>
      `/api/redirects/check?slug=/free-${random(COUNT)}&destination=${encodeURIComponent(`/bench/old-page-${random(COUNT)}`)}`,
  });
  const file = await runCases(
    server.base,
    cookie,
    { 'redirects.json': () => `/public/redirects.json?v=${random(1e9)}` },
    {
      concurrency: 2,
      seconds: 4,
      warm: true,
    },
  );
  return { loadSeconds: setup.jobSeconds, setup, cases: { ...cases, ...file } };
}, kinds);

printResults(results, `${COUNT} redirects (batch job)`);
const out = path.resolve(import.meta.dirname, 'results/marketing.json');
const kept = kinds && fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')).results : {};
fs.writeFileSync(
  out,
  JSON.stringify({ date: new Date().toISOString(), count: COUNT, results: { ...kept, ...results } }, null, 2),
);
console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
