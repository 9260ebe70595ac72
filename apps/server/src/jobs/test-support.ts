/**
 * Test support for the job engine and the bulk API (imported by tests only): workbooks built with
 * exceljs, a multipart body, and a handler whose every applied row leaves one audit event behind, so a
 * test can count how often each row was applied.
 */
import { randomBytes } from 'node:crypto';
import { BULK_UPLOAD_FIELD, BULK_UPLOAD_MIME_TYPE } from '@commerce/domain';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../db/client.ts';
import { auditEvents, bulkJobRows, bulkJobs } from '../db/schema/index.ts';
import { recordAudit } from '../http/audit.ts';
import { BulkRowError, type BulkJobHandler } from './bulk-handler.ts';

/** A workbook whose first worksheet holds these rows (the first is the header). */
export async function buildWorkbook(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Rows');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart/form-data body with one file part. */
export function multipartBody(fileName: string, content: Buffer, field = BULK_UPLOAD_FIELD) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        `Content-Type: ${BULK_UPLOAD_MIME_TYPE}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const APPLIED_ACTION = 'test-row-applied';

/**
 * Rows have a Key; a row with a Fail value writes its effect and then fails with that message (so a
 * test sees the effect rolled back). `slowMs` makes each row take a while (workers overlap more).
 */
export function recordingHandler(overrides: Partial<BulkJobHandler> & { slowMs?: number } = {}) {
  const { slowMs = 0, ...rest } = overrides;
  const handler: BulkJobHandler = {
    type: 'bulkupdateinternalusers',
    features: ['internal-bulk'],
    requiredColumns: ['Key'],
    buildTemplate: () => buildWorkbook([['Key', 'Fail']]),
    errorOn: (row) => (row.Key === undefined ? '' : String(row.Key)),
    async processRow(tx, row, context) {
      await recordAudit(tx, {
        actorId: context.actorId,
        action: APPLIED_ACTION,
        entity: 'test-row',
        entityId: `${context.jobId}:${context.rowNumber}`,
        after: { Key: row.Key, Prepared: context.prepared ?? null },
      });
      if (slowMs > 0) await new Promise((resolve) => setTimeout(resolve, slowMs));
      if (row.Fail !== undefined) throw new BulkRowError(String(row.Fail));
    },
    ...rest,
  };
  return handler;
}

/** Stores a job of `count` rows (Key = 'K{n}', spreadsheet rows 2…) straight into the database. */
export async function insertJob(
  db: Db,
  count: number,
  rowData: (n: number) => Record<string, unknown> = (n) => ({ Key: `K${n}` }),
) {
  const [job] = await db
    .insert(bulkJobs)
    .values({
      jobType: 'bulkupdateinternalusers',
      originalFileName: 'rows.xlsx',
      fileContentType: BULK_UPLOAD_MIME_TYPE,
      file: Buffer.from('not read by the runner'),
      totalCount: count,
    })
    .returning();
  const rows = Array.from({ length: count }, (_, index) => ({
    jobId: job!.id,
    rowNumber: index + 2,
    data: rowData(index + 1),
  }));
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(bulkJobRows).values(rows.slice(start, start + 1000));
  }
  return job!.id;
}

export async function jobRow(db: Db, jobId: string) {
  const [job] = await db.select().from(bulkJobs).where(eq(bulkJobs.id, jobId));
  return job!;
}

/** How many times each applied row of the job left its effect: `{ rowNumber: times }`. */
export async function appliedCounts(db: Db, jobId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ entityId: auditEvents.entityId, times: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, APPLIED_ACTION), sql`${auditEvents.entityId} like ${`${jobId}:%`}`))
    .groupBy(auditEvents.entityId);
  return new Map(rows.map((row) => [Number(row.entityId.split(':')[1]), row.times]));
}

/** Resolves once `check` holds, polling; fails after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('The condition did not hold in time.');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
