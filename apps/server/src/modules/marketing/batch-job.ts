import { BATCH_REDIRECTS_COLUMN } from '@commerce/domain';
import ExcelJS from 'exceljs';
import { BulkRowError, type BulkJobHandler, type BulkRowFailure } from '../../jobs/bulk-handler.ts';
import { addRedirectLines } from './service.ts';

/*
 * A large batch of redirects (more lines than one request takes) runs as a job on the bulk engine: the
 * Batch Redirects tab uploads the text area as a CSV file with one column, each row one
 * 'source:destination' line. Lines are checked as in the one-request batch; skipped lines go to the job's
 * error log with why.
 */

async function buildTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Commerce Admin';
  const sheet = workbook.addWorksheet('BatchRedirects', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [{ header: BATCH_REDIRECTS_COLUMN, key: BATCH_REDIRECTS_COLUMN, width: 60 }];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).getCell(1).note =
    "Required. One redirect per row as 'source:destination', both starting with the / after '.com'.";
  sheet.addRow({ [BATCH_REDIRECTS_COLUMN]: '/old-page:/new-page' });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * redirects.json holds every redirect (100,000 and more): a job's batches ask for it with a delay, so the
 * requests of the batches meanwhile join one publish instead of rendering the whole map after each batch.
 */
const PUBLISH_DELAY_MS = 3000;

const lineOf = (row: Record<string, unknown>) => {
  const value = Object.entries(row).find(
    ([key]) => key.toLowerCase() === BATCH_REDIRECTS_COLUMN.toLowerCase(),
  )?.[1];
  return value === undefined || value === null ? '' : String(value);
};

export const batchRedirectsJob: BulkJobHandler = {
  type: 'addbatchredirects',
  features: ['misc-marketing'],
  requiredColumns: [BATCH_REDIRECTS_COLUMN],
  buildTemplate,
  errorOn: lineOf,

  async processRow(tx, row, context) {
    const { skipped } = await addRedirectLines(
      tx,
      { id: context.actorId },
      [{ line: context.rowNumber, text: lineOf(row) }],
      PUBLISH_DELAY_MS,
    );
    if (skipped[0]) throw new BulkRowError(skipped[0].reason);
  },

  // A batch's lines are checked and added together: one lookup, one insert, one audit statement.
  async processRows(tx, rows, context) {
    const { skipped } = await addRedirectLines(
      tx,
      { id: context.actorId },
      rows.map((row) => ({ line: row.rowNumber, text: lineOf(row.data) })),
      PUBLISH_DELAY_MS,
    );
    return skipped.map((skip): BulkRowFailure => ({
      rowNumber: skip.line,
      error: new BulkRowError(skip.reason),
    }));
  },
};
