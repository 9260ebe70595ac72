// `npm test`: every unit, server and component test (Vitest) and the browser journeys (Playwright in Debian
// Chromium) against the production build. Ends with one 'N passed, N failed' line.
//
// The web components' tests run first, alone; then the domain and server tests, and beside them the build and
// the journeys. Neither of those two keeps the two cores busy: the journeys wait on paints, answers and
// Playwright's polling, and much of a server test waits on the database; side by side on a loaded machine
// (load 15-17) both passed, where web tests beside the journeys ran past their 15 s timeout. The journeys'
// output (the build's first) is held until Vitest's ends, then follows it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_HELP, CHROMIUM_PATH, ensureChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const artifacts = path.join(root, 'e2e/.artifacts');
fs.mkdirSync(artifacts, { recursive: true });

/** Runs a command to its end and answers its exit status; `output` takes its stdout and stderr instead. */
const run = (command, args, { env = {}, output } = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    child.stdout?.on('data', output);
    child.stderr?.on('data', output);
    child.on('error', () => resolve(1));
    child.on('close', (status) => resolve(status ?? 1));
  });

const totals = { passed: 0, failed: 0, skipped: 0 };
const add = (passed, failed, skipped) => {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
};

// Before anything starts: it may install Chromium, saying so.
const e2eSkipped = process.env.SKIP_E2E === '1';
const hasChromium = !e2eSkipped && ensureChromium();

// The journeys' output while Vitest runs: held, then written out once Vitest's report is complete.
let held = [];
const journeysOutput = (chunk) => (held ? held.push(chunk) : process.stdout.write(chunk));
// Held, the output is not a terminal's: the reporters still colour it when the real output is one.
const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

// The browser journeys: the build they run against, then Playwright.
const e2eReport = path.join(artifacts, 'results.json');
async function journeys() {
  fs.rmSync(e2eReport, { force: true });
  const built = await run('npm', ['run', 'build', '--silent'], { env: colour, output: journeysOutput });
  if (built !== 0) return built;
  return run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: { ...colour, CHROMIUM_PATH },
    output: journeysOutput,
  });
}

/** Vitest's `projects`, its JSON report to e2e/.artifacts/`name`; the tests are added to the totals. */
async function vitest(projects, name) {
  const report = path.join(artifacts, name);
  fs.rmSync(report, { force: true });
  const status = await run('npx', [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (fs.existsSync(report)) {
    const result = JSON.parse(fs.readFileSync(report, 'utf8'));
    add(result.numPassedTests, result.numFailedTests, result.numPendingTests + (result.numTodoTests ?? 0));
  } else if (status !== 0) {
    add(0, 1, 0);
  }
  return status;
}

// Domain (pure rules), server (app.inject on PGlite, or PostgreSQL when DATABASE_URL is set), web components.
const webStatus = await vitest(['web'], 'vitest-web.json');
const e2eDone = hasChromium ? journeys() : Promise.resolve(0);
const serverStatus = await vitest(['domain', 'server'], 'vitest.json');
const vitestStatus = webStatus !== 0 ? webStatus : serverStatus;

if (e2eSkipped) {
  console.log('\nSKIP_E2E=1: browser journeys not run.');
} else if (!hasChromium) {
  console.log('\n' + '!'.repeat(78));
  console.log(`!! Chromium not found at ${CHROMIUM_PATH}: the BROWSER JOURNEYS WERE SKIPPED.`);
  console.log(`!! ${CHROMIUM_HELP}`);
  console.log('!'.repeat(78) + '\n');
} else {
  console.log('\nBrowser journeys (built and run beside the domain and server tests):');
}
for (const chunk of held) process.stdout.write(chunk);
held = undefined;
const e2eStatus = await e2eDone;
if (fs.existsSync(e2eReport)) {
  const { stats } = JSON.parse(fs.readFileSync(e2eReport, 'utf8'));
  add(stats.expected, stats.unexpected + (stats.flaky ?? 0), stats.skipped);
} else if (e2eStatus !== 0) {
  add(0, 1, 0);
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(vitestStatus !== 0 || e2eStatus !== 0 ? 1 : 0);
