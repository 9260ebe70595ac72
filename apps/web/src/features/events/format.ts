import { formatTimeOfDay, type EventDateTime } from '@commerce/domain';

export const formatSlotTime = (slot: EventDateTime): string =>
  `${formatTimeOfDay(slot.Start)} – ${formatTimeOfDay(slot.End)}`;

export const slotKey = (slot: EventDateTime): string => `${slot.Date} ${slot.Start}-${slot.End}`;

/** Slots in date and time order, without repeats. */
export const mergeSlots = (
  current: readonly EventDateTime[],
  added: readonly EventDateTime[],
): EventDateTime[] => {
  const byKey = new Map([...current, ...added].map((slot) => [slotKey(slot), slot]));
  return [...byKey.values()].sort((a, b) => slotKey(a).localeCompare(slotKey(b)));
};
