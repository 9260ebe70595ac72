import { SETTINGS_DOCUMENT_FILES } from '../modules/settings/public.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, type TestApp } from '../../test/helpers.ts';
import { outbox, settingsDocuments } from '../db/schema/index.ts';
import { deliverDue, OUTBOX_MAX_ATTEMPTS } from '../integrations/outbox.ts';
import { deliverOutbox, makeDue as makeOutboxDue, outboxRow } from '../integrations/test-support.ts';
import { buyerXpRow, insertBuyerXp } from '../modules/settings/test-support.ts';
import { PUBLISH_KIND, publishMissingFiles, publishOutboxHandler, requestPublish } from './publish.ts';
import { definePublishedFile } from './published-file.ts';
import { directoryStorage, publicDirectory, type PublicStorage } from './storage.ts';

let t: TestApp;
let dataDir: string;
let storage: PublicStorage;
/** How many of the next writes fail, as if the storage were unreachable. */
let failNextWrites = 0;
/** How many of the next writes go through and then fail, as if the storage's answer were lost. */
let loseNextAnswers = 0;
/** What each write that reached the directory did. */
const outcomes: ('written' | 'unchanged')[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-public-'));
  const directory = directoryStorage(publicDirectory(dataDir));
  storage = {
    channel: directory.channel,
    read: (name) => directory.read(name),
    async write(name, bytes, contentType) {
      if (failNextWrites > 0) {
        failNextWrites--;
        throw new Error('storage unreachable');
      }
      const outcome = await directory.write(name, bytes, contentType);
      outcomes.push(outcome);
      if (loseNextAnswers > 0) {
        loseNextAnswers--;
        throw new Error('the storage’s answer was lost');
      }
      return outcome;
    },
  };
  t = await createTestApp({ DATA_DIR: dataDir }, { publicStorage: storage });
  await insertBuyerXp(t.db);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The publishes of buyerxp.json, oldest first. */
const publishRows = () =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, PUBLISH_KIND), eq(outbox.entityId, 'buyerxp.json')))
    .orderBy(outbox.id);
const makeDue = (id: number) => makeOutboxDue(t.db, id);
const setThreshold = (limit: number) =>
  t.db.transaction(async (tx) => {
    const document = (await buyerXpRow(tx))!.document as { GiftCardSettings: { ThresholdSetting: object } };
    const GiftCardSettings = {
      ...document.GiftCardSettings,
      ThresholdSetting: { ...document.GiftCardSettings.ThresholdSetting, GiftcardThresholdLimit: limit },
    };
    await tx
      .update(settingsDocuments)
      .set({ document: { ...document, GiftCardSettings } })
      .where(eq(settingsDocuments.id, 'buyerxp'));
    return requestPublish(tx, SETTINGS_DOCUMENT_FILES.buyerxp);
  });
const published = async () =>
  (await api(t.app).get('/public/buyerxp.json')).json<{ GiftCardSettings: { ThresholdSetting: object } }>()
    .GiftCardSettings.ThresholdSetting;

describe('the directory storage', () => {
  it('replaces a file whole, leaving no temporary file behind, and answers null for one it lacks', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-storage-'));
    const local = directoryStorage(directory);
    await local.write('a.json', Buffer.from('{"n":1}'), 'application/json');
    await local.write('a.json', Buffer.from('{"n":2}'), 'application/json');
    expect(await local.read('a.json')).toEqual({
      bytes: Buffer.from('{"n":2}'),
      contentType: 'application/json; charset=utf-8',
    });
    expect((await local.read('sitemap.xml')) ?? 'none').toBe('none');
    expect(fs.readdirSync(directory)).toEqual(['a.json']);
    await expect(local.write('../escape.json', Buffer.from('x'), 'application/json')).rejects.toThrow();
    fs.rmSync(directory, { recursive: true, force: true });
  });
});

describe('publishing', () => {
  it('answers 404 in the API shape for a file not published yet, and for any name it cannot hold', async () => {
    fs.mkdirSync(publicDirectory(dataDir), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'secret.json'), '{"secret":true}');
    fs.writeFileSync(path.join(publicDirectory(dataDir), '.hidden.json'), '{"hidden":true}');
    for (const url of [
      '/public/buyerxp.json',
      '/public/..%2Fsecret.json',
      '/public/%2E%2E%2Fsecret.json',
      '/public/.hidden.json',
      '/public/a..json',
      '/public/sub/buyerxp.json',
      '/public/',
      `/public/${'x'.repeat(101)}`,
    ]) {
      const response = await api(t.app).get(url);
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response)).toEqual({
        ErrorCode: 'NotFound',
        Message: 'The file was not found.',
        Data: null,
      });
    }
  });

  it('publishes at start the declared files the storage lacks, and nothing while there is nothing to publish', async () => {
    const files = [
      definePublishedFile({ name: 'empty.json', render: async () => null }),
      definePublishedFile({ name: 'kept.txt', render: async () => 'fresh' }),
    ];
    await storage.write('kept.txt', Buffer.from('already there'), 'text/plain');
    expect(await publishMissingFiles(t.db, storage, files)).toEqual(['empty.json']);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.entityId, 'empty.json'));
    await deliverDue(t.db, { [PUBLISH_KIND]: publishOutboxHandler({ db: t.db, storage, files }) });
    expect(await outboxRow(t.db, row!.id)).toMatchObject({ status: 'sent', channel: 'none' });
    expect(await storage.read('empty.json')).toBeNull();
    expect((await storage.read('kept.txt'))!.bytes.toString()).toBe('already there');
  });

  it('refuses a file name that could leave the public directory', () => {
    expect(() => definePublishedFile({ name: '../x.json', render: async () => '' })).toThrow();
  });

  it('collapses publishes of a file that have not been tried yet', async () => {
    const first = await setThreshold(6);
    const second = await setThreshold(7);
    expect(second).toBe(first);
    expect(await publishRows()).toHaveLength(1);
    expect(await deliverOutbox(t, storage)).toMatchObject({ sent: 1 });
    expect(await published()).toMatchObject({ GiftcardThresholdLimit: 7 });
  });

  it('retries a publish that failed and delivers the latest content: nothing is lost', async () => {
    const id = await setThreshold(8);
    failNextWrites = 1;
    expect(await deliverOutbox(t, storage)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect((await publishRows()).at(-1)).toMatchObject({
      id,
      status: 'pending',
      attempts: 1,
      lastError: 'storage unreachable',
    });
    expect(await published()).toMatchObject({ GiftcardThresholdLimit: 7 });

    // Changed again while the first publish waits: a new publish is queued (the waiting one is not joined).
    const next = await setThreshold(9);
    expect(next).not.toBe(id);

    await makeDue(id);
    expect(await deliverOutbox(t, storage)).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect((await publishRows()).filter((row) => row.id >= id)).toMatchObject([
      { id, status: 'sent', attempts: 2, channel: 'file', lastError: null },
      { id: next, status: 'sent', attempts: 1 },
    ]);
    // The retried send rendered the document as it was when it was delivered.
    expect(await published()).toMatchObject({ GiftcardThresholdLimit: 9 });
    const response = await api(t.app).get('/public/buyerxp.json');
    expect(response.json()).toEqual((await buyerXpRow(t.db))!.document);
  });

  it('writes the bytes once when it retries a publish whose write went through (its answer lost)', async () => {
    const id = await setThreshold(11);
    loseNextAnswers = 1;
    outcomes.length = 0;
    expect(await deliverOutbox(t, storage)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const file = path.join(publicDirectory(dataDir), 'buyerxp.json');
    const first = fs.statSync(file);
    expect(await published()).toMatchObject({ GiftcardThresholdLimit: 11 });

    await makeDue(id);
    expect(await deliverOutbox(t, storage)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    // The retry found these very bytes there and wrote nothing: the file is the one the first try wrote.
    expect(outcomes).toEqual(['written', 'unchanged']);
    expect(fs.statSync(file).ino).toBe(first.ino);
    expect((await publishRows()).at(-1)).toMatchObject({
      id,
      status: 'sent',
      attempts: 2,
      channel: 'file',
    });
  });

  it('gives up after the last attempt and keeps the error for the developers', async () => {
    const id = await setThreshold(10);
    failNextWrites = OUTBOX_MAX_ATTEMPTS;
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      await makeDue(id);
      await deliverOutbox(t, storage);
    }
    expect((await publishRows()).at(-1)).toMatchObject({
      id,
      status: 'failed',
      lastError: 'storage unreachable',
    });
  });
});
