/**
 * The order after moving `activeId` to where `overId` is (the others shift by one), or null when nothing
 * moves (dropped on itself, outside the list, or an unknown ID).
 */
export function moveId(ids: readonly string[], activeId: string, overId: string | null): string[] | null {
  if (overId === null || activeId === overId) return null;
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}

/** '2 of 5': an item's place in the list, for the screen reader announcements. */
export const positionOf = (ids: readonly string[], id: string): string =>
  `${ids.indexOf(id) + 1} of ${ids.length}`;
