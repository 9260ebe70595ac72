import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Paths and launch settings shared by the config, the global setup and the specs. */
export const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(e2eDir, '..');
export const artifactsDir = path.join(e2eDir, '.artifacts');
export const screenshotsDir = path.join(artifactsDir, 'screenshots');

export const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
export const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');

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

/** The server's access-token lifetime in this run: the shortest the server accepts plus 5 s. */
export const ACCESS_TOKEN_TTL_SECONDS = 40;

/** Environment variables the config and global setup use to hand the run's state around. */
export const ENV = {
  port: 'E2E_PORT',
  serverPid: 'E2E_SERVER_PID',
  dataDir: 'E2E_DATA_DIR',
} as const;
