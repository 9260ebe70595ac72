import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions: one module cache per worker instead of one per file (37 files: 7.8 → 1.2 s).
    isolate: false,
  },
});
