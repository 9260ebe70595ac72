import { ADMIN_USER_TEXTS, type AdminUserListItem } from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { useListState } from '../../../lib/useListState.ts';
import { ActiveChip } from '../../../ui/ActiveChip.tsx';
import type { DataTableColumn } from '../../../ui/DataTableColumn.ts';
import { EmailLink } from '../../../ui/EmailLink.tsx';
import { ListPanel } from '../../../ui/ListPanel.tsx';
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

  return (
    <ListPanel
      aria-label="Internal users"
      list={list}
      query={users}
      columns={COLUMNS}
      getRowId={(user) => user.ID}
      rowLink={(user) => `/admin/users/${encodeURIComponent(user.ID)}`}
      loadErrorText="The internal users could not be loaded. Please try again."
      emptyText={ADMIN_USER_TEXTS.emptyList}
      searchPlaceholder={ADMIN_USER_TEXTS.searchPlaceholder}
      filters={<AdminUserFilters list={list} />}
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
      selection={canBulk ? { selectedIds, onSelectionChange: setSelectedIds } : undefined}
    />
  );
}
