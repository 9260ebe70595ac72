import { searchTooShortText, visibleColumns } from '@commerce/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from './DataTable';
import { EmptyState } from './EmptyState';
import { ListToolbar } from './ListToolbar';
import { Pager } from './Pager';
import { ColumnsMenu } from './list/ColumnsMenu';
import { tableColumns, type CellRenderers } from './list/columns';
import { ExportButton } from './list/ExportButton';
import { hasPopoverFilters, ListFilters, ToolbarFilters, type FilterOptions } from './list/ListFilters';
import { SavedViewsMenu } from './list/SavedViewsMenu';
import { UnsavedChangesScope } from './record/UnsavedChangesScope.tsx';
import type { ListView } from './list/useListView';

export interface ListPanelProps<Row, F extends string> {
  /** The list's spec, state and page (`useListView`). */
  view: ListView<Row, F>;
  getRowId(row: Row): string;
  /** The page a row opens (a list whose rows have no page leaves it out). */
  rowLink?(row: Row): string;
  /** Buttons at the end of a row while it is hovered or focused (Remove …). */
  rowActions?(row: Row): ReactNode;
  /** Navigation state for the row's page, e.g. this list's address for its back link. */
  rowLinkState?: unknown;
  /**
   * Cells the page shows itself (a link, a chip…); the others show the spec's formatted value. Each draws
   * from its row alone; a constant outside the page's component spares the rows drawing again whenever the
   * page does.
   */
  render?: CellRenderers<Row>;
  /** Choices of the spec's lookup filters (groups, roles, stores), loaded by the page. */
  filterOptions?: FilterOptions<F>;
  /** Create button, bulk actions… */
  actions?: ReactNode;
  /** Between the toolbar and the table: hints, the outcome of a bulk action. */
  notices?: ReactNode;
  /** Above the list, e.g. a PageHeader. */
  header?: ReactNode;
  /** Checkboxes on the rows; without it rows cannot be selected. */
  selection?: { selectedIds: string[]; onSelectionChange(ids: string[]): void };
  /** Shown when the page cannot be loaded (default: the spec's label could not be loaded). */
  loadErrorText?: string;
}

/**
 * A list screen from its spec: toolbar (search with its Search On choice, filters, the page's actions,
 * Export CSV, saved Views, Columns, pager), notices, the load error, and the sortable table whose rows open
 * their page, with the spec's empty text and 'Reset filter(s)'. Everything but the selection lives in the
 * URL (`useListView`), so a list survives reloads, travels as a link and comes back with the back button.
 */
export function ListPanel<Row, F extends string>({
  view,
  getRowId,
  rowLink,
  rowActions,
  rowLinkState,
  render,
  filterOptions,
  actions,
  notices,
  header,
  selection,
  loadErrorText,
}: ListPanelProps<Row, F>) {
  const { spec, list, query, apiParams, permissions } = view;
  const navigate = useNavigate();
  const search = spec.search
    ? {
        searchPlaceholder: spec.search.placeholder,
        searchHelperText: spec.search.helperText,
        searchInput: list.searchInput,
        onSearchChange: list.setSearch,
      }
    : {};
  const tooShort = searchTooShortText(spec, list.searchOn, list.searchInput);
  const shownColumns = visibleColumns(spec, list.columns).map((column) => column.field);
  // The same columns while the spec, the choice and the page's renderers are the same: the table's rows
  // then draw again only when their row does (a page keeps its renderers in a constant where it can).
  const columns = useMemo(() => tableColumns(spec, list.columns, render), [spec, list.columns, render]);

  // The scope makes leaving ask while a dialog of the list (Save view, the page's own) holds typed input.
  return (
    <UnsavedChangesScope>
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        {header}
        <Paper sx={{ px: 2, pb: 1 }}>
          <ListToolbar
            {...search}
            searchOn={
              spec.search?.on && (
                <TextField
                  select
                  size="small"
                  label="Search On"
                  value={list.searchOn}
                  onChange={(event) => list.setSearchOn(event.target.value)}
                  sx={{ width: 160, flex: '0 0 auto' }}
                >
                  {spec.search.on.map((option) => (
                    <MenuItem key={option.field} value={option.field}>
                      {option.label}
                    </MenuItem>
                  ))}
                </TextField>
              )
            }
            filterContent={
              hasPopoverFilters(spec, permissions) && (
                <ListFilters spec={spec} list={list} permissions={permissions} options={filterOptions} />
              )
            }
            activeFilterCount={list.activeFilterCount}
            onClearFilters={list.clearFilters}
            actions={
              <>
                <ToolbarFilters spec={spec} list={list} permissions={permissions} />
                {actions}
                <ExportButton
                  apiPath={spec.api}
                  apiParams={apiParams}
                  columns={list.columns && shownColumns}
                />
                <SavedViewsMenu listId={spec.id} />
                <ColumnsMenu spec={spec} chosen={list.columns} onChange={list.setColumns} />
              </>
            }
            pager={
              <Pager
                meta={query.data?.Meta}
                onPageChange={list.setPage}
                onPageSizeChange={list.setPageSize}
              />
            }
          />
          {tooShort && (
            <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
              {tooShort}
            </Typography>
          )}
          {notices}
          {query.isError && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {loadErrorText ?? `The ${spec.label.toLowerCase()} could not be loaded. Please try again.`}
            </Alert>
          )}
          <DataTable
            aria-label={spec.label}
            columns={columns}
            rows={query.data?.Items}
            getRowId={getRowId}
            loading={query.isPending}
            sortBy={list.sortBy}
            onSortChange={list.toggleSort}
            onRowClick={rowLink && ((row: Row) => void navigate(rowLink(row), { state: rowLinkState }))}
            rowActions={rowActions}
            emptyText={
              spec.emptyText === undefined ? undefined : (
                <EmptyState
                  text={spec.emptyText}
                  filtered={list.hasActiveFilters}
                  onResetFilters={list.resetFilters}
                />
              )
            }
            {...(selection ? { selectable: true as const, ...selection } : { selectable: false as const })}
          />
        </Paper>
      </Box>
    </UnsavedChangesScope>
  );
}
