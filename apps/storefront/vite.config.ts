import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The lean storefront, served by the console's server under /storefront/ (built into the web app's
// folder, so one process serves both; STOREFRONT_OUT_DIR overrides where, for `npm run build -- --out`).
export default defineConfig({
  base: '/storefront/',
  plugins: [react()],
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: process.env.STOREFRONT_OUT_DIR ?? '../web/dist/storefront',
    emptyOutDir: true,
  },
});
