import { isPastDate, isTimeOfDay, MINUTES_PER_DAY, minutesOfDay, timeFromMinutes } from './calendar.ts';
import type { EventDateTime } from './events.ts';

/** The event creation slot generator (spec 3 §5): back-to-back slots of one length from a start time. */
export const SLOT_GENERATOR_DEFAULT_START = '08:00';
export const SLOT_HOURS_MAX = 24;
export const SLOT_MINUTES_MAX = 59;

const slotLength = (hours: number, minutes: number) => hours * 60 + minutes;

/**
 * How many slots of the given length fit between the start time and midnight (a slot may end at midnight).
 */
export function maxSlots(startTime: string, hours: number, minutes: number): number {
  const length = slotLength(hours, minutes);
  if (!isTimeOfDay(startTime) || length <= 0) return 0;
  return Math.floor((MINUTES_PER_DAY - minutesOfDay(startTime)) / length);
}

export interface SlotGeneratorInput {
  dates: readonly string[];
  startTime: string;
  hours: number;
  minutes: number;
  count: number;
}
export type SlotGeneratorErrors = Partial<Record<keyof SlotGeneratorInput | 'length', string>>;

const isWholeBetween = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** What stops the generator; empty when Generate may run. */
export function validateSlotGenerator(input: SlotGeneratorInput): SlotGeneratorErrors {
  const errors: SlotGeneratorErrors = {};
  if (!isTimeOfDay(input.startTime)) errors.startTime = 'Enter a start time as hh:mm.';
  if (!isWholeBetween(input.hours, 0, SLOT_HOURS_MAX))
    errors.hours = 'Hours must be a whole number from 0 to 24.';
  if (!isWholeBetween(input.minutes, 0, SLOT_MINUTES_MAX))
    errors.minutes = 'Minutes must be a whole number from 0 to 59.';
  if (!errors.hours && !errors.minutes && slotLength(input.hours, input.minutes) === 0)
    errors.length = 'Hours or minutes must be above 0.';
  if (Object.keys(errors).length === 0) {
    const max = maxSlots(input.startTime, input.hours, input.minutes);
    if (max === 0) errors.count = 'No slot of this length fits before midnight.';
    else if (!isWholeBetween(input.count, 1, max)) errors.count = `Number of slots must be from 1 to ${max}.`;
  }
  if (input.dates.length === 0) errors.dates = 'Choose at least one date.';
  return errors;
}

/** Past dates and dates the event already has cannot be chosen. */
export const isSelectableDate = (date: string, today: string, usedDates: readonly string[]): boolean =>
  !isPastDate(date, today) && !usedDates.includes(date);

/**
 * The slots for every chosen date, in date order: `count` back-to-back slots from the start time.
 * Expects input that validateSlotGenerator accepts.
 */
export function generateSlots(
  dates: readonly string[],
  startTime: string,
  hours: number,
  minutes: number,
  count: number,
): EventDateTime[] {
  const length = slotLength(hours, minutes);
  const start = minutesOfDay(startTime);
  return [...new Set(dates)].sort().flatMap((date) =>
    Array.from({ length: count }, (_, index) => ({
      Date: date,
      Start: timeFromMinutes(start + index * length),
      End: timeFromMinutes(start + (index + 1) * length),
    })),
  );
}
