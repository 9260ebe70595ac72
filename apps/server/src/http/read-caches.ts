import type { FastifyInstance, FastifyRequest } from 'fastify';

const forgetters = new Set<() => void>();

/**
 * Registers a cache of read results (principals, list totals) to be emptied after every write this process
 * makes: after the response of each request that may change data, and after each committed batch of a
 * bulk job. Emptying after the write has committed (not when it is made) means no read that began before
 * the commit can put the old state back. Writes by another process sharing the database are not seen
 * here: each cache keeps its entries only for a few seconds.
 */
export const forgetAfterWrites = (forget: () => void): void => {
  forgetters.add(forget);
};

export function forgetReadCaches(): void {
  for (const forget of forgetters) forget();
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A change that the CSRF check, the guard, the edge's input rule or schema validation refused never reached
 * code that writes (they run before the preHandler hooks and only read), so it keeps the caches: a form
 * sent with a mistake, or each of the fuzz walk's 20,000 refused changes, would otherwise make every next
 * request look its principal up again.
 */
export function registerReadCaches(app: FastifyInstance): void {
  const handled = new WeakSet<FastifyRequest>();
  app.addHook('preHandler', async (request) => {
    if (!READS.has(request.method)) handled.add(request);
  });
  app.addHook('onResponse', async (request) => {
    if (handled.has(request)) forgetReadCaches();
  });
}
