import { BULK_TEXTS } from '@commerce/domain';
import { and, asc, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { bulkJobErrors, bulkJobRows, bulkJobs } from '../db/schema/jobs.ts';
import { ApiError, validationFailure } from '../http/errors.ts';
import { BulkRowError, type BulkBatchContext, type BulkJobHandler, type BulkRow } from './bulk-handler.ts';

/** What the engine logs (a pino or Fastify logger fits). */
export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BatchOptions {
  /** Rows to take in this batch. */
  limit: number;
  /** How many rows' prepareRow run at once. */
  prepareConcurrency: number;
  log: JobLog;
}

export interface UnfinishedJob {
  id: string;
  jobType: string;
  status: string;
  requestedBy: string | null;
}

/** The oldest unfinished jobs of these types (the partial index on unfinished jobs serves it). */
export async function unfinishedJobs(db: Db, types: string[], limit = 20): Promise<UnfinishedJob[]> {
  if (types.length === 0) return [];
  return db
    .select({
      id: bulkJobs.id,
      jobType: bulkJobs.jobType,
      status: bulkJobs.status,
      requestedBy: bulkJobs.requestedBy,
    })
    .from(bulkJobs)
    .where(and(ne(bulkJobs.status, 'complete'), inArray(bulkJobs.jobType, types)))
    .orderBy(asc(bulkJobs.dateRequested), asc(bulkJobs.id))
    .limit(limit);
}

/** The job queue's depth, for the metrics: unfinished jobs and their rows not yet processed (partial indexes). */
export async function jobQueueDepth(db: Db): Promise<{ jobs: number; rows: number }> {
  const [[jobs], [rows]] = await Promise.all([
    db.select({ n: count() }).from(bulkJobs).where(ne(bulkJobs.status, 'complete')),
    db.select({ n: count() }).from(bulkJobRows).where(isNull(bulkJobRows.processedAt)),
  ]);
  return { jobs: jobs?.n ?? 0, rows: rows?.n ?? 0 };
}

const pendingRowsOf = (jobId: string | typeof bulkJobs.id) =>
  and(eq(bulkJobRows.jobId, jobId), isNull(bulkJobRows.processedAt));

/** No row of the job is left unprocessed (rows another worker holds, uncommitted, still count as left). */
const noRowLeft = sql`not exists (select 1 from ${bulkJobRows} where ${pendingRowsOf(bulkJobs.id)})`;

/** The row number is one of these: one array parameter rather than hundreds (less to send and parse). */
const isAmong = (column: typeof bulkJobRows.rowNumber, rowNumbers: number[]) =>
  sql`${column} = any(${sql.param(rowNumbers)}::integer[])`;

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };
const valueOf = (outcome: Outcome | undefined) => (outcome?.ok ? outcome.value : undefined);

interface PendingRow {
  rowNumber: number;
  data: Record<string, unknown>;
}

/** Rows looked at (not yet claimed) and their preparation, which may still be running. */
export interface Candidates {
  rows: PendingRow[];
  /** Never rejects: a failed preparation is an outcome (the row's error entry). */
  prepared: Promise<Map<number, Outcome>>;
}

export interface BatchResult {
  /** Rows processed and committed (0: there was nothing this worker could take). */
  processed: number;
  /** How long the batch's transaction took. */
  transactionMs: number;
  /** The rows after this batch, already being prepared while this batch ran (handlers with prepareRow). */
  next?: Candidates;
}

/**
 * The job's next unprocessed rows after `afterRow`, skipping rows other workers hold, so preparation
 * (outside any transaction) is spent on rows this worker will most likely get. The rows are claimed
 * for real only inside the batch's transaction.
 */
async function lookAhead(
  db: Db,
  handler: BulkJobHandler,
  jobId: string,
  afterRow: number,
  options: BatchOptions,
): Promise<Candidates> {
  const rows = await db
    .select({ rowNumber: bulkJobRows.rowNumber, data: bulkJobRows.data })
    .from(bulkJobRows)
    .where(and(pendingRowsOf(jobId), gt(bulkJobRows.rowNumber, afterRow)))
    .orderBy(asc(bulkJobRows.rowNumber))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const prepareRow = handler.prepareRow?.bind(handler);
  const prepared = prepareRow
    ? mapConcurrently(rows, options.prepareConcurrency, (row) =>
        // Through a promise even if prepareRow throws at once: this preparation must never reject.
        Promise.resolve(row.data)
          .then(prepareRow)
          .then(
            (value): Outcome => ({ ok: true, value }),
            (error: unknown): Outcome => ({ ok: false, error }),
          ),
      ).then((outcomes) => new Map(rows.map((row, index) => [row.rowNumber, outcomes[index]!])))
    : Promise.resolve(new Map<number, Outcome>());
  return { rows, prepared };
}

/**
 * Processes one batch of the job's unprocessed rows: `ahead` (when the previous batch looked ahead) or
 * the first rows not held by another worker. Rows are claimed with FOR UPDATE SKIP LOCKED, so workers in
 * other transactions (or other processes) never take the same row; the rows are applied together or
 * one by one, a failing row leaving nothing behind (see applyReadyRows), and the rows' processed_at, the
 * error entries and the job's progress commit in the same transaction as the rows' effects: a crash
 * loses the whole batch, never half of it, and a row is applied exactly once.
 * While the transaction runs, the rows after it are read and prepared (prepareRow runs outside the
 * database, e.g. hashing on other threads), so the next batch finds them ready.
 */
export async function processBatch(
  db: Db,
  handler: BulkJobHandler,
  job: UnfinishedJob,
  options: BatchOptions,
  ahead?: Candidates,
): Promise<BatchResult> {
  const current = ahead ?? (await lookAhead(db, handler, job.id, 0, options));
  const lastRow = current.rows.at(-1)?.rowNumber;
  if (lastRow === undefined) return { processed: 0, transactionMs: 0 };

  if (job.status === 'requested') {
    await db
      .update(bulkJobs)
      .set({
        status: 'in-progress',
        dateStarted: sql`clock_timestamp()`,
        version: sql`${bulkJobs.version} + 1`,
      })
      .where(and(eq(bulkJobs.id, job.id), eq(bulkJobs.status, 'requested')));
  }
  const next = handler.prepareRow ? await lookAhead(db, handler, job.id, lastRow, options) : undefined;
  const prepared = await current.prepared;

  const started = performance.now();
  const processed = await db.transaction(async (tx) => {
    const claimed = await tx
      .select({ rowNumber: bulkJobRows.rowNumber, data: bulkJobRows.data })
      .from(bulkJobRows)
      .where(
        and(
          pendingRowsOf(job.id),
          isAmong(
            bulkJobRows.rowNumber,
            current.rows.map((row) => row.rowNumber),
          ),
        ),
      )
      .orderBy(asc(bulkJobRows.rowNumber))
      .for('update', { skipLocked: true });
    if (claimed.length === 0) return 0;

    const errors: (typeof bulkJobErrors.$inferInsert)[] = [];
    const fail = ({ rowNumber, data }: PendingRow, error: unknown) =>
      errors.push({
        jobId: job.id,
        rowNumber,
        errorOn: errorOnOf(handler, data, rowNumber),
        error: rowErrorMessage(error, options.log, { jobId: job.id, rowNumber }),
      });
    const ready: BulkRow[] = [];
    for (const row of claimed) {
      const preparation = prepared.get(row.rowNumber);
      if (preparation && !preparation.ok) fail(row, preparation.error);
      else ready.push({ ...row, prepared: valueOf(preparation) });
    }
    await applyReadyRows(tx, handler, ready, { jobId: job.id, actorId: job.requestedBy }, fail, options.log);
    errors.sort((a, b) => (a.rowNumber ?? 0) - (b.rowNumber ?? 0));

    await tx
      .update(bulkJobRows)
      .set({ processedAt: sql`clock_timestamp()` })
      .where(
        and(
          eq(bulkJobRows.jobId, job.id),
          isAmong(
            bulkJobRows.rowNumber,
            claimed.map((row) => row.rowNumber),
          ),
        ),
      );
    if (errors.length > 0) await tx.insert(bulkJobErrors).values(errors);
    await tx
      .update(bulkJobs)
      .set({
        totalProcessed: sql`${bulkJobs.totalProcessed} + ${claimed.length}`,
        errorCount: sql`${bulkJobs.errorCount} + ${errors.length}`,
        status: sql`case when ${noRowLeft} then 'complete' else 'in-progress' end`,
        dateStarted: sql`coalesce(${bulkJobs.dateStarted}, clock_timestamp())`,
        dateCompleted: sql`case when ${noRowLeft} then clock_timestamp() end`,
        version: sql`${bulkJobs.version} + 1`,
      })
      .where(eq(bulkJobs.id, job.id));
    return claimed.length;
  });
  return {
    processed,
    transactionMs: performance.now() - started,
    next: next?.rows.length ? next : undefined,
  };
}

/**
 * Applies a batch's rows: at once through the handler's processRows (in a savepoint) when it has one,
 * reporting the rows it failed; row by row through processRow otherwise, or when processRows threw (its
 * savepoint took back whatever it wrote, so the rows are applied once either way).
 */
async function applyReadyRows(
  tx: Tx,
  handler: BulkJobHandler,
  rows: BulkRow[],
  context: BulkBatchContext,
  fail: (row: PendingRow, error: unknown) => void,
  log: JobLog,
): Promise<void> {
  if (rows.length === 0) return;
  if (handler.processRows) {
    const byNumber = new Map(rows.map((row) => [row.rowNumber, row]));
    try {
      const failures = await tx.transaction(async (savepoint) => {
        const failed = await handler.processRows!(savepoint, rows, context);
        if (failed.some((failure) => !byNumber.has(failure.rowNumber))) {
          throw new Error('processRows reported a row that is not in its batch');
        }
        return failed;
      });
      for (const failure of failures) fail(byNumber.get(failure.rowNumber)!, failure.error);
      return;
    } catch (error) {
      log.info(
        { err: error, jobId: context.jobId },
        'bulk batch goes row by row: its set-based write failed',
      );
    }
  }
  await applyRows(tx, rows, fail, ({ rowNumber, data, prepared }, savepoint) =>
    handler.processRow(savepoint, data, { ...context, rowNumber, prepared }),
  );
}

/**
 * Applies the rows in order, each failing row rolled back alone and reported through `fail`. Rows run
 * together in one savepoint rather than one savepoint each (on the embedded database a savepoint and its
 * release cost as much as a small update): when a row fails, the savepoint takes the rows before it back
 * too, so those are applied again, together, and the rows after it go on in a new savepoint. A clean
 * batch pays one savepoint; each failure pays for re-running the rows since the previous one.
 */
async function applyRows<Row extends PendingRow>(
  tx: Tx,
  rows: Row[],
  fail: (row: Row, error: unknown) => void,
  apply: (row: Row, savepoint: Tx) => Promise<void>,
): Promise<void> {
  let from = 0;
  while (from < rows.length) {
    let failed: { index: number; error: unknown } | undefined;
    try {
      await tx.transaction(async (savepoint) => {
        for (let index = from; index < rows.length; index++) {
          await apply(rows[index]!, savepoint).catch((error: unknown) => {
            failed = { index, error };
            throw error;
          });
        }
      });
      return;
    } catch (error) {
      // Not a row's failure (the savepoint itself): the batch's transaction fails and is tried again later.
      if (!failed) throw error;
    }
    fail(rows[failed.index]!, failed.error);
    const succeeded = rows.slice(from, failed.index);
    if (succeeded.length > 0) {
      await tx.transaction(async (savepoint) => {
        for (const row of succeeded) await apply(row, savepoint);
      });
    }
    from = failed.index + 1;
  }
}

/**
 * The next batch's size: as many rows as fit in `targetMs` of transaction at the pace of the last
 * batch, between 1 and `max`. On the embedded database a transaction holds every other request, so a
 * batch must stay short; a fast handler still gets full batches.
 */
export function nextBatchSize(rows: number, transactionMs: number, targetMs: number, max: number): number {
  if (rows === 0 || transactionMs <= 0) return max;
  return Math.max(1, Math.min(max, Math.floor((rows * targetMs) / transactionMs)));
}

/**
 * Completes a job none of whose rows is left, and says whether it did. Two workers finishing the last
 * batches at the same moment each still see the other's rows as unprocessed; the next look ends the job.
 */
export async function completeIfDone(db: Db, jobId: string): Promise<boolean> {
  const done = await db
    .update(bulkJobs)
    .set({
      status: 'complete',
      dateStarted: sql`coalesce(${bulkJobs.dateStarted}, clock_timestamp())`,
      dateCompleted: sql`clock_timestamp()`,
      version: sql`${bulkJobs.version} + 1`,
    })
    .where(and(eq(bulkJobs.id, jobId), ne(bulkJobs.status, 'complete'), noRowLeft))
    .returning({ id: bulkJobs.id });
  return done.length > 0;
}

const MAX_TEXT = 1000;
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

function errorOnOf(handler: BulkJobHandler, data: Record<string, unknown>, rowNumber: number): string {
  let name = '';
  try {
    name = handler.errorOn(data).trim();
  } catch {
    // A row too broken to name is still named by its row number.
  }
  return clip(name || BULK_TEXTS.rowLabel(rowNumber));
}

const GENERIC_VALIDATION_MESSAGE = validationFailure({}).message;

/** A field's problem as one sentence: the message itself when it is one, else prefixed by the field. */
const fieldProblem = (field: string, message: string) =>
  /[.!?]$/.test(message) || !field ? message : `${field}: ${message}`;

/** What the error log says about a failed row; an unexpected error is logged and reported plainly. */
export function rowErrorMessage(
  error: unknown,
  log: JobLog,
  where: { jobId: string; rowNumber: number },
): string {
  if (error instanceof BulkRowError) return clip(error.message);
  if (error instanceof ApiError) {
    // A validation failure with the default message says more through its fields.
    const fields = (error.data as { Fields?: Record<string, string> } | undefined)?.Fields;
    if (!fields || error.message !== GENERIC_VALIDATION_MESSAGE) return clip(error.message);
    return clip(
      Object.entries(fields)
        .map(([field, message]) => fieldProblem(field, message))
        .join(' '),
    );
  }
  if (error instanceof z.ZodError) {
    return clip(error.issues.map((issue) => fieldProblem(issue.path.join('.'), issue.message)).join(' '));
  }
  log.error({ err: error, ...where }, 'bulk job row failed unexpectedly');
  return BULK_TEXTS.unexpectedRowError;
}

async function mapConcurrently<T, R>(items: T[], limit: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
