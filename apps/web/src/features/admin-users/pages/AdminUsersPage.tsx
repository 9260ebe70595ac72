import {
  ADMIN_USER_BULK_ACTIONS,
  adminUserListSpec,
  bulkConfirmation,
  type AdminUserBulkAction,
  type AdminUserListItem,
  adminUserBulkRoute,
} from '@commerce/domain';
import { call } from '../../../lib/api.ts';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { adminUserResource } from '../../../resources/admin-users.ts';
import { BulkActionBar } from '../../../ui/BulkActionBar.tsx';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { useBulkActions, type BulkChoice } from '../../../ui/list/useBulkActions.tsx';
import type { CellRenderers } from '../../../ui/list/columns.tsx';
import { useListView } from '../../../ui/list/useListView.ts';
import { useRoleOptions, useStoreOptions } from '../api.ts';
import { StoreName } from '../components/StoreName.tsx';

const BUTTONS: Record<
  AdminUserBulkAction,
  { label: string; icon: ReactNode; done: string; destructive?: boolean }
> = {
  activate: { label: 'Activate', icon: <CheckCircleOutlineIcon />, done: 'activated' },
  deactivate: { label: 'Deactivate', icon: <PersonOffOutlinedIcon />, done: 'deactivated' },
  delete: { label: 'Delete', icon: <DeleteOutlineIcon />, done: 'deleted', destructive: true },
};

const CELLS: CellRenderers<AdminUserListItem> = {
  StoreName: (user) => <StoreName name={user.StoreName} />,
};

/** /admin/users: every internal user, searchable, filterable and sortable, with bulk actions. */
export function AdminUsersPage() {
  const view = useListView(adminUserListSpec, adminUserResource);
  const canCreate = useCan('internal-admin');
  const canBulk = useCan('internal-bulk');
  const stores = useStoreOptions().data ?? [];
  const roles = useRoleOptions().data ?? [];
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const bulk = useBulkActions<AdminUserListItem, AdminUserBulkAction>({
    resource: adminUserResource,
    send: (action, ids) => call(adminUserBulkRoute, { body: { Action: action, IDs: ids } }),
    getId: (user) => user.ID,
  });
  const choices: BulkChoice<AdminUserBulkAction>[] = ADMIN_USER_BULK_ACTIONS.map((action) => ({
    action,
    ...BUTTONS[action],
    ids: selectedIds,
    confirm: bulkConfirmation(action, selectedIds.length),
    words: { one: 'user', many: 'users', done: BUTTONS[action].done },
  }));

  return (
    <ListPanel
      view={view}
      getRowId={(user) => user.ID}
      rowLink={(user) => `/admin/users/${encodeURIComponent(user.ID)}`}
      render={CELLS}
      filterOptions={{
        store: stores.map((store) => ({ value: store.ID, label: store.CompanyName })),
        role: roles.map((role) => ({ value: role.ID, label: role.Name })),
      }}
      notices={bulk.notice}
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
            <BulkActionBar
              selectedCount={selectedIds.length}
              onClearSelection={() => setSelectedIds([])}
              actions={bulk.actions(choices, 'delete')}
            />
          )}
        </>
      }
      selection={canBulk ? { selectedIds, onSelectionChange: setSelectedIds } : undefined}
    />
  );
}
