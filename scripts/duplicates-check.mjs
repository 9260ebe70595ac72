// Part of `npm run lint`: fails on a new repeat of 10 lines or more in apps/ and packages/ (tests and seed data
// aside), found by the machine's `duplicates` tool (`duplicates --help`). The tool's `--change` mode sees only
// what is not committed yet, which on a clean clone (CI) is nothing; so the check reads the whole tree and
// compares its pairs of files with the known ones committed in scripts/duplicates-baseline.txt. A pair found
// that is not listed fails the lint: share the piece (ui/, resources/, lib/, a module's public.ts, the domain)
// instead of copying it. A listed pair no longer found is reported, to be taken off the list.
//
//   node scripts/duplicates-check.mjs            check
//   node scripts/duplicates-check.mjs --write    rewrite the baseline from the tree as it is (after removing a
//                                                repeat; adding one to it needs a reason in review)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const baselinePath = path.join(root, 'scripts/duplicates-baseline.txt');
const MIN_LINES = 10;
const MOST = 200;

/** Where a repeat does not count: tests and their support, and seed or sample data. */
const EXEMPT = [
  /\.test\.tsx?$/,
  /(^|\/)test-support\.ts$/,
  /(^|\/)test-fixtures\.tsx?$/,
  /^apps\/[^/]+\/src\/test\//,
  /^apps\/server\/test\//,
  /^apps\/server\/src\/seed\//,
  /^packages\/domain\/src\/buyer-xp-sample\.ts$/,
];
const CHECKED = /^(apps|packages)\//;

const run = spawnSync(
  'duplicates',
  ['--repo', root, '--min-lines', String(MIN_LINES), '--most', String(MOST), '--seconds', '120'],
  { encoding: 'utf8' },
);
if (run.error) {
  console.log('duplicates: the tool is not installed on this machine; the repeat check is skipped.');
  process.exit(0);
}
const output = run.stdout;
if (/^incomplete:/m.test(output)) {
  console.error(`duplicates: the tree was not read whole, so no verdict:\n${output}`);
  process.exit(1);
}
if (/^\(\+\d+ more pairs\)/m.test(output)) {
  console.error(`duplicates: more than ${MOST} pairs were found; the check cannot see them all.`);
  process.exit(1);
}

const ROW = /^D\d+ (\S+):\d+-\d+ ~ (\S+):\d+-\d+(.*)$/;
const found = new Map();
for (const line of output.split('\n')) {
  const match = ROW.exec(line);
  if (!match) continue;
  const [, a, b, flags] = match;
  if (flags.includes('boilerplate')) continue;
  if (![a, b].every((file) => CHECKED.test(file))) continue;
  if ([a, b].some((file) => EXEMPT.some((pattern) => pattern.test(file)))) continue;
  const key = [a, b].sort().join(' ~ ');
  if (!found.has(key)) found.set(key, line);
}

if (process.argv.includes('--write')) {
  const header =
    '# Known repeats of 10 lines or more (pairs of files), checked by scripts/duplicates-check.mjs.\n' +
    '# The list only shrinks: remove a repeat, then rewrite it with `node scripts/duplicates-check.mjs --write`.\n';
  fs.writeFileSync(baselinePath, header + [...found.keys()].sort().join('\n') + '\n');
  console.log(`duplicates: ${found.size} known pairs written to scripts/duplicates-baseline.txt.`);
  process.exit(0);
}

const known = new Set(
  fs
    .readFileSync(baselinePath, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);
const added = [...found].filter(([key]) => !known.has(key));
const gone = [...known].filter((key) => !found.has(key));
if (gone.length)
  console.log(
    `duplicates: no longer repeated, take off scripts/duplicates-baseline.txt:\n  ${gone.join('\n  ')}`,
  );
if (added.length) {
  console.error(
    `duplicates: ${added.length} new repeat(s) of ${MIN_LINES} lines or more; share the piece instead of copying it:\n  ` +
      added.map(([, line]) => line).join('\n  '),
  );
  process.exit(1);
}
console.log(`duplicates: no new repeat (${found.size} known).`);
