import { sql } from 'drizzle-orm';
import {
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestampColumn, versionColumn } from './columns.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Bulk jobs (spec 1 §3): requested → in-progress → complete. The uploaded file is kept with the job (so
 * any server process can offer it for download) and its rows are stored once, at upload, in
 * bulk_job_rows; workers claim unprocessed rows with FOR UPDATE SKIP LOCKED.
 */
export const bulkJobs = pgTable(
  'bulk_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The PartitionKey: bulkupdateinternalusers … */
    jobType: text('job_type').notNull(),
    status: text('status').notNull().default('requested'),
    dateRequested: timestampColumn('date_requested').notNull().defaultNow(),
    dateStarted: timestampColumn('date_started'),
    dateCompleted: timestampColumn('date_completed'),
    totalCount: integer('total_count').notNull().default(0),
    totalProcessed: integer('total_processed').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    originalFileName: text('original_file_name').notNull(),
    fileContentType: text('file_content_type').notNull(),
    file: bytea('file').notNull(),
    requestedBy: text('requested_by'),
    version: versionColumn(),
  },
  (t) => [
    index('bulk_jobs_type_idx').on(t.jobType, t.dateRequested),
    index('bulk_jobs_unfinished_idx')
      .on(t.dateRequested)
      .where(sql`${t.status} <> 'complete'`),
  ],
);

export const bulkJobRows = pgTable(
  'bulk_job_rows',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => bulkJobs.id, { onDelete: 'cascade' }),
    /** The spreadsheet row number (the header is row 1). */
    rowNumber: integer('row_number').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    processedAt: timestampColumn('processed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.rowNumber] }),
    index('bulk_job_rows_pending_idx')
      .on(t.jobId, t.rowNumber)
      .where(sql`${t.processedAt} is null`),
  ],
);

/** The error log: ErrorOn names the record (for users, the username). */
export const bulkJobErrors = pgTable(
  'bulk_job_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => bulkJobs.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number'),
    errorOn: text('error_on').notNull(),
    error: text('error').notNull(),
  },
  (t) => [index('bulk_job_errors_job_idx').on(t.jobId, t.id)],
);
