import { CUSTOMER_FILTER_KEYS, customerGroupLabel, DEFAULT_CUSTOMER_GROUP_ID, NEVER } from '@commerce/domain';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCurrentSession } from '../../../lib/session.tsx';
import type { ListState } from '../../../lib/useListState.ts';
import { useCustomerGroups } from '../api.ts';
import { allowedFilterKeys, dateChoiceOf, dateChoiceValue, type DateChoice } from '../filters.ts';
import type { CustomerFilterKey } from '@commerce/domain';

interface Option {
  value: string;
  label: string;
}

function FilterSelect(props: {
  label: string;
  value: string;
  options: Option[];
  onChange(value: string): void;
}) {
  const { label, value, options, onChange } = props;
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value="">Any</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
      {/* A value from an old link that is not among the options is kept visible, not silently dropped. */}
      {!known && <MenuItem value={value}>{value}</MenuItem>}
    </TextField>
  );
}

/** 'Any', 'Never …' or 'On or before' a date; the URL changes once the choice is complete. */
function DateChoiceFilter(props: {
  label: string;
  neverLabel: string;
  value: string;
  onChange(value: string): void;
}) {
  const { label, neverLabel, value, onChange } = props;
  // 'On or before' without a date yet is not in the URL, so the choice is held here until a date is picked.
  const [choice, setChoice] = useState<DateChoice>(() => dateChoiceOf(value));
  const shown = dateChoiceValue(choice) === value ? choice : dateChoiceOf(value);
  const change = (next: DateChoice) => {
    setChoice(next);
    onChange(dateChoiceValue(next));
  };
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        select
        size="small"
        label={label}
        value={shown.mode}
        onChange={(event) => change({ ...shown, mode: event.target.value as DateChoice['mode'] })}
        sx={{ flex: 1 }}
      >
        <MenuItem value="">Any</MenuItem>
        <MenuItem value="never">{neverLabel}</MenuItem>
        <MenuItem value="before">On or before</MenuItem>
      </TextField>
      {shown.mode === 'before' && (
        <TextField
          type="date"
          size="small"
          label="Date"
          value={shown.date}
          onChange={(event) => change({ mode: 'before', date: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        />
      )}
    </Stack>
  );
}

/**
 * The filter popover of the customer list (spec 2 §2): status, never logged in, last order, sync, charge
 * account, customer group (customer-group), Eagle number, created before (the three date filters need
 * customer-date). Each change applies at once and is kept in the URL.
 */
export function CustomerFilters({ list }: { list: ListState<CustomerFilterKey> }) {
  const { Permissions } = useCurrentSession();
  const allowed = new Set(allowedFilterKeys(Permissions));
  const groups = useCustomerGroups(allowed.has('group')).data ?? [];
  const { filters, setFilters } = list;
  const clear = Object.fromEntries(CUSTOMER_FILTER_KEYS.map((key) => [key, ''])) as Record<
    CustomerFilterKey,
    string
  >;

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
      <FormControlLabel
        control={
          <Checkbox
            checked={filters.login === NEVER}
            onChange={(event) => setFilters({ login: event.target.checked ? NEVER : '' })}
          />
        }
        label="Never logged in"
      />
      {allowed.has('ordered') && (
        <DateChoiceFilter
          label="Last Order"
          neverLabel="Never ordered"
          value={filters.ordered}
          onChange={(ordered) => setFilters({ ordered })}
        />
      )}
      {allowed.has('synced') && (
        <DateChoiceFilter
          label="Last Sync"
          neverLabel="Never synced"
          value={filters.synced}
          onChange={(synced) => setFilters({ synced })}
        />
      )}
      <FilterSelect
        label="Store Charge Account"
        value={filters.charge}
        onChange={(charge) => setFilters({ charge })}
        options={[
          { value: 'Y', label: 'Has a charge account' },
          { value: 'N', label: 'No charge account' },
        ]}
      />
      {allowed.has('group') && (
        <FilterSelect
          label="Customer Group"
          value={filters.group}
          onChange={(group) => setFilters({ group })}
          options={groups.map((group) => ({
            value: group.ID,
            label: customerGroupLabel(group, DEFAULT_CUSTOMER_GROUP_ID),
          }))}
        />
      )}
      <FilterSelect
        label="Eagle Customer Number"
        value={filters.ecn}
        onChange={(ecn) => setFilters({ ecn })}
        options={[
          { value: 'true', label: 'Has one' },
          { value: 'false', label: 'Has none' },
        ]}
      />
      {allowed.has('created') && (
        <TextField
          type="date"
          size="small"
          label="Created Before"
          value={filters.created}
          onChange={(event) => setFilters({ created: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      <Button
        onClick={() => setFilters(clear)}
        disabled={list.activeFilterCount === 0}
        sx={{ alignSelf: 'flex-end' }}
      >
        Clear Filters
      </Button>
    </Stack>
  );
}
