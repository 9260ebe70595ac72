import { describe, expect, it } from 'vitest';
import {
  generateSlots,
  isSelectableDate,
  maxSlots,
  SLOT_GENERATOR_DEFAULT_START,
  validateSlotGenerator,
} from './slot-generator.ts';

describe('slot generator start time', () => {
  it('defaults to 08:00', () => expect(SLOT_GENERATOR_DEFAULT_START).toBe('08:00'));
});

describe('how many slots fit before midnight', () => {
  it.each([
    ['08:00', 1, 0, 16],
    ['08:00', 1, 30, 10],
    ['08:00', 16, 0, 1],
    ['08:00', 17, 0, 0],
    ['00:00', 24, 0, 1],
    ['23:30', 0, 30, 1],
    ['23:45', 0, 30, 0],
    ['08:00', 0, 0, 0],
  ])('from %s, %ih %im → %i', (start, hours, minutes, fit) =>
    expect(maxSlots(start, hours, minutes)).toBe(fit),
  );
});

describe('slot generator rules (spec 3 §5)', () => {
  const valid = { dates: ['2026-04-04'], startTime: '08:00', hours: 1, minutes: 30, count: 4 };

  it('accepts a valid setting', () => expect(validateSlotGenerator(valid)).toEqual({}));

  it('hours 0 to 24, minutes 0 to 59, whole numbers', () => {
    expect(validateSlotGenerator({ ...valid, hours: 25 }).hours).toBe(
      'Hours must be a whole number from 0 to 24.',
    );
    expect(validateSlotGenerator({ ...valid, hours: -1 }).hours).toBeDefined();
    expect(validateSlotGenerator({ ...valid, hours: 1.5 }).hours).toBeDefined();
    expect(validateSlotGenerator({ ...valid, minutes: 60 }).minutes).toBe(
      'Minutes must be a whole number from 0 to 59.',
    );
    expect(validateSlotGenerator({ ...valid, hours: 0, minutes: 59, count: 1 })).toEqual({});
  });

  it('needs hours or minutes above 0', () => {
    expect(validateSlotGenerator({ ...valid, hours: 0, minutes: 0 })).toEqual({
      length: 'Hours or minutes must be above 0.',
    });
  });

  it('needs from 1 to as many slots as fit before midnight', () => {
    expect(validateSlotGenerator({ ...valid, count: 10 })).toEqual({});
    expect(validateSlotGenerator({ ...valid, count: 11 }).count).toBe(
      'Number of slots must be from 1 to 10.',
    );
    expect(validateSlotGenerator({ ...valid, count: 0 }).count).toBe('Number of slots must be from 1 to 10.');
    expect(
      validateSlotGenerator({ ...valid, startTime: '23:45', hours: 1, minutes: 0, count: 1 }).count,
    ).toBe('No slot of this length fits before midnight.');
  });

  it('needs a valid start time', () => {
    expect(validateSlotGenerator({ ...valid, startTime: '8am' }).startTime).toBe(
      'Enter a start time as hh:mm.',
    );
  });

  it('needs at least one date', () => {
    expect(validateSlotGenerator({ ...valid, dates: [] })).toEqual({ dates: 'Choose at least one date.' });
  });
});

describe('selectable dates', () => {
  const today = '2026-04-02';
  it('excludes past dates', () => {
    expect(isSelectableDate('2026-04-01', today, [])).toBe(false);
    expect(isSelectableDate('2026-04-02', today, [])).toBe(true);
  });
  it('excludes dates the event already has', () => {
    expect(isSelectableDate('2026-04-04', today, ['2026-04-04'])).toBe(false);
    expect(isSelectableDate('2026-04-05', today, ['2026-04-04'])).toBe(true);
  });
});

describe('generating slots', () => {
  it('makes back-to-back slots for every date, in date order', () => {
    expect(generateSlots(['2026-04-05', '2026-04-04'], '08:00', 1, 30, 2)).toEqual([
      { Date: '2026-04-04', Start: '08:00', End: '09:30' },
      { Date: '2026-04-04', Start: '09:30', End: '11:00' },
      { Date: '2026-04-05', Start: '08:00', End: '09:30' },
      { Date: '2026-04-05', Start: '09:30', End: '11:00' },
    ]);
  });
  it('lets the last slot end at midnight', () => {
    expect(generateSlots(['2026-04-04'], '22:00', 1, 0, 2).at(-1)).toEqual({
      Date: '2026-04-04',
      Start: '23:00',
      End: '24:00',
    });
  });
  it('makes one set per date even if a date is chosen twice', () => {
    expect(generateSlots(['2026-04-04', '2026-04-04'], '08:00', 2, 0, 1)).toHaveLength(1);
  });
});
