import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One module cache per worker: the app's modules load once, and the worker's embedded database is reset
    // for each file instead of loaded anew (test/helpers.ts).
    isolate: false,
  },
});
