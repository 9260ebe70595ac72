import { z } from 'zod';
import { isIsoDate, isoDate, isoDateSchema, isPastDate, weekday } from './calendar.ts';
import { feeStringSchema, isTwoDecimalAmount } from './money.ts';

/** A holiday delivery fee, kept as a list in the BuyerXP document (spec 3 §3). */
export const holidayFeeSchema = z.object({
  deliveryFeeName: z.string().trim().min(1),
  deliveryFeeDate: isoDateSchema,
  deliveryFee: feeStringSchema,
  active: z.boolean(),
});
export type HolidayFee = z.output<typeof holidayFeeSchema>;
export type HolidayFeeInput = z.input<typeof holidayFeeSchema>;

export const HOLIDAY_FEE_TEXTS = {
  invalid: "Invalid and/or missing field values. Please check all field's data.",
  nameRequired: 'Holiday Delivery Fee Name is required.',
  nameInUse: 'This Holiday Delivery Fee Name is already being used.',
  invalidFee: "Please enter a valid 'deliveryFee' value to 2 decimal places for the Holiday Delivery Fee.",
  invalidDate: "Please enter a valid 'deliveryFeeDate' as YYYY-MM-DD.",
  dateInUse: (date: string) => `A record with the deliveryFeeDate: '${date}' already exists.`,
  alreadyExists: (item: string) => `A Holiday Delivery Fee already exists for: ${item}.`,
  noneAvailable: 'No Holiday Delivery Fees Available.',
} as const;

/** The default fee of the two holidays created when the stored list is missing (spec 3 §4, §9). */
export const DEFAULT_HOLIDAY_FEE = '19.99';

export type HolidayFeeField = 'deliveryFeeName' | 'deliveryFeeDate' | 'deliveryFee';
export interface HolidayFeeRejection {
  message: string;
  fieldErrors: Partial<Record<HolidayFeeField, string>>;
}

/** Names count as the same regardless of case and surrounding spaces. */
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Checks a new fee against the saved ones; null when it may be added. A fee with the same name and date as
 * a saved one is caught by both duplicate rules.
 */
export function validateHolidayFee(
  fee: { deliveryFeeName: string; deliveryFeeDate: string; deliveryFee: string },
  existing: readonly HolidayFeeInput[],
): HolidayFeeRejection | null {
  const fieldErrors: HolidayFeeRejection['fieldErrors'] = {};
  if (fee.deliveryFeeName.trim() === '') fieldErrors.deliveryFeeName = HOLIDAY_FEE_TEXTS.nameRequired;
  else if (existing.some((saved) => sameName(saved.deliveryFeeName, fee.deliveryFeeName)))
    fieldErrors.deliveryFeeName = HOLIDAY_FEE_TEXTS.nameInUse;

  if (!isTwoDecimalAmount(fee.deliveryFee.trim())) fieldErrors.deliveryFee = HOLIDAY_FEE_TEXTS.invalidFee;

  if (!isIsoDate(fee.deliveryFeeDate)) fieldErrors.deliveryFeeDate = HOLIDAY_FEE_TEXTS.invalidDate;
  else if (existing.some((saved) => saved.deliveryFeeDate === fee.deliveryFeeDate))
    fieldErrors.deliveryFeeDate = HOLIDAY_FEE_TEXTS.dateInUse(fee.deliveryFeeDate);

  return Object.keys(fieldErrors).length === 0 ? null : { message: HOLIDAY_FEE_TEXTS.invalid, fieldErrors };
}

/** Mother's Day: the second Sunday of May. */
export function mothersDay(year: number): string {
  const firstSunday = 1 + ((7 - weekday(isoDate(year, 5, 1))) % 7);
  return isoDate(year, 5, firstSunday + 7);
}

/**
 * The two fees saved when the stored list is missing: Valentine's Day and Mother's Day of today's year,
 * each 19.99 and each active once its date has passed (as the spec states; a holiday still to come starts
 * inactive until staff switch it on).
 */
export function defaultHolidayFees(today: string): HolidayFee[] {
  const year = Number(today.slice(0, 4));
  const holidays = [
    ["Valentine's Day", isoDate(year, 2, 14)],
    ["Mother's Day", mothersDay(year)],
  ] as const;
  return holidays.map(([deliveryFeeName, deliveryFeeDate]) => ({
    deliveryFeeName,
    deliveryFeeDate,
    deliveryFee: DEFAULT_HOLIDAY_FEE,
    active: isPastDate(deliveryFeeDate, today),
  }));
}

/** The list filter: fees whose name contains the text, ignoring case. */
export const filterHolidayFees = <T extends { deliveryFeeName: string }>(
  fees: readonly T[],
  text: string,
): T[] => fees.filter((fee) => fee.deliveryFeeName.toLowerCase().includes(text.trim().toLowerCase()));
