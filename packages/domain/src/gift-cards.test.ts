import { describe, expect, it } from 'vitest';
import {
  GIFT_CARD_TEXTS,
  egiftNumber,
  giftCardFromRow,
  giftCardSettingsFormSchema,
  giftCardSettingsInput,
  giftCardSettingsInputSchema,
  isLuhnValid,
  luhnCheckDigit,
  validateGiftCardCsv,
} from './gift-cards.ts';

describe('gift card CSV header (spec 2 §5)', () => {
  it('accepts the two columns in any order', () => {
    expect(validateGiftCardCsv(['GiftCardNumber', 'BatchPosition'])).toBeNull();
    expect(validateGiftCardCsv(['BatchPosition', 'Notes', 'GiftCardNumber'])).toBeNull();
  });

  it('ignores a byte-order mark and padding around names', () => {
    expect(validateGiftCardCsv(['\uFEFFGiftCardNumber', ' BatchPosition '])).toBeNull();
  });

  it('refuses a file without both columns', () => {
    expect(validateGiftCardCsv(['GiftCardNumber'])).toBe('This file is not formatted correctly.');
    expect(validateGiftCardCsv(['giftcardnumber', 'batchposition'])).toBe(
      'This file is not formatted correctly.',
    );
    expect(validateGiftCardCsv([])).toBe('This file is not formatted correctly.');
  });
});

describe('gift card settings (spec 2 §5)', () => {
  const settings = (limits: [number, number], min: number, max: number) => ({
    ThresholdSetting: { GiftcardThresholdLimit: limits[0], EGiftcardThresholdLimit: limits[1] },
    PurchaseSetting: { MinPurchaseAmt: min, MaxPurchaseAmt: max },
  });
  const issues = (value: unknown) =>
    giftCardSettingsFormSchema
      .safeParse(value)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('accepts whole thresholds of at least 1 and a minimum up to the maximum', () => {
    expect(issues(settings([1, 5], 1, 500))).toEqual([]);
    expect(issues(settings([10, 10], 25, 25))).toEqual([]);
  });

  it('refuses thresholds below 1 or with decimals', () => {
    expect(issues(settings([0, 1.5], 1, 500))).toEqual([
      ['ThresholdSetting.GiftcardThresholdLimit', 'Enter a whole number of at least 1.'],
      ['ThresholdSetting.EGiftcardThresholdLimit', 'Enter a whole number of at least 1.'],
    ]);
  });

  it('refuses a minimum below 1', () => {
    expect(issues(settings([1, 1], 0.5, 500))).toEqual([
      ['PurchaseSetting.MinPurchaseAmt', 'Minimum amount must be at least $1.'],
    ]);
  });

  it('refuses a minimum above the maximum, on both fields', () => {
    expect(issues(settings([1, 1], 100, 50))).toEqual([
      ['PurchaseSetting.MinPurchaseAmt', 'Minimum amount cannot be greater than the maximum amount.'],
      ['PurchaseSetting.MaxPurchaseAmt', 'Maximum amount cannot be less than the minimum amount.'],
    ]);
  });
});

describe('e-gift numbers (C-18)', () => {
  it('computes the Luhn check digit', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('79927398710')).toBe(false);
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('')).toBe(false);
  });

  it('makes 16-digit Luhn-valid numbers from 11 random digits', () => {
    const number = egiftNumber('12345678901');
    expect(number).toMatch(/^6045\d{12}$/);
    expect(isLuhnValid(number)).toBe(true);
    expect(() => egiftNumber('123')).toThrow();
  });
});

describe('an uploaded row as a card', () => {
  it('takes the number and position, with the dialog’s PIN choice', () => {
    expect(giftCardFromRow({ GiftCardNumber: ' 6045123412341234 ', BatchPosition: 'B1-1' }, true)).toEqual({
      card: { id: '6045123412341234', BatchPosition: 'B1-1', PinEnabled: true, WebGenerated: false },
    });
    expect(giftCardFromRow({ GiftCardNumber: 60451234, BatchPosition: 7 }, false)).toMatchObject({
      card: { id: '60451234', BatchPosition: '7' },
    });
  });

  it('refuses a bad number, a number that lost digits and a missing position', () => {
    expect(giftCardFromRow({ GiftCardNumber: '12AB', BatchPosition: 'B' }, false)).toEqual({
      error: GIFT_CARD_TEXTS.badNumber,
    });
    expect(giftCardFromRow({ GiftCardNumber: 2 ** 60, BatchPosition: 'B' }, false)).toEqual({
      error: GIFT_CARD_TEXTS.lostDigits,
    });
    expect(giftCardFromRow({ GiftCardNumber: '6045123412341234' }, false)).toEqual({
      error: GIFT_CARD_TEXTS.badPosition,
    });
  });
});

describe('the settings form', () => {
  it('turns typed texts into the settings, and puts each message on its field', () => {
    const input = giftCardSettingsInput({
      ThresholdSetting: { GiftcardThresholdLimit: 5, EGiftcardThresholdLimit: 3 },
      PurchaseSetting: { MinPurchaseAmt: 10, MaxPurchaseAmt: 500 },
    });
    expect(giftCardSettingsInputSchema.parse(input)).toEqual({
      ThresholdSetting: { GiftcardThresholdLimit: 5, EGiftcardThresholdLimit: 3 },
      PurchaseSetting: { MinPurchaseAmt: 10, MaxPurchaseAmt: 500 },
    });
    const bad = giftCardSettingsInputSchema.safeParse({
      ThresholdSetting: { GiftcardThresholdLimit: '', EGiftcardThresholdLimit: '2.5' },
      PurchaseSetting: { MinPurchaseAmt: '10', MaxPurchaseAmt: '500' },
    });
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'ThresholdSetting.GiftcardThresholdLimit',
      'ThresholdSetting.EGiftcardThresholdLimit',
    ]);
  });
});
