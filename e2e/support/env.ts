import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Paths and launch settings shared by the config, the global setup and the specs. */
export const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(e2eDir, '..');
/** Screenshots, results and the server log; E2E_ARTIFACTS_DIR gives a parallel run its own. */
export const artifactsDir = process.env.E2E_ARTIFACTS_DIR
  ? path.resolve(process.env.E2E_ARTIFACTS_DIR)
  : path.join(e2eDir, '.artifacts');
export const screenshotsDir = path.join(artifactsDir, 'screenshots');

/**
 * The build under test: the usual dist folders, or with E2E_BUILD_DIR the `server/` and `web/` folders
 * that `npm run build -- --out <dir>` wrote there (so two builds never overwrite each other mid-run).
 */
const buildDir = process.env.E2E_BUILD_DIR ? path.resolve(process.env.E2E_BUILD_DIR) : undefined;
export const serverEntry = buildDir
  ? path.join(buildDir, 'server/main.js')
  : path.join(repoRoot, 'apps/server/dist/main.js');
export const webDist = buildDir ? path.join(buildDir, 'web') : path.join(repoRoot, 'apps/web/dist');
export const webIndex = path.join(webDist, 'index.html');

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The server's access-token lifetime in this run: longer than the slowest journey on a busy machine, so a
 * journey's own API calls (page.request, which no refresh serves) never meet an expired token. The session
 * journeys reach expiry by setting the browser's clock, not by waiting.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 600;

/** Environment variables the config and global setup use to hand the run's state around. */
export const ENV = {
  port: 'E2E_PORT',
  serverPid: 'E2E_SERVER_PID',
  dataDir: 'E2E_DATA_DIR',
} as const;
