// What the benchmarks share: the built server (on a fresh embedded or PostgreSQL database, or on one the
// bench prepared), signing in, and a load loop that measures latency percentiles.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const ADMIN_PASSWORD = 'Bench!Pass1';
/**
 * How many server processes a server on PostgreSQL runs (its SERVER_PROCESSES; the floor runs as many):
 * BENCH_SERVER_PROCESSES, by default one a core, as it would be deployed. 1 for a build without them.
 */
export const serverProcesses = Number(process.env.BENCH_SERVER_PROCESSES ?? os.availableParallelism());
const root = path.resolve(import.meta.dirname, '..');
const buildDir = process.env.BENCH_BUILD_DIR ? path.resolve(root, process.env.BENCH_BUILD_DIR) : undefined;
/** The built server: apps/server/dist, or BENCH_BUILD_DIR's server/ (a `npm run build -- --out` folder). */
export const serverEntry = buildDir
  ? path.join(buildDir, 'server/main.js')
  : path.join(root, 'apps/server/dist/main.js');
/** The built web app beside that server. */
export const webDist = buildDir ? path.join(buildDir, 'web') : path.join(root, 'apps/web/dist');

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// Extra arguments for the server's node, e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile
// a case (NODE_OPTIONS refuses --cpu-prof).
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

/**
 * Runs the built server (or `entry` with `args`) with `env` on top of this process's environment (an
 * undefined value removes the variable) and waits up to `waitMs` for /api/health/ready to answer. `stop()` ends
 * it and waits for its exit.
 */
export async function launchServer(env, { port, waitMs = 180_000, entry = serverEntry, args = [] } = {}) {
  const listenOn = port ?? (await freePort());
  const merged = { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(listenOn), HOST: '127.0.0.1' };
  const child = spawn(
    'node',
    [...nodeArgs, entry, ...args.map((arg) => (arg === '{port}' ? String(listenOn) : arg))],
    {
      env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${listenOn}`;
  let exited = null;
  child.once('exit', (code) => (exited = code));
  // Several server processes (SERVER_PROCESSES): load is sent once they all listen, as the primary says.
  let allListening = Number(merged.SERVER_PROCESSES ?? 1) <= 1;
  child.stdout.on('data', (chunk) => {
    if (String(chunk).includes('All server processes are listening')) allListening = true;
  });
  // A new embedded database loads the demo data first: on a busy machine that takes a while.
  for (const end = performance.now() + waitMs; performance.now() < end;) {
    if (exited !== null) throw new Error(`the server stopped during its start (exit code ${exited})`);
    try {
      if (allListening && (await fetch(`${base}/api/health/ready`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    /** CPU time the server process has used so far, in ms (Linux; null elsewhere). */
    cpuMs: () => processCpuMs(child.pid),
    /** The most resident memory the server process has had so far, in MB (Linux; null elsewhere). */
    peakRssMb: () => processPeakRssMb(child.pid),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The built server on a loaded PostgreSQL database (`databaseEnv`, no seeding) and beside it the floor
 * (bench/_floor.mjs `list`, as many processes as the server), then signed in as `staff`: answers what
 * `measure({ server, floor, cookie })` answers, and stops both whatever happens.
 */
export async function besideFloor({ databaseEnv, list, staff }, measure) {
  const server = await launchServer({
    SEED: 'none',
    WEB_DIST: webDist,
    ...databaseEnv,
    SERVER_PROCESSES: String(serverProcesses),
  });
  let floor;
  try {
    floor = await launchServer(
      { SERVER_PROCESSES: String(serverProcesses) },
      {
        entry: path.join(import.meta.dirname, '_floor.mjs'),
        args: ['{port}', databaseEnv.DATABASE_URL, list],
      },
    );
    const cookie = await signIn(server.base, staff.username, staff.password);
    return await measure({ server, floor, cookie });
  } finally {
    await server.stop();
    await floor?.stop();
  }
}

/**
 * A server on a fresh database. kind: 'pglite' (a new embedded database) | 'postgres' (a new database on
 * BENCH_DATABASE_URL or the local postgres://postgres@127.0.0.1/test).
 */
export async function startServer(kind) {
  const env = { ADMIN_PASSWORD };
  let cleanup = async () => {};
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-bench-'));
    env.DATA_DIR = dir;
    env.DATABASE_URL = undefined;
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `ca_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanup = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const server = await launchServer(env);
  return {
    base: server.base,
    cpuMs: server.cpuMs,
    async stop() {
      await server.stop();
      await cleanup();
    },
  };
}

/**
 * Runs `bench(server, kind)` on a fresh server of each database kind and answers `{ [kind]: result }`;
 * a kind whose server cannot be started (no PostgreSQL here) is skipped, and said so.
 */
export async function onEachDatabase(bench, kinds = ['pglite', 'postgres']) {
  const results = {};
  for (const kind of kinds) {
    const server = await startServer(kind).catch((error) => {
      console.log(`${kind}: skipped (${error.message})`);
      return null;
    });
    if (!server) continue;
    try {
      results[kind] = await bench(server, kind);
    } finally {
      await server.stop();
    }
  }
  return results;
}

/** POST /api/auth/login; the response as it comes. */
export const signInRequest = (base, username, password) =>
  fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-commerce-admin': '1' },
    body: JSON.stringify({ Username: username, Password: password }),
  });

/** Signs in and answers the session's Cookie header. */
export async function signIn(base, username, password) {
  const response = await signInRequest(base, username, password);
  if (!response.ok) throw new Error(`bench sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * The first admin's session, as the console gives it after the first sign-in: the password reset it asks
 * for is done (until then the admin may open only its profile), then it signs in again.
 */
export async function adminSession(base) {
  const NEW_PASSWORD = 'Bench!Pass2';
  const first = await signIn(base, 'admin', ADMIN_PASSWORD);
  const reset = await fetch(`${base}/api/me/password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-commerce-admin': '1', cookie: first },
    body: JSON.stringify({ NewPassword: NEW_PASSWORD }),
  });
  if (!reset.ok) throw new Error(`password reset failed: ${reset.status} ${await reset.text()}`);
  return signIn(base, 'admin', NEW_PASSWORD);
}

/**
 * Uploads a CSV as a `type` job, as the Bulk Operations dialog does, and waits for the job to complete;
 * answers the seconds it took. A job that reports errors fails the bench (its data would be incomplete).
 */
export async function runCsvJob(base, cookie, type, fileName, lines) {
  const form = new FormData();
  form.append('bulkupload', new Blob([lines.join('\r\n')], { type: 'text/csv' }), fileName);
  const started = performance.now();
  const upload = await fetch(`${base}/api/bulk/${type}`, {
    method: 'POST',
    headers: { cookie, 'x-commerce-admin': '1' },
    body: form,
  });
  if (upload.status !== 201) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
  const { JobID } = await upload.json();
  for (;;) {
    const job = await (await fetch(`${base}/api/bulk/jobs/${type}/${JobID}`, { headers: { cookie } })).json();
    if (job.Status === 'complete') {
      if (job.ErrorCount > 0) throw new Error(`the ${type} job had ${job.ErrorCount} errors`);
      return (performance.now() - started) / 1000;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits, checking every 200 ms, until `check` answers true; fails after `timeoutMs` naming `what`. */
export async function waitUntil(check, timeoutMs, what) {
  const end = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The value at fraction `p` of ascending `sorted` latencies. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** Runs `request` from `concurrency` loops for `seconds`; returns latency percentiles and throughput. */
export async function load(request, { concurrency = 10, seconds = 5 } = {}) {
  const latencies = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        const ok = await request().catch(() => false);
        latencies.push(performance.now() - start);
        if (!ok) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p) => Number(percentile(latencies, p).toFixed(2));
  return {
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

/** The process and its children (a cluster's server processes), by process ID (Linux; [pid] elsewhere). */
function processTree(pid) {
  try {
    const children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
    return [pid, ...children];
  } catch {
    return [pid];
  }
}

/** CPU time of the server's processes, in ms: the sum over them. */
function processCpuMs(pid) {
  try {
    let ms = 0;
    for (const each of processTree(pid)) {
      // utime and stime, fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second on Linux).
      const fields = fs.readFileSync(`/proc/${each}/stat`, 'utf8').split(') ')[1].split(' ');
      ms += (Number(fields[11]) + Number(fields[12])) * 10;
    }
    return ms;
  } catch {
    return null;
  }
}

/** The most resident memory any one of the server's processes has had. */
function processPeakRssMb(pid) {
  try {
    const peaks = processTree(pid).map((each) =>
      Number(/VmHWM:\s*(\d+) kB/.exec(fs.readFileSync(`/proc/${each}/status`, 'utf8'))?.[1] ?? 0),
    );
    const kilobytes = Math.max(...peaks);
    return kilobytes ? Math.round(kilobytes / 1024) : null;
  } catch {
    return null;
  }
}

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;
/** Which load generator loadPaths uses: wrk when installed (it takes far less of the 2 cores than Node). */
export const loader = hasWrk ? 'wrk' : 'node fetch';

// What Chromium sends: the console's answers are measured as its screens receive them, compressed.
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * GETs `paths` (in turn) on `base` with the Cookie header and a browser's Accept-Encoding from `concurrency`
 * connections for `seconds`; returns latency percentiles and throughput, like `load`.
 */
export async function loadPaths(base, paths, { cookie, concurrency = 10, seconds = 5 } = {}) {
  if (!hasWrk) {
    let n = 0;
    return load(
      async () => {
        const response = await fetch(`${base}${paths[n++ % paths.length]}`, {
          headers: { 'accept-encoding': ACCEPT_ENCODING, ...(cookie ? { cookie } : {}) },
        });
        await response.arrayBuffer();
        return response.ok;
      },
      { concurrency, seconds },
    );
  }
  const args = ['-t1', `-c${concurrency}`, `-d${seconds}s`, '-s', path.join(import.meta.dirname, '_wrk.lua')];
  args.push('-H', `accept-encoding: ${ACCEPT_ENCODING}`);
  if (cookie) args.push('-H', `cookie: ${cookie}`);
  const run = spawnSync('wrk', [...args, base, '--', ...paths], { encoding: 'utf8' });
  const line = run.stdout.split('\n').find((text) => text.startsWith('{'));
  if (!line) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
  const figures = JSON.parse(line);
  return {
    requests: figures.requests,
    errors: figures.errors,
    rps: Math.round(figures.requests / figures.seconds),
    p50: figures.p50,
    p95: figures.p95,
    p99: figures.p99,
  };
}

// A server that has just started runs its hot paths unoptimised for its first thousands of requests: the
// customers' first page cost 1.5-1.8 ms of server CPU a request in the first 5 s after a start and 1.2-1.3
// once warm (2026-11-29), so a bench that measured its first case at once measured the compiler. Each
// server (and the floor) first takes every case's paths for this long; BENCH_WARMUP_SECONDS=0 skips it.
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 15);

/** Loads `base` with every list of `pathLists` interleaved for WARM_UP_SECONDS, as a running server has been. */
export async function warmUp(base, cookie, pathLists, { concurrency = 10 } = {}) {
  if (WARM_UP_SECONDS <= 0) return;
  const longest = Math.max(...pathLists.map((paths) => paths.length));
  const paths = Array.from({ length: longest }, (_, i) =>
    pathLists.map((list) => list[i % list.length]),
  ).flat();
  await loadPaths(base, paths, { cookie, concurrency, seconds: WARM_UP_SECONDS });
}

/**
 * GETs each case's URLs (`cases`: name → a function giving the next URL; 500 of them are taken in turn) with
 * loadPaths from `concurrency` connections for `seconds` after a 1 s warm-up, printing a line per case;
 * answers the figures by case. The server is warmed up on all the cases first (`warmUp`), unless it is
 * already (`warm`). With `floor` ({ base, pathOf(case, url) }: the floor's URL for a case's URL, or
 * undefined), a case the floor serves is measured on the floor right before (the machine is shared, so the
 * share is taken of the measurement next to it) and its throughput is also given as a share of the floor's.
 * `ownFloor` ({ base, pathOf }) likewise: the case's own statement through a bare route, where `floor` is a
 * reference the case's target is set against (the first page).
 */
export async function runCases(
  base,
  cookie,
  cases,
  { concurrency = 10, seconds = 5, warm = false, floor, ownFloor } = {},
) {
  // Each case's paths, and each floor's for them when it serves every one.
  const floorPaths = (on, name, paths) => {
    const onFloor = on ? paths.map((path) => on.pathOf(name, path)) : [];
    return onFloor.length > 0 && onFloor.every(Boolean) ? onFloor : undefined;
  };
  const pathsByCase = Object.entries(cases).map(([name, url]) => {
    const paths = Array.from({ length: 500 }, () => url());
    return [name, paths, floorPaths(floor, name, paths), floorPaths(ownFloor, name, paths)];
  });
  const measure = async (on, paths) => {
    await loadPaths(on.base, paths, { concurrency, seconds: 1 });
    return loadPaths(on.base, paths, { concurrency, seconds });
  };
  if (!warm) {
    const floored = pathsByCase.flatMap(([, , onFloor, onOwn]) => [onFloor, onOwn]).filter(Boolean);
    if (floored.length > 0) await warmUp((floor ?? ownFloor).base, undefined, floored, { concurrency });
    await warmUp(
      base,
      cookie,
      pathsByCase.map(([, paths]) => paths),
      { concurrency },
    );
  }
  const results = {};
  for (const [name, paths, onFloor, onOwn] of pathsByCase) {
    const floorResult = onFloor && (await measure(floor, onFloor));
    const ownResult = onOwn && (await measure(ownFloor, onOwn));
    await loadPaths(base, paths, { cookie, concurrency, seconds: 1 }); // warm-up
    const r = await loadPaths(base, paths, { cookie, concurrency, seconds });
    const share = (of) => Number((r.rps / of.rps).toFixed(2));
    results[name] = {
      ...r,
      ...(floorResult && { floor: floorResult, ofFloor: share(floorResult) }),
      ...(ownResult && { ownFloor: ownResult, ofOwnFloor: share(ownResult) }),
    };
    const shares = [
      floorResult
        ? `  ${results[name].ofFloor} of the floor (${floorResult.rps} req/s, p95 ${floorResult.p95} ms)`
        : '',
      ownResult
        ? `, ${results[name].ofOwnFloor} of its own (${ownResult.rps} req/s, p95 ${ownResult.p95} ms)`
        : '',
    ].join('');
    console.log(
      `  ${name.padEnd(26)} p50 ${String(r.p50).padStart(7)} ms  p95 ${String(r.p95).padStart(7)} ms  ${r.rps} req/s${shares}  errors ${r.errors}`,
    );
  }
  return results;
}

/**
 * The cases one request at a time, printed under 'one at a time:': what each costs by itself (on a shared
 * machine the concurrent figures mostly measure who else is running).
 */
export async function runCasesAlone(base, cookie, cases) {
  console.log('\none at a time:');
  return runCases(base, cookie, cases, { concurrency: 1, seconds: 2, warm: true });
}

/** `next(list)` takes the lists' items in turn, so a case's 500 paths spread over its sample values. */
export function inTurn() {
  let n = 0;
  return (list) => list[n++ % list.length];
}

/** The figures of every database as one table; `what` names the loaded rows ('customers'). */
export function printResults(results, what) {
  const floored = Object.values(results).some((entry) => Object.values(entry.cases).some((r) => r.floor));
  const floorHeading = floored ? '  of floor (its req/s, p95)' : '';
  console.log(`database  case                          p50 ms   p95 ms    req/s  errors${floorHeading}`);
  for (const [kind, entry] of Object.entries(results)) {
    for (const [name, r] of Object.entries(entry.cases)) {
      const own = r.ownFloor ? `; own ${r.ofOwnFloor} (${r.ownFloor.rps}, ${r.ownFloor.p95})` : '';
      const share = r.floor
        ? `  ${String(r.ofFloor).padStart(8)} (${r.floor.rps}, ${r.floor.p95})${own}`
        : '';
      console.log(
        `${kind.padEnd(9)} ${name.padEnd(28)} ${String(r.p50).padStart(7)} ${String(r.p95).padStart(8)} ${String(r.rps).padStart(8)} ${String(r.errors).padStart(7)}${share}`,
      );
    }
    if (entry.loadSeconds !== null)
      console.log(`${kind.padEnd(9)} load of the ${what}: ${entry.loadSeconds} s`);
  }
}
