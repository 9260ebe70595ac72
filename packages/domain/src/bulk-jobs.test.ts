import { describe, expect, it } from 'vitest';
import {
  BULK_FEATURES,
  BULK_JOB_STATUS_COLORS,
  BULK_JOB_TYPES,
  bulkFileTypesOf,
  bulkJobTypesFor,
  isBulkJobType,
} from './bulk-job-types.ts';
import {
  BULK_TEXTS,
  bulkJobProgress,
  bulkJobSchema,
  bulkUploadProblem,
  canDownloadJobFile,
  elapsedTime,
  headerRowProblem,
  requestDateAndTime,
} from './bulk-jobs.ts';

describe('bulk job status chips (spec 1 §9)', () => {
  it('requested default, in-progress primary, complete secondary', () => {
    expect(BULK_JOB_STATUS_COLORS).toEqual({
      requested: 'default',
      'in-progress': 'primary',
      complete: 'secondary',
    });
  });
});

describe('bulk job types', () => {
  it('bulkupdateinternalusers reads Upload/Update Internal Users', () => {
    expect(BULK_JOB_TYPES.bulkupdateinternalusers.label).toBe('Upload/Update Internal Users');
    expect(BULK_JOB_TYPES.bulkupdateinternalusers.template).toBe(
      '/upload_templates/UpdateInternalUsers.xlsx',
    );
  });
  it('knows its types and nothing else (not even what every object inherits)', () => {
    expect(isBulkJobType('bulkupdateinternalusers')).toBe(true);
    expect(isBulkJobType('bulkdeleteeverything')).toBe(false);
    expect(isBulkJobType('toString')).toBe(false);
  });
  it('opens internal-user uploads to internal-bulk only, route code imports to address-admin, gift cards to giftcards-upload, batch redirects to misc-marketing, product updates to product-bulk', () => {
    expect(BULK_FEATURES).toEqual([
      'internal-bulk',
      'address-admin',
      'giftcards-upload',
      'misc-marketing',
      'product-bulk',
    ]);
    expect(bulkJobTypesFor(['giftcards-reader', 'giftcards-upload'])).toEqual(['giftcards']);
    expect(bulkJobTypesFor(['misc-marketing'])).toEqual(['addbatchredirects']);
    expect(bulkJobTypesFor(['product-reader', 'product-bulk'])).toEqual(['bulkupdateproducts']);
    expect(bulkJobTypesFor(['internal-bulk', 'order-reader'])).toEqual(['bulkupdateinternalusers']);
    expect(bulkJobTypesFor(['internal-admin', 'internal-reader'])).toEqual([]);
    expect(bulkJobTypesFor(['address-reader', 'address-admin'])).toEqual(['importroutecodes']);
  });
  it('takes a workbook, and CSV too for the types that declare it', () => {
    expect(bulkFileTypesOf('bulkupdateinternalusers')).toEqual(['.xlsx']);
    expect(bulkFileTypesOf('importroutecodes')).toEqual(['.csv', '.xlsx']);
    const csv = { name: 'Routes.CSV', size: 10 };
    expect(bulkUploadProblem(csv)).toMatchObject({ code: 'BulkJob.NotXlsx' });
    expect(bulkUploadProblem(csv, bulkFileTypesOf('importroutecodes'))).toBeNull();
    expect(bulkUploadProblem({ name: 'routes.txt', size: 10 }, ['.csv', '.xlsx'])).toMatchObject({
      code: 'BulkJob.WrongFileType',
      message: 'Upload a CSV file (.csv) or an Excel workbook (.xlsx).',
    });
  });
});

describe('job file download (spec 1 §9)', () => {
  const requested = '2026-03-01T12:00:00.000Z';
  const day = 24 * 60 * 60 * 1000;
  it('is offered while the job is less than 6 days old', () => {
    expect(canDownloadJobFile(requested, Date.parse(requested) + 6 * day - 1)).toBe(true);
    expect(canDownloadJobFile(requested, Date.parse(requested) + 6 * day)).toBe(false);
  });
});

describe('job progress (spec 1 §4)', () => {
  const job = { TotalCount: 200, TotalProcessed: 50, DateCompleted: null };
  it('is indeterminate while requested', () => {
    expect(bulkJobProgress({ ...job, Status: 'requested' })).toEqual({ kind: 'indeterminate' });
  });
  it('is processed/total while running', () => {
    expect(bulkJobProgress({ ...job, Status: 'in-progress' })).toEqual({ kind: 'determinate', percent: 25 });
    expect(bulkJobProgress({ ...job, Status: 'in-progress', TotalCount: 0 })).toEqual({
      kind: 'determinate',
      percent: 0,
    });
  });
  it('shows the completion date once complete', () => {
    const done = { ...job, Status: 'complete' as const, DateCompleted: '2026-03-01T12:05:00Z' };
    expect(bulkJobProgress(done)).toEqual({ kind: 'complete', dateCompleted: '2026-03-01T12:05:00Z' });
    expect(BULK_TEXTS.completedOn('03/01/26')).toBe('Completed on 03/01/26');
  });
});

describe('bulk upload file', () => {
  const messageOf = (file: { name: string; size: number } | null) => bulkUploadProblem(file)?.message;
  it('must be chosen', () =>
    expect(bulkUploadProblem(null)).toMatchObject({
      code: 'BulkJob.FileRequired',
      message: BULK_TEXTS.chooseFile,
    }));
  it('must be an .xlsx workbook', () => {
    expect(bulkUploadProblem({ name: 'users.csv', size: 100 })).toMatchObject({
      code: 'BulkJob.NotXlsx',
      message: BULK_TEXTS.notXlsx,
    });
    expect(bulkUploadProblem({ name: 'Users.XLSX', size: 100 })).toBeNull();
  });
  it('must not be empty', () => {
    expect(messageOf({ name: 'users.xlsx', size: 0 })).toBe(BULK_TEXTS.emptyFile);
  });
  it('must be at most 10 MB', () => {
    expect(messageOf({ name: 'users.xlsx', size: 10 * 1024 * 1024 })).toBeUndefined();
    expect(messageOf({ name: 'users.xlsx', size: 10 * 1024 * 1024 + 1 })).toBe(BULK_TEXTS.tooLarge);
  });
});

describe('bulk job as read', () => {
  const job = {
    JobID: 'J1',
    PartitionKey: 'bulkupdateinternalusers',
    DateRequested: '2026-03-01T12:00:00Z',
    DateCompleted: null,
    Status: 'in-progress',
    TotalCount: 10,
    TotalProcessed: 3,
    ErrorCount: 1,
    OriginalFileName: 'UpdateInternalUsers.xlsx',
  };
  it('has a known type and status', () => {
    expect(bulkJobSchema.safeParse(job).success).toBe(true);
    expect(bulkJobSchema.safeParse({ ...job, Status: 'done' }).success).toBe(false);
    expect(bulkJobSchema.safeParse({ ...job, PartitionKey: 'bulkdeleteeverything' }).success).toBe(false);
  });
  it("says 'No errors have occurred.' without errors", () =>
    expect(BULK_TEXTS.noErrors).toBe('No errors have occurred.'));
});

describe('header row', () => {
  const required = ['Username', 'Email'];
  it('passes with the required columns in any order and case', () => {
    expect(headerRowProblem(['email', 'FirstName', 'USERNAME'], required)).toBeNull();
  });
  it('names the missing columns', () => {
    expect(headerRowProblem(['Username'], required)).toBe('The header row is missing the column "Email".');
    expect(headerRowProblem(['FirstName'], required)).toBe(
      'The header row is missing the columns "Username", "Email".',
    );
  });
  it('refuses a column given twice (which of the two would count?)', () => {
    expect(headerRowProblem(['Username', 'Email', 'username'], required)).toBe(
      'The column "username" appears more than once in the header row.',
    );
  });
});

describe('job list dates (spec 1 §9: MM/DD/YY and h:mm a, in the store time zone)', () => {
  it('splits the request instant into its date and time', () => {
    expect(requestDateAndTime('2026-03-14T19:05:00Z')).toEqual({ date: '03/14/26', time: '2:05 pm' });
  });
});

describe('elapsed time', () => {
  const requested = '2026-03-01T12:00:00.000Z';
  const at = (ms: number) => Date.parse(requested) + ms;
  it('runs to the completion date once complete', () => {
    const done = { DateRequested: requested, DateCompleted: '2026-03-01T12:02:05.400Z' };
    expect(elapsedTime(done, at(10 * 60_000))).toBe('2 min 5 sec');
  });
  it('runs to now while unfinished', () => {
    const open = { DateRequested: requested, DateCompleted: null };
    expect(elapsedTime(open, at(45_900))).toBe('45 sec');
    expect(elapsedTime(open, at(3_780_000))).toBe('1 hr 3 min');
  });
  it('never goes below zero when clocks disagree', () => {
    expect(elapsedTime({ DateRequested: requested, DateCompleted: null }, at(-5000))).toBe('0 sec');
  });
});
