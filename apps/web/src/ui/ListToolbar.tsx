import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FilterButton } from './FilterButton';
import { SearchField } from './SearchField';

interface WithSearch {
  searchPlaceholder: string;
  /** The immediate input text (`useListState().searchInput`), not the debounced search. */
  searchInput: string;
  onSearchChange(text: string): void;
  /** How the search matches, under the field (the list spec's `search.helperText`). */
  searchHelperText?: string;
}

interface WithoutSearch {
  searchPlaceholder?: never;
  searchInput?: never;
  onSearchChange?: never;
  searchHelperText?: never;
}

export type ListToolbarProps = {
  /** E.g. a select choosing which field the search applies to. */
  searchOn?: ReactNode;
  /** Filter fields; when given, a Filter button opens them in a popover. */
  filterContent?: ReactNode;
  activeFilterCount?: number;
  /** Turns every filter off ('Clear Filters' under the filter fields). */
  onClearFilters?(): void;
  /** Create button, bulk actions, selection chip… */
  actions?: ReactNode;
  /** Usually a `<Pager>`; kept at the far end of the toolbar. */
  pager?: ReactNode;
} & (WithSearch | WithoutSearch);

export function ListToolbar(props: ListToolbarProps) {
  const { searchOn, filterContent, activeFilterCount = 0, onClearFilters, actions, pager } = props;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}>
      {props.onSearchChange && (
        <SearchField
          value={props.searchInput}
          onChange={props.onSearchChange}
          placeholder={props.searchPlaceholder}
          helperText={props.searchHelperText}
        />
      )}
      {searchOn}
      {filterContent && (
        <FilterButton activeCount={activeFilterCount} onClear={onClearFilters}>
          {filterContent}
        </FilterButton>
      )}
      {actions}
      {pager && <Box sx={{ ml: 'auto' }}>{pager}</Box>}
    </Stack>
  );
}
