import { roleListSpec } from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { roleResource } from '../../../resources/roles.ts';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { useListView } from '../../../ui/list/useListView.ts';

/** /admin/roles: the user roles, searchable and sortable. */
export function RolesPage() {
  const view = useListView(roleListSpec, roleResource);
  const canCreate = useCan('internal-admin');
  return (
    <ListPanel
      view={view}
      getRowId={(role) => role.ID}
      rowLink={(role) => `/admin/roles/${encodeURIComponent(role.ID)}`}
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
