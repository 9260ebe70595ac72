// Finds Debian's Chromium for the browser tests, installing it when this machine can (root with apt).
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return true;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (isRoot && hasApt) {
    console.log('Chromium is missing: installing Debian chromium (about a minute)…');
    try {
      execSync(
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation',
        {
          stdio: 'inherit',
        },
      );
    } catch {
      return false;
    }
    return fs.existsSync(CHROMIUM_PATH);
  }
  return false;
}

export const CHROMIUM_HELP =
  'Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.';
