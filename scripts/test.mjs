// `npm test`: every unit, server and component test (Vitest), then the browser journeys (Playwright in
// Debian Chromium) against the production build. Ends with one 'N passed, N failed' line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_HELP, CHROMIUM_PATH, ensureChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const artifacts = path.join(root, 'e2e/.artifacts');
fs.mkdirSync(artifacts, { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const totals = { passed: 0, failed: 0, skipped: 0 };
const add = (passed, failed, skipped) => {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
};

// 1. Vitest: domain, server (app.inject on PGlite, or PostgreSQL when DATABASE_URL is set), web.
const vitestReport = path.join(artifacts, 'vitest.json');
fs.rmSync(vitestReport, { force: true });
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
if (fs.existsSync(vitestReport)) {
  const report = JSON.parse(fs.readFileSync(vitestReport, 'utf8'));
  add(report.numPassedTests, report.numFailedTests, report.numPendingTests + (report.numTodoTests ?? 0));
} else if (vitestStatus !== 0) {
  add(0, 1, 0);
}

// 2. Playwright against the production build, unless the browser cannot be had here.
let e2eStatus = 0;
if (process.env.SKIP_E2E === '1') {
  console.log('\nSKIP_E2E=1: browser journeys not run.');
} else if (!ensureChromium()) {
  console.log('\n' + '!'.repeat(78));
  console.log(`!! Chromium not found at ${CHROMIUM_PATH}: the BROWSER JOURNEYS WERE SKIPPED.`);
  console.log(`!! ${CHROMIUM_HELP}`);
  console.log('!'.repeat(78) + '\n');
} else {
  e2eStatus = run('npm', ['run', 'build', '--silent']);
  const e2eReport = path.join(artifacts, 'results.json');
  fs.rmSync(e2eReport, { force: true });
  if (e2eStatus === 0)
    e2eStatus = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { CHROMIUM_PATH });
  if (fs.existsSync(e2eReport)) {
    const { stats } = JSON.parse(fs.readFileSync(e2eReport, 'utf8'));
    add(stats.expected, stats.unexpected + (stats.flaky ?? 0), stats.skipped);
  } else if (e2eStatus !== 0) {
    add(0, 1, 0);
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(vitestStatus !== 0 || e2eStatus !== 0 ? 1 : 0);
