import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { Config } from '../config.ts';

/** The probes and the metrics scrape: every few seconds, they would bury the requests worth reading. */
const UNTRACED_PATHS = new Set(['/api/health', '/api/health/ready', '/metrics']);

export interface Tracing {
  /** Sends the spans still held, then stops tracing (the server's shutdown). */
  stop(): Promise<void>;
}

/**
 * Traces requests and database calls to the OTLP/HTTP collector at OTEL_EXPORTER_OTLP_ENDPOINT (the exporter
 * reads it and the other standard OTEL_EXPORTER_OTLP_* variables itself). @fastify/otel gives each request a
 * span, with a child for each hook and the handler; node-postgres's instrumentation a span for each query,
 * on PostgreSQL and on the embedded database alike (its thread is reached through node-postgres too).
 *
 * main.ts loads this module only when the endpoint is set, and before the server's modules: the pg
 * instrumentation patches node-postgres as it is first loaded, and @fastify/otel joins every Fastify instance
 * made after it (registerOnInitialization).
 */
export function startTracing(config: Pick<Config, 'OTEL_SERVICE_NAME'>): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.OTEL_SERVICE_NAME }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: (route) => UNTRACED_PATHS.has(route.url),
      }),
      // Queries outside a traced request (the outbox's and the job runner's polls, every few seconds) are left
      // out for the same reason.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  return {
    async stop() {
      await provider.shutdown();
      unregister();
    },
  };
}
