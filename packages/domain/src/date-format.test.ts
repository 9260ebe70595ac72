import { afterEach, describe, expect, it } from 'vitest';
import { calendarDateOf, calendarDateSchema, storedCalendarDate } from './calendar.ts';
import {
  formatCalendarDate,
  formatDateTime,
  formatStoreDate,
  formatTimeOfDay,
  formatWeekdayDate,
  longDate,
  monthTitle,
} from './date-format.ts';
import { columnValue, formatCell } from './list-spec.ts';
import { LIST_SPECS } from './list-specs.ts';
import { formatCount } from './money.ts';

describe("instants as 'MM/DD/YY h:mm a' on the store's clock", () => {
  it('uses the store time zone, or another when given', () => {
    expect(formatDateTime('2026-03-14T19:05:00Z')).toBe('03/14/26 2:05 pm');
    expect(formatDateTime('2026-01-02T06:00:00Z')).toBe('01/02/26 12:00 am');
    expect(formatDateTime('2026-12-07T18:39:51.000Z')).toBe('12/07/26 12:39 pm');
    expect(formatDateTime('2026-03-14T19:05:00Z', 'UTC')).toBe('03/14/26 7:05 pm');
  });

  it("gives an instant's store day as 'MM/DD/YY'", () => {
    expect(formatStoreDate('2026-03-15T01:30:00Z')).toBe('03/14/26');
    expect(formatStoreDate(null)).toBe('');
  });
});

describe('date-only values', () => {
  it('hold the day they were entered as, whether written as a day or stored at an edge of the UTC day', () => {
    expect(calendarDateOf('2030-06-01')).toBe('2030-06-01');
    expect(calendarDateOf('2030-06-01T00:00:00.000Z')).toBe('2030-06-01');
    expect(calendarDateOf('2030-06-01T23:59:59.999Z')).toBe('2030-06-01');
    expect(calendarDateOf('2030-06-01T00:00:00+00:00')).toBe('2030-06-01');
    expect(calendarDateOf(new Date(Date.UTC(2030, 5, 1)))).toBe('2030-06-01');
  });

  it('refuse what holds no calendar day: another offset, an impossible day, text', () => {
    for (const value of ['2030-06-01T00:00:00-05:00', '2030-02-30', '06/01/2030', 'soon', '', null, 7])
      expect(calendarDateOf(value)).toBeNull();
    expect(calendarDateSchema.safeParse('2030-06-01T19:00:00-05:00').success).toBe(false);
    expect(calendarDateSchema.parse('2030-06-01T00:00:00.000Z')).toBe('2030-06-01');
  });

  it('are stored as the first or the last millisecond of the UTC day', () => {
    expect(storedCalendarDate('2030-06-01')).toBe('2030-06-01T00:00:00.000Z');
    expect(storedCalendarDate('2030-06-01', 'end')).toBe('2030-06-01T23:59:59.999Z');
  });

  it("read as 'MM/DD/YY' — the launch date entered as 2030-06-01 is 06/01/30, not 05/31/30", () => {
    expect(formatCalendarDate('2030-06-01T00:00:00.000Z')).toBe('06/01/30');
    expect(formatCalendarDate('2030-06-01T23:59:59.999Z')).toBe('06/01/30');
    expect(formatCalendarDate('2026-12-24')).toBe('12/24/26');
    expect(formatCalendarDate(null)).toBe('');
    expect(formatCalendarDate('TBD')).toBe('TBD');
  });

  it('read with the day of the week, or in words', () => {
    expect(formatWeekdayDate('2026-12-01')).toBe('Tue 12/01/26');
    expect(longDate('2026-12-24')).toBe('Thursday, December 24, 2026');
    expect(monthTitle({ year: 2026, month: 12 })).toBe('December 2026');
  });
});

describe("times of day as 'h:mm a'", () => {
  it.each([
    ['08:00', '8:00 am'],
    ['12:30', '12:30 pm'],
    ['00:05', '12:05 am'],
    ['17:00', '5:00 pm'],
    ['24:00', '12:00 am'],
    ['', ''],
  ])('%j → %j', (time, shown) => expect(formatTimeOfDay(time)).toBe(shown));

  it('writes counts with thousands separators', () => {
    expect(formatCount(12500)).toBe('12,500');
  });
});

describe('every list column with a date (screens and CSV exports alike)', () => {
  it('shows launch and end dates as the day entered', () => {
    const products = LIST_SPECS.find((spec) => spec.id === 'products')!;
    const launch = products.columns.find((column) => column.header === 'Launch Date')!;
    const row = { xp: { ReleaseDate1: '2030-06-01T00:00:00.000Z' } };
    expect(formatCell(launch.format, columnValue(launch, row))).toBe('06/01/30');
    const events = LIST_SPECS.find((spec) => spec.id === 'events')!;
    const lastDate = events.columns.find((column) => column.header === 'Last Date')!;
    expect(formatCell(lastDate.format, '2027-02-18T00:00:00.000Z')).toBe('02/18/27');
  });
});

// The same values formatted with the machine (or the browser) in the store's zone and across the date line:
// what staff read must not depend on where the code runs.
const ZONES = ['America/Chicago', 'Pacific/Auckland', 'UTC'] as const;
const SAMPLES = [
  '2030-06-01',
  '2030-06-01T00:00:00.000Z',
  '2030-06-01T23:59:59.999Z',
  '2026-03-15T01:30:00Z',
];

function everyFormatting(): string[] {
  const texts: string[] = [];
  for (const value of SAMPLES) {
    texts.push(formatCalendarDate(value), formatWeekdayDate(value), longDate(value));
    if (value.includes('T')) texts.push(formatDateTime(value), formatStoreDate(value));
  }
  for (const spec of LIST_SPECS)
    for (const column of spec.columns)
      if (column.format === 'date' || column.format === 'calendar-date' || column.format === 'datetime')
        for (const value of SAMPLES)
          texts.push(`${spec.id}.${column.field}: ${formatCell(column.format, value)}`);
  texts.push(formatTimeOfDay('13:30'), monthTitle({ year: 2030, month: 6 }));
  return texts;
}

describe('formatting is the same in every time zone the code may run in', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it('gives the same text under TZ=America/Chicago, TZ=Pacific/Auckland and UTC', () => {
    const byZone = ZONES.map((zone) => {
      process.env.TZ = zone;
      // The switch took effect: local midnight UTC falls on 05/31 in Chicago and on 06/01 in Auckland.
      expect(new Date('2030-06-01T00:00:00.000Z').getDate()).toBe(zone === 'America/Chicago' ? 31 : 1);
      return everyFormatting();
    });
    expect(byZone[1]).toEqual(byZone[0]);
    expect(byZone[2]).toEqual(byZone[0]);
    expect(byZone[0]).toContain('products.xp.ReleaseDate1: 06/01/30');
    expect(byZone[0]).toContain('events.ReleaseDate2: 06/01/30');
  });
});
