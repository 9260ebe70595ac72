import fs from 'node:fs';
import { ENV } from './support/env.ts';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops the server global-setup started (SIGTERM, then SIGKILL after 5 s) and removes its data. */
export default async function globalTeardown() {
  const pid = Number(process.env[ENV.serverPid]);
  if (pid && isAlive(pid)) {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 5_000;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  const dataDir = process.env[ENV.dataDir];
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
