import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ASSET_ERRORS, ASSET_MAX_BYTES, type Asset, type ListPage } from '@commerce/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, signedInUsers, statusAndCode, type TestApp } from '../../../test/helpers.ts';
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

const png = (width = 800, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

/** A multipart body: fields first, then the files. */
function multipart(fields: Record<string, string>, files: { name: string; bytes: Buffer; type?: string }[]) {
  const boundary = '----catalogue-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (cookie: string, fields: Record<string, string>, files: Parameters<typeof multipart>[1]) => {
  const { body, headers } = multipart(fields, files);
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

  it('refuses what is not an image, a file over 10 MB, and no file at all (nothing stored)', async () => {
    const before = (await t.db.select().from(contentAssets)).length;
    const text = await upload(users.editor, {}, [{ name: 'notes.txt', bytes: Buffer.from('hello') }]);
    expect(statusAndCode(text)).toEqual({ status: 400, code: ASSET_ERRORS.notAnImage.code });
    const fake = await upload(users.editor, {}, [{ name: 'fake.png', bytes: Buffer.from('not a png') }]);
    expect(statusAndCode(fake)).toEqual({ status: 400, code: ASSET_ERRORS.unreadableImage.code });
    const big = await upload(users.editor, {}, [
      { name: 'big.png', bytes: Buffer.alloc(ASSET_MAX_BYTES + 1) },
    ]);
    expect(statusAndCode(big)).toEqual({ status: 413, code: ASSET_ERRORS.tooLarge.code });
    const none = await upload(users.editor, { description: 'x' }, []);
    expect(statusAndCode(none)).toEqual({ status: 400, code: ASSET_ERRORS.fileRequired.code });
    expect((await t.db.select().from(contentAssets)).length).toBe(before);
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
