import { useRef } from 'react';

export interface RowSelection {
  isSelected(id: string): boolean;
  /** Toggles one row; with `extendRange` every row between the previously clicked one and this one follows it. */
  toggleRow(id: string, extendRange: boolean): void;
  allSelected: boolean;
  someSelected: boolean;
  toggleAll(): void;
}

/** Checkbox selection over the rows of the current page; ids selected on other pages are kept. */
export function useRowSelection(
  pageIds: string[],
  selectedIds: string[],
  onSelectionChange: (ids: string[]) => void,
): RowSelection {
  const anchorRef = useRef<string | null>(null);
  const selected = new Set(selectedIds);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const allSelected = pageIds.length > 0 && selectedOnPage === pageIds.length;

  const apply = (ids: string[], select: boolean) => {
    const changed = new Set(ids);
    const kept = selectedIds.filter((id) => !changed.has(id));
    onSelectionChange(select ? [...kept, ...ids] : kept);
  };

  const rangeTo = (id: string): string[] => {
    const from = anchorRef.current === null ? -1 : pageIds.indexOf(anchorRef.current);
    const to = pageIds.indexOf(id);
    if (from === -1 || to === -1) return [id];
    return pageIds.slice(Math.min(from, to), Math.max(from, to) + 1);
  };

  return {
    isSelected: (id) => selected.has(id),
    toggleRow: (id, extendRange) => {
      apply(extendRange ? rangeTo(id) : [id], !selected.has(id));
      anchorRef.current = id;
    },
    allSelected,
    someSelected: selectedOnPage > 0 && !allSelected,
    toggleAll: () => apply(pageIds, !allSelected),
  };
}
