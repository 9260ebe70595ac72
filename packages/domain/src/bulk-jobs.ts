import { z } from 'zod';

/** Bulk operations: an uploaded workbook processed as a job (spec 1 §2, §3, §4, §9). */
export const BULK_JOB_STATUSES = ['requested', 'in-progress', 'complete'] as const;
export type BulkJobStatus = (typeof BULK_JOB_STATUSES)[number];

/** The status chip's colour (the theme's primary is purple, secondary green). */
export const BULK_JOB_STATUS_COLORS: Record<BulkJobStatus, 'default' | 'primary' | 'secondary'> = {
  requested: 'default',
  'in-progress': 'primary',
  complete: 'secondary',
};

/** Each job type: its label and the template workbook staff fill in. */
export const BULK_JOB_TYPES = {
  bulkupdateinternalusers: {
    label: 'Upload/Update Internal Users',
    template: '/upload_templates/UpdateInternalUsers.xlsx',
  },
} as const;
export type BulkJobType = keyof typeof BULK_JOB_TYPES;
export const BULK_JOB_TYPE_IDS = Object.keys(BULK_JOB_TYPES) as [BulkJobType, ...BulkJobType[]];

export const BULK_TEXTS = {
  noErrors: 'No errors have occurred.',
  completedOn: (date: string) => `Completed on ${date}`,
  chooseFile: 'Choose a file to upload.',
  notXlsx: 'Upload an Excel workbook (.xlsx).',
  tooLarge: 'The file must be 10 MB or smaller.',
} as const;

/** Uploads: one .xlsx workbook of at most 10 MB, sent as the multipart field 'bulkupload'. */
export const BULK_UPLOAD_FIELD = 'bulkupload';
export const BULK_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const BULK_UPLOAD_EXTENSION = '.xlsx';
export const BULK_UPLOAD_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Why a chosen file cannot be uploaded, or null when it can. */
export function bulkUploadProblem(file: { name: string; size: number } | null): string | null {
  if (!file) return BULK_TEXTS.chooseFile;
  if (!file.name.toLowerCase().endsWith(BULK_UPLOAD_EXTENSION)) return BULK_TEXTS.notXlsx;
  if (file.size > BULK_UPLOAD_MAX_BYTES) return BULK_TEXTS.tooLarge;
  return null;
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

/** One row of the error log: ErrorOn names the record (for users, the username). */
export const bulkJobErrorSchema = z.object({ ErrorOn: z.string(), Error: z.string() });
export type BulkJobError = z.infer<typeof bulkJobErrorSchema>;

/** The uploaded file can be downloaded only while the job is less than 6 days old. */
export const BULK_FILE_DOWNLOAD_DAYS = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

export const canDownloadJobFile = (dateRequested: string, now: number): boolean =>
  now - Date.parse(dateRequested) < BULK_FILE_DOWNLOAD_DAYS * DAY_MS;

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
