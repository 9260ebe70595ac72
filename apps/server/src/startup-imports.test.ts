import fs from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleOptions } from '../bundle-options.mjs';

type Outputs = Metafile['outputs'];

/** The server bundled as build.mjs bundles it (bundle-options.mjs), its outputs by file. */
async function bundledServer(): Promise<Outputs> {
  const result = await build({
    ...bundleOptions,
    entryPoints: ['main.ts', 'db/migrate-cli.ts', 'db/pglite-thread-worker.ts'].map((entry) =>
      path.join(import.meta.dirname, entry),
    ),
    write: false,
    metafile: true,
    logLevel: 'silent',
    outdir: 'unused',
  });
  if (!result.metafile) throw new Error('esbuild gave no metafile');
  return result.metafile.outputs;
}

const outputOf = (outputs: Outputs, entryPoint: string): string => {
  const found = Object.keys(outputs).find((file) => outputs[file]!.entryPoint?.endsWith(entryPoint));
  if (!found) throw new Error(`no output for ${entryPoint}`);
  return found;
};

/**
 * The npm packages loaded when these outputs are: each one's static imports, of packages (external, imported
 * at the top of the file, so loaded whether or not their code runs) and of the chunks it shares with others,
 * followed. A dynamic import is loaded only when the code that makes it runs.
 */
function packagesLoadedBy(outputs: Outputs, files: string[]): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const entry of outputs[file]!.imports) {
      if (entry.kind !== 'import-statement') continue;
      if (entry.external) packages.add(entry.path);
      else visit(entry.path);
    }
  };
  files.forEach(visit);
  return packages;
}

const everyExternalImport = (outputs: Outputs) =>
  Object.values(outputs).flatMap((output) => output.imports.filter((entry) => entry.external));

let outputs: Outputs;
/** What a server start without OTEL_EXPORTER_OTLP_ENDPOINT loads: main.js, then the server it imports. */
let plainStart: Set<string>;

beforeAll(async () => {
  outputs = await bundledServer();
  plainStart = packagesLoadedBy(outputs, [outputOf(outputs, 'main.ts'), outputOf(outputs, 'server.ts')]);
  // Not vacuous: the start path holds the server's packages.
  expect(plainStart).toContain('fastify');
  expect(plainStart).toContain('pg');
});

describe('the server start', () => {
  it('loads faker only when a seed runs (random.ts, loadFaker)', () => {
    const faker = everyExternalImport(outputs).filter((entry) => entry.path === '@faker-js/faker');
    expect(faker.length).toBeGreaterThan(0);
    expect(faker.map((entry) => entry.kind)).toEqual(faker.map(() => 'dynamic-import'));
    expect(plainStart).not.toContain('@faker-js/faker');
  });

  it('loads no OpenTelemetry module without OTEL_EXPORTER_OTLP_ENDPOINT, and tracing before the server when set', () => {
    const otel = [...plainStart].filter(
      (name) => name.startsWith('@opentelemetry/') || name === '@fastify/otel',
    );
    expect(otel).toEqual([]);
    const tracing = packagesLoadedBy(outputs, [outputOf(outputs, 'operations/tracing.ts')]);
    expect(tracing).toContain('@fastify/otel');
    expect(tracing).toContain('@opentelemetry/instrumentation-pg');
    // node-postgres is patched as it loads: tracing must not load it first through a chunk of its own.
    expect(tracing).not.toContain('pg');
    expect(packagesLoadedBy(outputs, [outputOf(outputs, 'main.ts')])).not.toContain('pg');
  });

  it('loads prom-client only with METRICS_TOKEN (app.ts imports operations/metrics.ts then)', () => {
    expect(plainStart).not.toContain('prom-client');
    expect(packagesLoadedBy(outputs, [outputOf(outputs, 'operations/metrics.ts')])).toContain('prom-client');
  });
});

describe('the built server at run time', () => {
  it('needs only the server’s own dependencies: what the container installs with npm ci --omit=dev', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8'),
    ) as {
      dependencies: Record<string, string>;
    };
    const packageOf = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    const external = new Set(
      everyExternalImport(outputs)
        .map((entry) => entry.path)
        .filter((specifier) => !specifier.startsWith('node:'))
        .map(packageOf),
    );
    expect(external.size).toBeGreaterThan(10);
    expect([...external].filter((name) => !(name in manifest.dependencies))).toEqual([]);
  });
});
