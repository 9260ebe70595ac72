import { ROLE_TEXTS, type Role } from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { useListState } from '../../../lib/useListState.ts';
import { DataTable } from '../../../ui/DataTable.tsx';
import type { DataTableColumn } from '../../../ui/DataTableColumn.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ListToolbar } from '../../../ui/ListToolbar.tsx';
import { Pager } from '../../../ui/Pager.tsx';
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
  const navigate = useNavigate();

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Paper sx={{ px: 2, pb: 1 }}>
        <ListToolbar
          searchPlaceholder={ROLE_TEXTS.searchPlaceholder}
          searchInput={list.searchInput}
          onSearchChange={list.setSearch}
          actions={
            canCreate && (
              <Button
                component={RouterLink}
                to="/admin/roles/create"
                variant="contained"
                startIcon={<AddIcon />}
              >
                New Role
              </Button>
            )
          }
          pager={
            <Pager meta={roles.data?.Meta} onPageChange={list.setPage} onPageSizeChange={list.setPageSize} />
          }
        />
        {roles.isError && (
          <Alert severity="error" sx={{ mb: 1 }}>
            The user roles could not be loaded. Please try again.
          </Alert>
        )}
        <DataTable
          aria-label="User roles"
          columns={COLUMNS}
          rows={roles.data?.Items}
          getRowId={(role) => role.ID}
          loading={roles.isPending}
          sortBy={list.sortBy}
          onSortChange={list.toggleSort}
          onRowClick={(role) => navigate(`/admin/roles/${encodeURIComponent(role.ID)}`)}
          emptyText={
            <EmptyState
              text="No user roles found"
              filtered={list.hasActiveFilters}
              onResetFilters={list.resetFilters}
            />
          }
        />
      </Paper>
    </Box>
  );
}
