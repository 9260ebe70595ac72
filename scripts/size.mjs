// `npm run size`: the JavaScript each screen downloads for its first render, raw and compressed (gzip and
// brotli, as the server sends them), measured in Chromium against the production build on a fresh embedded
// database with the demo dataset. Also prints how long each screen took to show, from the navigation's start to
// its marker entering the page (the fastest of 3 visits).
// It reports; it fails nothing.
// Builds first when the build is missing or older than the sources (`--build` always builds); `--files`
// also lists each screen's files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { launchServer } from '../bench/_server.mjs';
import { CHROMIUM_PATH } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
// WEB_DIST=<dir> measures another build of the web app (e.g. one made from an older commit) as it is.
const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'apps/web/dist');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const DEMO_PASSWORD = 'Size!Check1';
/** A demo administrator: every feature key, no password reset due. */
const USERNAME = 'mjohnson';

/** First render of each screen: what must be visible before the count stops. */
const SCREENS = [
  {
    name: 'sign-in',
    path: '/',
    signedIn: false,
    ready: (page) => page.getByRole('button', { name: 'Sign In' }),
  },
  { name: '/profile', path: '/profile', ready: (page) => page.getByRole('heading', { name: 'My Profile' }) },
  { name: '/customers', path: '/customers', ready: (page) => page.getByRole('row').nth(2) },
  { name: '/admin/users', path: '/admin/users', ready: (page) => page.getByRole('row').nth(2) },
  { name: '/admin/roles', path: '/admin/roles', ready: (page) => page.getByRole('row').nth(2) },
  {
    name: '/bulk-operations',
    path: '/bulk-operations',
    ready: (page) => page.getByRole('link', { name: 'View Jobs' }).first(),
  },
];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.parentPath.includes('node_modules')) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function buildIfNeeded() {
  const built = [path.join(webDist, 'index.html'), serverEntry].map(
    (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0,
  );
  const sources = Math.max(
    ...[
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/domain/src',
      'apps/server/src',
    ].map((source) => {
      const full = path.join(root, source);
      return fs.statSync(full).isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    }),
  );
  if (process.argv.includes('--build') || Math.min(...built) < sources) {
    console.log('Building (the build is missing or older than the sources)…');
    const status = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' }).status;
    if (status !== 0) process.exit(status ?? 1);
  }
}

const sizes = new Map();
/** Raw, gzip and brotli bytes of one built file (what the server sends precompressed). */
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = fs.readFileSync(file);
    sizes.set(file, {
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(bytes, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    });
  }
  return sizes.get(file);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// Playwright notices the marker by polling, every 500 ms after the first 270 ms, which rounded every figure
// up by as much. The page itself notes when each node was inserted (ms since the navigation began), and the
// marker's time is the latest insertion of it, an ancestor inserting it, or anything inside it.
const NOTE_INSERTIONS = `
  window.__insertedAt = new WeakMap();
  new MutationObserver((records) => {
    const now = performance.now();
    for (const record of records) for (const node of record.addedNodes) window.__insertedAt.set(node, now);
  }).observe(document, { childList: true, subtree: true });
`;
const markerShownAt = (marker) =>
  marker.evaluate((element) => {
    const noted = (node) => window.__insertedAt.get(node) ?? 0;
    let shown = 0;
    for (let node = element; node && !shown; node = node.parentNode) shown = noted(node);
    const inside = document.createTreeWalker(element);
    while (inside.nextNode()) shown = Math.max(shown, noted(inside.currentNode));
    return Math.round(shown || performance.now());
  });

async function measure(browser, base, screen, storageState) {
  const context = await browser.newContext({
    baseURL: base,
    storageState,
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(NOTE_INSERTIONS);
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(screen.path);
  const marker = screen.ready(page);
  await marker.waitFor({ timeout: 30_000 });
  const renderedMs = await markerShownAt(marker);
  // What the first render asked for after the marker showed (lazy pieces of the same screen) counts too.
  await page.waitForLoadState('networkidle');
  await context.close();
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const script of scripts) {
    const size = sizeOf(path.join(webDist, script));
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return { files: scripts.size, names: [...scripts], ...total, renderedMs };
}

async function signedInState(browser, base) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('banner').waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

if (!process.env.WEB_DIST) buildIfNeeded();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-size-'));
console.log('Starting the server on a new embedded database with the demo dataset…');
const server = await launchServer(
  {
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    SEED: 'auto',
    DEMO_PASSWORD,
    ADMIN_PASSWORD: 'Size!Admin1',
    WEB_DIST: webDist,
  },
  { waitMs: 120_000 },
);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
try {
  const state = await signedInState(browser, server.base);
  const rows = [];
  for (const screen of SCREENS) {
    // A first visit warms the server and the browser up; of three more, the fastest is reported (the
    // machine is shared, so the slower ones mostly measure its load).
    const storage = screen.signedIn === false ? undefined : state;
    await measure(browser, server.base, screen, storage);
    const visits = [];
    for (let visit = 0; visit < 3; visit++) visits.push(await measure(browser, server.base, screen, storage));
    const fastest = visits.reduce((best, next) => (next.renderedMs < best.renderedMs ? next : best));
    rows.push({ screen: screen.name, ...fastest });
  }
  console.log('\nJavaScript downloaded for the first render (cold cache):');
  console.log(
    `${'screen'.padEnd(18)}${'files'.padStart(6)}${'raw'.padStart(12)}${'gzip'.padStart(12)}${'brotli'.padStart(12)}${'shown in'.padStart(11)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.screen.padEnd(18)}${String(row.files).padStart(6)}${kb(row.raw).padStart(12)}${kb(row.gzip).padStart(12)}${kb(row.brotli).padStart(12)}${`${row.renderedMs} ms`.padStart(11)}`,
    );
    if (process.argv.includes('--files')) {
      for (const name of row.names) {
        const size = sizeOf(path.join(webDist, name));
        console.log(`    ${name.padEnd(52)}${kb(size.raw).padStart(10)}${kb(size.gzip).padStart(10)}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
