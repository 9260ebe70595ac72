import type { Db } from '../db/client.ts';
import type { BulkJobHandler } from './bulk-handler.ts';
import { forgetReadCaches } from '../http/read-caches.ts';
import {
  completeIfDone,
  nextBatchSize,
  processBatch,
  unfinishedJobs,
  type Candidates,
  type JobLog,
} from './bulk-batch.ts';

export interface BulkJobRunnerOptions {
  db: Db;
  handlers: readonly BulkJobHandler[];
  log?: JobLog;
  /** Rows per transaction at most (a handler with processRows applies 500 rows in a few statements). */
  batchSize?: number;
  /**
   * When set, each job's batches shrink or grow so a batch's transaction takes about this long (see
   * nextBatchSize); otherwise every batch takes batchSize rows.
   */
  batchTargetMs?: number;
  /**
   * With batchTargetMs: the rows of a job's first batch, before its pace is known (a handler that goes
   * row by row may need a few milliseconds a row, so its first batch must not hold the database long).
   */
  firstBatchSize?: number;
  /** How long an idle runner waits before looking for work again (an upload wakes it at once). */
  pollIntervalMs?: number;
  prepareConcurrency?: number;
}

/**
 * Works through the rows of unfinished bulk jobs, oldest job first, one batch per transaction. Any
 * number of runners (in one process or in several on one PostgreSQL) may run together: they claim rows
 * with SKIP LOCKED and never process a row twice. Work left by a stopped or killed server is simply
 * found again by the next runner.
 */
export interface BulkJobRunner {
  readonly handlers: readonly BulkJobHandler[];
  handlerFor(type: string): BulkJobHandler | undefined;
  /** Starts the loop (main.ts does; tests drive batches themselves or start it). */
  start(): void;
  /** Looks for work now instead of at the next poll (after an upload). */
  wake(): void;
  /** Ends the loop after the batch in hand (whose transaction commits); resolves when it has ended. */
  stop(): Promise<void>;
  /** Processes one batch (or completes a finished job) and says whether there was anything to do. */
  runBatch(): Promise<boolean>;
  /** Runs batches until there is nothing left to do. */
  runUntilIdle(): Promise<void>;
}

const quiet: JobLog = { info: () => {}, error: () => {} };

export function createBulkJobRunner(options: BulkJobRunnerOptions): BulkJobRunner {
  const {
    db,
    handlers,
    log = quiet,
    batchSize = 500,
    firstBatchSize = 100,
    pollIntervalMs = 3000,
    prepareConcurrency = 4,
  } = options;
  const byType = new Map(handlers.map((handler) => [handler.type as string, handler]));
  const types = [...byType.keys()];
  // Per job: the size of its next batch and the rows already read (and being prepared) for it.
  const pace = new Map<string, { limit: number; ahead?: Candidates }>();

  async function runBatch(): Promise<boolean> {
    const jobs = await unfinishedJobs(db, types);
    for (const id of pace.keys()) if (!jobs.some((job) => job.id === id)) pace.delete(id);
    for (const job of jobs) {
      const handler = byType.get(job.jobType);
      if (!handler) continue;
      const state = pace.get(job.id) ?? {
        limit: options.batchTargetMs ? Math.min(firstBatchSize, batchSize) : batchSize,
      };
      const batchOptions = { limit: state.limit, prepareConcurrency, log };
      let batch = await processBatch(db, handler, job, batchOptions, state.ahead);
      // Rows read ahead may have gone to another worker meanwhile: look again from the start.
      if (batch.processed === 0 && state.ahead) batch = await processBatch(db, handler, job, batchOptions);
      if (batch.processed > 0) {
        await forgetReadCaches();
        const limit = options.batchTargetMs
          ? nextBatchSize(batch.processed, batch.transactionMs, options.batchTargetMs, batchSize)
          : batchSize;
        pace.set(job.id, { limit, ahead: batch.next });
        return true;
      }
      pace.delete(job.id);
      if (await completeIfDone(db, job.id)) {
        log.info({ jobId: job.id, jobType: job.jobType }, 'bulk job complete');
        return true;
      }
      // Every row left is in another worker's hands: look at the next job.
    }
    return false;
  }

  let running = false;
  let loop: Promise<void> | undefined;
  let woken = false;
  let interruptWait: (() => void) | undefined;

  /** Waits for the poll interval, unless a wake-up came since the last look for work. */
  async function idle() {
    if (woken) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        interruptWait = undefined;
        resolve();
      };
      const timer = setTimeout(done, pollIntervalMs);
      timer.unref();
      interruptWait = done;
    });
  }

  async function work() {
    while (running) {
      woken = false;
      let worked = false;
      try {
        worked = await runBatch();
      } catch (error) {
        // A lost connection or a restarting database: the batch rolled back; try again after a pause.
        log.error({ err: error }, 'bulk job batch failed');
      }
      if (running && !worked) await idle();
      // Let requests that arrived meanwhile in: on the embedded database a batch keeps the event loop busy.
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  return {
    handlers,
    handlerFor: (type) => byType.get(type),
    start() {
      if (running || types.length === 0) return;
      running = true;
      loop = work();
    },
    wake() {
      woken = true;
      interruptWait?.();
    },
    async stop() {
      running = false;
      interruptWait?.();
      await loop;
      loop = undefined;
    },
    runBatch,
    async runUntilIdle() {
      while (await runBatch()) {
        // Each turn is one committed batch.
      }
    },
  };
}
