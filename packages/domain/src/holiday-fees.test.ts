import { describe, expect, it } from 'vitest';
import {
  defaultHolidayFees,
  filterHolidayFees,
  HOLIDAY_FEE_TEXTS,
  holidayFeeSchema,
  mothersDay,
  validateHolidayFee,
} from './holiday-fees.ts';

const saved = [
  { deliveryFeeName: "Valentine's Day", deliveryFeeDate: '2026-02-14', deliveryFee: '19.99', active: true },
  { deliveryFeeName: "Mother's Day", deliveryFeeDate: '2026-05-10', deliveryFee: '19.99', active: false },
];
const fee = (
  changes: Partial<{ deliveryFeeName: string; deliveryFeeDate: string; deliveryFee: string }>,
) => ({
  deliveryFeeName: 'Christmas Eve',
  deliveryFeeDate: '2026-12-24',
  deliveryFee: '24.99',
  ...changes,
});

describe('holiday fee validation (spec 3 §5)', () => {
  it('accepts a new name, date and 2-decimal fee', () => {
    expect(validateHolidayFee(fee({}), saved)).toBeNull();
    expect(validateHolidayFee(fee({ deliveryFee: '25' }), saved)).toBeNull();
    expect(validateHolidayFee(fee({ deliveryFee: '25.5' }), saved)).toBeNull();
  });

  it('rejects with the overall text and the field texts', () => {
    expect(
      validateHolidayFee(fee({ deliveryFeeName: " valentine's day ", deliveryFee: '1.999' }), saved),
    ).toEqual({
      message: "Invalid and/or missing field values. Please check all field's data.",
      fieldErrors: {
        deliveryFeeName: 'This Holiday Delivery Fee Name is already being used.',
        deliveryFee:
          "Please enter a valid 'deliveryFee' value to 2 decimal places for the Holiday Delivery Fee.",
      },
    });
  });

  it('requires a name and a fee', () => {
    expect(validateHolidayFee(fee({ deliveryFeeName: '  ', deliveryFee: '' }), saved)?.fieldErrors).toEqual({
      deliveryFeeName: HOLIDAY_FEE_TEXTS.nameRequired,
      deliveryFee: HOLIDAY_FEE_TEXTS.invalidFee,
    });
  });

  it.each(['abc', '-5', '$5.00', '5.123'])('rejects the fee %j', (deliveryFee) =>
    expect(validateHolidayFee(fee({ deliveryFee }), saved)?.fieldErrors.deliveryFee).toBe(
      HOLIDAY_FEE_TEXTS.invalidFee,
    ),
  );

  it('rejects a date already used', () => {
    expect(validateHolidayFee(fee({ deliveryFeeDate: '2026-05-10' }), saved)?.fieldErrors).toEqual({
      deliveryFeeDate: "A record with the deliveryFeeDate: '2026-05-10' already exists.",
    });
  });

  it.each(['2026-02-30', '12/24/2026', ''])('rejects the date %j', (deliveryFeeDate) =>
    expect(validateHolidayFee(fee({ deliveryFeeDate }), saved)?.fieldErrors.deliveryFeeDate).toBe(
      HOLIDAY_FEE_TEXTS.invalidDate,
    ),
  );

  it('the same name and date together is a duplicate', () => {
    const again = { deliveryFeeName: "Mother's Day", deliveryFeeDate: '2026-05-10', deliveryFee: '19.99' };
    expect(Object.keys(validateHolidayFee(again, saved)?.fieldErrors ?? {})).toEqual([
      'deliveryFeeName',
      'deliveryFeeDate',
    ]);
  });
});

describe('holiday fee as stored', () => {
  it('keeps the fee as a fixed 2-decimal string', () => {
    expect(holidayFeeSchema.parse({ ...fee({ deliveryFee: '20' }), active: true }).deliveryFee).toBe('20.00');
  });
});

describe("Mother's Day is the second Sunday of May", () => {
  it.each([
    [2024, '2024-05-12'],
    [2025, '2025-05-11'],
    [2026, '2026-05-10'],
    [2027, '2027-05-09'],
    [2022, '2022-05-08'],
  ])('%i → %s', (year, date) => expect(mothersDay(year)).toBe(date));
});

describe('default holiday fees (spec 3 §4)', () => {
  it("are Valentine's Day and Mother's Day of today's year at 19.99", () => {
    expect(defaultHolidayFees('2026-01-10')).toEqual([
      {
        deliveryFeeName: "Valentine's Day",
        deliveryFeeDate: '2026-02-14',
        deliveryFee: '19.99',
        active: false,
      },
      { deliveryFeeName: "Mother's Day", deliveryFeeDate: '2026-05-10', deliveryFee: '19.99', active: false },
    ]);
  });

  it('are active once their date has passed', () => {
    expect(defaultHolidayFees('2026-02-14').map((fee) => fee.active)).toEqual([false, false]);
    expect(defaultHolidayFees('2026-02-15').map((fee) => fee.active)).toEqual([true, false]);
    expect(defaultHolidayFees('2026-05-11').map((fee) => fee.active)).toEqual([true, true]);
  });
});

describe('holiday fee list filter', () => {
  it('matches the name, ignoring case', () => {
    expect(filterHolidayFees(saved, 'MOTHER').map((fee) => fee.deliveryFeeName)).toEqual(["Mother's Day"]);
    expect(filterHolidayFees(saved, ' ')).toHaveLength(2);
    expect(filterHolidayFees(saved, 'easter')).toEqual([]);
  });
});
