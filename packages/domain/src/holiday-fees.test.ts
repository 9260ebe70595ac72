import { describe, expect, it } from 'vitest';
import {
  DATE_SPECIFIC_FEE_TEXTS,
  dateSpecificFeeRows,
  dateSpecificFeesSectionSchema,
  defaultHolidayFees,
  filterDateSpecificFees,
  filterHolidayFees,
  HOLIDAY_FEE_TEXTS,
  holidayFeeListSchema,
  holidayFeeRepeats,
  holidayFeeSchema,
  mothersDay,
  pastDateSpecificFeeAdditions,
  pastHolidayFeeAdditions,
  sortedHolidayFees,
  validateDateSpecificFee,
  validateHolidayFee,
  withDateSpecificFee,
  withoutDateSpecificFee,
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

describe('a new holiday fee is for a day still to come (ours)', () => {
  it('refuses a past date with the overall text, and takes today', () => {
    expect(validateHolidayFee(fee({ deliveryFeeDate: '2026-01-01' }), saved, '2026-03-02')).toEqual({
      message: HOLIDAY_FEE_TEXTS.invalid,
      fieldErrors: { deliveryFeeDate: HOLIDAY_FEE_TEXTS.pastDate },
    });
    expect(validateHolidayFee(fee({ deliveryFeeDate: '2026-03-02' }), saved, '2026-03-02')).toBeNull();
  });

  it('is checked against the saved list when the list is saved: old past fees stay, new ones are refused', () => {
    const list = [...saved, { ...fee({}), active: true }];
    expect(pastHolidayFeeAdditions(saved, list, '2026-03-02')).toBeNull();
    const late = [...saved, { ...fee({ deliveryFeeDate: '2026-01-05' }), active: true }];
    expect(pastHolidayFeeAdditions(saved, late, '2026-03-02')).toEqual({
      '2.deliveryFeeDate': HOLIDAY_FEE_TEXTS.pastDate,
    });
    // The first save of a missing list (the defaults, one of them past) is free.
    expect(pastHolidayFeeAdditions(null, defaultHolidayFees('2026-03-02'), '2026-03-02')).toBeNull();
  });
});

describe('the holiday fee list as a section', () => {
  it('refuses a name or a date used twice, with the spec texts', () => {
    const twice = [
      ...saved,
      { deliveryFeeName: 'MOTHER’S', deliveryFeeDate: '2026-02-14', deliveryFee: '1', active: true },
      { deliveryFeeName: "mother's day ", deliveryFeeDate: '2026-06-01', deliveryFee: '1', active: true },
    ];
    const issues = holidayFeeListSchema
      .safeParse(twice)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['2.deliveryFeeDate', "A record with the deliveryFeeDate: '2026-02-14' already exists."],
      ['3.deliveryFeeName', 'This Holiday Delivery Fee Name is already being used.'],
    ]);
  });

  it('saves fees as 2-decimal strings and refuses an unknown key', () => {
    expect(holidayFeeListSchema.parse([{ ...saved[0], deliveryFee: '20' }])[0]?.deliveryFee).toBe('20.00');
    expect(holidayFeeListSchema.safeParse([{ ...saved[0], extra: 1 }]).success).toBe(false);
  });

  it('says which saved fee a repeated name and date is', () => {
    expect(holidayFeeRepeats({ deliveryFeeName: "MOTHER'S DAY", deliveryFeeDate: '2026-05-10' }, saved)).toBe(
      "A Holiday Delivery Fee already exists for: Mother's Day.",
    );
    expect(holidayFeeRepeats({ deliveryFeeName: "Mother's Day", deliveryFeeDate: '2026-05-11' }, saved)).toBe(
      null,
    );
  });

  it('sorts by date', () => {
    expect(sortedHolidayFees([saved[1]!, saved[0]!]).map((item) => item.deliveryFeeDate)).toEqual([
      '2026-02-14',
      '2026-05-10',
    ]);
  });
});

describe('date-specific delivery fees by zip (C-20)', () => {
  const value = { '2026-05-10': { '55419': '9.99', '55401': '5.00' }, Note: { kept: true } };

  it('lists the fees by date then zip, ignoring keys that are not dates', () => {
    expect(dateSpecificFeeRows(value)).toEqual([
      { date: '2026-05-10', zip: '55401', fee: '5.00' },
      { date: '2026-05-10', zip: '55419', fee: '9.99' },
    ]);
    expect(filterDateSpecificFees(dateSpecificFeeRows(value), '5541')).toHaveLength(1);
    expect(dateSpecificFeeRows(null)).toEqual([]);
  });

  it('adds and removes a fee, the date going with its last fee, other keys kept', () => {
    const added = withDateSpecificFee(value, { date: '2026-12-24', zip: '55410', fee: '3' });
    expect(added).toEqual({ ...value, '2026-12-24': { '55410': '3' } });
    const removed = withoutDateSpecificFee(added, '2026-12-24', '55410');
    expect(removed).toEqual(value);
    expect(withoutDateSpecificFee(value, '2026-05-10', '55419')).toEqual({
      '2026-05-10': { '55401': '5.00' },
      Note: { kept: true },
    });
  });

  it('validates a new fee: real date not past, 5-digit zip, 2-decimal fee, not twice', () => {
    const rows = dateSpecificFeeRows(value);
    expect(
      validateDateSpecificFee({ date: '2026-12-24', zip: '55410', fee: '3' }, rows, '2026-03-02'),
    ).toBeNull();
    expect(
      validateDateSpecificFee({ date: '2026-02-30', zip: '554', fee: '3.999' }, rows, '2026-03-02'),
    ).toEqual({
      message: DATE_SPECIFIC_FEE_TEXTS.invalid,
      fieldErrors: {
        date: DATE_SPECIFIC_FEE_TEXTS.invalidDate,
        zip: DATE_SPECIFIC_FEE_TEXTS.invalidZip,
        fee: DATE_SPECIFIC_FEE_TEXTS.invalidFee,
      },
    });
    expect(
      validateDateSpecificFee({ date: '2026-01-01', zip: '55410', fee: '3' }, rows, '2026-03-02')
        ?.fieldErrors,
    ).toEqual({ date: DATE_SPECIFIC_FEE_TEXTS.pastDate });
    expect(
      validateDateSpecificFee({ date: '2026-05-10', zip: '55419', fee: '3' }, rows, '2026-03-02')?.message,
    ).toBe('A delivery fee for zip code 55419 on 2026-05-10 already exists.');
  });

  it('checks the whole section: date keys hold zip → fee (saved as 2 decimals), other keys are kept', () => {
    expect(dateSpecificFeesSectionSchema.parse({ ...value, '2026-06-01': { '55401': '7.5' } })).toEqual({
      ...value,
      '2026-06-01': { '55401': '7.50' },
    });
    const issues = dateSpecificFeesSectionSchema
      .safeParse({ '2026-02-30': {}, '2026-06-01': { '554': '1', '55401': 'free' } })
      .error?.issues.map((issue) => issue.path.join('.'));
    expect(issues).toEqual(['2026-02-30', '2026-06-01.554', '2026-06-01.55401']);
  });

  it('refuses adding a fee for a past date when the section is saved, removing one is fine', () => {
    expect(
      pastDateSpecificFeeAdditions(value, { ...value, '2026-01-02': { '55401': '1.00' } }, '2026-03-02'),
    ).toEqual({ '2026-01-02.55401': DATE_SPECIFIC_FEE_TEXTS.pastDate });
    expect(pastDateSpecificFeeAdditions(value, {}, '2026-06-01')).toBeNull();
  });
});
