// `npm run bench [-- name…]`: runs the named benchmarks (all when none is named) and prints their figures.
// Each benchmark lives in bench/<name>.mjs and writes bench/results/<name>.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const available = fs
  .readdirSync(path.join(root, 'bench'))
  .filter((file) => file.endsWith('.mjs') && !file.startsWith('_'))
  .map((file) => file.replace(/\.mjs$/, ''));
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(1);
}
if (!process.env.BENCH_BUILD_DIR && !fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
  spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
}
let failed = false;
for (const name of wanted.length ? wanted : available) {
  console.log(`\n== bench ${name}`);
  const status = spawnSync('node', [path.join(root, 'bench', `${name}.mjs`)], {
    cwd: root,
    stdio: 'inherit',
  }).status;
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
