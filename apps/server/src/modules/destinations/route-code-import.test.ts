import { BULK_JOB_TYPES, type BulkJob, type BulkJobDetail, type BulkJobFile } from '@commerce/domain';
import ExcelJS from 'exceljs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, signedInUsers, type TestApp } from '../../../test/helpers.ts';
import { BULK_JOB_HANDLERS } from '../../declarations.ts';
import { auditEvents, routeCodes } from '../../db/schema/index.ts';
import { buildWorkbook, multipartBody } from '../../jobs/test-support.ts';
import { routeCodeImport } from './route-code-import.ts';

let t: TestApp;
let users: Record<'editor' | 'internal', string>;

beforeAll(async () => {
  t = await createTestApp();
  users = await signedInUsers(t, {
    editor: { permissions: ['address-reader', 'address-admin'] },
    internal: { permissions: ['internal-bulk'] },
  });
  await t.db.insert(routeCodes).values({
    id: 'LDCity-55401-Minneapolis',
    zip: '55401',
    city: 'Minneapolis',
    routeCode: 'MPLS-DT',
    surcharge: '0.00',
  });
});
afterAll(() => t.close());

const upload = (fileName: string, content: Buffer, cookies = users.editor) => {
  const { body, headers } = multipartBody(fileName, content);
  return api(t.app, cookies).post('/api/bulk/importroutecodes', body, headers);
};

const codes = () =>
  t.db
    .select({ id: routeCodes.id, routeCode: routeCodes.routeCode, surcharge: routeCodes.surcharge })
    .from(routeCodes)
    .orderBy(asc(routeCodes.id));

describe('importing a route-code file', () => {
  it('is a job type of the engine, for address-admin, with a template of its four columns', async () => {
    expect(BULK_JOB_HANDLERS).toContain(routeCodeImport);
    expect(BULK_JOB_TYPES.importroutecodes.features).toEqual(routeCodeImport.features);
    const template = await api(t.app).get('/upload_templates/RouteCodes.xlsx');
    expect(template.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([
      undefined,
      'Zip',
      'City',
      'RouteCode',
      'Surcharge',
    ]);
  });

  it('creates new zip + city route codes and changes existing ones from a CSV file; bad rows go to the log', async () => {
    const csv = [
      '\uFEFFZip,City,RouteCode,Surcharge',
      '55401,MINNEAPOLIS,MPLS-CORE,$2.50',
      '55104,Saint Paul,STP-W,5',
      '',
      '5510,Saint Paul,STP-X,1',
      '55105,"St. Paul, West",STP-SW,abc',
      '55106,Saint Paul,STP-E,0',
    ].join('\r\n');
    const response = await upload('routes.csv', Buffer.from(csv, 'utf8'));
    expect(response.statusCode, response.body).toBe(201);
    const job = response.json<BulkJob>();
    expect(job).toMatchObject({
      PartitionKey: 'importroutecodes',
      TotalCount: 5,
      OriginalFileName: 'routes.csv',
    });
    await t.app.bulkJobs.runUntilIdle();

    expect(await codes()).toEqual([
      { id: 'LDCity-55104-SaintPaul', routeCode: 'STP-W', surcharge: '5.00' },
      { id: 'LDCity-55106-SaintPaul', routeCode: 'STP-E', surcharge: '0.00' },
      // The existing record keeps its ID and its spelling of the city.
      { id: 'LDCity-55401-Minneapolis', routeCode: 'MPLS-CORE', surcharge: '2.50' },
    ]);
    const detail = await api(t.app, users.editor).get(`/api/bulk/jobs/importroutecodes/${job.JobID}`);
    expect(detail.json<BulkJobDetail>()).toMatchObject({
      Status: 'complete',
      TotalProcessed: 5,
      ErrorCount: 2,
      ErrorLog: {
        Items: [
          { RowNumber: 5, ErrorOn: '5510 Saint Paul', Error: 'Enter a 5-digit zip code.' },
          {
            RowNumber: 6,
            ErrorOn: '55105 St. Paul, West',
            Error: 'Enter an amount with at most 2 decimal places.',
          },
        ],
      },
    });
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.entity, 'route-code'));
    expect(events.map((event) => [event.entityId, event.action, event.actorId]).sort()).toEqual([
      ['LDCity-55104-SaintPaul', 'import-create', 'editor'],
      ['LDCity-55106-SaintPaul', 'import-create', 'editor'],
      ['LDCity-55401-Minneapolis', 'import-update', 'editor'],
    ]);
    const file = await api(t.app, users.editor).get(`/api/bulk/jobs/importroutecodes/${job.JobID}/file`);
    expect(file.json<BulkJobFile>()).toMatchObject({ FileName: 'routes.csv', ContentType: 'text/csv' });
  });

  it('takes a workbook too, with zip codes as numbers, and a semicolon CSV', async () => {
    const book = await buildWorkbook([
      ['Zip', 'City', 'RouteCode', 'Surcharge'],
      [55107, 'Saint Paul', 'STP-S', 1.5],
    ]);
    expect((await upload('routes.xlsx', book)).statusCode).toBe(201);
    const semicolons = 'zip;city;routecode;surcharge\n55108;Saint Paul;STP-N;2,00\n55109;Maplewood;MPW;3\n';
    expect((await upload('routes.csv', Buffer.from(semicolons))).statusCode).toBe(201);
    await t.app.bulkJobs.runUntilIdle();
    const ids = (await codes()).map((row) => row.id);
    expect(ids).toContain('LDCity-55107-SaintPaul');
    expect(ids).toContain('LDCity-55109-Maplewood');
    // '2,00' is not an amount: that row is in its job's error log, not guessed at.
    expect(ids).not.toContain('LDCity-55108-SaintPaul');
  });

  it('refuses a file of another kind, unreadable text, a header without the columns, and other keys', async () => {
    const refused = async (fileName: string, content: Buffer) => {
      const response = await upload(fileName, content);
      expect(response.statusCode, response.body).toBe(400);
      return errorOf(response);
    };
    expect(await refused('routes.txt', Buffer.from('Zip,City'))).toMatchObject({
      ErrorCode: 'BulkJob.WrongFileType',
    });
    expect(await refused('routes.csv', Buffer.from([0x5a, 0x69, 0x70, 0xff, 0xfe]))).toMatchObject({
      ErrorCode: 'BulkJob.NotCsv',
    });
    expect(await refused('routes.csv', Buffer.from('Zip,City\n55401,Minneapolis\n'))).toMatchObject({
      ErrorCode: 'BulkJob.BadHeaderRow',
      Message: 'The header row is missing the columns "RouteCode", "Surcharge".',
    });
    expect(await refused('routes.csv', Buffer.from('Zip,City,RouteCode,Surcharge\n'))).toMatchObject({
      ErrorCode: 'BulkJob.NoRows',
    });
    const csv = Buffer.from('Zip,City,RouteCode,Surcharge\n55110,Roseville,RSV,1\n');
    expect((await upload('routes.csv', csv, users.internal)).statusCode).toBe(403);
    // The internal-users upload still takes workbooks only.
    const { body, headers } = multipartBody('users.csv', Buffer.from('Username\nx\n'));
    const users_ = await api(t.app, users.internal).post('/api/bulk/bulkupdateinternalusers', body, headers);
    expect(errorOf(users_).ErrorCode).toBe('BulkJob.NotXlsx');
  });
});
