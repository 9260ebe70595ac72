import { BULK_ERRORS, BULK_TEXTS } from '@commerce/domain';
import ExcelJS from 'exceljs';
import { apiError } from '../http/errors.ts';

export interface WorkbookRow {
  /** The spreadsheet row number (the header is row 1). */
  rowNumber: number;
  data: Record<string, unknown>;
}

export interface WorksheetRows {
  /** The header row's column names, trimmed, in column order (empty header cells left out). */
  columns: string[];
  /** Every row below the header that has at least one value. */
  rows: WorkbookRow[];
}

// Every .xlsx file is a zip archive: anything else is refused before the parser sees it.
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Reads the first worksheet of an .xlsx workbook: row 1 is the header (its texts become the keys), each
 * later row with a value becomes one object (see BulkJobHandler for how cells are read). Throws a 400
 * ApiError for a file that is not a readable workbook or has more than `maxRows` data rows.
 */
export async function readFirstWorksheet(file: Buffer, maxRows: number): Promise<WorksheetRows> {
  const workbook = new ExcelJS.Workbook();
  try {
    if (!file.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE)) throw new Error('not a zip archive');
    // exceljs declares its own Buffer type; it takes Node's at run time.
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw apiError(BULK_ERRORS.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { columns: [], rows: [] };

  const header = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, column) => {
    const name = cellValue(cell.value);
    if (name !== undefined) header.set(column, String(name));
  });

  const rows: WorkbookRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const data: Record<string, unknown> = {};
    row.eachCell((cell, column) => {
      const key = header.get(column);
      const value = cellValue(cell.value);
      if (key !== undefined && value !== undefined) data[key] = value;
    });
    if (Object.keys(data).length > 0) rows.push({ rowNumber, data });
  });
  if (rows.length > maxRows)
    throw apiError(BULK_ERRORS.tooManyRows, { message: BULK_TEXTS.tooManyRows(maxRows) });
  return { columns: [...header.values()], rows };
}

/** A cell as the handler receives it; undefined for an empty cell (or an error such as #N/A). */
export function cellValue(value: ExcelJS.CellValue): string | number | boolean | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return cellValue(value.richText.map((part) => part.text).join(''));
  // A hyperlink's text is usually a string, but a styled one arrives as rich text.
  if ('hyperlink' in value) return cellValue(value.text as ExcelJS.CellValue);
  if ('formula' in value || 'sharedFormula' in value) return cellValue(value.result);
  return undefined;
}
