import type { EventDateTime } from '@commerce/domain';

/** '13:30' → '1:30 PM'; '24:00' → '12:00 AM' (midnight). */
export function formatTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 24;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(m).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** '2026-12-01' → 'Tue, Dec 1, 2026'. */
export const formatDay = (date: string): string =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const formatSlotTime = (slot: EventDateTime): string =>
  `${formatTime(slot.Start)} – ${formatTime(slot.End)}`;

export const slotKey = (slot: EventDateTime): string => `${slot.Date} ${slot.Start}-${slot.End}`;

/** Slots in date and time order, without repeats. */
export const mergeSlots = (
  current: readonly EventDateTime[],
  added: readonly EventDateTime[],
): EventDateTime[] => {
  const byKey = new Map([...current, ...added].map((slot) => [slotKey(slot), slot]));
  return [...byKey.values()].sort((a, b) => slotKey(a).localeCompare(slotKey(b)));
};
