import { customerGroupLabel, DEFAULT_CUSTOMER_GROUP_ID, NEVER } from '@commerce/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCurrentSession } from '../../../lib/session.tsx';
import type { ListState } from '../../../lib/useListState.ts';
import { FilterSelect, STATUS_FILTER_OPTIONS } from '../../../ui/FilterSelect.tsx';
import { useCustomerGroups } from '../api.ts';
import { allowedFilterKeys, dateChoiceOf, dateChoiceValue, type DateChoice } from '../filters.ts';
import type { CustomerFilterKey } from '@commerce/domain';

/** 'All', 'Never …' or 'On or before' a date; the URL changes once the choice is complete. */
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
      <FilterSelect
        label={label}
        value={shown.mode}
        onChange={(mode) => change({ ...shown, mode: mode as DateChoice['mode'] })}
        options={[
          { value: 'never', label: neverLabel },
          { value: 'before', label: 'On or before' },
        ]}
        sx={{ flex: 1 }}
      />
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

  return (
    <>
      <FilterSelect
        label="Status"
        value={filters.status}
        onChange={(status) => setFilters({ status })}
        options={STATUS_FILTER_OPTIONS}
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
    </>
  );
}
