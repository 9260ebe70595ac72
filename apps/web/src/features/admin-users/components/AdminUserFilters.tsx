import TextField from '@mui/material/TextField';
import type { ListState } from '../../../lib/useListState.ts';
import { FilterSelect, STATUS_FILTER_OPTIONS } from '../../../ui/FilterSelect.tsx';
import { useRoleOptions, useStoreOptions, type AdminUserFilter } from '../api.ts';

/** The filter popover of the internal-user list: status, store, role, created before a date. */
export function AdminUserFilters({ list }: { list: ListState<AdminUserFilter> }) {
  const stores = useStoreOptions().data ?? [];
  const roles = useRoleOptions().data ?? [];
  const { filters, setFilters } = list;

  return (
    <>
      <FilterSelect
        label="Status"
        value={filters.status}
        onChange={(status) => setFilters({ status })}
        options={STATUS_FILTER_OPTIONS}
      />
      <FilterSelect
        label="Store"
        value={filters.store}
        onChange={(store) => setFilters({ store })}
        options={stores.map((store) => ({ value: store.ID, label: store.CompanyName }))}
      />
      <FilterSelect
        label="Role"
        value={filters.role}
        onChange={(role) => setFilters({ role })}
        options={roles.map((role) => ({ value: role.ID, label: role.Name }))}
      />
      <TextField
        type="date"
        size="small"
        label="Created Before"
        value={filters.created}
        onChange={(event) => setFilters({ created: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
