import type { ListPage } from '@commerce/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ListState } from '../lib/useListState';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './DataTableColumn';
import { EmptyState } from './EmptyState';
import { ListToolbar } from './ListToolbar';
import { Pager } from './Pager';

export interface ListPanelProps<Row, F extends string> {
  'aria-label': string;
  /** The list's search, sorting, paging and filters (`useListState`). */
  list: ListState<F>;
  /** The page of rows for `list.apiParams` (`useListQuery`). */
  query: Pick<UseQueryResult<ListPage<Row>>, 'data' | 'isPending' | 'isError'>;
  columns: DataTableColumn<Row>[];
  getRowId(row: Row): string;
  /** The page a row opens. */
  rowLink(row: Row): string;
  /** Navigation state for the row's page, e.g. this list's address for its back link. */
  rowLinkState?: unknown;
  /** Shown when the page cannot be loaded. */
  loadErrorText: string;
  /** What is missing when no row matches ('No customers found'); a search or filter adds 'Reset filter(s)'. */
  emptyText?: string;
  /** The search box's placeholder; a list without it has no search. */
  searchPlaceholder?: string;
  /** E.g. a select choosing which field the search applies to. */
  searchOn?: ReactNode;
  /** The filter fields; a Filter button opens them, with 'Clear Filters' under them. */
  filters?: ReactNode;
  /** Create button, bulk actions… */
  actions?: ReactNode;
  /** Between the toolbar and the table: hints, the outcome of a bulk action. */
  notices?: ReactNode;
  /** Above the list, e.g. a PageHeader. */
  header?: ReactNode;
  /** Checkboxes on the rows; without it rows cannot be selected. */
  selection?: { selectedIds: string[]; onSelectionChange(ids: string[]): void };
}

/**
 * A list screen: toolbar (search, filters, actions, pager), notices, the load error, and the sortable
 * table whose rows open their page. Search, sorting, paging and filters live in the URL (`useListState`).
 */
export function ListPanel<Row, F extends string>({
  'aria-label': ariaLabel,
  list,
  query,
  columns,
  getRowId,
  rowLink,
  rowLinkState,
  loadErrorText,
  emptyText,
  searchPlaceholder,
  searchOn,
  filters,
  actions,
  notices,
  header,
  selection,
}: ListPanelProps<Row, F>) {
  const navigate = useNavigate();
  const search =
    searchPlaceholder === undefined
      ? {}
      : { searchPlaceholder, searchInput: list.searchInput, onSearchChange: list.setSearch };

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      {header}
      <Paper sx={{ px: 2, pb: 1 }}>
        <ListToolbar
          {...search}
          searchOn={searchOn}
          filterContent={filters}
          activeFilterCount={list.activeFilterCount}
          onClearFilters={list.clearFilters}
          actions={actions}
          pager={
            <Pager meta={query.data?.Meta} onPageChange={list.setPage} onPageSizeChange={list.setPageSize} />
          }
        />
        {notices}
        {query.isError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {loadErrorText}
          </Alert>
        )}
        <DataTable
          aria-label={ariaLabel}
          columns={columns}
          rows={query.data?.Items}
          getRowId={getRowId}
          loading={query.isPending}
          sortBy={list.sortBy}
          onSortChange={list.toggleSort}
          onRowClick={(row) => void navigate(rowLink(row), { state: rowLinkState })}
          emptyText={
            emptyText === undefined ? undefined : (
              <EmptyState
                text={emptyText}
                filtered={list.hasActiveFilters}
                onResetFilters={list.resetFilters}
              />
            )
          }
          {...(selection ? { selectable: true as const, ...selection } : { selectable: false as const })}
        />
      </Paper>
    </Box>
  );
}
