/** Phone numbers: 10 digits, first digit 1–9, shown as (XXX) XXX-XXXX. */
export const PHONE_DIGITS = 10;

export const phoneDigits = (value: string): string => value.replace(/\D/g, '');

export const isValidPhone = (value: string): boolean => /^[1-9]\d{9}$/.test(phoneDigits(value));

/** Formats as much of the mask as the digits fill, for an input that masks while typing. */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value).replace(/^0+/, '').slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
