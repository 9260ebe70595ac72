/**
 * Test support for the job engine and the bulk API (imported by tests only): workbooks built with
 * exceljs, a multipart body, and handlers (row by row, or a batch at once) whose every applied row leaves
 * one audit event behind, so a test can count how often each row was applied.
 */
import { randomBytes } from 'node:crypto';
import { BULK_UPLOAD_FIELD, BULK_UPLOAD_MIME_TYPE } from '@commerce/domain';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../db/client.ts';
import { auditEvents, bulkJobRows, bulkJobs } from '../db/schema/index.ts';
import { recordAudit, recordAudits, type AuditEntry } from '../http/audit.ts';
import { BulkRowError, type BulkBatchContext, type BulkJobHandler, type BulkRow } from './bulk-handler.ts';

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
 * The audit event that marks a row as applied: a test-only entity and action (the trail's declared kinds
 * are the product's), written through the same recordAudits the handlers use.
 */
const appliedEvent = (context: BulkBatchContext, { rowNumber, data, prepared }: BulkRow): AuditEntry =>
  ({
    actorId: context.actorId,
    action: APPLIED_ACTION,
    entity: 'test-row',
    entityId: `${context.jobId}:${rowNumber}`,
    after: { Key: data.Key, Prepared: prepared ?? null },
  }) as unknown as AuditEntry;

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
    async processRow(tx, data, context) {
      await recordAudit(
        tx,
        appliedEvent(context, { rowNumber: context.rowNumber, data, prepared: context.prepared }),
      );
      if (slowMs > 0) await new Promise((resolve) => setTimeout(resolve, slowMs));
      if (data.Fail !== undefined) throw new BulkRowError(String(data.Fail));
    },
    ...rest,
  };
  return handler;
}

/**
 * The recording handler with processRows: a batch's good rows leave their events in one insert and its
 * Fail rows are reported, leaving nothing. With `breakBatch`, processRows fails in the database after
 * writing (a set-based write that throws), so the engine must go row by row. `calls` tells which rows
 * went through processRows (one list per call) and which through processRow.
 */
export function batchingHandler(options: { breakBatch?: boolean } = {}) {
  const calls = { batches: [] as number[][], rows: [] as number[] };
  const byRow = recordingHandler();
  const handler: BulkJobHandler = {
    ...byRow,
    async processRow(tx, data, context) {
      calls.rows.push(context.rowNumber);
      await byRow.processRow(tx, data, context);
    },
    async processRows(tx, rows, context) {
      calls.batches.push(rows.map((row) => row.rowNumber));
      const good = rows.filter((row) => row.data.Fail === undefined);
      await recordAudits(
        tx,
        good.map((row) => appliedEvent(context, row)),
      );
      if (options.breakBatch) await tx.execute(sql`select 1 / 0`);
      return rows
        .filter((row) => row.data.Fail !== undefined)
        .map((row) => ({ rowNumber: row.rowNumber, error: new BulkRowError(String(row.data.Fail)) }));
    },
  };
  return { handler, calls };
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
