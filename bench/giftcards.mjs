// Gift card stock at scale: a CSV of 100,000 new cards uploaded as one job on the engine (issue 15 item 5),
// on the embedded PGlite and on PostgreSQL. Prints the upload request's time, the time to the job's
// completion and rows/s, how fast the gift card list answers meanwhile (the embedded database runs one
// transaction at a time), and then the list's first page, a deep page, a card-number search and the count
// with the 100,000 cards in stock.
import fs from 'node:fs';
import path from 'node:path';
import { adminSession, onEachDatabase, percentile, waitUntil } from './_server.mjs';

const ROWS = Number(process.env.BENCH_GIFTCARD_ROWS ?? 100_000);
const HEADERS = { 'x-commerce-admin': '1' };

const csv = () => {
  const lines = ['\uFEFFGiftCardNumber,BatchPosition'];
  for (let n = 1; n <= ROWS; n++)
    lines.push(`${8_800_000_000_000_000 + n * 7},BENCH-${String(n).padStart(6, '0')}`);
  return Buffer.from(lines.join('\r\n'), 'utf8');
};

const summary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: Math.round(percentile(sorted, 0.5)),
    p95: Math.round(percentile(sorted, 0.95)),
    max: Math.round(sorted.at(-1)),
  };
};

async function timed(base, cookie, url, times = 20) {
  const latencies = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return summary(latencies);
}

const results = await onEachDatabase(async (server) => {
  const base = server.base;
  await waitUntil(async () => (await fetch(`${base}/api/health/ready`)).ok, 180_000, 'the server start');
  const cookie = await adminSession(base);
  const file = csv();
  const started = performance.now();
  const form = new FormData();
  form.append('bulkupload', new Blob([file], { type: 'text/csv' }), 'cards.csv');
  const upload = await fetch(`${base}/api/bulk/giftcards?PinEnabled=false`, {
    method: 'POST',
    headers: { ...HEADERS, cookie },
    body: form,
  });
  if (upload.status !== 201) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
  const uploadSeconds = (performance.now() - started) / 1000;
  const { JobID } = await upload.json();

  const during = [];
  let job;
  for (;;) {
    const asked = performance.now();
    await (await fetch(`${base}/api/giftcards?pageSize=100`, { headers: { cookie } })).arrayBuffer();
    during.push(performance.now() - asked);
    job = await (
      await fetch(`${base}/api/bulk/jobs/giftcards/${JobID}?pageSize=1`, { headers: { cookie } })
    ).json();
    if (job.Status === 'complete') break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    upload: {
      rows: job.TotalCount,
      errors: job.ErrorCount,
      uploadSeconds: Number(uploadSeconds.toFixed(2)),
      seconds: Number(seconds.toFixed(1)),
      rowsPerSecond: Math.round(job.TotalCount / seconds),
      listMsDuringJob: summary(during),
    },
    listAfter: {
      firstPage: await timed(base, cookie, '/api/giftcards?pageSize=100'),
      page500: await timed(base, cookie, '/api/giftcards?pageSize=100&page=500'),
      search: await timed(base, cookie, '/api/giftcards?search=88000000000'),
      count: await timed(base, cookie, '/api/giftcards/summary'),
    },
  };
});

console.log(JSON.stringify(results, null, 2));
const out = path.resolve(import.meta.dirname, 'results/giftcards.json');
fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), rows: ROWS, results }, null, 2));
console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
