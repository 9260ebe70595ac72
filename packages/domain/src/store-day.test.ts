import { describe, expect, it } from 'vitest';
import { storeDateOf, storeDayBounds, zonedInstant, zoneOffsetMinutes } from './calendar.ts';
import { formatDateTime } from './date-format.ts';

const hours = (bounds: { start: Date; end: Date }) =>
  (bounds.end.getTime() - bounds.start.getTime()) / 3_600_000;

describe("the store's day as instants (America/Chicago)", () => {
  it('is 24 hours on an ordinary day, from local midnight to the next', () => {
    const day = storeDayBounds('2026-01-15');
    expect(day.start.toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-01-16T06:00:00.000Z');
    expect(hours(storeDayBounds('2026-07-04'))).toBe(24);
    expect(storeDayBounds('2026-07-04').start.toISOString()).toBe('2026-07-04T05:00:00.000Z');
  });

  it('is 23 hours on 2026-03-08, when daylight saving time begins', () => {
    const day = storeDayBounds('2026-03-08');
    expect(day.start.toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(hours(day)).toBe(23);
  });

  it('is 25 hours on 2026-11-01, when daylight saving time ends', () => {
    const day = storeDayBounds('2026-11-01');
    expect(day.start.toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-11-02T06:00:00.000Z');
    expect(hours(day)).toBe(25);
  });

  it('puts an order placed at 8:30 pm on 03/14 on that day, as the screens show it', () => {
    const order = '2026-03-15T01:30:00.000Z';
    expect(formatDateTime(order)).toBe('03/14/26 8:30 pm');
    expect(storeDateOf(order)).toBe('2026-03-14');
    const day = storeDayBounds('2026-03-14');
    expect(new Date(order) >= day.start && new Date(order) < day.end).toBe(true);
    expect(new Date(order) < storeDayBounds('2026-03-15').start).toBe(true);
  });

  it('reads a wall-clock time of the store on either side of a change', () => {
    expect(zonedInstant('2026-03-07', '23:59').toISOString()).toBe('2026-03-08T05:59:00.000Z');
    expect(zonedInstant('2026-03-08', '03:00').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(zonedInstant('2026-11-01', '12:00').toISOString()).toBe('2026-11-01T18:00:00.000Z');
    expect(zonedInstant('2026-03-14', '20:30:15.5').toISOString()).toBe('2026-03-15T01:30:15.500Z');
    expect(zoneOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(-360);
    expect(zoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(-300);
  });

  it('gives the store date of instants around midnight and in another zone', () => {
    expect(storeDateOf('2026-03-15T04:59:59Z')).toBe('2026-03-14');
    expect(storeDateOf('2026-03-15T05:00:00Z')).toBe('2026-03-15');
    expect(storeDayBounds('2026-03-14', 'UTC').start.toISOString()).toBe('2026-03-14T00:00:00.000Z');
    expect(storeDateOf('2026-12-31T23:30:00Z', 'Asia/Tokyo')).toBe('2027-01-01');
  });

  it('reads the clock as Intl does, minute by minute across a change, in zones with odd offsets too', () => {
    const intl = (instant: Date, timeZone: string) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', {
          timeZone,
          month: '2-digit',
          day: '2-digit',
          year: '2-digit',
          hour: 'numeric',
          minute: '2-digit',
          hour12: true,
        })
          .formatToParts(instant)
          .map((part) => [part.type, part.value]),
      );
      return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod?.toLowerCase()}`;
    };
    const changes = [
      ['America/Chicago', '2026-03-07T00:00:00Z'],
      ['America/Chicago', '2026-10-31T00:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T00:00:00Z'], // the clock goes back 30 minutes
      ['Asia/Kathmandu', '2026-01-01T00:00:00Z'], // +05:45
    ] as const;
    for (const [zone, from] of changes) {
      const mismatches: string[] = [];
      for (let minute = 0; minute < 3 * 24 * 60; minute += 7) {
        const instant = new Date(Date.parse(from) + minute * 60_000 + 59_999);
        const ours = formatDateTime(instant.toISOString(), zone);
        if (ours !== intl(instant, zone)) mismatches.push(`${instant.toISOString()}: ${ours}`);
      }
      expect(mismatches, zone).toEqual([]);
    }
  });
});
