import { BULK_ERRORS, BULK_TEXTS } from '@commerce/domain';
import Papa from 'papaparse';
import { apiError } from '../http/errors.ts';
import type { WorkbookRow, WorksheetRows } from './workbook.ts';

/**
 * Reads an uploaded CSV file the way readFirstWorksheet reads a workbook: the first record is the header
 * (its trimmed texts become the keys), each later record with a value becomes one object of trimmed
 * strings (empty cells left out), numbered as a spreadsheet would number it (the header is row 1). The
 * delimiter is detected (comma, semicolon, tab …: what spreadsheets write in different locales). Throws a
 * 400 ApiError for a file that is not UTF-8 text, holds NUL characters (a binary file renamed), has broken
 * quoting, or has more than `maxRows` data rows.
 */
export function readCsv(file: Buffer, maxRows: number): WorksheetRows {
  let text: string;
  try {
    // fatal: bytes that are not UTF-8 refuse the file; the decoder drops a byte-order mark.
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw apiError(BULK_ERRORS.unreadableCsv);
  }
  if (text.includes('\u0000')) throw apiError(BULK_ERRORS.unreadableCsv);
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  if (parsed.errors.some((error) => error.type === 'Quotes')) throw apiError(BULK_ERRORS.unreadableCsv);
  const [headerRecord = [], ...records] = parsed.data;

  const header = new Map<number, string>();
  headerRecord.forEach((name, column) => {
    const trimmed = name.trim();
    if (trimmed !== '') header.set(column, trimmed);
  });

  const rows: WorkbookRow[] = [];
  records.forEach((record, index) => {
    const data: Record<string, string> = {};
    record.forEach((value, column) => {
      const key = header.get(column);
      const trimmed = value.trim();
      if (key !== undefined && trimmed !== '') data[key] = trimmed;
    });
    if (Object.keys(data).length > 0) rows.push({ rowNumber: index + 2, data });
  });
  if (rows.length > maxRows)
    throw apiError(BULK_ERRORS.tooManyRows, { message: BULK_TEXTS.tooManyRows(maxRows) });
  return { columns: [...header.values()], rows };
}
