import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundleOptions } from '../bundle-options.mjs';

/**
 * What a server start loads, read from the bundle as build.mjs makes it (bundle-options.mjs): npm packages
 * stay external, and an external package any bundled module imports statically is imported at the top of
 * dist/main.js, loaded at every start whether or not its code runs.
 */
async function externalImportsOfTheServer(): Promise<{ path: string; kind: string }[]> {
  const result = await build({
    ...bundleOptions,
    entryPoints: [path.join(import.meta.dirname, 'main.ts')],
    write: false,
    metafile: true,
    logLevel: 'silent',
    outdir: 'unused',
  });
  if (!result.metafile) throw new Error('esbuild gave no metafile');
  return Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.filter((entry) => entry.external),
  );
}

describe('the server start', () => {
  it('loads faker only when a seed runs (random.ts, loadFaker)', async () => {
    const faker = (await externalImportsOfTheServer()).filter((entry) => entry.path === '@faker-js/faker');
    expect(faker.length).toBeGreaterThan(0);
    expect(faker.map((entry) => entry.kind)).toEqual(faker.map(() => 'dynamic-import'));
  });
});
