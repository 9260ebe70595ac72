import {
  BULK_JOB_TYPES,
  GIFT_CARD_TEXTS,
  isLuhnValid,
  type BulkJob,
  type BulkJobDetail,
  type GenerateGiftCardsResult,
  type GiftCardListItem,
  type ListPage,
} from '@commerce/domain';
import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, signedInUsers, type TestApp } from '../../../test/helpers.ts';
import { BULK_JOB_HANDLERS } from '../../declarations.ts';
import { auditEvents, bulkJobs, giftCards } from '../../db/schema/index.ts';
import { multipartBody } from '../../jobs/test-support.ts';
import { giftCardUpload } from './upload.ts';

let t: TestApp;
let users: Record<'marketing' | 'reader' | 'uploader' | 'deleter' | 'other', string>;

beforeAll(async () => {
  t = await createTestApp();
  users = await signedInUsers(t, {
    marketing: {
      permissions: ['giftcards-reader', 'giftcards-upload', 'giftcards-delete', 'giftcards-settings'],
    },
    reader: { permissions: ['giftcards-reader'] },
    uploader: { permissions: ['giftcards-reader', 'giftcards-upload'] },
    deleter: { permissions: ['giftcards-reader', 'giftcards-delete'] },
    other: { permissions: ['order-reader'] },
  });
  await t.db.insert(giftCards).values([
    { id: '6045000000000001', batchPosition: 'B1-0001' },
    { id: '6045000000000002', batchPosition: 'B1-0002', pinEnabled: true },
    { id: '6045000000000003', batchPosition: 'B1-0003', purchased: true, balance: '42.50' },
  ]);
});
afterAll(() => t.close());

const upload = (fileName: string, content: string | Buffer, cookies = users.uploader, query = '') => {
  const { body, headers } = multipartBody(
    fileName,
    Buffer.isBuffer(content) ? content : Buffer.from(content),
  );
  return api(t.app, cookies).post(`/api/bulk/giftcards${query}`, body, headers);
};

const list = async (query = '', cookies = users.reader) => {
  const response = await api(t.app, cookies).get(`/api/giftcards${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListPage<GiftCardListItem>>();
};

const stored = (ids: string[]) =>
  t.db.select().from(giftCards).where(inArray(giftCards.id, ids)).orderBy(giftCards.id);

describe('the gift card list', () => {
  it('lists the unpurchased cards with their columns, searched by card number', async () => {
    const page = await list('?search=60450000000000');
    expect(page.Items.map((card) => card.id)).toEqual(['6045000000000001', '6045000000000002']);
    expect(page.Items[1]).toMatchObject({
      BatchPosition: 'B1-0002',
      PinEnabled: true,
      WebGenerated: false,
    });
    // Cards in stock carry no balance (a card has one once sold), so the list has no Balance column.
    expect(page.Items[1]).not.toHaveProperty('Balance');
    expect((await list('?search=0003')).Items).toEqual([]);
  });

  it('counts the cards in stock for the chip', async () => {
    const response = await api(t.app, users.reader).get('/api/giftcards/summary');
    expect(response.json()).toEqual({ Available: expect.any(Number) });
    expect(response.json<{ Available: number }>().Available).toBe((await list()).Meta.TotalCount);
  });

  it('is refused without giftcards-reader', async () => {
    expect((await api(t.app, users.other).get('/api/giftcards')).statusCode).toBe(403);
    expect((await api(t.app, users.other).get('/api/giftcards/summary')).statusCode).toBe(403);
  });
});

describe('uploading gift cards (a job on the bulk engine)', () => {
  it('is a job type for giftcards-upload with a template of its two columns', async () => {
    expect(BULK_JOB_HANDLERS).toContain(giftCardUpload);
    expect(BULK_JOB_TYPES.giftcards.features).toEqual(giftCardUpload.features);
    const template = await api(t.app).get(BULK_JOB_TYPES.giftcards.template);
    expect(template.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, 'GiftCardNumber', 'BatchPosition']);
  });

  it("refuses a file without both columns with the spec's text, storing nothing", async () => {
    const jobsBefore = await t.db.$count(bulkJobs);
    for (const header of ['GiftCard,BatchPosition', 'giftcardnumber,batchposition', 'GiftCardNumber']) {
      const response = await upload('cards.csv', `${header}\n6045111100000001,B9-0001\n`);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).Message).toBe(GIFT_CARD_TEXTS.badCsv);
    }
    expect(await t.db.$count(bulkJobs)).toBe(jobsBefore);
    expect(await stored(['6045111100000001'])).toEqual([]);
  });

  it('adds each card (columns in any order, BOM tolerated), PIN enabled as chosen; failures per card in the log', async () => {
    const csv = [
      '\uFEFFBatchPosition,GiftCardNumber',
      'B9-0001,6045111100000001',
      'B9-0002,6045111100000002',
      'B9-0003,6045000000000001', // already in stock
      'B9-0004,12AB', // not a number
      'B9-0005,6045111100000002', // twice in the file
      ',6045111100000006', // no batch position
    ].join('\r\n');
    const response = await upload('cards.csv', csv, users.uploader, '?PinEnabled=true');
    expect(response.statusCode, response.body).toBe(201);
    const job = response.json<BulkJob>();
    expect(job).toMatchObject({ PartitionKey: 'giftcards', TotalCount: 6 });
    await t.app.bulkJobs.runUntilIdle();

    const detail = (
      await api(t.app, users.uploader).get(`/api/bulk/jobs/giftcards/${job.JobID}`)
    ).json<BulkJobDetail>();
    expect(detail).toMatchObject({ Status: 'complete', TotalProcessed: 6, ErrorCount: 4 });
    expect(detail.ErrorLog.Items).toEqual([
      { RowNumber: 4, ErrorOn: '6045000000000001', Error: GIFT_CARD_TEXTS.alreadyInStock },
      { RowNumber: 5, ErrorOn: '12AB', Error: GIFT_CARD_TEXTS.badNumber },
      { RowNumber: 6, ErrorOn: '6045111100000002', Error: GIFT_CARD_TEXTS.twiceInFile },
      { RowNumber: 7, ErrorOn: '6045111100000006', Error: GIFT_CARD_TEXTS.badPosition },
    ]);
    expect(
      (await stored(['6045111100000001', '6045111100000002'])).map((card) => [
        card.id,
        card.batchPosition,
        card.pinEnabled,
        card.webGenerated,
      ]),
    ).toEqual([
      ['6045111100000001', 'B9-0001', true, false],
      ['6045111100000002', 'B9-0002', true, false],
    ]);
    // The card already in stock keeps what it was.
    expect((await stored(['6045000000000001']))[0]).toMatchObject({
      batchPosition: 'B1-0001',
      pinEnabled: false,
    });
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'gift-card'), eq(auditEvents.action, 'upload')));
    expect(audits.map((event) => event.entityId).sort()).toEqual(['6045111100000001', '6045111100000002']);
  });

  it('leaves PIN disabled by default and refuses a bad option', async () => {
    const response = await upload('more.csv', 'GiftCardNumber,BatchPosition\n6045111100000007,B9-0007\n');
    expect(response.statusCode).toBe(201);
    await t.app.bulkJobs.runUntilIdle();
    expect((await stored(['6045111100000007']))[0]!.pinEnabled).toBe(false);
    const bad = await upload(
      'more.csv',
      'GiftCardNumber,BatchPosition\n6045111100000008,B9-0008\n',
      users.uploader,
      '?PinEnabled=yes',
    );
    expect(bad.statusCode).toBe(400);
  });

  it('is refused without giftcards-upload', async () => {
    const response = await upload(
      'cards.csv',
      'GiftCardNumber,BatchPosition\n6045111100000009,B9\n',
      users.deleter,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('generating e-gift card numbers', () => {
  it('stores N new Luhn-valid 16-digit numbers as WebGenerated cards of batch WEB', async () => {
    const response = await api(t.app, users.marketing).post('/api/giftcards/generate', { numberOfCards: 5 });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<GenerateGiftCardsResult>();
    expect(result.IsValid).toBe(true);
    expect(result.Cards).toHaveLength(5);
    for (const card of result.Cards) {
      expect(card.id).toMatch(/^6045\d{12}$/);
      expect(isLuhnValid(card.id)).toBe(true);
    }
    const rows = await stored(result.Cards.map((card) => card.id));
    expect(rows.map((row) => [row.webGenerated, row.batchPosition, row.purchased])).toEqual(
      Array(5).fill([true, 'WEB', false]),
    );
  });

  it('refuses a bad number of cards (nothing stored) and a user without giftcards-settings', async () => {
    const before = await t.db.$count(giftCards);
    for (const numberOfCards of [0, 1.5, 1001, 'x']) {
      const response = await api(t.app, users.marketing).post('/api/giftcards/generate', { numberOfCards });
      expect(response.statusCode).toBe(400);
    }
    expect(
      (await api(t.app, users.uploader).post('/api/giftcards/generate', { numberOfCards: 1 })).statusCode,
    ).toBe(403);
    expect(await t.db.$count(giftCards)).toBe(before);
  });
});

describe('deleting a selection', () => {
  it('deletes the cards in stock for good, reports the others and audits each', async () => {
    const response = await api(t.app, users.deleter).post('/api/giftcards/delete', {
      Action: 'delete',
      IDs: ['6045111100000001', '6045000000000003', '6045999999999999'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      Succeeded: ['6045111100000001'],
      Failed: [
        { ID: '6045000000000003', ErrorCode: 'GiftCard.NotInStock', Message: GIFT_CARD_TEXTS.notInStock },
        { ID: '6045999999999999', ErrorCode: 'GiftCard.NotInStock', Message: GIFT_CARD_TEXTS.notInStock },
      ],
      Items: [],
    });
    expect(await stored(['6045111100000001', '6045000000000003'])).toMatchObject([
      { id: '6045000000000003' },
    ]);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'gift-card'), eq(auditEvents.action, 'delete')));
    expect(event).toMatchObject({ entityId: '6045111100000001' });
  });

  it("answers 'No gift cards selected' for none, and 403 without giftcards-delete", async () => {
    const none = await api(t.app, users.deleter).post('/api/giftcards/delete', { Action: 'delete', IDs: [] });
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain(GIFT_CARD_TEXTS.noneSelected);
    const refused = await api(t.app, users.uploader).post('/api/giftcards/delete', {
      Action: 'delete',
      IDs: ['6045000000000002'],
    });
    expect(refused.statusCode).toBe(403);
    expect(await stored(['6045000000000002'])).toHaveLength(1);
  });
});

describe('the balance check', () => {
  it("answers a sold card's balance to any signed-in user, and 'cardNumber not available' otherwise", async () => {
    const found = await api(t.app, users.other).post('/api/giftcards/balance', {
      card_number: '6045000000000003',
    });
    expect(found.json()).toEqual({ card_number: '6045000000000003', card_value: 42.5 });
    const missing = await api(t.app, users.other).post('/api/giftcards/balance', {
      card_number: '6045000000000002',
    });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).Message).toBe('cardNumber not available');
    expect((await api(t.app).post('/api/giftcards/balance', { card_number: '1' })).statusCode).toBe(401);
  });
});
