// Marketing redirects at scale (issue 17: "redirect lookups stay fast with 100,000 redirects"). Each
// database gets BENCH_REDIRECTS (default 100,000) redirects through the API's own path for a batch that
// large, the addbatchredirects job (a CSV of 'source:destination' lines), timed, then (wrk, c=10):
// - GET /api/redirects: the first page (newest first) and a deep page;
// - GET /api/redirects?search=…: the Redirects tab's filter box (any part of the slug or destination);
// - GET /api/redirects/check: the Add Redirect dialog's check of what is typed;
// - GET /public/redirects.json: the published map the storefront reads.
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_PASSWORD, onEachDatabase, printResults, runCases, signIn } from './_server.mjs';

// Redirects only: no demo dataset, so the server is up quickly and the figures are the redirects' own.
process.env.SEED = 'none';
const NEW_PASSWORD = 'Bench!Mkt2';
const COUNT = Number(process.env.BENCH_REDIRECTS ?? 100_000);
const random = (n) => Math.floor(Math.random() * n);

async function adminSession(base) {
  const first = await signIn(base, 'admin', ADMIN_PASSWORD);
  const reset = await fetch(`${base}/api/me/password-reset`, {
    method: 'POST',
    headers: { cookie: first, 'x-commerce-admin': '1', 'content-type': 'application/json' },
    body: JSON.stringify({ NewPassword: NEW_PASSWORD }),
  });
  if (!reset.ok) throw new Error(`password reset failed: ${reset.status} ${await reset.text()}`);
  return signIn(base, 'admin', NEW_PASSWORD);
}

/** The batch as the Batch Redirects tab uploads it: one quoted line per row under the header Redirect. */
async function seed(base, cookie) {
  const lines = ['Redirect'];
  for (let i = 0; i < COUNT; i++) lines.push(`"/bench/old-page-${i}:/category/bench-${i % 997}/new-${i}"`);
  const form = new FormData();
  form.append('bulkupload', new Blob([lines.join('\r\n')], { type: 'text/csv' }), 'redirects.csv');
  const started = performance.now();
  const upload = await fetch(`${base}/api/bulk/addbatchredirects`, {
    method: 'POST',
    headers: { cookie, 'x-commerce-admin': '1' },
    body: form,
  });
  if (upload.status !== 201) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
  const { JobID } = await upload.json();
  for (;;) {
    const job = await (
      await fetch(`${base}/api/bulk/jobs/addbatchredirects/${JobID}`, { headers: { cookie } })
    ).json();
    if (job.Status === 'complete') {
      if (job.ErrorCount > 0) throw new Error(`the batch had ${job.ErrorCount} skipped lines`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const jobSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
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
