import { z } from 'zod';
import { isIsoDate, isoDate, isoDateSchema, isPastDate, weekday } from './calendar.ts';
import { feeStringSchema, isTwoDecimalAmount, toFeeString } from './money.ts';
import { isPlainText } from './text.ts';

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
  /** Ours: a fee for a day already gone would never be charged. */
  pastDate: 'Choose today or a later date.',
  noMatch: 'No holiday delivery fees match the filter.',
  filterPlaceholder: 'Filter by name...',
  added: (name: string) => `${name} added.`,
  removed: (name: string) => `${name} removed.`,
  activated: (name: string) => `${name} is active.`,
  deactivated: (name: string) => `${name} is inactive.`,
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
  /** The store's date: given, a date before it is refused (a new fee is for a day still to come). */
  today?: string,
): HolidayFeeRejection | null {
  const fieldErrors: HolidayFeeRejection['fieldErrors'] = {};
  if (fee.deliveryFeeName.trim() === '') fieldErrors.deliveryFeeName = HOLIDAY_FEE_TEXTS.nameRequired;
  else if (existing.some((saved) => sameName(saved.deliveryFeeName, fee.deliveryFeeName)))
    fieldErrors.deliveryFeeName = HOLIDAY_FEE_TEXTS.nameInUse;

  if (!isTwoDecimalAmount(fee.deliveryFee.trim())) fieldErrors.deliveryFee = HOLIDAY_FEE_TEXTS.invalidFee;

  if (!isIsoDate(fee.deliveryFeeDate)) fieldErrors.deliveryFeeDate = HOLIDAY_FEE_TEXTS.invalidDate;
  else if (today !== undefined && isPastDate(fee.deliveryFeeDate, today))
    fieldErrors.deliveryFeeDate = HOLIDAY_FEE_TEXTS.pastDate;
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

// -----------------------------------------------------------------------------------------------------
// The list as a settings section (HolidayDeliveryFees): every add, toggle and remove saves the whole list.

/** At most this many holiday fees (a year has a dozen holidays; the list also keeps past years). */
export const HOLIDAY_FEE_MAX = 200;

const holidayFeeNameSchema = z
  .string()
  .trim()
  .min(1, HOLIDAY_FEE_TEXTS.nameRequired)
  .max(100, 'Holiday Delivery Fee Name can be at most 100 characters.')
  .refine(isPlainText, 'Holiday Delivery Fee Name cannot hold control characters.');

/** One fee as the section takes it (strict: a misspelt key is refused, not dropped). */
export const holidayFeeInputSchema = z.strictObject({
  deliveryFeeName: holidayFeeNameSchema,
  deliveryFeeDate: z.string().refine(isIsoDate, HOLIDAY_FEE_TEXTS.invalidDate),
  deliveryFee: z
    .string()
    .trim()
    .refine(isTwoDecimalAmount, HOLIDAY_FEE_TEXTS.invalidFee)
    .pipe(feeStringSchema),
  active: z.boolean(),
});

/** The whole list: names (whatever their case) and dates each used once, with the spec's texts. */
export const holidayFeeListSchema = z
  .array(holidayFeeInputSchema)
  .max(HOLIDAY_FEE_MAX, `At most ${HOLIDAY_FEE_MAX} holiday delivery fees.`)
  .superRefine((fees, context) => {
    fees.forEach((fee, index) => {
      const earlier = fees.slice(0, index);
      if (earlier.some((other) => sameName(other.deliveryFeeName, fee.deliveryFeeName)))
        context.addIssue({
          code: 'custom',
          path: [index, 'deliveryFeeName'],
          message: HOLIDAY_FEE_TEXTS.nameInUse,
        });
      if (earlier.some((other) => other.deliveryFeeDate === fee.deliveryFeeDate))
        context.addIssue({
          code: 'custom',
          path: [index, 'deliveryFeeDate'],
          message: HOLIDAY_FEE_TEXTS.dateInUse(fee.deliveryFeeDate),
        });
    });
  });

/** The add dialog's values (checked by validateHolidayFee). */
export interface HolidayFeeForm {
  deliveryFeeName: string;
  deliveryFeeDate: string;
  deliveryFee: string;
  active: boolean;
}

const sameFee = (a: HolidayFeeInput, b: HolidayFeeInput) =>
  sameName(a.deliveryFeeName, b.deliveryFeeName) && a.deliveryFeeDate === b.deliveryFeeDate;

/**
 * What a save may not do that the list alone cannot tell: add a fee for a day already gone. Fees already
 * saved stay whatever their date (the list keeps past holidays; the defaults may be past when created), and
 * the first save of a missing list (the defaults) is free.
 */
export function pastHolidayFeeAdditions(
  before: unknown,
  after: readonly HolidayFeeInput[],
  today: string,
): Record<string, string> | null {
  if (!Array.isArray(before)) return null;
  const saved = before as HolidayFeeInput[];
  const problems: Record<string, string> = {};
  after.forEach((fee, index) => {
    if (isPastDate(fee.deliveryFeeDate, today) && !saved.some((old) => sameFee(old, fee)))
      problems[`${index}.deliveryFeeDate`] = HOLIDAY_FEE_TEXTS.pastDate;
  });
  return Object.keys(problems).length > 0 ? problems : null;
}

/** The list in date order, as the screens show it. */
export const sortedHolidayFees = <T extends HolidayFeeInput>(fees: readonly T[]): T[] =>
  [...fees].sort(
    (a, b) =>
      a.deliveryFeeDate.localeCompare(b.deliveryFeeDate) ||
      a.deliveryFeeName.localeCompare(b.deliveryFeeName),
  );

/** The spec's alert when the new fee repeats a saved one (same name and date), else null. */
export function holidayFeeRepeats(
  fee: Pick<HolidayFeeInput, 'deliveryFeeName' | 'deliveryFeeDate'>,
  existing: readonly HolidayFeeInput[],
): string | null {
  const twin = existing.find((saved) => sameFee(saved, { ...fee, deliveryFee: '', active: false }));
  return twin ? HOLIDAY_FEE_TEXTS.alreadyExists(twin.deliveryFeeName) : null;
}

// -----------------------------------------------------------------------------------------------------
// Date-specific delivery fees by ZIP (/holidayDeliveryFees/zip, C-20): DateSpecificDeliveryFees is
// { 'YYYY-MM-DD': { '55419': '9.99', … } }. The spec names the section only; this shape is ours.

export const DATE_SPECIFIC_FEE_TEXTS = {
  title: 'Date-Specific Delivery Fees',
  invalidDate: HOLIDAY_FEE_TEXTS.invalidDate,
  pastDate: HOLIDAY_FEE_TEXTS.pastDate,
  invalidZip: 'Enter a 5-digit zip code.',
  invalidFee: "Please enter a valid 'deliveryFee' value to 2 decimal places.",
  invalid: HOLIDAY_FEE_TEXTS.invalid,
  duplicate: (zip: string, date: string) => `A delivery fee for zip code ${zip} on ${date} already exists.`,
  none: 'No date-specific delivery fees.',
  noMatch: 'No date-specific delivery fees match the filter.',
  filterPlaceholder: 'Filter by zip code or date...',
  added: (zip: string, date: string) => `Delivery fee for ${zip} on ${date} added.`,
  removed: (zip: string, date: string) => `Delivery fee for ${zip} on ${date} removed.`,
} as const;

const ZIP = /^\d{5}$/;
const DATE_SHAPED = /^\d{4}-\d{2}-\d{2}$/;
/** At most this many dates, and ZIP codes per date. */
export const DATE_SPECIFIC_FEE_MAX_DATES = 400;
export const DATE_SPECIFIC_FEE_MAX_ZIPS = 1000;

/**
 * The section: every key shaped like a date must be a real date holding ZIP → 2-decimal fee (saved as
 * '9.90'); other keys are kept as they are (the spec gives no shape, so whatever else the storefront keeps
 * there survives the round trip).
 */
export const dateSpecificFeesSectionSchema = z
  .record(z.string().max(100), z.unknown())
  .superRefine((fees, context) => {
    const dates = Object.keys(fees).filter((key) => DATE_SHAPED.test(key));
    if (dates.length > DATE_SPECIFIC_FEE_MAX_DATES)
      context.addIssue({ code: 'custom', path: [], message: 'Too many dates.' });
    for (const date of dates) {
      if (!isIsoDate(date)) {
        context.addIssue({ code: 'custom', path: [date], message: DATE_SPECIFIC_FEE_TEXTS.invalidDate });
        continue;
      }
      const zips = fees[date];
      if (typeof zips !== 'object' || zips === null || Array.isArray(zips)) {
        context.addIssue({ code: 'custom', path: [date], message: 'A date holds zip codes and their fees.' });
        continue;
      }
      const entries = Object.entries(zips as Record<string, unknown>);
      if (entries.length > DATE_SPECIFIC_FEE_MAX_ZIPS)
        context.addIssue({ code: 'custom', path: [date], message: 'Too many zip codes for one date.' });
      for (const [zip, fee] of entries) {
        if (!ZIP.test(zip))
          context.addIssue({
            code: 'custom',
            path: [date, zip],
            message: DATE_SPECIFIC_FEE_TEXTS.invalidZip,
          });
        else if (typeof fee !== 'string' || !isTwoDecimalAmount(fee.trim()))
          context.addIssue({
            code: 'custom',
            path: [date, zip],
            message: DATE_SPECIFIC_FEE_TEXTS.invalidFee,
          });
      }
    }
  })
  .transform((fees) =>
    Object.fromEntries(
      Object.entries(fees).map(([key, value]) =>
        DATE_SHAPED.test(key)
          ? [
              key,
              Object.fromEntries(
                Object.entries(value as Record<string, string>).map(([zip, fee]) => [
                  zip,
                  toFeeString(Number(fee.trim())),
                ]),
              ),
            ]
          : [key, value],
      ),
    ),
  );

export interface DateSpecificFee {
  date: string;
  zip: string;
  fee: string;
}

/** The fees of the section as rows, by date then ZIP (keys that are not dates are not fees). */
export function dateSpecificFeeRows(value: unknown): DateSpecificFee[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const rows: DateSpecificFee[] = [];
  for (const [date, zips] of Object.entries(value as Record<string, unknown>)) {
    if (!DATE_SHAPED.test(date) || typeof zips !== 'object' || zips === null || Array.isArray(zips)) continue;
    for (const [zip, fee] of Object.entries(zips as Record<string, unknown>)) {
      if (typeof fee === 'string') rows.push({ date, zip, fee });
    }
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.zip.localeCompare(b.zip));
}

/** The rows whose ZIP or date contains the text. */
export const filterDateSpecificFees = (rows: readonly DateSpecificFee[], text: string): DateSpecificFee[] => {
  const term = text.trim();
  return rows.filter((row) => row.zip.includes(term) || row.date.includes(term));
};

export const dateSpecificFeeFormSchema = z.strictObject({
  date: z.string(),
  zip: z.string(),
  fee: z.string(),
});
export type DateSpecificFeeForm = z.input<typeof dateSpecificFeeFormSchema>;

export interface DateSpecificFeeRejection {
  message: string;
  fieldErrors: Partial<Record<keyof DateSpecificFee, string>>;
}

/** Checks a new date + ZIP fee against the saved ones and today (the store's date); null when it may be added. */
export function validateDateSpecificFee(
  entry: DateSpecificFee,
  existing: readonly DateSpecificFee[],
  today: string,
): DateSpecificFeeRejection | null {
  const fieldErrors: DateSpecificFeeRejection['fieldErrors'] = {};
  if (!isIsoDate(entry.date)) fieldErrors.date = DATE_SPECIFIC_FEE_TEXTS.invalidDate;
  else if (isPastDate(entry.date, today)) fieldErrors.date = DATE_SPECIFIC_FEE_TEXTS.pastDate;
  if (!ZIP.test(entry.zip.trim())) fieldErrors.zip = DATE_SPECIFIC_FEE_TEXTS.invalidZip;
  if (!isTwoDecimalAmount(entry.fee.trim())) fieldErrors.fee = DATE_SPECIFIC_FEE_TEXTS.invalidFee;
  if (Object.keys(fieldErrors).length > 0) return { message: DATE_SPECIFIC_FEE_TEXTS.invalid, fieldErrors };
  if (existing.some((row) => row.date === entry.date && row.zip === entry.zip.trim()))
    return {
      message: DATE_SPECIFIC_FEE_TEXTS.duplicate(entry.zip.trim(), entry.date),
      fieldErrors: { zip: DATE_SPECIFIC_FEE_TEXTS.duplicate(entry.zip.trim(), entry.date) },
    };
  return null;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The section with one fee added (or replaced). */
export function withDateSpecificFee(value: unknown, entry: DateSpecificFee): Record<string, unknown> {
  const fees = asRecord(value);
  return { ...fees, [entry.date]: { ...asRecord(fees[entry.date]), [entry.zip.trim()]: entry.fee.trim() } };
}

/** The section without one date's fee for a ZIP (the date goes when it has no fee left). */
export function withoutDateSpecificFee(value: unknown, date: string, zip: string): Record<string, unknown> {
  const { [date]: zips, ...others } = asRecord(value);
  const { [zip]: _removed, ...rest } = asRecord(zips);
  return Object.keys(rest).length > 0 ? { ...others, [date]: rest } : others;
}

/** A save may not add a fee for a day already gone (removing one is fine). */
export function pastDateSpecificFeeAdditions(
  before: unknown,
  after: Record<string, unknown>,
  today: string,
): Record<string, string> | null {
  const saved = dateSpecificFeeRows(before);
  const problems: Record<string, string> = {};
  for (const row of dateSpecificFeeRows(after)) {
    if (isPastDate(row.date, today) && !saved.some((old) => old.date === row.date && old.zip === row.zip))
      problems[`${row.date}.${row.zip}`] = DATE_SPECIFIC_FEE_TEXTS.pastDate;
  }
  return Object.keys(problems).length > 0 ? problems : null;
}
