import { ADMIN_USER_TEXTS, type AdminUserListItem } from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { useListState } from '../../../lib/useListState.ts';
import { ActiveChip } from '../../../ui/ActiveChip.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import type { DataTableColumn } from '../../../ui/DataTableColumn.ts';
import { EmailLink } from '../../../ui/EmailLink.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ListToolbar } from '../../../ui/ListToolbar.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { ADMIN_USER_FILTERS, adminUserListQuery, useAdminUsers } from '../api.ts';
import { AdminUserBulkActions } from '../components/AdminUserBulkActions.tsx';
import { AdminUserFilters } from '../components/AdminUserFilters.tsx';
import { StoreName } from '../components/StoreName.tsx';

const COLUMNS: DataTableColumn<AdminUserListItem>[] = [
  { field: 'ID', header: 'User ID', sortable: true },
  { field: 'FirstName', header: 'First Name', sortable: true },
  { field: 'LastName', header: 'Last Name', sortable: true },
  {
    field: 'Email',
    header: 'Email Address',
    sortable: true,
    render: (user) => <EmailLink email={user.Email} />,
  },
  {
    field: 'StoreName',
    header: 'Store',
    sortable: true,
    render: (user) => <StoreName name={user.StoreName} />,
  },
  {
    field: 'Active',
    header: 'Status',
    sortable: true,
    render: (user) => <ActiveChip active={user.Active} />,
  },
];

/** /admin/users: every internal user, searchable, filterable and sortable, with bulk actions. */
export function AdminUsersPage() {
  const list = useListState({ defaultSortBy: 'ID', filterKeys: ADMIN_USER_FILTERS });
  const users = useAdminUsers(adminUserListQuery(list.apiParams, list.filters));
  const canCreate = useCan('internal-admin');
  const canBulk = useCan('internal-bulk');
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const navigate = useNavigate();

  const selection = canBulk
    ? { selectable: true as const, selectedIds, onSelectionChange: setSelectedIds }
    : { selectable: false as const };

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Paper sx={{ px: 2, pb: 1 }}>
        <ListToolbar
          searchPlaceholder={ADMIN_USER_TEXTS.searchPlaceholder}
          searchInput={list.searchInput}
          onSearchChange={list.setSearch}
          filterContent={<AdminUserFilters list={list} />}
          activeFilterCount={list.activeFilterCount}
          onClearFilters={list.clearFilters}
          actions={
            <>
              {canCreate && (
                <Button
                  component={RouterLink}
                  to="/admin/users/create"
                  variant="contained"
                  startIcon={<AddIcon />}
                >
                  New User
                </Button>
              )}
              {canBulk && (
                <AdminUserBulkActions selectedIds={selectedIds} onClearSelection={() => setSelectedIds([])} />
              )}
            </>
          }
          pager={
            <Pager meta={users.data?.Meta} onPageChange={list.setPage} onPageSizeChange={list.setPageSize} />
          }
        />
        {users.isError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            The internal users could not be loaded. Please try again.
          </Alert>
        )}
        <DataTable
          aria-label="Internal users"
          columns={COLUMNS}
          rows={users.data?.Items}
          getRowId={(user) => user.ID}
          loading={users.isPending}
          sortBy={list.sortBy}
          onSortChange={list.toggleSort}
          onRowClick={(user) => navigate(`/admin/users/${encodeURIComponent(user.ID)}`)}
          emptyText={
            <EmptyState
              text={ADMIN_USER_TEXTS.emptyList}
              filtered={list.hasActiveFilters}
              onResetFilters={list.resetFilters}
            />
          }
          {...selection}
        />
      </Paper>
    </Box>
  );
}
