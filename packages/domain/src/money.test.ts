import { describe, expect, it } from 'vitest';
import {
  feeStringSchema,
  formatMoney,
  isTwoDecimalAmount,
  moneyInputOnBlur,
  moneyInputText,
  sumMoney,
  toFeeString,
} from './money.ts';

describe('fees are saved as fixed 2-decimal strings (spec 3 §2)', () => {
  it.each([
    [19.99, '19.99'],
    [19.9, '19.90'],
    [20, '20.00'],
    [0, '0.00'],
    [1.005, '1.01'],
    [0.1 + 0.2, '0.30'],
  ])('%s → %s', (amount, saved) => expect(toFeeString(amount)).toBe(saved));

  it('refuses what is not an amount', () => {
    expect(() => toFeeString(Number.NaN)).toThrow(RangeError);
    expect(() => toFeeString(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('amount with at most 2 decimals', () => {
  it.each(['19.99', '19.9', '19', '0', '0.01', '9999999.99'])('accepts %s', (value) =>
    expect(isTwoDecimalAmount(value)).toBe(true),
  );
  it.each(['', '19.999', '-1', '1e3', '.5', '19.', '$19.99', '19,99', ' 19', '12345678'])(
    'rejects %j',
    (value) => expect(isTwoDecimalAmount(value)).toBe(false),
  );

  it('the stored form is normalised to 2 decimals', () => {
    expect(feeStringSchema.parse(' 7.5 ')).toBe('7.50');
    expect(feeStringSchema.safeParse('7.555').success).toBe(false);
  });
});

describe('money is shown with a $ sign', () => {
  it.each([
    [19.99, '$19.99'],
    ['19.99', '$19.99'],
    [5, '$5.00'],
    [1234.5, '$1,234.50'],
    [-2.5, '-$2.50'],
  ])('%j → %s', (amount, shown) => expect(formatMoney(amount)).toBe(shown));

  it('shows nothing for a missing or unreadable amount', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
});

describe('adding money', () => {
  it('stays on whole cents', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([19.99, 5.01, 0.1])).toBe(25.1);
    expect(sumMoney([])).toBe(0);
  });
});

describe('money inputs', () => {
  it.each([
    ['19.99', '19.99'],
    ['12a.345', '12.34'],
    ['$1,250.5', '1250.5'],
    ['abc', ''],
    ['-5', '5'],
    ['1e3', '13'],
    ['1.2.3', '1.23'],
    ['.', '.'],
    ['123456789', '1234567'],
  ])('keep %j of what is typed as %j', (typed, kept) => expect(moneyInputText(typed)).toBe(kept));

  it.each([
    ['5', '5.00'],
    ['.5', '0.50'],
    ['19.9', '19.90'],
    ['007', '7.00'],
    ['', ''],
    ['.', ''],
  ])('show %j as %j once left', (text, shown) => expect(moneyInputOnBlur(text)).toBe(shown));
});
