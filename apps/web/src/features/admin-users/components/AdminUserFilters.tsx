import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ListState } from '../../../lib/useListState.ts';
import { useRoleOptions, useStoreOptions, type AdminUserFilter } from '../api.ts';

interface Option {
  value: string;
  label: string;
}

/** A select over the options, keeping a value from the URL that is not among them (an old link). */
function FilterSelect(props: {
  label: string;
  value: string;
  options: Option[];
  onChange(value: string): void;
}) {
  const { label, value, options, onChange } = props;
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <TextField select label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <MenuItem value="">All</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
      {!known && <MenuItem value={value}>{value}</MenuItem>}
    </TextField>
  );
}

/** The filter popover of the internal-user list: status, store, role, created before a date. */
export function AdminUserFilters({ list }: { list: ListState<AdminUserFilter> }) {
  const stores = useStoreOptions().data ?? [];
  const roles = useRoleOptions().data ?? [];
  const { filters, setFilters } = list;

  return (
    <Stack spacing={2}>
      <FilterSelect
        label="Status"
        value={filters.status}
        onChange={(status) => setFilters({ status })}
        options={[
          { value: 'active', label: 'Active' },
          { value: 'inactive', label: 'Inactive' },
        ]}
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
        label="Created Before"
        value={filters.created}
        onChange={(event) => setFilters({ created: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button
        onClick={() => setFilters({ status: '', store: '', role: '', created: '' })}
        disabled={list.activeFilterCount === 0}
        sx={{ alignSelf: 'flex-end' }}
      >
        Clear Filters
      </Button>
    </Stack>
  );
}
