import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FilterButton } from './FilterButton';
import { SearchField } from './SearchField';

export interface ListToolbarProps {
  searchPlaceholder: string;
  /** The immediate input text (`useListState().searchInput`), not the debounced search. */
  searchInput: string;
  onSearchChange(text: string): void;
  /** E.g. a select choosing which field the search applies to. */
  searchOn?: ReactNode;
  /** Filter fields; when given, a Filter button opens them in a popover. */
  filterContent?: ReactNode;
  activeFilterCount?: number;
  /** Create button, bulk actions, selection chip… */
  actions?: ReactNode;
  /** Usually a `<Pager>`; kept at the far end of the toolbar. */
  pager?: ReactNode;
}

export function ListToolbar({
  searchPlaceholder,
  searchInput,
  onSearchChange,
  searchOn,
  filterContent,
  activeFilterCount = 0,
  actions,
  pager,
}: ListToolbarProps) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}>
      <SearchField value={searchInput} onChange={onSearchChange} placeholder={searchPlaceholder} />
      {searchOn}
      {filterContent && <FilterButton activeCount={activeFilterCount}>{filterContent}</FilterButton>}
      {actions}
      {pager && <Box sx={{ ml: 'auto' }}>{pager}</Box>}
    </Stack>
  );
}
