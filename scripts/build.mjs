// `npm run build`: the web app into apps/web/dist and the server into apps/server/dist.
// `npm run build -- --out .build/<name>`: both into .build/<name>/web and .build/<name>/server instead, so
// a second build (another terminal, a parallel test run) never overwrites the one a running server or
// browser test is using. The folder must sit two levels below the repository, like apps/server/dist, so
// the bundle finds node_modules and the repository root the same way.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outIndex = process.argv.indexOf('--out');
const out = outIndex > 0 ? path.resolve(process.argv[outIndex + 1] ?? '') : undefined;
if (out && path.relative(root, out).split(path.sep).length !== 2) {
  console.error('--out must name a folder two levels below the repository, e.g. .build/mine');
  process.exit(2);
}

const run = (args, cwd, env = {}) => {
  const status = spawnSync('npx', args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } }).status;
  if (status !== 0) process.exit(status ?? 1);
};

run(
  ['vite', 'build', ...(out ? ['--outDir', path.join(out, 'web'), '--emptyOutDir'] : [])],
  path.join(root, 'apps/web'),
);
// The lean storefront, into the web app's folder (served under /storefront/).
run(
  ['vite', 'build'],
  path.join(root, 'apps/storefront'),
  out ? { STOREFRONT_OUT_DIR: path.join(out, 'web', 'storefront') } : {},
);
run(['node', 'build.mjs'], path.join(root, 'apps/server'), out ? { OUT_DIR: path.join(out, 'server') } : {});
