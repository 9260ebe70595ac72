import {
  BULK_JOB_TYPES,
  BULK_TEXTS,
  BULK_UPLOAD_MAX_BYTES,
  BULK_UPLOAD_MIME_TYPE,
  type BulkJob,
  type BulkJobDetail,
  type BulkJobFile,
  type ListPage,
} from '@commerce/domain';
import { count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  createTestDatabase,
  createUser,
  errorOf,
  signIn,
  statusAndCode,
} from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { migrationLevel } from '../../db/migrate.ts';
import { auditEvents, bulkJobRows, bulkJobs } from '../../db/schema/index.ts';
import { BULK_JOB_HANDLERS as bulkJobHandlers } from '../../declarations.ts';
import {
  appliedCounts,
  buildWorkbook,
  insertJob,
  multipartBody,
  recordingHandler,
} from '../../jobs/test-support.ts';
import { ensureFirstAdmin } from '../../seed/first-admin.ts';

const TYPE = 'bulkupdateinternalusers';
let database: Database;
let db: Db;
let app: Awaited<ReturnType<typeof buildApp>>;
let bulkUser: string;
let reader: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await ensureFirstAdmin(db, 'Admin!Pass1');
  app = await buildApp({
    config: testConfig(),
    database,
    migrationLevel: await migrationLevel(database),
    bulkJobHandlers: [recordingHandler()],
  });
  await app.ready();
  await createUser(db, { username: 'bulker', permissions: ['internal-bulk'] });
  await createUser(db, { username: 'reader', permissions: ['internal-reader', 'internal-admin'] });
  bulkUser = await signIn(app, 'bulker', 'Valid!Pass1');
  reader = await signIn(app, 'reader', 'Valid!Pass1');
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await db.delete(bulkJobs);
});

const jobCount = async () => (await db.select({ n: count() }).from(bulkJobs))[0]!.n;

function upload(
  cookies: string,
  fileName: string,
  content: Buffer,
  options: { field?: string; type?: string } = {},
) {
  const { body, headers } = multipartBody(fileName, content, options.field);
  return api(app, cookies).post(`/api/bulk/${options.type ?? TYPE}`, body, headers);
}

const rowsFile = (...rows: (string | null)[][]) => buildWorkbook([['Key', 'Fail'], ...rows]);

describe('POST /api/bulk/{type}', () => {
  it('stores the job, its rows and the uploader, then the runner applies them', async () => {
    const file = await rowsFile(['K1', null], [null, null], ['K2', 'Bad row.'], ['  K3  ', '']);
    const response = await upload(bulkUser, 'C:\\fakepath\\Users.xlsx', file);
    expect(response.statusCode).toBe(201);
    const job = response.json<BulkJob>();
    expect(job).toEqual({
      JobID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      PartitionKey: TYPE,
      DateRequested: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      DateCompleted: null,
      Status: 'requested',
      TotalCount: 3,
      TotalProcessed: 0,
      ErrorCount: 0,
      OriginalFileName: 'Users.xlsx',
    });

    const [stored] = await db.select().from(bulkJobs).where(eq(bulkJobs.id, job.JobID));
    expect(stored!.requestedBy).toBe('bulker');
    expect(stored!.file.equals(file)).toBe(true);
    // The empty row 3 is skipped; empty cells are left out; texts are trimmed.
    const rows = await db
      .select({ rowNumber: bulkJobRows.rowNumber, data: bulkJobRows.data })
      .from(bulkJobRows)
      .where(eq(bulkJobRows.jobId, job.JobID))
      .orderBy(bulkJobRows.rowNumber);
    expect(rows).toEqual([
      { rowNumber: 2, data: { Key: 'K1' } },
      { rowNumber: 4, data: { Key: 'K2', Fail: 'Bad row.' } },
      { rowNumber: 5, data: { Key: 'K3' } },
    ]);
    const [audit] = await db.select().from(auditEvents).where(eq(auditEvents.entityId, job.JobID));
    expect(audit).toMatchObject({ actorId: 'bulker', action: 'upload', entity: 'bulk-job' });

    await app.bulkJobs.runUntilIdle();
    const done = await api(app, bulkUser).get(`/api/bulk/jobs/${TYPE}/${job.JobID}`);
    expect(done.json<BulkJobDetail>()).toMatchObject({
      Status: 'complete',
      TotalProcessed: 3,
      ErrorCount: 1,
      ErrorLog: { Items: [{ RowNumber: 4, ErrorOn: 'K2', Error: 'Bad row.' }] },
    });
    expect([...(await appliedCounts(db, job.JobID)).keys()]).toEqual([2, 5]);
  });

  it('wakes the runner, so the job starts without waiting for the next poll', async () => {
    const wake = vi.spyOn(app.bulkJobs, 'wake');
    try {
      expect((await upload(bulkUser, 'rows.xlsx', await rowsFile(['K1', null]))).statusCode).toBe(201);
      expect(wake).toHaveBeenCalledTimes(1);
    } finally {
      wake.mockRestore();
    }
  });

  describe('refuses a file it cannot use with a clear message, storing nothing', () => {
    const refused = async (response: Awaited<ReturnType<typeof upload>>, code: string, message: string) => {
      expect(statusAndCode(response)).toEqual({ status: 400, code });
      expect(errorOf(response).Message).toBe(message);
      expect(await jobCount()).toBe(0);
    };

    it('a file that is not .xlsx', async () => {
      await refused(
        await upload(bulkUser, 'users.csv', Buffer.from('Key\nK1\n')),
        'BulkJob.NotXlsx',
        `users.csv: ${BULK_TEXTS.notXlsx}`,
      );
    });
    it('an .xlsx name on something that is not a workbook (mislabelled)', async () => {
      await refused(
        await upload(bulkUser, 'users.xlsx', Buffer.from('Key,Fail\nK1,\n')),
        'BulkJob.WrongFileContent',
        'users.xlsx is not an Excel workbook (.xlsx): it holds text.',
      );
      await refused(
        await upload(
          bulkUser,
          'photo.xlsx',
          await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
            .png()
            .toBuffer(),
        ),
        'BulkJob.WrongFileContent',
        'photo.xlsx is not an Excel workbook (.xlsx): it holds a PNG image.',
      );
    });
    it('a damaged workbook: cut short, or a ZIP archive that holds no workbook', async () => {
      const workbook = await rowsFile(['K1', null]);
      await refused(
        await upload(bulkUser, 'cut.xlsx', workbook.subarray(0, workbook.length - 100)),
        'BulkJob.NotXlsx',
        `cut.xlsx: ${BULK_TEXTS.unreadable}`,
      );
      await refused(
        await upload(bulkUser, 'junk.xlsx', Buffer.from('PK\u0003\u0004junk')),
        'BulkJob.NotXlsx',
        `junk.xlsx: ${BULK_TEXTS.unreadable}`,
      );
      await refused(
        await upload(bulkUser, 'noise.xlsx', Buffer.from([0x50, 0x4b, 0xff, 0xfe, 0, 0, 7])),
        'BulkJob.NotXlsx',
        'noise.xlsx is damaged: it cannot be read as an Excel workbook (.xlsx).',
      );
    });
    it('a file over 10 MB (more than the app-wide 1 MB body limit applies to)', async () => {
      await refused(
        await upload(bulkUser, 'big.xlsx', Buffer.alloc(BULK_UPLOAD_MAX_BYTES + 1, 1)),
        'BulkJob.FileTooLarge',
        'big.xlsx is larger than 10 MB.',
      );
    });
    it('an empty file', async () => {
      await refused(
        await upload(bulkUser, 'empty.xlsx', Buffer.alloc(0)),
        'BulkJob.EmptyFile',
        'empty.xlsx is empty.',
      );
    });
    it('a workbook with a header row and nothing below it', async () => {
      await refused(
        await upload(bulkUser, 'rows.xlsx', await rowsFile()),
        'BulkJob.NoRows',
        BULK_TEXTS.noRows,
      );
    });
    it('a workbook without a worksheet', async () => {
      const workbook = new ExcelJS.Workbook();
      const empty = Buffer.from(await workbook.xlsx.writeBuffer());
      await refused(
        await upload(bulkUser, 'rows.xlsx', empty),
        'BulkJob.BadHeaderRow',
        'The header row is missing the column "Key".',
      );
    });
    it('a header row without the required columns', async () => {
      await refused(
        await upload(bulkUser, 'rows.xlsx', await buildWorkbook([['Name'], ['Ann']])),
        'BulkJob.BadHeaderRow',
        'The header row is missing the column "Key".',
      );
    });
    it('a file sent under another field name', async () => {
      const file = await rowsFile(['K1', null]);
      await refused(
        await upload(bulkUser, 'rows.xlsx', file, { field: 'file' }),
        'BulkJob.FileRequired',
        BULK_TEXTS.chooseFile,
      );
    });
    it('no file at all', async () => {
      await refused(
        await api(app, bulkUser).post(`/api/bulk/${TYPE}`, {}),
        'BulkJob.FileRequired',
        BULK_TEXTS.chooseFile,
      );
    });
  });

  it('answers 403 without the type’s key and 404 for a type the server does not run', async () => {
    const file = await rowsFile(['K1', null]);
    expect(statusAndCode(await upload(reader, 'rows.xlsx', file))).toEqual({
      status: 403,
      code: 'Auth.InsufficientPermissions',
    });
    expect(
      statusAndCode(await upload(bulkUser, 'rows.xlsx', file, { type: 'bulkdeleteeverything' })),
    ).toEqual({
      status: 404,
      code: 'NotFound',
    });
    expect(await jobCount()).toBe(0);
  });
});

describe('GET /api/bulk/jobs?jobType=', () => {
  it('lists the type’s jobs newest first, with paging', async () => {
    const ids = [];
    for (const daysAgo of [3, 1, 2]) {
      const id = await insertJob(db, 1);
      await db
        .update(bulkJobs)
        .set({ dateRequested: sql`now() - make_interval(days => ${daysAgo})` })
        .where(eq(bulkJobs.id, id));
      ids.push(id);
    }
    const response = await api(app, bulkUser).get(`/api/bulk/jobs?jobType=${TYPE}`);
    expect(response.statusCode).toBe(200);
    const page = response.json<ListPage<BulkJob>>();
    expect(page.Items.map((job) => job.JobID)).toEqual([ids[1], ids[2], ids[0]]);
    expect(page.Meta).toMatchObject({ Page: 1, PageSize: 100, TotalCount: 3, TotalPages: 1 });
    expect(page.Items[0]).not.toHaveProperty('file');

    const second = await api(app, bulkUser).get(`/api/bulk/jobs?jobType=${TYPE}&page=2&pageSize=2`);
    expect(second.json<ListPage<BulkJob>>()).toMatchObject({
      Meta: { Page: 2, PageSize: 2, TotalCount: 3, TotalPages: 2, ItemRange: [3, 3] },
      Items: [{ JobID: ids[0] }],
    });
  });

  it('needs a job type the server runs, and a valid list query', async () => {
    expect(statusAndCode(await api(app, bulkUser).get('/api/bulk/jobs'))).toEqual({
      status: 400,
      code: 'ValidationFailure',
    });
    expect(statusAndCode(await api(app, bulkUser).get('/api/bulk/jobs?jobType=nothing'))).toEqual({
      status: 404,
      code: 'NotFound',
    });
    expect(
      statusAndCode(await api(app, bulkUser).get(`/api/bulk/jobs?jobType=${TYPE}&pageSize=1000`)),
    ).toEqual({
      status: 400,
      code: 'ValidationFailure',
    });
  });

  it('answers 403 without the type’s key', async () => {
    expect(statusAndCode(await api(app, reader).get(`/api/bulk/jobs?jobType=${TYPE}`))).toEqual({
      status: 403,
      code: 'Auth.InsufficientPermissions',
    });
  });
});

describe('GET /api/bulk/jobs/{type}/{jobId}', () => {
  it('answers the job with a page of its error log in row order', async () => {
    const jobId = await insertJob(db, 5, (n) =>
      n === 2 ? { Key: 'K2' } : { Key: `K${n}`, Fail: `Problem ${n}.` },
    );
    await app.bulkJobs.runUntilIdle();
    const response = await api(app, bulkUser).get(`/api/bulk/jobs/${TYPE}/${jobId}?pageSize=3`);
    expect(response.statusCode).toBe(200);
    expect(response.json<BulkJobDetail>()).toEqual({
      JobID: jobId,
      PartitionKey: TYPE,
      DateRequested: expect.any(String),
      DateCompleted: expect.any(String),
      Status: 'complete',
      TotalCount: 5,
      TotalProcessed: 5,
      ErrorCount: 4,
      OriginalFileName: 'rows.xlsx',
      ErrorLog: {
        Meta: { Page: 1, PageSize: 3, TotalCount: 4, TotalPages: 2, ItemRange: [1, 3] },
        Items: [
          { RowNumber: 2, ErrorOn: 'K1', Error: 'Problem 1.' },
          { RowNumber: 4, ErrorOn: 'K3', Error: 'Problem 3.' },
          { RowNumber: 5, ErrorOn: 'K4', Error: 'Problem 4.' },
        ],
      },
    });
  });

  it('answers 404 for a job that does not exist or is not a UUID', async () => {
    for (const id of ['6f1c2e9a-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(statusAndCode(await api(app, bulkUser).get(`/api/bulk/jobs/${TYPE}/${id}`))).toEqual({
        status: 404,
        code: 'NotFound',
      });
    }
  });

  it('answers 400 for a bad page size and 403 without the type’s key', async () => {
    const jobId = await insertJob(db, 1);
    expect(statusAndCode(await api(app, bulkUser).get(`/api/bulk/jobs/${TYPE}/${jobId}?pageSize=0`))).toEqual(
      {
        status: 400,
        code: 'ValidationFailure',
      },
    );
    expect(statusAndCode(await api(app, reader).get(`/api/bulk/jobs/${TYPE}/${jobId}`))).toEqual({
      status: 403,
      code: 'Auth.InsufficientPermissions',
    });
  });
});

describe('GET /api/bulk/jobs/{type}/{jobId}/file', () => {
  it('answers the uploaded file as base64 under its original name', async () => {
    const file = await rowsFile(['K1', null]);
    const { JobID } = (await upload(bulkUser, 'Team.xlsx', file)).json<BulkJob>();
    const response = await api(app, bulkUser).get(`/api/bulk/jobs/${TYPE}/${JobID}/file`);
    expect(response.statusCode).toBe(200);
    const answer = response.json<BulkJobFile>();
    expect(answer.FileName).toBe('Team.xlsx');
    expect(answer.ContentType).toBe(BULK_UPLOAD_MIME_TYPE);
    expect(Buffer.from(answer.Content, 'base64').equals(file)).toBe(true);
  });

  it('refuses once the job is 6 days old (410)', async () => {
    const jobId = await insertJob(db, 1);
    await db
      .update(bulkJobs)
      .set({ dateRequested: sql`now() - interval '6 days'` })
      .where(eq(bulkJobs.id, jobId));
    const response = await api(app, bulkUser).get(`/api/bulk/jobs/${TYPE}/${jobId}/file`);
    expect(statusAndCode(response)).toEqual({ status: 410, code: 'BulkJob.FileExpired' });
    expect(errorOf(response).Message).toBe(BULK_TEXTS.fileExpired);
  });

  it('answers 404 for an unknown job and 403 without the type’s key', async () => {
    const jobId = await insertJob(db, 1);
    expect(statusAndCode(await api(app, bulkUser).get(`/api/bulk/jobs/${TYPE}/not-a-job/file`))).toEqual({
      status: 404,
      code: 'NotFound',
    });
    expect(statusAndCode(await api(app, reader).get(`/api/bulk/jobs/${TYPE}/${jobId}/file`))).toEqual({
      status: 403,
      code: 'Auth.InsufficientPermissions',
    });
  });
});

describe('GET /upload_templates/{file}', () => {
  it('serves the handler’s template workbook to anyone (it holds no data)', async () => {
    const response = await app.inject({ method: 'GET', url: BULK_JOB_TYPES[TYPE].template });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(BULK_UPLOAD_MIME_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="UpdateInternalUsers.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, 'Key', 'Fail']);
  });

  it('answers 404 for a template no handler has', async () => {
    const response = await app.inject({ method: 'GET', url: '/upload_templates/Other.xlsx' });
    expect(statusAndCode(response)).toEqual({ status: 404, code: 'NotFound' });
  });
});

describe('the registered handlers', () => {
  it('admit the same keys the web app shows their job types to', () => {
    for (const handler of bulkJobHandlers) {
      expect([...handler.features].sort()).toEqual([...BULK_JOB_TYPES[handler.type].features].sort());
    }
  });
});
