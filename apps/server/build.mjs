// Bundles the server (and the workspace's domain package) into dist/main.js (or OUT_DIR); npm packages
// stay external (bundle-options.mjs).
import fs from 'node:fs';
import { build } from 'esbuild';
import { bundleOptions } from './bundle-options.mjs';

const outdir = process.env.OUT_DIR ?? 'dist';
// The chunks' names carry their hashes: an earlier build's would stay beside the new ones.
fs.rmSync(outdir, { recursive: true, force: true });

await build({
  ...bundleOptions,
  entryPoints: ['src/main.ts', 'src/db/migrate-cli.ts', 'src/db/pglite-thread-worker.ts'],
  outdir,
  sourcemap: true,
  logLevel: 'warning',
  entryNames: '[name]',
});
fs.cpSync('src/db/migrations', `${outdir}/migrations`, { recursive: true });
console.log(`server built: ${outdir}/main.js`);
