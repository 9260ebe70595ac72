import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DATE_SPECIFIC_FEE_TEXTS,
  DELIVERY_TEXTS,
  HOLIDAY_FEE_TEXTS,
  defaultHolidayFees,
  sampleBuyerXp,
  storeDateOf,
  type HistoryPage,
  type SettingsSectionResponse,
} from '@commerce/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  errorOf,
  ifMatch,
  signedInUsers,
  statusAndCode,
  type TestApp,
} from '../../../test/helpers.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { deliverOutbox } from '../../integrations/test-support.ts';
import { buyerXpRow, insertBuyerXp } from './test-support.ts';

/*
 * The delivery sections of the BuyerXP document (spec 3 §2–§6) through the settings API: each panel its
 * own section and key, saved against its own version, validated whole, audited and republished.
 */

let t: TestApp;
let dataDir: string;
let users: Record<'delivery' | 'sameDay' | 'marketing' | 'reader', string>;

const today = storeDateOf();
const year = Number(today.slice(0, 4));
const future = `${year + 1}-07-03`;
const later = `${year + 1}-08-04`;
const past = `${year - 1}-07-03`;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-delivery-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  users = await signedInUsers(t, {
    delivery: {
      permissions: [
        'delivery-reader',
        'delivery-same-day',
        'delivery-fees',
        'delivery-slots',
        'delivery-dates',
      ],
    },
    sameDay: { permissions: ['delivery-reader', 'delivery-same-day'] },
    reader: { permissions: ['delivery-reader'] },
    marketing: { permissions: ['misc-marketing'] },
  });
  const document = sampleBuyerXp();
  document.DeliveryDatesN = { ...document.DeliveryDatesN, [past]: document.DeliveryDatesN['2026-05-10']! };
  await insertBuyerXp(t.db, document);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const url = (section: string) => `/api/settings/buyerxp/${section}`;
const read = async <V = unknown>(section: string, user: keyof typeof users = 'delivery') => {
  const response = await api(t.app, users[user]).get(url(section));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SettingsSectionResponse<V>>();
};
const save = (section: string, value: unknown, version: number, user: keyof typeof users = 'delivery') =>
  api(t.app, users[user]).put(url(section), { Value: value }, ifMatch(version));

const localFees = (standard: string) => ({
  Shippers: {
    LocalDelivery: {
      StandardDeliveryFees: standard,
      SameDayDeliveryFees: '19.99',
      SpecialDeliverySameDayFees: '24.99',
      ChurchFees: '5.00',
      FuneralFees: '5.00',
      CemeteryFees: '5.00',
      HospitalFees: '5.00',
      SameDayHospitalFees: '7.50',
    },
  },
});

describe('the panels of /delivery', () => {
  it('are read by delivery-reader, each with its own version; a Marketing user is refused (403)', async () => {
    for (const section of [
      'delivery-same-next-day',
      'delivery-local-fees',
      'delivery-ups',
      'delivery-courier',
      'delivery-curbside',
      'delivery-wired',
      'delivery-time-slots',
      'delivery-dates',
      'holiday-delivery-fees',
      'date-specific-delivery-fees',
    ]) {
      expect((await read(section, 'reader')).Version).toBe(1);
      const refused = await api(t.app, users.marketing).get(url(section));
      expect(statusAndCode(refused)).toEqual({ status: 403, code: 'Auth.InsufficientPermissions' });
    }
    expect((await read('delivery-ups', 'reader')).Value).toBe('12.00');
    expect((await read('delivery-local-fees')).Value).toEqual(localFees('14.99'));
  });

  it('are saved with their own key only (403 otherwise, nothing written)', async () => {
    const before = await buyerXpRow(t.db);
    expect(statusAndCode(await save('delivery-local-fees', localFees('1'), 1, 'sameDay')).status).toBe(403);
    expect(statusAndCode(await save('delivery-ups', '1', 1, 'reader')).status).toBe(403);
    expect(statusAndCode(await save('delivery-ups', '1', 1, 'marketing')).status).toBe(403);
    expect(await buyerXpRow(t.db)).toEqual(before);
  });

  it('refuse a bad fee or time with 400 naming the field, writing nothing', async () => {
    const before = await buyerXpRow(t.db);
    const response = await save('delivery-local-fees', localFees('12.345'), 1);
    expect(statusAndCode(response)).toEqual({ status: 400, code: 'ValidationFailure' });
    expect(errorOf(response).Data).toEqual({
      Fields: {
        'Shippers.LocalDelivery.StandardDeliveryFees': 'Enter an amount with at most 2 decimal places.',
      },
    });
    const sameDay = (
      await read<{ Shippers: { LocalDelivery: Record<string, unknown> } }>('delivery-same-next-day')
    ).Value;
    sameDay.Shippers.LocalDelivery.SameDayDeliveryCountDownTimer = '25:00';
    expect((await save('delivery-same-next-day', sameDay, 1, 'sameDay')).statusCode).toBe(400);
    expect(await buyerXpRow(t.db)).toEqual(before);
  });

  it('saved from the same starting point by two people, both survive; a stale save of one panel is 412', async () => {
    const [fees, sameDay] = await Promise.all([read('delivery-local-fees'), read('delivery-same-next-day')]);
    const first = await save('delivery-local-fees', localFees('15.5'), fees.Version);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<SettingsSectionResponse>()).toMatchObject({ Version: 2, Value: localFees('15.50') });
    const value = structuredClone(sameDay.Value) as { Shippers: { LocalDelivery: Record<string, unknown> } };
    value.Shippers.LocalDelivery.NextDayMessage = 'Order by 4 PM';
    const second = await save('delivery-same-next-day', value, sameDay.Version, 'sameDay');
    expect(second.statusCode, second.body).toBe(200);

    const late = await save('delivery-local-fees', localFees('9'), fees.Version);
    expect(statusAndCode(late)).toEqual({ status: 412, code: 'Conflict.StaleVersion' });
    const row = (await buyerXpRow(t.db))!;
    const local = (row.document.Shippers as { LocalDelivery: Record<string, unknown> }).LocalDelivery;
    expect(local).toMatchObject({
      StandardDeliveryFees: '15.50',
      NextDayMessage: 'Order by 4 PM',
      SameDayDelivery: true,
    });
    expect(row.sectionVersions).toMatchObject({ 'delivery-local-fees': 2, 'delivery-same-next-day': 2 });
  });

  it('publish buyerxp.json with the new fee, and keep a History readable by delivery-reader', async () => {
    await deliverOutbox(t);
    const published = await api(t.app).get('/public/buyerxp.json');
    expect(published.json()).toMatchObject({
      Shippers: { LocalDelivery: { StandardDeliveryFees: '15.50' } },
    });
    const history = await api(t.app, users.reader).get('/api/audit/settings/buyerxp%2Fdelivery-local-fees');
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json<HistoryPage>().Items[0]).toMatchObject({
      ActorID: 'delivery',
      Action: 'save-section',
      Changes: {
        'Shippers.LocalDelivery.StandardDeliveryFees': { before: '14.99', after: '15.50' },
      },
    });
    // misc-marketing reads a section of its own (the SEO pages), not this one: answered as a missing record.
    expect(
      (await api(t.app, users.marketing).get('/api/audit/settings/buyerxp%2Fdelivery-ups')).statusCode,
    ).toBe(404);
  });
});

describe('the default time slots', () => {
  it('are saved with delivery-slots; a slot without a time is refused', async () => {
    const section = await read<Record<string, Record<string, unknown>>[]>('delivery-time-slots');
    const runs = structuredClone(section.Value);
    runs[0]!.Evening!.checkedRun = true;
    runs[0]!.Evening!.Surcharge = '4';
    expect((await save('delivery-time-slots', runs, section.Version, 'sameDay')).statusCode).toBe(403);
    const saved = await save('delivery-time-slots', runs, section.Version);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SettingsSectionResponse<typeof runs>>().Value[0]!.Evening).toMatchObject({
      checkedRun: true,
      Surcharge: '4.00',
    });
    runs[0]!.Morning!.TimeSlot = '';
    const bad = await save('delivery-time-slots', runs, section.Version + 1);
    expect(errorOf(bad).Data).toEqual({ Fields: { '0.Morning.TimeSlot': 'Time Slot is required.' } });
  });
});

describe('the delivery-dates calendar', () => {
  type Dates = Record<string, { checkedRun: boolean }[]>;
  const closed = (dates: Dates, date: string): Dates => ({
    ...dates,
    [date]: sampleBuyerXp().DeliveryDatesN['2026-05-10']!.map((slot) => ({ ...slot, checkedRun: false })),
  });

  it('adds, changes and removes a future date, audited date by date', async () => {
    const section = await read<Dates>('delivery-dates');
    const added = await save('delivery-dates', closed(section.Value, future), section.Version);
    expect(added.statusCode, added.body).toBe(200);
    const after = added.json<SettingsSectionResponse<Dates>>();
    expect(after.Value[future]!.map((slot) => slot.checkedRun)).toEqual([false, false, false]);
    const { [future]: _removed, ...without } = after.Value;
    expect((await save('delivery-dates', without, after.Version)).statusCode).toBe(200);

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'settings'), eq(auditEvents.entityId, 'buyerxp/delivery-dates')))
      .orderBy(auditEvents.id);
    expect(events.map((event) => Object.keys(event.changes))).toEqual([
      [`DeliveryDatesN.${future}`],
      [`DeliveryDatesN.${future}`],
    ]);
    expect(events[1]!.changes[`DeliveryDatesN.${future}`]!.after).toBeNull();
  });

  it('keeps past dates read-only (400 naming the date, nothing written), with delivery-dates only', async () => {
    const section = await read<Dates>('delivery-dates');
    const before = await buyerXpRow(t.db);
    const response = await save('delivery-dates', closed(section.Value, past), section.Version);
    expect(statusAndCode(response)).toEqual({ status: 400, code: 'ValidationFailure' });
    expect(errorOf(response).Data).toEqual({ Fields: { [past]: DELIVERY_TEXTS.pastDateReadOnly } });
    const { [past]: _gone, ...withoutPast } = section.Value;
    expect((await save('delivery-dates', withoutPast, section.Version)).statusCode).toBe(400);
    expect(
      (await save('delivery-dates', closed(section.Value, later), section.Version, 'sameDay')).statusCode,
    ).toBe(403);
    expect(await buyerXpRow(t.db)).toEqual(before);
  });
});

describe('holiday delivery fees', () => {
  type Fee = { deliveryFeeName: string; deliveryFeeDate: string; deliveryFee: string; active: boolean };
  const fee = (deliveryFeeName: string, deliveryFeeDate: string, deliveryFee = '9.99'): Fee => ({
    deliveryFeeName,
    deliveryFeeDate,
    deliveryFee,
    active: true,
  });

  it('adds a fee (2 decimals), toggles and removes one, with delivery-fees', async () => {
    const section = await read<Fee[]>('holiday-delivery-fees');
    const added = await save(
      'holiday-delivery-fees',
      [...section.Value, fee('Christmas Eve', future, '14.5')],
      1,
    );
    expect(added.statusCode, added.body).toBe(200);
    const list = added.json<SettingsSectionResponse<Fee[]>>();
    expect(list.Value.at(-1)).toEqual(fee('Christmas Eve', future, '14.50'));
    const toggled = list.Value.map((item, index) => (index === 0 ? { ...item, active: !item.active } : item));
    expect((await save('holiday-delivery-fees', toggled, list.Version)).statusCode).toBe(200);
    expect((await save('holiday-delivery-fees', toggled.slice(1), list.Version + 1)).statusCode).toBe(200);
    expect((await read<Fee[]>('holiday-delivery-fees')).Value.map((item) => item.deliveryFeeName)).toEqual([
      'Christmas Eve',
    ]);
  });

  it("refuses a past date, a name or date used twice, and a bad fee, with the spec's texts", async () => {
    const section = await read<Fee[]>('holiday-delivery-fees');
    const refused = async (list: Fee[]) => {
      const response = await save('holiday-delivery-fees', list, section.Version);
      expect(response.statusCode, response.body).toBe(400);
      return (errorOf(response).Data as { Fields: Record<string, string> }).Fields;
    };
    expect(await refused([...section.Value, fee('Easter', past)])).toEqual({
      '1.deliveryFeeDate': HOLIDAY_FEE_TEXTS.pastDate,
    });
    expect(await refused([...section.Value, fee('christmas eve', later)])).toEqual({
      '1.deliveryFeeName': HOLIDAY_FEE_TEXTS.nameInUse,
    });
    expect(await refused([...section.Value, fee('Boxing Day', future)])).toEqual({
      '1.deliveryFeeDate': HOLIDAY_FEE_TEXTS.dateInUse(future),
    });
    expect(await refused([...section.Value, fee('Boxing Day', later, '1.234')])).toEqual({
      '1.deliveryFee': HOLIDAY_FEE_TEXTS.invalidFee,
    });
    expect(statusAndCode(await save('holiday-delivery-fees', [], section.Version, 'sameDay')).status).toBe(
      403,
    );
  });

  it('saves the two defaults when the list is missing, their past dates included', async () => {
    const row = (await buyerXpRow(t.db))!;
    const { HolidayDeliveryFees: _dropped, ...document } = row.document;
    const { settingsDocuments } = await import('../../db/schema/index.ts');
    await t.db.update(settingsDocuments).set({ document }).where(eq(settingsDocuments.id, 'buyerxp'));
    const missing = await read('holiday-delivery-fees');
    expect(missing.Value).toBeNull();
    const saved = await save('holiday-delivery-fees', defaultHolidayFees(today), missing.Version);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SettingsSectionResponse<Fee[]>>().Value.map((item) => item.deliveryFee)).toEqual([
      '19.99',
      '19.99',
    ]);
  });
});

describe('date-specific delivery fees by zip (C-20)', () => {
  it('adds and removes fees with delivery-dates; refuses a past date, a bad zip or fee; keeps other keys', async () => {
    const section = await read('date-specific-delivery-fees');
    expect(section.Value).toBeNull();
    const value = { [future]: { '55419': '9.9' }, Legacy: { kept: true } };
    const saved = await save('date-specific-delivery-fees', value, section.Version);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SettingsSectionResponse>().Value).toEqual({
      [future]: { '55419': '9.90' },
      Legacy: { kept: true },
    });
    const refused = await save('date-specific-delivery-fees', { ...value, [past]: { '55401': '1' } }, 2);
    expect(errorOf(refused).Data).toEqual({
      Fields: { [`${past}.55401`]: DATE_SPECIFIC_FEE_TEXTS.pastDate },
    });
    const bad = await save('date-specific-delivery-fees', { [future]: { '554': '1', '55401': 'x' } }, 2);
    expect(Object.keys((errorOf(bad).Data as { Fields: object }).Fields)).toEqual([
      `${future}.554`,
      `${future}.55401`,
    ]);
    expect((await save('date-specific-delivery-fees', {}, 2, 'sameDay')).statusCode).toBe(403);
    expect((await save('date-specific-delivery-fees', { Legacy: { kept: true } }, 2)).statusCode).toBe(200);
  });
});
