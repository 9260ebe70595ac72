import { z } from 'zod';

/**
 * Calendar dates and clock times shared by the delivery calendar, holiday fees and event slots.
 * Dates are 'YYYY-MM-DD' strings, so they compare correctly as strings and carry no time zone;
 * callers pass "today" as such a string, taken in the store's time zone.
 */

/** The retailer is in Minnesota: dates and times are shown in its zone. */
export const STORE_TIME_ZONE = 'America/Chicago';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isoDateSchema = z.string().refine(isIsoDate, 'Enter a valid date as YYYY-MM-DD.');

/** Strictly before today: today itself has not passed yet. */
export const isPastDate = (date: string, today: string): boolean => date < today;

/** The ISO date of a year, month (1–12) and day. */
export const isoDate = (year: number, month: number, day: number): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Day of the week of an ISO date, 0 = Sunday. */
export const weekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** A time input's value, hh:mm on a 24-hour clock (00:00 to 23:59). */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isTimeOfDay = (value: string): boolean => TIME_OF_DAY.test(value);

export const timeOfDaySchema = z.string().refine(isTimeOfDay, 'Enter a time as hh:mm.');

export const MINUTES_PER_DAY = 24 * 60;

/** '08:30' → 510. */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 510 → '08:30'. 1440 gives '24:00', the end of the day, which only an end time may use. */
export const timeFromMinutes = (total: number): string =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

// ---------------------------------------------------------------------------------------------------------
// Days of the store's time zone as instants (date filters), with daylight saving time taken into account.

// Reading the zone's clock through Intl costs microseconds a date (formatToParts), and a list or an export
// formats one or two dates a row. A zone's offset from UTC changes a few times a year at most, so it is read
// from Intl once per UTC day and kept: when the day's first and last millisecond have the same offset, so has
// every instant between. A day the offset changes is read from Intl instant by instant.
const DAY_MS = 86_400_000;
const MAX_KEPT_DAYS = 100_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetsByDay = new Map<string, number | null>();

/** The zone's offset from UTC at an instant, in ms, read through Intl (to the second, as Intl shows). */
function offsetFromIntl(epochMs: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(epochMs).map((part) => [part.type, part.value]));
  const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year);
  const wallAsUtc = new Date(0).setUTCFullYear(year, Number(parts.month) - 1, Number(parts.day));
  const wallMs =
    wallAsUtc + ((Number(parts.hour) * 60 + Number(parts.minute)) * 60 + Number(parts.second)) * 1000;
  return wallMs - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

/** The zone's offset from UTC at an instant, in ms. */
function offsetAt(epochMs: number, timeZone: string): number {
  if (Number.isNaN(epochMs)) throw new RangeError('Invalid time value');
  const day = Math.floor(epochMs / DAY_MS);
  const key = `${timeZone} ${day}`;
  let offset = offsetsByDay.get(key);
  if (offset === undefined) {
    const first = offsetFromIntl(day * DAY_MS, timeZone);
    offset = first === offsetFromIntl(day * DAY_MS + DAY_MS - 1, timeZone) ? first : null;
    if (offsetsByDay.size >= MAX_KEPT_DAYS) offsetsByDay.clear();
    offsetsByDay.set(key, offset);
  }
  return offset ?? offsetFromIntl(epochMs, timeZone);
}

/** The date and time the zone's clock shows at an instant. */
export function wallClockOf(instant: Date, timeZone: string) {
  const epochMs = instant.getTime();
  const wall = new Date(epochMs + offsetAt(epochMs, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in minutes (Chicago: -360 in winter, -300 in summer). */
export function zoneOffsetMinutes(instant: Date, timeZone: string = STORE_TIME_ZONE): number {
  return Math.round(offsetAt(instant.getTime(), timeZone) / 60_000);
}

/**
 * The instant at which the zone's clock shows a date and time ('YYYY-MM-DD', 'hh:mm[:ss[.sss]]'). The
 * offset is taken at a first guess and checked once more at the answer, so a day that changes to or from
 * daylight saving time gets the offset in force at that moment.
 */
export function zonedInstant(date: string, time = '00:00', timeZone: string = STORE_TIME_ZONE): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  const wholeSeconds = Math.floor(seconds);
  const millis = Math.round((seconds - wholeSeconds) * 1000);
  const wallAsUtc = Date.UTC(year, month - 1, day, hours, minutes, wholeSeconds, millis);
  const guess = zoneOffsetMinutes(new Date(wallAsUtc), timeZone);
  const instant = wallAsUtc - guess * 60_000;
  const actual = zoneOffsetMinutes(new Date(instant), timeZone);
  return new Date(actual === guess ? instant : wallAsUtc - actual * 60_000);
}

/** The calendar day after an ISO date. */
export function nextIsoDate(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * A day of the store ('YYYY-MM-DD') as the instants it starts and the next day starts: 24 hours, or 23 and
 * 25 on the days daylight saving time begins and ends. A date filter means this span.
 */
export function storeDayBounds(date: string, timeZone: string = STORE_TIME_ZONE): { start: Date; end: Date } {
  return {
    start: zonedInstant(date, '00:00', timeZone),
    end: zonedInstant(nextIsoDate(date), '00:00', timeZone),
  };
}

/** The store's calendar day ('YYYY-MM-DD') at an instant: an order at 8:30 pm on 03/14 is on 2026-03-14. */
export function storeDateOf(instant: Date | string = new Date(), timeZone: string = STORE_TIME_ZONE): string {
  const wall = wallClockOf(new Date(instant), timeZone);
  return isoDate(wall.year, wall.month, wall.day);
}

// ---------------------------------------------------------------------------------------------------------
// Date-only values: a launch or end date, a category's dates, a holiday, a non-delivery date. Each is a
// calendar day with no time and no zone; screens and requests carry it as 'YYYY-MM-DD'. Where the spec
// stores one as an instant (a launch date at midnight UTC, a category's start at T00:00:00.000Z and end at
// T23:59:59.999Z), the instant is an edge of that day in UTC, so its UTC date is the day. It is read back
// with calendarDateOf and never through a time zone: the store's zone put 2030-06-01T00:00:00.000Z on 05/31.

const UTC_INSTANT = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]00:?00)$/;

/**
 * The calendar day ('YYYY-MM-DD') a date-only value holds: the day itself, an instant in UTC as the spec
 * stores one, or a Date read from a spreadsheet cell (at midnight UTC). Anything else — a time with another
 * offset, text that is no date — is null.
 */
export function calendarDateOf(value: unknown): string | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? null
      : isoDate(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate());
  }
  if (typeof value !== 'string') return null;
  const day = UTC_INSTANT.exec(value)?.[1] ?? value;
  return isIsoDate(day) ? day : null;
}

/** A calendar day as the spec stores it: the first ('start') or last ('end') millisecond of the day in UTC. */
export const storedCalendarDate = (date: string, edge: 'start' | 'end' = 'start'): string =>
  `${date}${edge === 'start' ? 'T00:00:00.000Z' : 'T23:59:59.999Z'}`;

/** A date-only value in a request: 'YYYY-MM-DD' or a stored UTC instant, read as its calendar day. */
export const calendarDateSchema = z
  .unknown()
  .transform((value, context) => {
    const day = calendarDateOf(value);
    if (day === null) {
      context.addIssue({ code: 'custom', message: 'Enter a valid date as YYYY-MM-DD.' });
      return z.NEVER;
    }
    return day;
  })
  .pipe(z.string());

/** A date-only value in a request, kept as the spec stores it (storedCalendarDate): '2030-06-01T00:00:00.000Z'. */
export const storedCalendarDateSchema = (edge: 'start' | 'end' = 'start') =>
  calendarDateSchema.transform((day) => storedCalendarDate(day, edge));
