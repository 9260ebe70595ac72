import type { BulkJob, BulkJobType } from '@commerce/domain';
import { bulkJobs } from '../../db/schema/jobs.ts';

/** Every column of a job but the file itself: what lists and details read. */
export const jobColumns = {
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

export type JobSummaryRow = { [K in keyof typeof jobColumns]: (typeof bulkJobs.$inferSelect)[K] };

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
