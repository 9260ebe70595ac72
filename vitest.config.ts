import { defineConfig } from 'vitest/config';

// One runner, three projects: pure domain rules, server (app.inject on PGlite or PostgreSQL), web components.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
