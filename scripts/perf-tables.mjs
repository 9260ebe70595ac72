// `node scripts/perf-tables.mjs`: writes one table per benchmark, from bench/results/*.json, into
// docs/performance.md between its `<!-- tables -->` and `<!-- /tables -->` lines, so the page shows the
// figures the last run of each benchmark wrote. Run it after `npm run bench` has updated a result.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'bench/results');
const docPath = path.join(root, 'docs/performance.md');

const DATABASES = {
  postgres: 'PostgreSQL',
  pglite: 'PGlite',
  demo: 'demo start',
  // bench/assets.mjs: the embedded database, the asset library in one storage or the other.
  directory: 'PGlite, assets in DATA_DIR',
  azurite: 'PGlite, assets in Azurite (BLOB_URL)',
};
const databaseName = (kind) => DATABASES[kind] ?? kind;
const number = (value) =>
  typeof value === 'number' ? value.toLocaleString('en-US', { maximumFractionDigits: 2 }) : '';
const isLoadCase = (value) => value && typeof value === 'object' && 'rps' in value;
const isTiming = (value) => value && typeof value === 'object' && 'p50' in value && !('rps' in value);
// Result keys the words of which would not say what they measure.
const LABELS = {
  apiMeMs: 'GET /api/me meanwhile',
  listMsDuringJob: 'the list meanwhile',
  storageAloneWriteMBps: 'the storage alone (no server, one at a time) writes MB/s',
  storageAloneReadMBps: 'reads MB/s',
};
const words = (key) => LABELS[key] ?? key.replace(/([a-z])([A-Z0-9])/g, '$1 $2').toLowerCase();

function table(head, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A load benchmark (wrk or fetch at a concurrency): one row a case, its floors' shares when measured. */
function loadTable(results) {
  const rows = [];
  const notes = [];
  for (const [kind, result] of Object.entries(results)) {
    for (const [group, suffix] of [
      ['cases', ''],
      ['alone', ' (one at a time)'],
    ]) {
      for (const [name, c] of Object.entries(result[group] ?? {})) {
        rows.push({
          Database: databaseName(kind),
          Case: name + suffix,
          'MB/s': number(c.mbps),
          'req/s': number(c.rps),
          'p50 ms': number(c.p50),
          'p95 ms': number(c.p95),
          'p99 ms': number(c.p99),
          'floor req/s, p95 ms (share)': c.floor
            ? `${number(c.floor.rps)}, ${number(c.floor.p95)} (${number(c.ofFloor)})`
            : '',
          'own floor req/s, p95 ms (share)': c.ownFloor
            ? `${number(c.ownFloor.rps)}, ${number(c.ownFloor.p95)} (${number(c.ofOwnFloor)})`
            : '',
          'server CPU ms/req': number(c.cpuMsPerRequest),
        });
      }
    }
    const scalars = Object.entries(result).filter(([, v]) => typeof v === 'number');
    const extra = [...scalars, ...Object.entries(result.setup ?? {})].map(
      ([k, v]) => `${words(k)} ${number(v)}`,
    );
    if (result.chromiumFirstPageMs)
      extra.push(`the list screen's first page in Chromium, median ${result.chromiumFirstPageMs.median} ms`);
    if (extra.length) notes.push(`${databaseName(kind)}: ${extra.join(', ')}.`);
  }
  // A column no case of the benchmark measures is left out.
  const head = Object.keys(rows[0]).filter((column) => rows.some((row) => row[column] !== ''));
  return {
    text: table(
      head,
      rows.map((row) => head.map((column) => row[column])),
    ),
    notes,
  };
}

/** A job benchmark (an upload's rows per second, and a read's latency while it runs or after). */
function jobTable(results) {
  const rows = [];
  const timing = (t) => `${t.p50} / ${t.p95} / ${t.max}`;
  for (const [kind, result] of Object.entries(results)) {
    for (const [name, run] of Object.entries(result)) {
      const timings = Object.entries(run).filter(([, v]) => isTiming(v));
      if ('rows' in run) {
        const [timingName, t] = timings[0] ?? [];
        const meanwhile = t ? `${words(timingName)}: ${timing(t)}` : '';
        rows.push([
          databaseName(kind),
          words(name),
          number(run.rows),
          number(run.seconds),
          number(run.rowsPerSecond),
          meanwhile,
        ]);
      } else {
        for (const [inner, t] of timings)
          rows.push([databaseName(kind), `${words(name)}: ${words(inner)}`, '', '', '', timing(t)]);
      }
    }
  }
  return table(['Database', 'Run', 'rows', 'seconds', 'rows/s', 'ms p50 / p95 / max'], rows);
}

function section(name, result) {
  const given = Object.entries(result)
    .filter(([k, v]) => !['date', 'results', 'alone', 'export'].includes(k) && typeof v !== 'object')
    .map(([k, v]) => `${words(k)} ${number(v) || v}`);
  if (result.customers && typeof result.customers === 'object')
    given.unshift(
      Object.entries(result.customers)
        .map(([k, v]) => `${databaseName(k)} ${number(v)} customers`)
        .join(', '),
    );
  if (result.postgresServer)
    given.push(
      `PostgreSQL ${result.postgresServer.version.split(' ')[0]}, shared buffers ${result.postgresServer.sharedBuffers}`,
    );
  const out = [
    `### ${name}`,
    '',
    `Run ${result.date.slice(0, 10)}${given.length ? `; ${given.join(', ')}` : ''}.`,
    '',
  ];
  // A benchmark whose cases sit directly under the database (session) reads like one with `cases`.
  const results = Object.fromEntries(
    Object.entries(result.results).map(([kind, r]) =>
      Object.values(r).every(isLoadCase) ? [kind, { cases: r }] : [kind, r],
    ),
  );
  // The orders bench keeps its one-at-a-time cases beside the results, not inside PostgreSQL's.
  if (result.alone) results.postgres = { ...results.postgres, alone: result.alone };
  const isLoad = Object.values(results).some((r) => r.cases);
  if (isLoad) {
    const { text, notes } = loadTable(results);
    out.push(text);
    if (notes.length) out.push('', ...notes);
  } else {
    out.push(jobTable(results));
  }
  if (result.export) {
    const e = result.export;
    out.push(
      '',
      `CSV export: ${number(e.rows)} rows in ${e.seconds} s (${number(e.rowsPerSecond)} rows/s), server peak RSS ${e.serverPeakRssMb} MB.`,
    );
  }
  return out.join('\n');
}

const sections = fs
  .readdirSync(resultsDir)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) =>
    section(file.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8'))),
  );

const doc = fs.readFileSync(docPath, 'utf8');
const start = doc.indexOf('<!-- tables -->');
const end = doc.indexOf('<!-- /tables -->');
if (start < 0 || end < start)
  throw new Error('docs/performance.md has no <!-- tables --> … <!-- /tables --> block');
const next = `${doc.slice(0, start)}<!-- tables -->\n\n${sections.join('\n\n')}\n\n${doc.slice(end)}`;
fs.writeFileSync(docPath, next);
