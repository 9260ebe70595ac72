import {
  CUSTOMER_EMPTY_TEXTS,
  CUSTOMER_FILTER_KEYS,
  CUSTOMER_SEARCH_ON,
  DEFAULT_CUSTOMER_SEARCH_ON,
  DEFAULT_CUSTOMER_SORT,
  type CustomerAction,
  type CustomerBulkResult,
  type CustomerListItem,
  type CustomerSearchOn,
  customerSearchTooShortText,
  isCustomerSearchTooShort,
} from '@commerce/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { useCurrentSession } from '../../../lib/session.tsx';
import { useToast } from '../../../lib/toast.ts';
import { useListState } from '../../../lib/useListState.ts';
import { ActiveChip } from '../../../ui/ActiveChip.tsx';
import type { DataTableColumn } from '../../../ui/DataTableColumn.ts';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { useCustomers } from '../api.ts';
import { bulkOutcome } from '../bulk.ts';
import { CustomerBulkActions } from '../components/CustomerBulkActions.tsx';
import { CustomerFilters } from '../components/CustomerFilters.tsx';
import { customerListQuery } from '../filters.ts';
import { shortDate } from '../format.ts';

const SEARCH_ON_LABELS: Record<CustomerSearchOn, string> = {
  ID: 'ID',
  Email: 'Email',
  FirstName: 'First Name',
  LastName: 'Last Name',
};

const COLUMNS: DataTableColumn<CustomerListItem>[] = [
  { field: 'ID', header: 'ID', sortable: true },
  { field: 'FirstName', header: 'First Name', sortable: true },
  { field: 'LastName', header: 'Last Name', sortable: true },
  // Long addresses would push Status out of sight on a laptop screen.
  { field: 'Email', header: 'Email', sortable: true, maxWidth: 240 },
  {
    field: 'xp.LastOrderSubmitted',
    header: 'Last Order',
    sortable: true,
    render: (customer) => shortDate(customer.xp.LastOrderSubmitted),
  },
  {
    field: 'DateCreated',
    header: 'Created',
    sortable: true,
    render: (customer) => shortDate(customer.DateCreated),
  },
  { field: 'Active', header: 'Status', render: (customer) => <ActiveChip active={customer.Active} /> },
];

interface Outcome {
  severity: 'success' | 'warning' | 'error';
  message: string;
  failures: string[];
}

/** /customers: search with a search-on choice, filters, sorting, paging, bulk actions; all in the URL. */
export function CustomersPage() {
  const { Permissions } = useCurrentSession();
  const list = useListState({
    defaultSortBy: DEFAULT_CUSTOMER_SORT,
    defaultSearchOn: DEFAULT_CUSTOMER_SEARCH_ON,
    filterKeys: CUSTOMER_FILTER_KEYS,
  });
  const customers = useCustomers(customerListQuery(list.apiParams, list.filters, Permissions));
  const canBulk = useCan('customer-bulk');
  const canDelete = useCan('customer-delete');
  const [selected, setSelected] = useState<CustomerListItem[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const toast = useToast();
  const location = useLocation();

  // The selection keeps the rows (not only their IDs) so the bulk menu can tell who each action applies to,
  // also for rows selected on other pages.
  const selectIds = (ids: string[]) => {
    const known = new Map([...selected, ...(customers.data?.Items ?? [])].map((row) => [row.ID, row]));
    setSelected(ids.flatMap((id) => known.get(id) ?? []));
  };
  const finished = (action: CustomerAction, result: CustomerBulkResult) => {
    const next = bulkOutcome(action, result);
    toast[next.severity](next.message);
    setOutcome(next.failures.length > 0 ? next : null);
  };

  return (
    <ListPanel
      aria-label="Customers"
      list={list}
      query={customers}
      columns={COLUMNS}
      getRowId={(customer) => customer.ID}
      rowLink={(customer) => `/customers/${encodeURIComponent(customer.ID)}`}
      // The detail's back link returns to this very list (search, filters, page).
      rowLinkState={{ list: location.search }}
      loadErrorText="The customers could not be loaded. Please try again."
      emptyText={CUSTOMER_EMPTY_TEXTS.list}
      searchPlaceholder="Search Customers..."
      searchOn={
        <TextField
          select
          size="small"
          label="Search On"
          value={list.searchOn}
          onChange={(event) => list.setSearchOn(event.target.value)}
          sx={{ width: 160, flex: '0 0 auto' }}
        >
          {CUSTOMER_SEARCH_ON.map((field) => (
            <MenuItem key={field} value={field}>
              {SEARCH_ON_LABELS[field]}
            </MenuItem>
          ))}
        </TextField>
      }
      filters={<CustomerFilters list={list} />}
      actions={
        canBulk && (
          <CustomerBulkActions
            selected={selected}
            canDelete={canDelete}
            onClearSelection={() => setSelected([])}
            onFinished={finished}
          />
        )
      }
      notices={
        <>
          {isCustomerSearchTooShort(list.searchOn, list.searchInput) && (
            <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
              {customerSearchTooShortText(list.searchOn)}
            </Typography>
          )}
          {outcome && (
            <Alert severity={outcome.severity} onClose={() => setOutcome(null)} sx={{ mb: 1 }}>
              {outcome.message}
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {outcome.failures.map((failure) => (
                  <li key={failure}>{failure}</li>
                ))}
              </Box>
            </Alert>
          )}
        </>
      }
      selection={
        canBulk ? { selectedIds: selected.map((row) => row.ID), onSelectionChange: selectIds } : undefined
      }
    />
  );
}
