import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ASSET_ERRORS, ASSET_MAX_BYTES, type Asset, type ListPage } from '@commerce/domain';
import sharp from 'sharp';
import { BlobServiceClient } from '@azure/storage-blob';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  api,
  createTestApp,
  errorOf,
  imageUpload,
  signedInUsers,
  statusAndCode,
  type TestApp,
} from '../../../test/helpers.ts';
import { directoryAssetStorage, type AssetStorage } from './public.ts';
import { auditEvents, contentAssets } from '../../db/schema/index.ts';

let t: TestApp;
let dataDir: string;
let users: Record<'editor' | 'reader' | 'service', string>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-assets-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  users = await signedInUsers(t, {
    editor: { permissions: ['categories-reader', 'categories-edit'] },
    reader: { permissions: ['categories-reader'] },
    service: { permissions: ['customer-reader', 'product-reader', 'stores-reader'] },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every file under DATA_DIR/assets. */
const storedFiles = () =>
  fs.existsSync(path.join(dataDir, 'assets'))
    ? fs
        .readdirSync(path.join(dataDir, 'assets'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .sort()
    : [];

const png = (width = 800, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

const upload = (cookie: string, fields: Record<string, string>, files: Parameters<typeof imageUpload>[1]) => {
  const { body, headers } = imageUpload(fields, files);
  return api(t.app, cookie).post('/api/assets', body, headers);
};

describe('uploading', () => {
  it('stores several images with their thumbnails and the context’s description, audited', async () => {
    const response = await upload(users.editor, { description: 'category-banner-img' }, [
      { name: 'Spring Banner.png', bytes: await png() },
      { name: '../../evil name?.png', bytes: await png(50, 50) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [first, second] = response.json<{ Items: Asset[] }>().Items;
    expect(first).toMatchObject({
      Title: 'Spring Banner',
      Description: 'category-banner-img',
      ContentType: 'image/png',
    });
    expect(second!.FileName).toBe('evil name-.png');
    const original = await t.app.inject({ url: first!.Url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const thumb = await t.app.inject({ url: first!.ThumbnailUrl });
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([240, 120]);
    expect(thumb.rawPayload.length).toBeLessThan(original.rawPayload.length);
    const events = await t.db.select().from(auditEvents);
    expect(events.filter((event) => event.entity === 'content-asset')).toHaveLength(2);
  });

  it('refuses what is not an image, a damaged, mislabelled, empty or oversized one, and no file, naming the file (nothing stored)', async () => {
    const before = (await t.db.select().from(contentAssets)).length;
    const filesBefore = storedFiles();
    const good = await png(30, 30);
    const jpeg = await sharp(good).jpeg().toBuffer();
    const cases: [Parameters<typeof imageUpload>[1], number, string, string][] = [
      [
        [{ name: 'notes.txt', bytes: Buffer.from('hello') }],
        400,
        ASSET_ERRORS.notAnImage.code,
        'notes.txt: Only images',
      ],
      [
        [{ name: 'cut.png', bytes: good.subarray(0, good.length - 40) }],
        400,
        ASSET_ERRORS.unreadableImage.code,
        'cut.png is damaged: it cannot be read as a PNG image.',
      ],
      [
        [{ name: 'photo.png', bytes: jpeg }],
        400,
        ASSET_ERRORS.wrongContent.code,
        'photo.png is not a PNG image: it holds a JPEG image.',
      ],
      [
        [{ name: 'page.png', bytes: Buffer.from('<html>not a png</html>') }],
        400,
        ASSET_ERRORS.wrongContent.code,
        'page.png is not a PNG image: it holds text.',
      ],
      [
        [{ name: 'empty.gif', bytes: Buffer.alloc(0) }],
        400,
        ASSET_ERRORS.emptyFile.code,
        'empty.gif is empty.',
      ],
      [
        [{ name: 'C:\\photos\\big.png', bytes: Buffer.concat([good, Buffer.alloc(ASSET_MAX_BYTES)]) }],
        413,
        ASSET_ERRORS.tooLarge.code,
        'big.png is larger than 10 MB.',
      ],
      // The first refused file refuses the request: the good one before it is not kept either.
      [
        [
          { name: 'good.png', bytes: good },
          { name: 'bad.png', bytes: Buffer.from([0x89, 1, 2, 3]) },
        ],
        400,
        ASSET_ERRORS.unreadableImage.code,
        'bad.png is damaged',
      ],
    ];
    for (const [files, status, code, message] of cases) {
      const response = await upload(users.editor, { description: 'x' }, files);
      expect(statusAndCode(response), message).toEqual({ status, code });
      expect(errorOf(response).Message).toContain(message);
    }
    const none = await upload(users.editor, { description: 'x' }, []);
    expect(statusAndCode(none)).toEqual({ status: 400, code: ASSET_ERRORS.fileRequired.code });
    expect((await t.db.select().from(contentAssets)).length).toBe(before);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('answers 503 when the storage fails, and keeps no row and no file of the upload', async () => {
    const directory = directoryAssetStorage(path.join(dataDir, 'failing'));
    const failing: AssetStorage = {
      ...directory,
      // The original goes in, the thumbnail fails: the original must go again.
      async write(key, source, contentType) {
        if (key.thumbnail) throw new Error('storage unreachable');
        await directory.write(key, source, contentType);
      },
    };
    const other = await createTestApp({ DATA_DIR: dataDir }, { assetStorage: failing });
    try {
      const [cookie] = Object.values(
        await signedInUsers(other, { editor: { permissions: ['categories-edit'] } }),
      );
      const { body, headers } = imageUpload({}, [{ name: 'a.png', bytes: await png(20, 20) }]);
      const response = await api(other.app, cookie).post('/api/assets', body, headers);
      expect(statusAndCode(response)).toEqual({ status: 503, code: ASSET_ERRORS.storageUnavailable.code });
      expect(await other.db.select().from(contentAssets)).toEqual([]);
      const left = fs.existsSync(path.join(dataDir, 'failing'))
        ? fs.readdirSync(path.join(dataDir, 'failing'), { recursive: true, withFileTypes: true })
        : [];
      expect(left.filter((entry) => entry.isFile())).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('needs a key that chooses images (403 for readers and customer service)', async () => {
    for (const cookie of [users.reader, users.service]) {
      expect((await upload(cookie, {}, [{ name: 'a.png', bytes: await png(10, 10) }])).statusCode).toBe(403);
      expect((await api(t.app, cookie).get('/api/assets')).statusCode).toBe(403);
    }
  });
});

describe('browsing', () => {
  it('lists 24 a page, newest first, searched by title and filtered by description', async () => {
    const response = await api(t.app, users.editor).get('/api/assets');
    const page = response.json<ListPage<Asset>>();
    expect(page.Meta.PageSize).toBe(24);
    // One request's files share their upload time; a later upload comes first.
    expect(page.Items.map((asset) => asset.Title).sort()).toEqual(['Spring Banner', 'evil name-']);
    await upload(users.editor, {}, [{ name: 'Later.png', bytes: await png(20, 20) }]);
    const newest = (await api(t.app, users.editor).get('/api/assets')).json<ListPage<Asset>>();
    expect(newest.Items[0]!.Title).toBe('Later');
    const filtered = await api(t.app, users.editor).get('/api/assets?Description=category-list-img');
    expect(filtered.json<ListPage<Asset>>().Items).toEqual([]);
    const searched = await api(t.app, users.editor).get('/api/assets?search=spring');
    expect(searched.json<ListPage<Asset>>().Items.map((asset) => asset.Title)).toEqual(['Spring Banner']);
  });

  it('makes a missing thumbnail on first request (seeded files) and never serves outside the library', async () => {
    fs.mkdirSync(path.join(dataDir, 'assets', 'seeded'), { recursive: true });
    fs.writeFileSync(
      path.join(dataDir, 'assets', 'seeded', 'card.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="red"/></svg>',
    );
    const thumb = await t.app.inject({ url: '/assets/seeded/card.svg?fit=thumb' });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(fs.existsSync(path.join(dataDir, 'assets', 'seeded', 'thumbs', 'card.svg.webp'))).toBe(true);
    const svg = await t.app.inject({ url: '/assets/seeded/card.svg' });
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
    for (const url of ['/assets/seeded/missing.svg', '/assets/seeded/.hidden.svg', '/assets/seeded/card.txt'])
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    // A path climbing out of the library never reaches a file (the web app's handler answers it).
    const secret = await png(10, 10);
    fs.writeFileSync(path.join(dataDir, 'secret.png'), secret);
    const climbing = await t.app.inject({ url: '/assets/%2E%2E/secret.png' });
    expect(climbing.headers['content-type']).not.toBe('image/png');
    expect(climbing.rawPayload.equals(secret)).toBe(false);
  });
});

describe('on Azure Blob Storage (BLOB_URL)', () => {
  let tb: TestApp;
  let cookie: string;
  const container = `assets-${process.pid}-${Date.now().toString(36)}`;
  const blobs = async () => {
    const names: string[] = [];
    const client = BlobServiceClient.fromConnectionString(inject('blobUrl')).getContainerClient(container);
    for await (const blob of client.listBlobsFlat())
      names.push(`${blob.name} ${blob.properties.contentType}`);
    return names.sort();
  };

  beforeAll(async () => {
    tb = await createTestApp({
      DATA_DIR: dataDir,
      BLOB_URL: inject('blobUrl'),
      BLOB_ASSETS_CONTAINER: container,
      BLOB_PUBLIC_CONTAINER: `${container}-public`,
    });
    cookie = (await signedInUsers(tb, { editor: { permissions: ['categories-edit'] } })).editor;
  });
  afterAll(() => tb.close());

  it('stores an upload in the container and serves it from there, as from the directory', async () => {
    const { body, headers } = imageUpload({ title: 'Blob' }, [
      { name: 'blob.png', bytes: await png(300, 150) },
    ]);
    const response = await api(tb.app, cookie).post('/api/assets', body, headers);
    expect(response.statusCode, response.body).toBe(201);
    const [asset] = response.json<{ Items: Asset[] }>().Items;
    expect(await blobs()).toEqual([
      `${asset!.ID}/blob.png image/png`,
      `${asset!.ID}/thumbs/blob.png.webp image/webp`,
    ]);
    const original = await tb.app.inject({ url: asset!.Url });
    expect(original.statusCode).toBe(200);
    expect(original.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect((await sharp(original.rawPayload).metadata()).width).toBe(300);
    const thumb = await tb.app.inject({ url: asset!.ThumbnailUrl });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(240);
    expect((await tb.app.inject({ url: `/assets/${asset!.ID}/other.png` })).statusCode).toBe(404);
  });

  it('keeps nothing of a refused upload', async () => {
    const before = await blobs();
    const { body, headers } = imageUpload({}, [
      { name: 'good.png', bytes: await png(10, 10) },
      { name: 'cut.png', bytes: (await png(200, 200)).subarray(0, 300) },
    ]);
    const response = await api(tb.app, cookie).post('/api/assets', body, headers);
    expect(statusAndCode(response)).toEqual({ status: 400, code: ASSET_ERRORS.unreadableImage.code });
    expect(await blobs()).toEqual(before);
  });
});
