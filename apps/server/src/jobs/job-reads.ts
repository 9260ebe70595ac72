import {
  BULK_ERRORS,
  bulkJobListSpec,
  canDownloadJobFile,
  type BulkJob,
  type BulkJobDetail,
  type BulkJobFile,
  type BulkJobType,
  type ListPage,
} from '@commerce/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { bulkJobErrors, bulkJobs } from '../db/schema/jobs.ts';
import { apiError, notFound } from '../http/errors.ts';
import { defineList, type ListQuery } from '../http/list-query.ts';
import type { BulkJobHandler } from './bulk-handler.ts';

/* What the bulk screens read of the jobs: a type's list, a job with its error log, its file. */

/** Every column of a job but the file itself: what lists and details read. */
const jobColumns = {
  id: bulkJobs.id,
  jobType: bulkJobs.jobType,
  status: bulkJobs.status,
  dateRequested: bulkJobs.dateRequested,
  dateCompleted: bulkJobs.dateCompleted,
  totalCount: bulkJobs.totalCount,
  totalProcessed: bulkJobs.totalProcessed,
  errorCount: bulkJobs.errorCount,
  originalFileName: bulkJobs.originalFileName,
};

type JobSummaryRow = { [K in keyof typeof jobColumns]: (typeof bulkJobs.$inferSelect)[K] };

/** A stored job in the API's shape (spec 1 §3 field names). */
export const toBulkJob = (row: JobSummaryRow): BulkJob => ({
  JobID: row.id,
  PartitionKey: row.jobType as BulkJobType,
  DateRequested: row.dateRequested.toISOString(),
  DateCompleted: row.dateCompleted?.toISOString() ?? null,
  Status: row.status as BulkJob['Status'],
  TotalCount: row.totalCount,
  TotalProcessed: row.totalProcessed,
  ErrorCount: row.errorCount,
  OriginalFileName: row.originalFileName,
});

export const jobList = defineList({
  spec: bulkJobListSpec,
  table: bulkJobs,
  fields: {
    DateRequested: { column: bulkJobs.dateRequested, type: 'date', sort: true, filter: true },
    Status: { column: bulkJobs.status, type: 'text', filter: true },
  },
});

/** The type's jobs, newest first, in the list convention. */
export const listJobs = (db: Db, handler: BulkJobHandler, query: ListQuery): Promise<ListPage<BulkJob>> =>
  jobList.run(db, query, { select: jobColumns, where: eq(bulkJobs.jobType, handler.type), map: toBulkJob });

const errorLog = defineList({
  table: bulkJobErrors,
  fields: { RowNumber: { column: bulkJobErrors.rowNumber, type: 'number', sort: true } },
  defaultSort: 'RowNumber',
});

const jobIdSchema = z.uuid();

async function findJob(db: Db, handler: BulkJobHandler, jobId: string) {
  // Anything but a UUID cannot name a job (and would not even reach the uuid column).
  if (!jobIdSchema.safeParse(jobId).success) throw notFound('The job');
  const [job] = await db
    .select(jobColumns)
    .from(bulkJobs)
    .where(and(eq(bulkJobs.id, jobId), eq(bulkJobs.jobType, handler.type)));
  if (!job) throw notFound('The job');
  return job;
}

/** The job with one page of its error log (page and pageSize in the list convention), in row order. */
export async function jobDetail(
  db: Db,
  handler: BulkJobHandler,
  jobId: string,
  rawQuery: unknown,
): Promise<BulkJobDetail> {
  const query = errorLog.parse(rawQuery);
  const job = await findJob(db, handler, jobId);
  const ErrorLog = await errorLog.run(db, query, {
    select: {
      RowNumber: bulkJobErrors.rowNumber,
      ErrorOn: bulkJobErrors.errorOn,
      Error: bulkJobErrors.error,
    },
    where: eq(bulkJobErrors.jobId, job.id),
  });
  return { ...toBulkJob(job), ErrorLog };
}

/** The uploaded file, base64, while the job is less than 6 days old (spec 1 §7, §9). */
export async function jobFile(
  db: Db,
  handler: BulkJobHandler,
  jobId: string,
  now: number,
): Promise<BulkJobFile> {
  const job = await findJob(db, handler, jobId);
  if (!canDownloadJobFile(job.dateRequested.toISOString(), now)) {
    throw apiError(BULK_ERRORS.fileExpired);
  }
  const [stored] = await db
    .select({ file: bulkJobs.file, contentType: bulkJobs.fileContentType })
    .from(bulkJobs)
    .where(eq(bulkJobs.id, job.id));
  if (!stored) throw notFound('The job');
  return {
    FileName: job.originalFileName,
    ContentType: stored.contentType,
    Content: stored.file.toString('base64'),
  };
}
