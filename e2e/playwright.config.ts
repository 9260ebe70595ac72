import net from 'node:net';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { artifactsDir, chromiumArgs, chromiumPath, ENV } from './support/env.ts';

/** A port nothing listens on right now; the server started by global-setup takes it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

// The runner loads this module first and its workers load it again; the port chosen the first time
// travels to them (and to global-setup) in the environment, so every process agrees on one server.
process.env[ENV.port] ||= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env[ENV.port]}`;

export default defineConfig({
  testDir: 'tests',
  outputDir: path.join(artifactsDir, 'test-results'),
  // Two files at a time, each file's journeys in order. One worker left the 2-core machine three quarters
  // idle (the browser waits on the server and on paints): 4.6 → 3.1 min. The journeys share one server and
  // its data: a journey changes only records no other file's journeys read, and waits for its own saves.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A guard against a journey that hangs, not a measure of speed: the common journeys take 20–25 s on a slow
  // idle 2-core machine, and twice that when other work shares the cores (CI machines are often shared).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(artifactsDir, 'results.json') }]],
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    browserName: 'chromium',
    baseURL,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    screenshot: 'only-on-failure',
    // As staff who ask their system for reduced motion see it: MUI's transitions take no time, so nothing
    // waits for a dialog or menu to finish growing (the app honours the setting, src/app/theme.ts).
    reducedMotion: 'reduce',
    // A failed journey keeps its trace of actions, requests and console, its screenshot and the page's aria
    // snapshot (error-context.md), but neither the screencast nor a DOM snapshot of every action: recording
    // those is paid by every journey, failed or not. Frames took a fifth of the journeys' time (users and
    // orders journeys 140 → 108 s on a 2-core machine); DOM snapshots another sixth (all journeys, 2026-12-01:
    // 320 → 261 s).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
  },
  projects: [
    // Changes the admin's first-start password; the journeys after it sign in with the new one. One journey
    // alone: while it runs, the other worker waits.
    { name: 'first-sign-in', testMatch: 'first-sign-in.spec.ts' },
    { name: 'journeys', testIgnore: 'first-sign-in.spec.ts', dependencies: ['first-sign-in'] },
  ],
});
