// Bundles the server (and the workspace's domain package) into dist/main.js; npm packages stay external.
import fs from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/db/migrate-cli.ts'],
  outdir: 'dist',
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
fs.rmSync('dist/migrations', { recursive: true, force: true });
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server built: dist/main.js');
