import cluster from 'node:cluster';
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

const forgetHere = () => {
  for (const forget of forgetters) forget();
};

/**
 * Empties this process's caches, and those of the other server processes of its cluster (cluster.ts): a
 * sign-out or a role losing a key in one process holds in the others as soon as they read the message,
 * not a few seconds later.
 */
export function forgetReadCaches(): void {
  forgetHere();
  if (cluster.isWorker) process.send?.(FORGET_READ_CACHES);
}

/** The message a server process of a cluster sends (and is sent) when its caches must be emptied. */
export const FORGET_READ_CACHES = 'commerce-admin:forget-read-caches';

if (cluster.isWorker) {
  process.on('message', (message) => {
    if (message === FORGET_READ_CACHES) forgetHere();
  });
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
