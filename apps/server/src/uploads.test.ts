import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ALL_FEATURE_KEYS,
  ASSET_MAX_BYTES,
  BULK_JOB_TYPE_IDS,
  BULK_UPLOAD_FIELD,
  BULK_UPLOAD_MAX_BYTES,
  bulkFileTypesOf,
  TRAINING_CSV_FIELD,
  TRAINING_CSV_MAX_BYTES,
} from '@commerce/domain';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, imageUpload, signedInUsers, type TestApp } from '../test/helpers.ts';
import { bulkJobs, contentAssets, customers } from './db/schema/index.ts';
import { multipartBody } from './jobs/test-support.ts';

/**
 * Every upload of the API (asset library, product images, each bulk job type with each kind of file it
 * takes, the training CSV) refuses a damaged, mislabelled, empty or oversized file with a 4xx whose message
 * names the file, and stores nothing: no row, no file in the asset storage. The fuzz walk sends its own
 * bad files to every upload the API document describes; here the damage is further in than the head (a cut
 * image, a cut workbook, a CSV file whose bytes stop being UTF-8 after the first 4 KB), and every job type
 * is tried, not only the walk's one.
 */
let t: TestApp;
let cookie: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-uploads-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  ({ uploader: cookie } = await signedInUsers(t, { uploader: { permissions: [...ALL_FEATURE_KEYS] } }));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const cut = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * 0.6));
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');

async function images(): Promise<Record<string, Buffer>> {
  const source = sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a7' } });
  return {
    '.png': await source.clone().png().toBuffer(),
    '.jpg': await source.clone().jpeg().toBuffer(),
    '.gif': await source.clone().gif().toBuffer(),
    '.webp': await source.clone().webp().toBuffer(),
  };
}

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (let row = 0; row < 200; row++) sheet.addRow([`Value ${row}`, row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Text for 5 KB, then bytes that are not UTF-8: the head reads as a CSV file, the whole does not. */
const brokenCsv = () =>
  Buffer.concat([Buffer.from('Key,Value\n' + 'a,b\n'.repeat(1300)), Buffer.from([0xff, 0xfe, 0xfd])]);

interface Upload {
  label: string;
  send: (fileName: string, content: Buffer) => ReturnType<ReturnType<typeof api>['post']>;
  maxBytes: number;
}

const imageRoute = (url: string): Upload => ({
  label: url,
  maxBytes: ASSET_MAX_BYTES,
  send: (name, bytes) => {
    const { body, headers } = imageUpload({}, [{ name, bytes }]);
    return api(t.app, cookie).post(url, body, headers);
  },
});

const fileRoute = (url: string, field: string, maxBytes: number): Upload => ({
  label: url,
  maxBytes,
  send: (name, bytes) => {
    const { body, headers } = multipartBody(name, bytes, field);
    return api(t.app, cookie).post(url, body, headers);
  },
});

/** The bad files of one kind: empty, damaged further in, mislabelled, one byte over the limit. */
function badFiles(extension: string, good: Buffer, damaged: Buffer, maxBytes: number) {
  return [
    { problem: 'empty', content: Buffer.alloc(0) },
    { problem: 'damaged', content: damaged },
    { problem: 'mislabelled', content: PDF },
    { problem: 'oversized', content: Buffer.concat([good, Buffer.alloc(maxBytes + 1 - good.length, 0x41)]) },
  ].map(({ problem, content }) => ({ fileName: `bad-${problem}${extension}`, problem, content }));
}

const storedAssetFiles = () =>
  fs.existsSync(path.join(dataDir, 'assets'))
    ? fs
        .readdirSync(path.join(dataDir, 'assets'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
    : [];
const rowCount = async () => ({
  assets: (await t.db.select().from(contentAssets)).length,
  jobs: (await t.db.select().from(bulkJobs)).length,
  customers: (await t.db.select().from(customers)).length,
});

describe('every upload', () => {
  it('refuses a damaged, mislabelled, empty or oversized file with a 4xx naming it, storing nothing', async () => {
    const samples = await images();
    const xlsx = await workbook();
    const csv = Buffer.from('Key,Value\na,b\n');
    const cases: { upload: Upload; extension: string; good: Buffer; damaged: Buffer }[] = [];
    for (const url of ['/api/assets', '/api/product-images'])
      for (const [extension, good] of Object.entries(samples))
        cases.push({ upload: imageRoute(url), extension, good, damaged: cut(good) });
    for (const type of BULK_JOB_TYPE_IDS) {
      const upload = fileRoute(`/api/bulk/${type}`, BULK_UPLOAD_FIELD, BULK_UPLOAD_MAX_BYTES);
      for (const kind of bulkFileTypesOf(type))
        cases.push(
          kind === '.csv'
            ? { upload, extension: kind, good: csv, damaged: brokenCsv() }
            : { upload, extension: kind, good: xlsx, damaged: cut(xlsx) },
        );
    }
    cases.push({
      upload: fileRoute('/api/training-users', TRAINING_CSV_FIELD, TRAINING_CSV_MAX_BYTES),
      extension: '.csv',
      good: Buffer.from('FirstName,LastName\nAda,Lovelace\n'),
      damaged: brokenCsv(),
    });

    const before = await rowCount();
    const failures: string[] = [];
    // The size is the same check whatever the kind: one oversized file an upload is enough.
    const oversizedSent = new Set<string>();
    for (const { upload, extension, good, damaged } of cases) {
      for (const { fileName, problem, content } of badFiles(extension, good, damaged, upload.maxBytes)) {
        if (problem === 'oversized') {
          if (oversizedSent.has(upload.label)) continue;
          oversizedSent.add(upload.label);
        }
        const response = await upload.send(fileName, content);
        const message = response.json<{ Errors?: { Message: string }[] }>().Errors?.[0]?.Message ?? '';
        if (response.statusCode < 400 || response.statusCode >= 500 || !message.includes(fileName))
          failures.push(`${upload.label} ${problem} ${fileName}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
    // Four files each for 8 image kinds, 7 bulk kinds across the job types and the training CSV.
    expect(cases.length).toBeGreaterThanOrEqual(8 + BULK_JOB_TYPE_IDS.length + 1);
    expect(await rowCount()).toEqual(before);
    expect(storedAssetFiles()).toEqual([]);
  }, 120_000);
});
