import { describe, expect, it } from 'vitest';
import { isValidPassword, passwordProblems, passwordResetRequired, PASSWORD_EXPIRY_MS } from './password.ts';

describe('password rule (spec 1 §5)', () => {
  it.each(['Abcdefghi1!', 'ROSES2026@x', 'Aa1!Aa1!Aa', 'ABCDEFGHI1#', 'Lilies$1234'])(
    'accepts %s',
    (password) => {
      expect(isValidPassword(password)).toBe(true);
    },
  );

  it.each([
    ['Abc1!', 'At least 10 characters'],
    ['abcdefghij1!', '1 Uppercase letter (A-Z)'],
    ['Abcdefghijk!', '1 Digit (0-9)'],
    ['Abcdefghij12', '1 of the following special characters ! @ # $ %'],
    ['Abcdefghij1&', '1 of the following special characters ! @ # $ %'],
  ])('rejects %s for lacking %s', (password, problem) => {
    expect(isValidPassword(password)).toBe(false);
    expect(passwordProblems(password)).toContain(problem);
  });

  it('lowercase letters fulfil no requirement on their own', () => {
    expect(passwordProblems('abcdefghijkl')).toEqual([
      '1 Uppercase letter (A-Z)',
      '1 Digit (0-9)',
      '1 of the following special characters ! @ # $ %',
    ]);
  });

  it('refuses absurdly long passwords', () => {
    expect(isValidPassword(`A1!${'a'.repeat(200)}`)).toBe(false);
  });
});

describe('password reset required (spec 1 §4)', () => {
  const now = 1_800_000_000_000;
  it('is required with no last change time', () => {
    expect(passwordResetRequired(null, now)).toBe(true);
    expect(passwordResetRequired(undefined, now)).toBe(true);
  });
  it('is required at 90 days (7776000000 ms) and after', () => {
    expect(PASSWORD_EXPIRY_MS).toBe(7_776_000_000);
    expect(passwordResetRequired(now - 7_776_000_000, now)).toBe(true);
    expect(passwordResetRequired(now - 7_775_999_999, now)).toBe(false);
  });
});
