import type { FastifyInstance } from 'fastify';

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

export function registerReadCaches(app: FastifyInstance): void {
  app.addHook('onResponse', async (request) => {
    if (!READS.has(request.method)) forgetReadCaches();
  });
}
