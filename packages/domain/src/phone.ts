import type { z } from 'zod';

/** Phone numbers: 10 digits, first digit 1–9, shown as (XXX) XXX-XXXX. */
export const PHONE_DIGITS = 10;

export const PHONE_TEXTS = {
  leadingZero: 'A phone number cannot start with 0.',
  tenDigits: 'Enter a 10-digit phone number.',
} as const;

export const phoneDigits = (value: string): string => value.replace(/\D/g, '');

export const isValidPhone = (value: string): boolean => /^[1-9]\d{9}$/.test(phoneDigits(value));

/** Why a typed phone number is not one (it starts with 0, or has not 10 digits), or null. */
export function phoneProblem(value: string): string | null {
  const digits = phoneDigits(value);
  if (digits.startsWith('0')) return PHONE_TEXTS.leadingZero;
  return isValidPhone(digits) ? null : PHONE_TEXTS.tenDigits;
}

/** A zod check of a phone number with the message `phoneProblem` gives: `.superRefine(checkPhone)`. */
export function checkPhone(value: string, ctx: z.RefinementCtx): void {
  const problem = phoneProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}

/**
 * Formats as much of the mask as the digits fill, for an input that masks while typing. Every digit typed
 * shows, a leading 0 too: the field's error then names a digit the user can see.
 */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value).slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * A stored phone number as every screen and export shows it: '(612) 555-0142'. A US number written with its
 * country code 1 reads the same; anything else (an extension, a foreign number) is shown as stored, never cut.
 */
export function displayPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = phoneDigits(value);
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === PHONE_DIGITS && /^[^0]/.test(national) ? formatPhone(national) : value.trim();
}
