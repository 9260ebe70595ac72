import cluster from 'node:cluster';
import { runClusterPrimary } from './cluster.ts';
import { loadConfig } from './config.ts';

/**
 * The server's entry: only what must come before the server's own modules. Tracing (OTEL_EXPORTER_OTLP_ENDPOINT)
 * patches node-postgres as it is first loaded, so the server (server.ts) is imported after it; unset, no
 * OpenTelemetry module is loaded at all (startup-imports.test.ts reads the bundle for that). The cluster's
 * primary serves nothing and loads neither.
 */
async function main() {
  const config = loadConfig();
  if (config.SERVER_PROCESSES > 1 && cluster.isPrimary) {
    runClusterPrimary(config);
    return;
  }
  const tracing = config.OTEL_EXPORTER_OTLP_ENDPOINT
    ? await import('./operations/tracing.ts').then((module) => module.startTracing(config))
    : undefined;
  const { startServer } = await import('./server.ts');
  await startServer(config, tracing);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
