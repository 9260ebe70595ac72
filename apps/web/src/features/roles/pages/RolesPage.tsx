import { ROLE_TEXTS, type Role } from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { useListState } from '../../../lib/useListState.ts';
import type { DataTableColumn } from '../../../ui/DataTableColumn.ts';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { useRoles } from '../api.ts';

const COLUMNS: DataTableColumn<Role>[] = [
  { field: 'ID', header: 'Role ID', sortable: true, width: '25%' },
  { field: 'Name', header: 'Name', sortable: true, width: '25%' },
  { field: 'Description', header: 'Description', sortable: true },
];

/** /admin/roles: the user roles, searchable and sortable. */
export function RolesPage() {
  const list = useListState({ defaultSortBy: 'ID' });
  const roles = useRoles(list.apiParams);
  const canCreate = useCan('internal-admin');

  return (
    <ListPanel
      aria-label="User roles"
      list={list}
      query={roles}
      columns={COLUMNS}
      getRowId={(role) => role.ID}
      rowLink={(role) => `/admin/roles/${encodeURIComponent(role.ID)}`}
      loadErrorText="The user roles could not be loaded. Please try again."
      emptyText="No user roles found"
      searchPlaceholder={ROLE_TEXTS.searchPlaceholder}
      actions={
        canCreate && (
          <Button component={RouterLink} to="/admin/roles/create" variant="contained" startIcon={<AddIcon />}>
            New Role
          </Button>
        )
      }
    />
  );
}
