import { z } from 'zod';

/** Fee editors are numeric inputs with this step (spec 3 §2). */
export const FEE_STEP = 0.01;

/**
 * Digits with at most 2 decimals, no sign. The integer part is capped at 7 digits (up to $9,999,999.99):
 * the spec sets no ceiling, but a longer fee is a typing slip, and the cap keeps every amount exact in a
 * double.
 */
const TWO_DECIMAL_AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * The largest amount an amount input takes, the same 7-digit ceiling as a fee: exact in a double, and well
 * inside the money columns (numeric(12,2)).
 */
export const MONEY_INPUT_MAX = 9_999_999.99;

export const isTwoDecimalAmount = (value: string): boolean => TWO_DECIMAL_AMOUNT.test(value);

/** Fees are saved as fixed 2-decimal strings: 19.9 → '19.90'. */
export function toFeeString(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  return roundToCents(amount).toFixed(2);
}

/** Rounds half away from zero to whole cents; the epsilon stops 1.005 (really 1.00499…) rounding down. */
const roundToCents = (amount: number): number =>
  Math.sign(amount) * (Math.round((Math.abs(amount) + Number.EPSILON) * 100) / 100);

/**
 * Adds money amounts without the binary drift of plain addition (0.1 + 0.2 = 0.30, not 0.30000000000000004).
 */
export const sumMoney = (amounts: readonly number[]): number =>
  roundToCents(amounts.reduce((total, amount) => total + amount, 0));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Amounts are shown with a $ sign: 19.99 or '19.99' → '$19.99'. A missing or unreadable amount shows nothing.
 */
export function formatMoney(amount: number | string | null | undefined): string {
  if (amount == null || amount === '') return '';
  const value = Number(amount);
  return Number.isFinite(value) ? usd.format(value) : '';
}

/**
 * What a money input keeps of what is typed or pasted: digits and one decimal point, at most 7 digits before
 * it and 2 after ('12a.345' → '12.34', '$1,250.5' → '1250.5'). Letters and signs never get in.
 */
export function moneyInputText(typed: string): string {
  const [whole = '', ...rest] = typed.replace(/[^\d.]/g, '').split('.');
  const decimals = rest.join('').slice(0, 2);
  return whole.slice(0, 7) + (rest.length > 0 ? `.${decimals}` : '');
}

/** A money input's text once the field is left: fixed 2 decimals ('5' → '5.00', '.5' → '0.50'), '' when empty. */
export function moneyInputOnBlur(text: string): string {
  const kept = moneyInputText(text);
  if (kept === '' || kept === '.') return '';
  return toFeeString(Number(kept));
}

/** A fee as stored: accepts digits with at most 2 decimals and saves the fixed 2-decimal form. */
export const feeStringSchema = z
  .string()
  .trim()
  .refine(isTwoDecimalAmount, 'Enter an amount with at most 2 decimal places.')
  .transform((value) => toFeeString(Number(value)));

const counts = new Intl.NumberFormat('en-US');

/** A count (or points) as staff read it: 12,500. */
export const formatCount = (count: number): string => counts.format(count);
