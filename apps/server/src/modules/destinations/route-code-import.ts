import {
  ROUTE_CODE_COUNTRY,
  ROUTE_CODE_IMPORT_COLUMNS,
  ROUTE_CODE_STATE,
  routeCodeBodySchema,
  routeCodeImportBody,
} from '@commerce/domain';
import ExcelJS from 'exceljs';
import { BulkRowError, type BulkJobHandler } from '../../jobs/bulk-handler.ts';
import { importRouteCode } from './service.ts';

/*
 * Importing a route-code file (a bulk job on the engine; CSV or a workbook): one row per zip and city. A
 * zip and city with a route code already get the file's route code and surcharge; others are created.
 */

const COLUMN_NOTES: Record<(typeof ROUTE_CODE_IMPORT_COLUMNS)[number], string> = {
  Zip: 'Required. The 5-digit zip code.',
  City: `Required. The city (with the zip it names the route code; the state is always ${ROUTE_CODE_STATE}, the country ${ROUTE_CODE_COUNTRY}).`,
  RouteCode: 'Required. The route code, e.g. MPLS-SW.',
  Surcharge: 'Required. The surcharge, e.g. 5.00 (a $ before it is allowed; 0 for none).',
};

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9E2F2' } };

/** RouteCodes.xlsx: the four columns, each header cell with its note, and one example row. */
async function buildTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Commerce Admin';
  const sheet = workbook.addWorksheet('RouteCodes', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = ROUTE_CODE_IMPORT_COLUMNS.map((column) => ({ header: column, key: column, width: 18 }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = HEADER_FILL;
  ROUTE_CODE_IMPORT_COLUMNS.forEach((column, index) => {
    header.getCell(index + 1).note = COLUMN_NOTES[column];
  });
  // Text cells, so a spreadsheet keeps zip codes as they are typed.
  sheet.getColumn(1).numFmt = '@';
  sheet.addRow({ Zip: '55401', City: 'Minneapolis', RouteCode: 'MPLS-DT', Surcharge: '0.00' });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const cell = (row: Record<string, unknown>, column: string) =>
  Object.entries(row).find(([key]) => key.toLowerCase() === column.toLowerCase())?.[1];

export const routeCodeImport: BulkJobHandler = {
  type: 'importroutecodes',
  features: ['address-admin'],
  requiredColumns: [...ROUTE_CODE_IMPORT_COLUMNS],
  buildTemplate,
  errorOn: (row) => [cell(row, 'Zip'), cell(row, 'City')].filter((part) => part !== undefined).join(' '),

  async processRow(tx, row, context) {
    const parsed = routeCodeBodySchema.safeParse(routeCodeImportBody(row));
    if (!parsed.success) throw new BulkRowError(parsed.error.issues.map((issue) => issue.message).join(' '));
    await importRouteCode(tx, { id: context.actorId }, parsed.data);
  },
};
