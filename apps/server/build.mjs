// Bundles the server (and the workspace's domain package) into dist/main.js (or OUT_DIR); npm packages
// stay external.
import fs from 'node:fs';
import { build } from 'esbuild';

const outdir = process.env.OUT_DIR ?? 'dist';

await build({
  entryPoints: ['src/main.ts', 'src/db/migrate-cli.ts', 'src/db/pglite-thread-worker.ts'],
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  entryNames: '[name]',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@commerce/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
fs.rmSync(`${outdir}/migrations`, { recursive: true, force: true });
fs.cpSync('src/db/migrations', `${outdir}/migrations`, { recursive: true });
console.log(`server built: ${outdir}/main.js`);
