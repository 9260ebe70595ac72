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

const dateTimeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: '2-digit',
    day: '2-digit',
    year: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });

/**
 * The spec's 'MM/DD/YY h:mm a' (moment-style tokens, so the day period is lower case): '03/14/26 2:05 pm'.
 * The instant is any string Date can parse; the zone defaults to the store's.
 */
export function formatDateTime(instant: string, timeZone: string = STORE_TIME_ZONE): string {
  const parts = Object.fromEntries(
    dateTimeFormat(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const { month, day, year, hour, minute, dayPeriod = '' } = parts;
  return `${month}/${day}/${year} ${hour}:${minute} ${dayPeriod.toLowerCase()}`;
}

const storeDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The store's calendar day (America/Chicago) at an instant, as YYYY-MM-DD: what "today" means to staff. */
export function storeDate(instant: Date = new Date()): string {
  const parts = Object.fromEntries(
    storeDayFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
