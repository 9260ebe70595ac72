import { describe, expect, it } from 'vitest';
import { displayPhone, formatPhone, isValidPhone, phoneDigits, phoneProblem, PHONE_TEXTS } from './phone.ts';

describe('phone', () => {
  it('needs 10 digits with the first 1 to 9', () => {
    expect(isValidPhone('(612) 555-0100')).toBe(true);
    expect(isValidPhone('6125550100')).toBe(true);
    expect(isValidPhone('012 555 0100')).toBe(false);
    expect(isValidPhone('612555010')).toBe(false);
    expect(isValidPhone('61255501001')).toBe(false);
  });

  it('masks as (XXX) XXX-XXXX while typing', () => {
    expect(formatPhone('6')).toBe('(6');
    expect(formatPhone('6125')).toBe('(612) 5');
    expect(formatPhone('6125550100')).toBe('(612) 555-0100');
    expect(formatPhone('612555010099')).toBe('(612) 555-0100');
    expect(formatPhone('')).toBe('');
  });

  it('shows a typed leading 0, and says that is what is wrong', () => {
    expect(formatPhone('0612')).toBe('(061) 2');
    expect(phoneProblem('(061) 255-5010')).toBe(PHONE_TEXTS.leadingZero);
    expect(phoneProblem('(612) 555-010')).toBe(PHONE_TEXTS.tenDigits);
    expect(phoneProblem('(612) 555-0100')).toBeNull();
    expect(formatPhone('')).toBe('');
  });

  it('keeps only digits', () => {
    expect(phoneDigits('(612) 555-0100')).toBe('6125550100');
  });
});

describe('phone numbers as every screen shows them', () => {
  it('formats a stored 10-digit number, with or without the country code, and never cuts another', () => {
    expect(displayPhone('6125550142')).toBe('(612) 555-0142');
    expect(displayPhone('612-555-0142')).toBe('(612) 555-0142');
    expect(displayPhone('+1 612 555 0142')).toBe('(612) 555-0142');
    expect(displayPhone('612-555-0142 x12')).toBe('612-555-0142 x12');
    expect(displayPhone('0612555014')).toBe('0612555014');
    expect(displayPhone(null)).toBe('');
  });
});
