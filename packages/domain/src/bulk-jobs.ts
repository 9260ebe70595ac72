import { defineApiErrors } from './api-errors.ts';
import { z } from 'zod';
import { formatDateTime } from './date-format.ts';
import { defineListSpec } from './list-spec.ts';
import { listPageSchema, listQuerySchema } from './list.ts';
import {
  BULK_FEATURES,
  BULK_JOB_STATUS_LABELS,
  BULK_JOB_STATUSES,
  BULK_JOB_TYPE_IDS,
  BULK_JOB_TYPES,
  type BulkFileType,
} from './bulk-job-types.ts';
import { defineRecordApi, defineRoute, readRoute } from './api-routes.ts';

/** Bulk operations: an uploaded workbook processed as a job (spec 1 §2, §3, §4, §9); the job types are in
 * bulk-job-types.ts. */
/** The uploaded file can be downloaded only while the job is less than 6 days old. */
export const BULK_FILE_DOWNLOAD_DAYS = 6;

export const BULK_TEXTS = {
  noErrors: 'No errors have occurred.',
  completedOn: (date: string) => `Completed on ${date}`,
  notAvailable: 'N/A',
  chooseFile: 'Choose a file to upload.',
  notXlsx: 'Upload an Excel workbook (.xlsx).',
  notXlsxOrCsv: 'Upload a CSV file (.csv) or an Excel workbook (.xlsx).',
  unreadableCsv: 'The file could not be read as a CSV file (.csv) in UTF-8.',
  tooLarge: 'The file must be 10 MB or smaller.',
  emptyFile: 'The file is empty.',
  wrongContent: 'The file holds another kind of content than its name says.',
  unreadable: 'The file could not be read as an Excel workbook (.xlsx).',
  noRows: 'The first worksheet has no rows to process below its header row.',
  tooManyRows: (max: number) =>
    `The file has more than ${max.toLocaleString('en-US')} rows. Split it into smaller files.`,
  duplicateColumn: (column: string) => `The column "${column}" appears more than once in the header row.`,
  missingColumns: (columns: readonly string[]) =>
    `The header row is missing the column${columns.length === 1 ? '' : 's'} ${columns
      .map((column) => `"${column}"`)
      .join(', ')}.`,
  fileExpired: `The uploaded file is kept for download for ${BULK_FILE_DOWNLOAD_DAYS} days after the request.`,
  rowLabel: (rowNumber: number) => `Row ${rowNumber}`,
  unexpectedRowError: 'This row could not be applied because of an unexpected error.',
  uploaded: 'The file was uploaded. Its rows are being processed.',
} as const;

/** Uploads: one .xlsx workbook of at most 10 MB, sent as the multipart field 'bulkupload'. */
export const BULK_UPLOAD_FIELD = 'bulkupload';
export const BULK_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** More rows than this are refused: a job that size would hold the runner for a long time. */
export const BULK_UPLOAD_MAX_ROWS = 100_000;
export const BULK_UPLOAD_EXTENSION: BulkFileType = '.xlsx';
export const BULK_UPLOAD_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const BULK_CSV_MIME_TYPE = 'text/csv';

/** The content type a stored upload is served with, by its kind. */
export const BULK_FILE_MIME_TYPES: Record<BulkFileType, string> = {
  '.xlsx': BULK_UPLOAD_MIME_TYPE,
  '.csv': BULK_CSV_MIME_TYPE,
};

/** Error codes of the bulk API. */
export const BULK_ERRORS = defineApiErrors({
  fileRequired: { status: 400, code: 'BulkJob.FileRequired', message: BULK_TEXTS.chooseFile },
  notXlsx: { status: 400, code: 'BulkJob.NotXlsx', message: BULK_TEXTS.notXlsx },
  notXlsxOrCsv: { status: 400, code: 'BulkJob.WrongFileType', message: BULK_TEXTS.notXlsxOrCsv },
  unreadableCsv: { status: 400, code: 'BulkJob.NotCsv', message: BULK_TEXTS.unreadableCsv },
  unreadable: { status: 400, code: 'BulkJob.NotXlsx', message: BULK_TEXTS.unreadable },
  tooLarge: { status: 400, code: 'BulkJob.FileTooLarge', message: BULK_TEXTS.tooLarge },
  emptyFile: { status: 400, code: 'BulkJob.EmptyFile', message: BULK_TEXTS.emptyFile },
  wrongContent: { status: 400, code: 'BulkJob.WrongFileContent', message: BULK_TEXTS.wrongContent },
  noRows: { status: 400, code: 'BulkJob.NoRows', message: BULK_TEXTS.noRows },
  tooManyRows: {
    status: 400,
    code: 'BulkJob.TooManyRows',
    message: BULK_TEXTS.tooManyRows(BULK_UPLOAD_MAX_ROWS),
  },
  badHeader: { status: 400, code: 'BulkJob.BadHeaderRow', message: 'The header row is not valid.' },
  fileExpired: { status: 410, code: 'BulkJob.FileExpired', message: BULK_TEXTS.fileExpired },
});

export type BulkUploadProblem = (typeof BULK_ERRORS)[keyof typeof BULK_ERRORS];

/** The kind of an uploaded file by its name among the kinds a type takes, or null. */
export const bulkFileTypeOf = (
  fileName: string,
  accepted: readonly BulkFileType[] = [BULK_UPLOAD_EXTENSION],
): BulkFileType | null => accepted.find((kind) => fileName.toLowerCase().endsWith(kind)) ?? null;

/**
 * Why a chosen file cannot be uploaded (the error the API answers, whose message is shown), or null. The
 * kinds of file default to a workbook; a job type that also takes CSV passes its own (bulkFileTypesOf).
 */
export function bulkUploadProblem(
  file: { name: string; size: number } | null,
  accepted: readonly BulkFileType[] = [BULK_UPLOAD_EXTENSION],
): BulkUploadProblem | null {
  if (!file) return BULK_ERRORS.fileRequired;
  if (!bulkFileTypeOf(file.name, accepted))
    return accepted.includes('.csv') ? BULK_ERRORS.notXlsxOrCsv : BULK_ERRORS.notXlsx;
  if (file.size > BULK_UPLOAD_MAX_BYTES) return BULK_ERRORS.tooLarge;
  if (file.size === 0) return BULK_ERRORS.emptyFile;
  return null;
}

/** The header row's problem given the columns it has and the ones the job type needs, or null. */
export function headerRowProblem(columns: readonly string[], required: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const column of columns) {
    if (seen.has(column.toLowerCase())) return BULK_TEXTS.duplicateColumn(column);
    seen.add(column.toLowerCase());
  }
  const missing = required.filter((column) => !seen.has(column.toLowerCase()));
  return missing.length > 0 ? BULK_TEXTS.missingColumns(missing) : null;
}

export const bulkJobSchema = z.object({
  JobID: z.string(),
  /** The job type. */
  PartitionKey: z.enum(BULK_JOB_TYPE_IDS),
  DateRequested: z.string(),
  DateCompleted: z.string().nullable(),
  Status: z.enum(BULK_JOB_STATUSES),
  TotalCount: z.number().int(),
  TotalProcessed: z.number().int(),
  ErrorCount: z.number().int(),
  OriginalFileName: z.string(),
});
export type BulkJob = z.infer<typeof bulkJobSchema>;

/** One row of the error log: ErrorOn names the record (for users, the username); RowNumber is its row. */
export const bulkJobErrorSchema = z.object({
  RowNumber: z.number().int().nullable(),
  ErrorOn: z.string(),
  Error: z.string(),
});
export type BulkJobError = z.infer<typeof bulkJobErrorSchema>;

/** A job with one page of its error log (in spreadsheet row order). */
export const bulkJobDetailSchema = bulkJobSchema.extend({ ErrorLog: listPageSchema(bulkJobErrorSchema) });
export type BulkJobDetail = z.infer<typeof bulkJobDetailSchema>;

/** The uploaded file as the API answers it (spec 1 §7): base64 content, saved under the original name. */
export const bulkJobFileSchema = z.object({
  FileName: z.string(),
  ContentType: z.string(),
  Content: z.string(),
});
export type BulkJobFile = z.infer<typeof bulkJobFileSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

export const canDownloadJobFile = (dateRequested: string, now: number): boolean =>
  now - Date.parse(dateRequested) < BULK_FILE_DOWNLOAD_DAYS * DAY_MS;

/** How often an open job's page asks for fresh progress while the job is unfinished. */
export const BULK_JOB_POLL_MS = 2000;

export const isJobFinished = (job: Pick<BulkJob, 'Status'>) => job.Status === 'complete';

export type BulkJobProgress =
  | { kind: 'indeterminate' }
  | { kind: 'determinate'; percent: number }
  | { kind: 'complete'; dateCompleted: string | null };

/** Requested: an indeterminate bar; running: processed/total; complete: 'Completed on {date}'. */
export function bulkJobProgress(
  job: Pick<BulkJob, 'Status' | 'TotalCount' | 'TotalProcessed' | 'DateCompleted'>,
): BulkJobProgress {
  switch (job.Status) {
    case 'requested':
      return { kind: 'indeterminate' };
    case 'in-progress':
      return {
        kind: 'determinate',
        percent: job.TotalCount > 0 ? Math.min(100, (job.TotalProcessed / job.TotalCount) * 100) : 0,
      };
    case 'complete':
      return { kind: 'complete', dateCompleted: job.DateCompleted };
  }
}

/** The request instant as the job list's two columns show it: 'MM/DD/YY' and 'h:mm a'. */
export function requestDateAndTime(dateRequested: string): { date: string; time: string } {
  const [date = '', ...time] = formatDateTime(dateRequested).split(' ');
  return { date, time: time.join(' ') };
}

/** From the request to completion (or to `now` while unfinished): '45 sec', '2 min 5 sec', '1 hr 3 min'. */
export function elapsedTime(job: Pick<BulkJob, 'DateRequested' | 'DateCompleted'>, now: number): string {
  const end = job.DateCompleted ? Date.parse(job.DateCompleted) : now;
  const seconds = Math.max(0, Math.floor((end - Date.parse(job.DateRequested)) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return `${hours} hr ${minutes} min`;
  if (minutes > 0) return `${minutes} min ${seconds % 60} sec`;
  return `${seconds} sec`;
}

/** /bulk-operations/{jobType}: a type's jobs, newest first (the page adds `jobType` to the query). */
export const bulkJobListSpec = defineListSpec<BulkJob>()({
  id: 'bulk-jobs',
  label: 'Jobs',
  api: '/bulk/jobs',
  readKeys: BULK_FEATURES,
  columns: [
    { field: 'JobID', header: 'ID' },
    { field: 'PartitionKey', header: 'Operation', value: (job) => BULK_JOB_TYPES[job.PartitionKey].label },
    {
      field: 'DateRequested',
      header: 'Request Date',
      sortable: true,
      value: (job) => requestDateAndTime(job.DateRequested).date,
    },
    {
      field: 'RequestTime',
      header: 'Request Time',
      value: (job) => requestDateAndTime(job.DateRequested).time,
    },
    { field: 'Status', header: 'Status', value: (job) => BULK_JOB_STATUS_LABELS[job.Status] },
    { field: 'ErrorCount', header: 'Errors', format: 'number' },
    { field: 'Progress', header: 'Progress', value: (job) => `${job.TotalProcessed} / ${job.TotalCount}` },
    { field: 'OriginalFileName', header: 'File', optional: true },
  ],
  defaultSort: '!DateRequested',
});

/** Bulk upload jobs: the routes the server serves and the web's resource calls. */
export const bulkJobApi = defineRecordApi({
  path: '/bulk/jobs',
  item: bulkJobSchema,
  detail: bulkJobDetailSchema,
});

const jobParams = z.object({ type: z.string(), jobId: z.string() });

/** A job with one page of its error log (page, pageSize). */
export const bulkJobDetailRoute = readRoute('/bulk/jobs/:type/:jobId', bulkJobDetailSchema, {
  params: jobParams,
  query: listQuerySchema,
});
/** The job's uploaded file, base64 with its original name. */
export const bulkJobFileRoute = readRoute('/bulk/jobs/:type/:jobId/file', bulkJobFileSchema, {
  params: jobParams,
});
/** A workbook (or CSV file) uploaded as a new job of the type; the type's upload options in the query. */
export const bulkUploadRoute = defineRoute({
  method: 'POST',
  path: '/bulk/:type',
  params: z.object({ type: z.string() }),
  query: listQuerySchema,
  upload: true,
  status: 201,
  response: bulkJobSchema,
});
