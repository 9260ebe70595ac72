import { defineConfig } from 'vitest/config';
import LongFilesFirst from './vitest.sequencer.ts';

// One runner, three projects: pure domain rules, server (app.inject on PGlite or PostgreSQL), web components.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Two workers on the 2-core machines: much of a server test waits on the database or on argon2.
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
  },
});
