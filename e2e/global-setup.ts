import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  artifactsDir,
  ENV,
  repoRoot,
  screenshotsDir,
  serverEntry,
  webDist,
  webIndex,
} from './support/env.ts';
import { ADMIN_PASSWORD, developer } from './support/users.ts';

// A guard against a server that never comes up, not a measure of speed: it migrates and seeds the demo data
// first, which took over 30 s on a 2-core machine shared with other busy work.
const STARTUP_TIMEOUT_MS = 180_000;

/**
 * Fresh data directory → fixture users (seed-users.ts, with the server's own modules) → the built
 * server on the port the config chose. The server's pid and the directory go to global-teardown
 * through the environment.
 */
export default async function globalSetup() {
  for (const [file, what] of [
    [serverEntry, 'the server'],
    [webIndex, 'the web app'],
  ] as const) {
    if (!fs.existsSync(file)) {
      throw new Error(
        `${path.relative(repoRoot, file)} is missing: ${what} is not built. Run \`npm run build\` first.`,
      );
    }
  }
  const port = process.env[ENV.port];
  if (!port) throw new Error(`${ENV.port} is not set: run the tests with -c e2e/playwright.config.ts.`);

  fs.rmSync(screenshotsDir, { recursive: true, force: true });
  fs.mkdirSync(screenshotsDir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-admin-e2e-'));
  let server: ChildProcess | undefined;
  try {
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      ADMIN_PASSWORD,
      ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
      LOG_LEVEL: 'warn',
      DEVELOPER_USERNAMES: developer.username,
    };
    // What `npx tsx` runs, without npx's start-up: the workspace's own binary.
    execFileSync(path.join(repoRoot, 'node_modules/.bin/tsx'), [path.join(e2eSupport, 'seed-users.ts')], {
      cwd: repoRoot,
      env,
      stdio: 'inherit',
    });
    server = startServer({ ...env, PORT: port, HOST: '127.0.0.1' });
    await waitUntilHealthy(server, `http://127.0.0.1:${port}/api/health/ready`);
  } catch (error) {
    server?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env[ENV.serverPid] = String(server.pid);
  process.env[ENV.dataDir] = dataDir;
}

const e2eSupport = path.join(repoRoot, 'e2e/support');
const logFile = path.join(artifactsDir, 'server.log');

function startServer(env: NodeJS.ProcessEnv): ChildProcess {
  const log = fs.openSync(logFile, 'w');
  try {
    return spawn(process.execPath, [serverEntry], { cwd: repoRoot, env, stdio: ['ignore', log, log] });
  } finally {
    fs.closeSync(log);
  }
}

async function waitUntilHealthy(server: ChildProcess, healthUrl: string) {
  const state: { exit?: string } = {};
  server.once('exit', (code, signal) => {
    state.exit = `the server exited with ${signal ?? `code ${code}`}`;
  });
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!state.exit && Date.now() < deadline) {
    const healthy = await fetch(healthUrl)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `The server did not become healthy at ${healthUrl} (${state.exit ?? `no answer in ${STARTUP_TIMEOUT_MS / 1000} s`}).\n` +
      `Server log (${path.relative(repoRoot, logFile)}):\n${fs.readFileSync(logFile, 'utf8')}`,
  );
}
