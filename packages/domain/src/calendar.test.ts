import { describe, expect, it } from 'vitest';
import { isIsoDate, isPastDate, isTimeOfDay, minutesOfDay, timeFromMinutes, weekday } from './calendar.ts';

describe('YYYY-MM-DD dates', () => {
  it.each(['2026-02-14', '2024-02-29', '2026-12-31', '2026-01-01'])('accepts %s', (date) =>
    expect(isIsoDate(date)).toBe(true),
  );
  it.each([
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-2-14',
    '02/14/2026',
    '',
    '2026-02-14T00:00',
  ])('rejects %j', (date) => expect(isIsoDate(date)).toBe(false));

  it('knows the day of the week', () => {
    expect(weekday('2026-05-10')).toBe(0);
    expect(weekday('2026-05-01')).toBe(5);
  });
});

describe('past dates', () => {
  it('are strictly before today', () => {
    expect(isPastDate('2026-03-13', '2026-03-14')).toBe(true);
    expect(isPastDate('2026-03-14', '2026-03-14')).toBe(false);
    expect(isPastDate('2026-03-15', '2026-03-14')).toBe(false);
    expect(isPastDate('2025-12-31', '2026-01-01')).toBe(true);
  });
});

describe('hh:mm times (spec 3 §2 cutoff fields)', () => {
  it.each(['00:00', '08:00', '12:30', '23:59'])('accepts %s', (time) => expect(isTimeOfDay(time)).toBe(true));
  it.each(['24:00', '8:00', '12:60', '12:5', '1230', '', '12:30:00'])('rejects %j', (time) =>
    expect(isTimeOfDay(time)).toBe(false),
  );

  it('converts to and from minutes of the day', () => {
    expect(minutesOfDay('08:30')).toBe(510);
    expect(minutesOfDay('00:00')).toBe(0);
    expect(timeFromMinutes(510)).toBe('08:30');
    expect(timeFromMinutes(1440)).toBe('24:00');
  });
});
