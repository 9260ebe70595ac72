import {
  BULK_ERRORS,
  bulkJobListSpec,
  canDownloadJobFile,
  type BulkJob,
  type BulkJobDetail,
  type BulkJobFile,
  type ListPage,
} from '@commerce/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { bulkJobErrors, bulkJobs } from '../../db/schema/jobs.ts';
import { apiError, forbidden, notFound } from '../../http/errors.ts';
import { defineList, type ListQuery } from '../../http/list-query.ts';
import type { BulkJobHandler } from '../../jobs/bulk-handler.ts';
import type { BulkJobRunner } from '../../jobs/bulk-runner.ts';
import type { Principal } from '../../http/principal.ts';
import { jobColumns, toBulkJob } from './mapper.ts';

/** The handler of a job type the caller may use: 404 for a type the server does not run, else 403. */
export function handlerFor(runner: BulkJobRunner, type: string, principal: Principal): BulkJobHandler {
  const handler = runner.handlerFor(type);
  if (!handler) throw notFound('The job type');
  if (!handler.features.some((key) => principal.permissions.includes(key))) throw forbidden();
  return handler;
}

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
