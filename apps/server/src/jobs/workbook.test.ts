import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { buildWorkbook } from './test-support.ts';
import { cellValue, readFirstWorksheet } from './workbook.ts';

describe('reading the first worksheet', () => {
  it('keys each row by the trimmed header texts, skipping empty rows, empty cells and unnamed columns', async () => {
    const file = await buildWorkbook([
      [' Username ', 'Active', null, 'Count'],
      ['ann', true, 'no header', 3],
      [null, '   ', null, null],
      ['bo', false, null, null],
    ]);
    expect(await readFirstWorksheet(file, 10)).toEqual({
      columns: ['Username', 'Active', 'Count'],
      rows: [
        { rowNumber: 2, data: { Username: 'ann', Active: true, Count: 3 } },
        { rowNumber: 4, data: { Username: 'bo', Active: false } },
      ],
    });
  });

  it('reads only the first worksheet', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('First').addRows([['Key'], ['one']]);
    workbook.addWorksheet('Second').addRows([['Key'], ['two']]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await readFirstWorksheet(file, 10)).rows).toEqual([{ rowNumber: 2, data: { Key: 'one' } }]);
  });

  it('refuses more data rows than allowed', async () => {
    const file = await buildWorkbook([['Key'], ['a'], ['b'], ['c']]);
    await expect(readFirstWorksheet(file, 2)).rejects.toMatchObject({
      errorCode: 'BulkJob.TooManyRows',
      message: 'The file has more than 2 rows. Split it into smaller files.',
    });
    expect((await readFirstWorksheet(file, 3)).rows).toHaveLength(3);
  });

  it('refuses what is not a workbook, zip or not', async () => {
    for (const file of [Buffer.from('Key\nK1\n'), Buffer.from('PK\u0003\u0004 but no archive')]) {
      const error = await readFirstWorksheet(file, 10).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ statusCode: 400, errorCode: 'BulkJob.NotXlsx' });
    }
  });
});

describe('a cell as the handler receives it', () => {
  it('gives texts trimmed, numbers and booleans as they are, dates as ISO strings', () => {
    expect(cellValue('  Rose  ')).toBe('Rose');
    expect(cellValue(' ')).toBeUndefined();
    expect(cellValue(null)).toBeUndefined();
    expect(cellValue(42)).toBe(42);
    expect(cellValue(false)).toBe(false);
    expect(cellValue(new Date('2026-03-01T00:00:00Z'))).toBe('2026-03-01T00:00:00.000Z');
  });

  it('gives rich text, hyperlinks and formulas as the text or result shown', () => {
    expect(cellValue({ richText: [{ text: 'Ro' }, { text: 'se ' }] })).toBe('Rose');
    expect(cellValue({ text: 'ann@example.com', hyperlink: 'mailto:ann@example.com' })).toBe(
      'ann@example.com',
    );
    expect(cellValue({ formula: 'A1&"x"', result: 'ax' })).toBe('ax');
    expect(cellValue({ sharedFormula: 'A1', result: 7 })).toBe(7);
    expect(cellValue({ formula: '1/0', result: { error: '#DIV/0!' } })).toBeUndefined();
    expect(cellValue({ error: '#N/A' })).toBeUndefined();
  });
});
