import { calendarDateOf, isTimeOfDay, STORE_TIME_ZONE, wallClockOf } from './calendar.ts';

/*
 * How every screen, export and History entry writes a date or a time (spec 1 §9: 'MM/DD/YY' and 'h:mm a',
 * moment-style tokens, so the day period is lower case). An instant is shown in the store's zone, whatever
 * the zone of the machine or the browser; a date-only value is shown as the day it holds, in no zone at all.
 * The web app formats through these only (lint: no toLocaleString and kin there).
 */

const twoDigits = (n: number): string => String(n).padStart(2, '0');
const shortDate = (year: number, month: number, day: number): string =>
  `${twoDigits(month)}/${twoDigits(day)}/${twoDigits(year % 100)}`;
const clock = (hours: number, minutes: number): string =>
  `${hours % 12 || 12}:${twoDigits(minutes)} ${hours < 12 ? 'am' : 'pm'}`;

/** An instant as 'MM/DD/YY h:mm a' on the store's clock: '03/14/26 2:05 pm'. */
export function formatDateTime(instant: string | Date, timeZone: string = STORE_TIME_ZONE): string {
  const wall = wallClockOf(new Date(instant), timeZone);
  return `${shortDate(wall.year, wall.month, wall.day)} ${clock(wall.hour, wall.minute)}`;
}

/** The store's day of an instant as 'MM/DD/YY' (an order placed at 8:30 pm on 03/14 is on 03/14), or ''. */
export function formatStoreDate(instant: string | Date | null | undefined): string {
  if (!instant) return '';
  const wall = wallClockOf(new Date(instant), STORE_TIME_ZONE);
  return shortDate(wall.year, wall.month, wall.day);
}

/**
 * A date-only value ('2030-06-01', or as stored, '2030-06-01T00:00:00.000Z') as 'MM/DD/YY': '06/01/30'
 * in every zone. Nothing is ''; a value that holds no date is shown as given.
 */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value) return '';
  const day = calendarDateOf(value);
  if (!day) return value;
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return shortDate(year, month, date);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const LONG_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const partsOf = (value: string) => {
  const day = calendarDateOf(value);
  if (!day) return null;
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return { year, month, date, weekday: new Date(Date.UTC(year, month - 1, date)).getUTCDay() };
};

/** The day of the week of a date-only value: 'Tuesday'. */
export function weekdayName(value: string): string {
  const parts = partsOf(value);
  return parts ? LONG_WEEKDAYS[parts.weekday]! : '';
}

/** A date-only value as 'MM/DD' (a chart's axis of days). */
export function formatMonthDay(value: string): string {
  const parts = partsOf(value);
  return parts ? `${String(parts.month).padStart(2, '0')}/${String(parts.date).padStart(2, '0')}` : value;
}

/** A date-only value with its day of the week, for lists of dates: 'Tue 12/01/26'. */
export function formatWeekdayDate(value: string): string {
  const parts = partsOf(value);
  return parts ? `${WEEKDAYS[parts.weekday]} ${shortDate(parts.year, parts.month, parts.date)}` : value;
}

/** A date-only value as a heading or a spoken label reads it: 'Thursday, December 24, 2026'. */
export function longDate(value: string): string {
  const parts = partsOf(value);
  return parts
    ? `${LONG_WEEKDAYS[parts.weekday]}, ${MONTHS[parts.month - 1]} ${parts.date}, ${parts.year}`
    : value;
}

/** A month as a calendar's title reads it: 'December 2026' (month 1–12). */
export const monthTitle = ({ year, month }: { year: number; month: number }): string =>
  `${MONTHS[month - 1] ?? ''} ${year}`;

/** A time of day ('13:30', a time input's value) as 'h:mm a': '1:30 pm'; '24:00', the day's end, is '12:00 am'. */
export function formatTimeOfDay(time: string): string {
  if (time === '24:00') return clock(0, 0);
  if (!isTimeOfDay(time)) return time;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return clock(hours, minutes);
}
