import type { FastifyInstance } from 'fastify';

/**
 * One log line per answered request (method, URL, status, time, client) in place of Fastify's two ('incoming
 * request' and 'request completed'): at the default info level the pair cost the demo's customer list 5–12 %
 * of its throughput (20 concurrent: 569/628 req/s against 644/659 at warn).
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
        remoteAddress: request.ip,
      },
      'request completed',
    );
    done();
  });
}
