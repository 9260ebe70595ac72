import type { FastifyInstance } from 'fastify';
import { operatorRoute } from '../http/access.ts';
import type { MetricsSource } from './metrics.ts';
import { answersDuringStartup } from './readiness.ts';

/**
 * GET /metrics, Prometheus's text format. Always registered, so it declares its access like every route: the
 * guard answers 404 while METRICS_TOKEN is unset (and `source` is then absent) and 401 to a caller without
 * that token. It answers while the server starts, as the probes do.
 */
export function registerMetricsRoute(app: FastifyInstance, source: MetricsSource | undefined): void {
  app.get(
    '/metrics',
    { config: { ...operatorRoute, ...answersDuringStartup }, schema: { hide: true } },
    async (_request, reply) => {
      const scrape = await source!.scrape();
      return reply.type(scrape.contentType).send(scrape.text);
    },
  );
}
