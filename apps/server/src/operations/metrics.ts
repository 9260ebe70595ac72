import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { AggregatorRegistry, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { drivesPgliteDirectly, sessionClient } from '../db/client.ts';
import { outboxBacklog } from '../integrations/outbox.ts';
import { jobQueueDepth } from '../jobs/bulk-batch.ts';
import { askPrimaryForMetrics } from './cluster-metrics.ts';
import type { StartupState } from './readiness.ts';

/** What GET /metrics sends: Prometheus's text format. */
export interface MetricsScrape {
  contentType: string;
  text: string;
}

export interface MetricsSource {
  scrape(): Promise<MetricsScrape>;
}

/** How long one scrape's database figures are kept: the gauges that share a query ask it once. */
const FIGURES_MS = 1000;

const once = <T>(read: () => Promise<T>) => {
  let kept: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!kept || Date.now() - kept.at > FIGURES_MS) kept = { at: Date.now(), value: read() };
    return kept.value;
  };
};

/**
 * This process's metrics, in a registry of its own: requests by route pattern and status, the database pool,
 * the outbox's backlog, the job queue, and prom-client's defaults for the process (CPU, memory, event loop
 * lag, garbage collection). Loaded by app.ts only when METRICS_TOKEN is set, so without it neither prom-client
 * nor the request hook costs anything.
 *
 * With several server processes (cluster.ts) the figures are the machine's: the process that is asked has the
 * primary gather every process's registry (prom-client's AggregatorRegistry), which adds counters and
 * histograms up, adds the pools' connections up, and keeps one value of the database-wide figures.
 */
export function startMetrics(
  app: FastifyInstance,
  deps: { database: Database; startup?: StartupState },
): MetricsSource {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const { database, startup } = deps;
  const db = database.db;

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered, by method, route pattern and status, and how long they took (_count counts them)',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(
      {
        method: request.method,
        // The pattern, never the URL: one series per route, whatever the IDs and queries.
        route: request.routeOptions.url ?? '(no route)',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  new Gauge({
    name: 'commerce_server_processes',
    help: 'Server processes whose figures these are',
    registers,
    collect() {
      this.set(1);
    },
  });

  // The pool of connections to PostgreSQL, or to the embedded database's thread: there the thread runs one
  // query at a time, so busy connections beyond one are queries waiting in the thread.
  const pool = drivesPgliteDirectly(db) ? undefined : sessionClient(db);
  if (pool instanceof pg.Pool) {
    const labels = { database: database.kind };
    new Gauge({
      name: 'commerce_db_pool_connections',
      help: 'Connections of the database pool, busy (lent to a query or transaction) or idle',
      labelNames: ['database', 'state'],
      registers,
      collect() {
        this.set({ ...labels, state: 'busy' }, pool.totalCount - pool.idleCount);
        this.set({ ...labels, state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'commerce_db_pool_max_connections',
      help: 'Connections the database pool may open',
      labelNames: ['database'],
      registers,
      collect() {
        this.set(labels, pool.options.max ?? 10);
      },
    });
    new Gauge({
      name: 'commerce_db_pool_waiting_queries',
      help: 'Queries waiting for a connection of the database pool',
      labelNames: ['database'],
      registers,
      collect() {
        this.set(labels, pool.waitingCount);
      },
    });
  }

  // Figures of the whole database: every process reads the same, so a machine's is any one of them (max).
  const figures = once(async () => {
    if (startup && startup.phase !== 'ready') return undefined;
    try {
      const [backlog, queue] = await Promise.all([outboxBacklog(db), jobQueueDepth(db)]);
      return { backlog, queue };
    } catch {
      return null;
    }
  });
  const databaseGauge = (
    name: string,
    help: string,
    read: (found: NonNullable<Awaited<ReturnType<typeof figures>>>) => number,
  ) =>
    new Gauge({
      name,
      help,
      aggregator: 'max',
      registers,
      async collect() {
        const found = await figures();
        // Unknown while the server starts or the database is away: no sample rather than a wrong 0.
        if (found) this.set(read(found));
        else this.reset();
      },
    });
  databaseGauge(
    'commerce_outbox_pending',
    'Sends the outbox has not delivered yet (due, waiting for a retry, or being sent)',
    (found) => found.backlog.pending,
  );
  databaseGauge(
    'commerce_outbox_oldest_pending_age_seconds',
    'How long the oldest undelivered send has waited since its change queued it',
    (found) => found.backlog.oldestPendingSeconds,
  );
  databaseGauge('commerce_bulk_jobs_unfinished', 'Bulk jobs not complete', (found) => found.queue.jobs);
  databaseGauge(
    'commerce_bulk_job_rows_pending',
    'Rows of bulk jobs not processed yet (the job queue’s depth)',
    (found) => found.queue.rows,
  );
  new Gauge({
    name: 'commerce_database_reachable',
    help: 'Whether the database answered this scrape’s queries (1) or not (0); none while the server starts',
    aggregator: 'min',
    registers,
    async collect() {
      const found = await figures();
      if (found === undefined) this.reset();
      else this.set(found ? 1 : 0);
    },
  });

  if (cluster.isWorker) {
    // Answers the primary's requests for this registry (prom-client listens once one is made in a worker).
    AggregatorRegistry.setRegistries([registry]);
    new AggregatorRegistry();
  }
  return {
    async scrape() {
      if (cluster.isWorker) return askPrimaryForMetrics();
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}
