import { BULK_TEXTS } from '@commerce/domain';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { bulkJobErrors, bulkJobRows, bulkJobs } from '../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';
import { BulkRowError, type BulkJobHandler } from './bulk-handler.ts';

/** What the engine logs (a pino or Fastify logger fits). */
export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BatchOptions {
  batchSize: number;
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

const pendingRowsOf = (jobId: string | typeof bulkJobs.id) =>
  and(eq(bulkJobRows.jobId, jobId), isNull(bulkJobRows.processedAt));

/** No row of the job is left unprocessed (rows another worker holds, uncommitted, still count as left). */
const noRowLeft = sql`not exists (select 1 from ${bulkJobRows} where ${pendingRowsOf(bulkJobs.id)})`;

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Processes one batch of the job's unprocessed rows and says whether it processed any. Rows are claimed
 * with FOR UPDATE SKIP LOCKED, so workers in other transactions (or other processes) never take the same
 * row; each row runs in its own savepoint, and the rows' processed_at, the error entries and the job's
 * progress commit in the same transaction as the rows' effects: a crash loses the whole batch, never
 * half of it, and a row is applied exactly once.
 */
export async function processBatch(
  db: Db,
  handler: BulkJobHandler,
  job: UnfinishedJob,
  options: BatchOptions,
): Promise<boolean> {
  // A first look that skips rows other workers hold, so preparation (outside any transaction) is spent
  // on rows this worker will most likely get.
  const candidates = await db
    .select({ rowNumber: bulkJobRows.rowNumber, data: bulkJobRows.data })
    .from(bulkJobRows)
    .where(pendingRowsOf(job.id))
    .orderBy(asc(bulkJobRows.rowNumber))
    .limit(options.batchSize)
    .for('update', { skipLocked: true });
  if (candidates.length === 0) return false;

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

  const prepareRow = handler.prepareRow?.bind(handler);
  const prepared = prepareRow
    ? await mapConcurrently(candidates, options.prepareConcurrency, (row) =>
        prepareRow(row.data).then(
          (value): Outcome => ({ ok: true, value }),
          (error: unknown): Outcome => ({ ok: false, error }),
        ),
      )
    : [];
  const preparedByRow = new Map(candidates.map((row, index) => [row.rowNumber, prepared[index]]));

  return db.transaction(async (tx) => {
    const claimed = await tx
      .select({ rowNumber: bulkJobRows.rowNumber, data: bulkJobRows.data })
      .from(bulkJobRows)
      .where(
        and(
          pendingRowsOf(job.id),
          inArray(
            bulkJobRows.rowNumber,
            candidates.map((row) => row.rowNumber),
          ),
        ),
      )
      .orderBy(asc(bulkJobRows.rowNumber))
      .for('update', { skipLocked: true });
    if (claimed.length === 0) return false;

    const errors: (typeof bulkJobErrors.$inferInsert)[] = [];
    for (const { rowNumber, data } of claimed) {
      const preparation = preparedByRow.get(rowNumber);
      try {
        if (preparation && !preparation.ok) throw preparation.error;
        const context = {
          jobId: job.id,
          actorId: job.requestedBy,
          rowNumber,
          prepared: preparation?.value,
        };
        await tx.transaction((savepoint) => handler.processRow(savepoint, data, context));
      } catch (error) {
        errors.push({
          jobId: job.id,
          rowNumber,
          errorOn: errorOnOf(handler, data, rowNumber),
          error: rowErrorMessage(error, options.log, { jobId: job.id, rowNumber }),
        });
      }
    }

    await tx
      .update(bulkJobRows)
      .set({ processedAt: sql`clock_timestamp()` })
      .where(
        and(
          eq(bulkJobRows.jobId, job.id),
          inArray(
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
    return true;
  });
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
    const fields = (error.data as { Fields?: Record<string, string> } | undefined)?.Fields;
    const problems = fields
      ? Object.entries(fields).map(([field, message]) => fieldProblem(field, message))
      : [];
    return clip(problems.length > 0 ? problems.join(' ') : error.message);
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
