import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client.ts';

const forgetters = new Set<() => void>();

/**
 * Registers a cache of read results (principals, list totals) to be emptied after every write: after the
 * response of each request that may change data, and after each committed batch of a bulk job, in this
 * process and in every other server process on the same PostgreSQL database (shareReadCaches). Emptying
 * after the write has committed (not when it is made) means no read that began before the commit can put
 * the old state back.
 */
export const forgetAfterWrites = (forget: () => void): void => {
  forgetters.add(forget);
};

const forgetHere = () => {
  for (const forget of forgetters) forget();
};

/** The PostgreSQL channel the server processes of one database tell each other on. */
const CHANNEL = 'commerce_admin_read_caches';
/** This process, so that it does not empty its caches twice for its own message. */
const PROCESS_ID = randomUUID();
/** Tells the other processes (set by shareReadCaches; none on the embedded database, which has one). */
let tellOthers: (() => Promise<void>) | undefined;

/**
 * Empties this process's caches and tells every other server process on the database to empty theirs:
 * a sign-out, a deactivation or a role losing a key holds in all of them, on any machine, by the next
 * request. Resolves once the message is sent (PostgreSQL delivers it when the NOTIFY commits).
 */
export async function forgetReadCaches(): Promise<void> {
  forgetHere();
  await tellOthers?.();
}

/**
 * Listens for the other processes' messages on a connection of its own (LISTEN holds it) and sends this
 * process's through the pool. A listening connection that drops is opened again, and the caches are emptied
 * then, since a message may have been missed meanwhile. `stop()` ends it.
 */
export async function shareReadCaches(options: {
  databaseUrl: string;
  db: Db;
  log: FastifyBaseLogger;
}): Promise<{ stop(): Promise<void> }> {
  const { databaseUrl, db, log } = options;
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload !== PROCESS_ID) forgetHere();
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'the read caches’ listening connection failed; opening another');
      void next.end().catch(() => {});
      again();
    });
    next.on('end', again);
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  };
  const again = () => {
    if (stopped || retry) return;
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      listen().then(forgetHere, (error: unknown) => {
        log.warn({ err: error }, 'the read caches’ listening connection could not be opened');
        again();
      });
    }, 1000);
  };

  await listen();
  tellOthers = async () => {
    try {
      await db.execute(sql`select pg_notify(${CHANNEL}, ${PROCESS_ID})`);
    } catch (error) {
      // The others' caches expire within seconds (PRINCIPAL_CACHE_MS, the totals' TTL) all the same.
      log.warn({ err: error }, 'the other server processes could not be told to empty their read caches');
    }
  };
  return {
    async stop() {
      stopped = true;
      tellOthers = undefined;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A change that the CSRF check, the guard, the edge's input rule or schema validation refused never reached
 * code that writes (they run before the preHandler hooks and only read), so it keeps the caches: a form
 * sent with a mistake, or each of the fuzz walk's 20,000 refused changes, would otherwise make every next
 * request look its principal up again. The others are told before the answer goes out (onSend, after the
 * handler's transaction committed): a client that signs out on one machine and asks another next finds
 * the message already there.
 */
export function registerReadCaches(app: FastifyInstance): void {
  const handled = new WeakSet<FastifyRequest>();
  app.addHook('preHandler', async (request) => {
    if (!READS.has(request.method)) handled.add(request);
  });
  app.addHook('onSend', async (request) => {
    if (handled.has(request)) {
      handled.delete(request);
      await forgetReadCaches();
    }
  });
}
