import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { muiThemeWithoutCssVariables, precompress } from './vite-plugins.ts';

export default defineConfig({
  plugins: [react(), muiThemeWithoutCssVariables(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/upload_templates': 'http://localhost:3000',
      // The lean storefront's own dev server (apps/storefront).
      '/storefront': 'http://localhost:5174',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (what the sign-in screen needs) in one file: one request,
        // and it compresses better than the same code spread over a dozen shared chunks. The signed-in app,
        // the shell and every page stay in chunks of their own, loaded when needed.
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // One module cache and one jsdom per worker (about 5 times faster than a fresh one per file). Tests
    // provide what they need (renderInApp(ui, testSession(…))) rather than vi.mock app modules, which would
    // leak between files.
    isolate: false,
    // Two workers share the two cores with the server tests: a user-event heavy test can pass 5 s there.
    testTimeout: 15_000,
  },
});
