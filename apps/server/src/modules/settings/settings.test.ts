import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { starterBuyerXp, type SettingsSectionResponse } from '@commerce/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  errorOf,
  signedInUsers,
  statusAndCode,
  type TestApp,
} from '../../../test/helpers.ts';
import { auditEvents, outbox, settingsDocuments } from '../../db/schema/index.ts';
import { deliverOutbox } from '../../integrations/test-support.ts';
import { ensureSettingsDocuments } from './service.ts';
import { buyerXpRow, insertBuyerXp } from './test-support.ts';

const GIFT_CARDS = '/api/settings/buyerxp/gift-card-settings';
// A second section with keys of its own, so saves of two sections can meet.
const WIRED = '/api/settings/buyerxp/delivery-wired';
const wired = (service: string, delivery: string) => ({
  wireOrder: { OutgoingOrders: { WiredServiceFees: service, WiredDeliveryFees: delivery } },
});
const giftCards = (limit: number, min = 10, max = 500) => ({
  ThresholdSetting: { GiftcardThresholdLimit: limit, EGiftcardThresholdLimit: 5 },
  PurchaseSetting: { MinPurchaseAmt: min, MaxPurchaseAmt: max },
});
const ifMatch = (version: number | string) => ({ 'if-match': `"${version}"` });

let t: TestApp;
let dataDir: string;
let users: Record<'reader' | 'editor' | 'deliveryReader' | 'deliveryFees' | 'nobody', string>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-settings-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  users = await signedInUsers(t, {
    reader: { permissions: ['giftcards-reader'] },
    editor: { permissions: ['giftcards-reader', 'giftcards-settings'] },
    deliveryReader: { permissions: ['delivery-reader'] },
    deliveryFees: { permissions: ['delivery-reader', 'delivery-fees'] },
    nobody: { permissions: ['customer-reader'] },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const read = (url: string, cookies = users.editor) => api(t.app, cookies).get(url);
const save = (url: string, value: unknown, version: number | string | null, cookies = users.editor) =>
  api(t.app, cookies).put(url, { Value: value }, version === null ? {} : ifMatch(version));
const deliver = () => deliverOutbox(t);

describe('before the BuyerXP document exists', () => {
  it("answers 404 with the spec's text", async () => {
    const response = await read(GIFT_CARDS);
    expect(statusAndCode(response)).toEqual({ status: 404, code: 'NotFound' });
    expect(errorOf(response).Message).toBe('BuyerXP Not Found');
    expect((await save(GIFT_CARDS, giftCards(6), 1)).statusCode).toBe(404);
    const batch = await read('/api/settings/buyerxp?sections=gift-card-settings');
    expect(errorOf(batch).Message).toBe('BuyerXP Not Found');
  });
});

describe('the settings document by section', () => {
  beforeAll(() => insertBuyerXp(t.db));

  it('reads a section with its own version as the ETag', async () => {
    const response = await read(GIFT_CARDS, users.reader);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    expect(response.json()).toEqual({
      Section: 'gift-card-settings',
      Label: 'Gift Card Settings',
      Value: giftCards(5),
      Version: 1,
    });
  });

  it("admits any section's keys, then checks the section's own (403), and 404s an unknown section", async () => {
    expect(statusAndCode(await read(GIFT_CARDS, users.nobody))).toEqual({
      status: 403,
      code: 'Auth.InsufficientPermissions',
    });
    // delivery-reader reads a section, so the route admits it; gift card settings are not its own.
    expect(statusAndCode(await read(GIFT_CARDS, users.deliveryReader)).status).toBe(403);
    expect((await read(WIRED, users.deliveryReader)).statusCode).toBe(200);
    expect(statusAndCode(await save(GIFT_CARDS, giftCards(6), 1, users.reader)).status).toBe(403);
    expect(statusAndCode(await save(GIFT_CARDS, giftCards(6), 1, users.deliveryFees)).status).toBe(403);
    expect(statusAndCode(await read('/api/settings/buyerxp/nope'))).toEqual({
      status: 404,
      code: 'NotFound',
    });
    expect(statusAndCode(await read('/api/settings/other/gift-card-settings')).status).toBe(404);
    expect((await buyerXpRow(t.db))!.version).toBe(1);
  });

  it('reads the sections a page shows in one request, each with its own version', async () => {
    const response = await read(
      '/api/settings/buyerxp?sections=delivery-wired,delivery-time-slots',
      users.deliveryReader,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { Sections } = response.json() as { Sections: SettingsSectionResponse[] };
    expect(Sections.map((section) => [section.Section, section.Version])).toEqual([
      ['delivery-wired', 1],
      ['delivery-time-slots', 1],
    ]);
    expect(Sections[0]).toEqual((await read(WIRED, users.deliveryReader)).json());
  });

  it('refuses a batch naming a section the caller may not read (403), an unknown one (404) or none (400)', async () => {
    const batch = (sections: string, cookies = users.deliveryReader) =>
      read(`/api/settings/buyerxp?sections=${sections}`, cookies);
    expect(statusAndCode(await batch('delivery-wired,gift-card-settings')).status).toBe(403);
    expect(statusAndCode(await batch('delivery-wired', users.nobody)).status).toBe(403);
    const unknown = await batch('delivery-wired,nope');
    expect(statusAndCode(unknown)).toEqual({ status: 404, code: 'NotFound' });
    expect(errorOf(unknown).Message).toContain("'nope'");
    expect(statusAndCode(await batch(',')).status).toBe(400);
    expect(statusAndCode(await read('/api/settings/other?sections=delivery-wired')).status).toBe(404);
  });

  it('needs If-Match (428) and refuses a stale one (412)', async () => {
    expect(statusAndCode(await save(GIFT_CARDS, giftCards(6), null))).toEqual({
      status: 428,
      code: 'Conflict.VersionRequired',
    });
    expect(statusAndCode(await save(GIFT_CARDS, giftCards(6), 7))).toEqual({
      status: 412,
      code: 'Conflict.StaleVersion',
    });
    expect((await buyerXpRow(t.db))!.document.GiftCardSettings).toEqual(giftCards(5));
  });

  it('refuses an invalid value with 400 naming the field, and writes nothing', async () => {
    const before = await buyerXpRow(t.db);
    const outboxBefore = await t.db.select().from(outbox);
    const response = await save(GIFT_CARDS, giftCards(0, 50, 20), 1);
    expect(statusAndCode(response)).toEqual({ status: 400, code: 'ValidationFailure' });
    expect(errorOf(response)).toEqual({
      ErrorCode: 'ValidationFailure',
      Message: 'ThresholdSetting.GiftcardThresholdLimit: Enter a whole number of at least 1.',
      Data: {
        Fields: {
          'ThresholdSetting.GiftcardThresholdLimit': 'Enter a whole number of at least 1.',
          'PurchaseSetting.MinPurchaseAmt': 'Minimum amount cannot be greater than the maximum amount.',
          'PurchaseSetting.MaxPurchaseAmt': 'Maximum amount cannot be less than the minimum amount.',
        },
      },
    });
    expect(statusAndCode(await save(GIFT_CARDS, 'lots', 1))).toEqual({
      status: 400,
      code: 'ValidationFailure',
    });
    expect(statusAndCode(await api(t.app, users.editor).put(GIFT_CARDS, {}, ifMatch(1))).status).toBe(400);
    expect(await buyerXpRow(t.db)).toEqual(before);
    expect(await t.db.select().from(outbox)).toEqual(outboxBefore);
  });

  it('saves a section, bumping its version, with an audit event and a publish of buyerxp.json', async () => {
    const response = await save(GIFT_CARDS, giftCards(12, 5, 250), 1);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe('"2"');
    expect(response.json<SettingsSectionResponse>()).toMatchObject({
      Value: giftCards(12, 5, 250),
      Version: 2,
    });

    const row = (await buyerXpRow(t.db))!;
    expect(row).toMatchObject({ version: 2, sectionVersions: { 'gift-card-settings': 2 } });
    expect(row.document.GiftCardSettings).toEqual(giftCards(12, 5, 250));
    // The rest of the document is untouched.
    expect(row.document.wireOrder).toEqual(wired('9.99', '14.99').wireOrder);

    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'settings'), eq(auditEvents.entityId, 'buyerxp/gift-card-settings')));
    expect(event).toMatchObject({
      actorId: 'editor',
      action: 'save-section',
      changes: { GiftCardSettings: { before: giftCards(5), after: giftCards(12, 5, 250) } },
    });
    const publishes = await t.db.select().from(outbox).where(eq(outbox.kind, 'publish'));
    expect(publishes).toMatchObject([
      { entity: 'published-file', entityId: 'buyerxp.json', status: 'pending' },
    ]);

    // Saving the same value again writes nothing.
    const again = await save(GIFT_CARDS, giftCards(12, 5, 250), 2);
    expect(again.json<SettingsSectionResponse>().Version).toBe(2);
    expect(await buyerXpRow(t.db)).toEqual(row);
    expect(await t.db.select().from(outbox).where(eq(outbox.kind, 'publish'))).toHaveLength(1);
  });

  it('saves two different sections from the same starting point, and refuses the second save of one', async () => {
    const [fees, cards] = await Promise.all([read(WIRED, users.deliveryFees), read(GIFT_CARDS)]);
    const feesVersion = fees.json<SettingsSectionResponse>().Version;
    const cardsVersion = cards.json<SettingsSectionResponse>().Version;

    const first = await save(WIRED, wired('10.99', '15.99'), feesVersion, users.deliveryFees);
    expect(first.statusCode, first.body).toBe(200);
    const other = await save(GIFT_CARDS, giftCards(20), cardsVersion);
    expect(other.statusCode, other.body).toBe(200);

    const late = await save(WIRED, wired('1.00', '1.00'), feesVersion, users.deliveryFees);
    expect(statusAndCode(late)).toEqual({ status: 412, code: 'Conflict.StaleVersion' });
    const row = (await buyerXpRow(t.db))!;
    expect(row.document.wireOrder).toEqual(wired('10.99', '15.99').wireOrder);
    expect(row.document.GiftCardSettings).toEqual(giftCards(20));
    expect(row.sectionVersions).toEqual({ 'gift-card-settings': cardsVersion + 1, 'delivery-wired': 2 });
  });

  it('publishes buyerxp.json as JSON, and the file follows a save made through the API', async () => {
    await deliver();
    const first = await api(t.app).get('/public/buyerxp.json');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toEqual((await buyerXpRow(t.db))!.document);

    const version = (await read(GIFT_CARDS)).json<SettingsSectionResponse>().Version;
    expect((await save(GIFT_CARDS, giftCards(33), version)).statusCode).toBe(200);
    // Published after the outbox delivers, not before.
    expect((await api(t.app).get('/public/buyerxp.json')).json()).toMatchObject({
      GiftCardSettings: giftCards(20),
    });
    expect(await deliver()).toMatchObject({ sent: 1, failed: 0 });
    const after = await api(t.app).get('/public/buyerxp.json');
    expect(after.json()).toMatchObject({
      GiftCardSettings: giftCards(33),
      ...wired('10.99', '15.99'),
    });
  });
});

describe('a deployment without the document (no demo)', () => {
  it('starts from the starter, published, and a start after that leaves the document as it is', async () => {
    await t.db.delete(settingsDocuments).where(eq(settingsDocuments.id, 'buyerxp'));
    expect((await read(GIFT_CARDS)).statusCode).toBe(404);

    expect(await ensureSettingsDocuments(t.db)).toEqual(['buyerxp']);
    const cards = await read(GIFT_CARDS);
    expect(cards.statusCode).toBe(200);
    expect(cards.json<SettingsSectionResponse>()).toMatchObject({
      Value: starterBuyerXp().GiftCardSettings,
      Version: 1,
    });
    expect(await deliver()).toMatchObject({ sent: 1, failed: 0 });
    expect((await api(t.app).get('/public/buyerxp.json')).json()).toMatchObject(wired('0.00', '0.00'));

    // Staff set it up from there; the next start changes nothing.
    expect((await save(WIRED, wired('4.99', '19.99'), 1, users.deliveryFees)).statusCode).toBe(200);
    const saved = await buyerXpRow(t.db);
    expect(await ensureSettingsDocuments(t.db)).toEqual([]);
    expect(await buyerXpRow(t.db)).toEqual(saved);
  });
});
