import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { BlobServiceClient } from '@azure/storage-blob';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testConfig } from './config.ts';
import type { AssetStorage } from './modules/assets/public.ts';
import type { PublicStorage } from './publishing/storage.ts';
import { openStorages, type Storages } from './storages.ts';

/**
 * The two kinds of storage behind one contract: DATA_DIR's directories (no BLOB_URL) and Azure Blob
 * Storage (BLOB_URL, against the Azurite the test setup started). Whatever the server does with one it
 * does with the other.
 */
const blobUrl = inject('blobUrl');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-storages-'));
const suffix = randomBytes(4).toString('hex');
const blobConfig = {
  BLOB_URL: blobUrl,
  BLOB_ASSETS_CONTAINER: `assets-${suffix}`,
  BLOB_PUBLIC_CONTAINER: `public-${suffix}`,
};
const kinds: [string, () => Promise<Storages>][] = [
  ['the directories', () => openStorages(testConfig({ DATA_DIR: dataDir }))],
  ['Azure Blob Storage', () => openStorages(testConfig({ DATA_DIR: dataDir, ...blobConfig }))],
];

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

describe.each(kinds)('%s', (_kind, open) => {
  let assets: AssetStorage;
  let published: PublicStorage;
  beforeAll(async () => {
    ({ assets, public: published } = await open());
  });

  it('keep an asset streamed in, read it back as a stream with its size, and remove it', async () => {
    const key = { id: 'a1', fileName: 'Spring Banner.png' };
    expect(await assets.read(key)).toBeNull();
    await assets.write(key, Readable.from([Buffer.from('first '), Buffer.from('part')]), 'image/png');
    await assets.write({ ...key, thumbnail: true }, Buffer.from('thumb'), 'image/webp');
    const file = (await assets.read(key))!;
    expect(file.size).toBe(10);
    expect(await text(file.stream)).toBe('first part');
    expect(await text((await assets.read({ ...key, thumbnail: true }))!.stream)).toBe('thumb');
    await assets.remove(key);
    await assets.remove(key);
    expect(await assets.read(key)).toBeNull();
    expect(await assets.read({ ...key, thumbnail: true })).not.toBeNull();
  });

  it('answer null for names they do not hold, odd ones included', async () => {
    for (const fileName of ['x.png', 'a b%20c?.png', 'ünï.png', 'dots..png', `${'x'.repeat(250)}.png`])
      expect(await assets.read({ id: 'none', fileName }), fileName).toBeNull();
    expect(() => assets.read({ id: '..', fileName: 'x.png' })).rejects.toThrow();
  });

  it('keep nothing of a stream that fails half way', async () => {
    const key = { id: 'a2', fileName: 'cut.png' };
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error('the client went away'));
      },
    });
    await expect(assets.write(key, failing, 'image/png')).rejects.toThrow();
    expect(await assets.read(key)).toBeNull();
  });

  it('keep a published file with its type, and write the same bytes once', async () => {
    const bytes = Buffer.from('{"n":1}');
    expect(await published.read('buyerxp.json')).toBeNull();
    expect(await published.write('buyerxp.json', bytes, 'application/json; charset=utf-8')).toBe('written');
    expect(await published.write('buyerxp.json', bytes, 'application/json; charset=utf-8')).toBe('unchanged');
    expect(await published.read('buyerxp.json')).toEqual({
      bytes,
      contentType: 'application/json; charset=utf-8',
    });
    expect(
      await published.write('buyerxp.json', Buffer.from('{"n":2}'), 'application/json; charset=utf-8'),
    ).toBe('written');
    expect((await published.read('buyerxp.json'))!.bytes.toString()).toBe('{"n":2}');
    await expect(published.write('../x.json', bytes, 'application/json')).rejects.toThrow();
  });
});

describe('Azure Blob Storage as the storefront reads it', () => {
  it('holds each published file with its content type and no-cache, written once for the same bytes', async () => {
    const { public: published } = await openStorages(testConfig({ DATA_DIR: dataDir, ...blobConfig }));
    const container = BlobServiceClient.fromConnectionString(blobUrl).getContainerClient(
      blobConfig.BLOB_PUBLIC_CONTAINER,
    );
    await published.write('sitemap.xml', Buffer.from('<urlset/>'), 'application/xml');
    const first = await container.getBlobClient('sitemap.xml').getProperties();
    expect(first).toMatchObject({ contentType: 'application/xml', cacheControl: 'no-cache' });
    await published.write('sitemap.xml', Buffer.from('<urlset/>'), 'application/xml');
    expect((await container.getBlobClient('sitemap.xml').getProperties()).etag).toBe(first.etag);
  });

  it('stops the start with a message naming BLOB_URL when the storage cannot be reached', async () => {
    const unreachable = blobUrl.replace(
      /BlobEndpoint=http:\/\/127\.0\.0\.1:\d+/,
      'BlobEndpoint=http://127.0.0.1:9',
    );
    await expect(openStorages(testConfig({ BLOB_URL: unreachable }))).rejects.toThrow(
      /^BLOB_URL: the container 'assets' could not be reached or made/,
    );
  });
});
