import {
  BULK_ERRORS,
  BULK_FILE_MIME_TYPES,
  BULK_UPLOAD_MAX_ROWS,
  bulkFileTypeOf,
  bulkFileTypesOf,
  bulkUploadProblem,
  headerRowProblem,
} from '@commerce/domain';
import type { Db } from '../db/client.ts';
import { bulkJobRows, bulkJobs } from '../db/schema/jobs.ts';
import { recordAudit } from '../http/audit.ts';
import { apiError, ApiError } from '../http/errors.ts';
import type { BulkJobHandler } from './bulk-handler.ts';
import { readCsv } from './csv.ts';
import { readFirstWorksheet } from './workbook.ts';

export type BulkJobRow = typeof bulkJobs.$inferSelect;

export interface UploadedFile {
  fileName: string;
  content: Buffer;
}

// Rows go in several INSERTs: one statement may bind at most 65,535 parameters.
const ROWS_PER_INSERT = 1000;
const MAX_FILE_NAME = 255;
const UNREADABLE = new Set<string>([BULK_ERRORS.unreadable.code, BULK_ERRORS.unreadableCsv.code]);

/** The name without any folder a browser may send with it, never longer than a file system allows. */
const baseName = (fileName: string) => (fileName.split(/[\\/]/).pop() ?? '').trim().slice(-MAX_FILE_NAME);

/** The file's header columns and data rows, or the 4xx of why it cannot be a job. */
async function readRows(handler: BulkJobHandler, file: UploadedFile) {
  const accepted = bulkFileTypesOf(handler.type);
  const problem = bulkUploadProblem({ name: file.fileName, size: file.content.length }, accepted);
  if (problem) throw apiError(problem);
  const kind = bulkFileTypeOf(file.fileName, accepted) ?? '.xlsx';
  const { columns, rows } =
    kind === '.csv'
      ? readCsv(file.content, BULK_UPLOAD_MAX_ROWS)
      : await readFirstWorksheet(file.content, BULK_UPLOAD_MAX_ROWS);
  const headerProblem = handler.headerProblem
    ? handler.headerProblem(columns)
    : headerRowProblem(columns, handler.requiredColumns);
  if (headerProblem)
    throw apiError(BULK_ERRORS.badHeader, { message: headerProblem, data: { Columns: columns } });
  if (rows.length === 0) throw apiError(BULK_ERRORS.noRows);
  return { columns, rows, kind };
}

/**
 * Checks an uploaded workbook (or CSV file, for a job type that takes one) and stores it as a 'requested'
 * job: the file, its rows (first worksheet or the CSV's records, header → keys) and TotalCount, with an
 * audit event, in one transaction. A refused file stores nothing.
 */
export async function createBulkJob(
  db: Db,
  handler: BulkJobHandler,
  file: UploadedFile,
  requestedBy: string,
  /** The handler's uploadOptions as parsed; stored with every row. */
  options: Record<string, unknown> = {},
): Promise<BulkJobRow> {
  const fileName = baseName(file.fileName);
  const { rows, kind } = await readRows(handler, { ...file, fileName }).catch((error: unknown) => {
    // A file that cannot be read at all is named; one read without the columns keeps its (the spec's) text.
    if (error instanceof ApiError && UNREADABLE.has(error.errorCode))
      throw new ApiError(error.statusCode, error.errorCode, `${fileName}: ${error.message}`, {
        FileName: fileName,
      });
    throw error;
  });

  return db.transaction(async (tx) => {
    const [job] = await tx
      .insert(bulkJobs)
      .values({
        jobType: handler.type,
        originalFileName: fileName,
        fileContentType: BULK_FILE_MIME_TYPES[kind],
        file: file.content,
        requestedBy,
        totalCount: rows.length,
      })
      .returning();
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      await tx
        .insert(bulkJobRows)
        .values(
          rows
            .slice(start, start + ROWS_PER_INSERT)
            .map((row) => ({ jobId: job!.id, rowNumber: row.rowNumber, data: { ...row.data, ...options } })),
        );
    }
    await recordAudit(tx, {
      actorId: requestedBy,
      action: 'upload',
      entity: 'bulk-job',
      entityId: job!.id,
      after: { PartitionKey: handler.type, OriginalFileName: fileName, TotalCount: rows.length },
    });
    return job!;
  });
}
