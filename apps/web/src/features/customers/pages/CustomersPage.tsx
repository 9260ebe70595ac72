import {
  customerGroupLabel,
  customerListSpec,
  DEFAULT_CUSTOMER_GROUP_ID,
  usableFilterKeys,
  type CustomerAction,
  type CustomerListItem,
} from '@commerce/domain';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { customerResource } from '../../../resources/customers.ts';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { useBulkActions } from '../../../ui/list/useBulkActions.tsx';
import { useListView } from '../../../ui/list/useListView.ts';
import { sendCustomerBulk, useCustomerGroups } from '../api.ts';
import { CustomerBulkActions } from '../components/CustomerBulkActions.tsx';

/** /customers: search with a search-on choice, filters, sorting, paging, bulk actions; all in the URL. */
export function CustomersPage() {
  const view = useListView(customerListSpec, customerResource);
  const canBulk = useCan('customer-bulk');
  const canDelete = useCan('customer-delete');
  const groups = useCustomerGroups(usableFilterKeys(customerListSpec, view.permissions).includes('group'));
  const [selected, setSelected] = useState<CustomerListItem[]>([]);
  const bulk = useBulkActions<CustomerListItem, CustomerAction>({
    resource: customerResource,
    send: sendCustomerBulk,
    getId: (customer) => customer.ID,
  });
  const location = useLocation();

  // The selection keeps the rows (not only their IDs) so the bulk menu can tell who each action applies to,
  // also for rows selected on other pages.
  const selectIds = (ids: string[]) => {
    const known = new Map([...selected, ...(view.query.data?.Items ?? [])].map((row) => [row.ID, row]));
    setSelected(ids.flatMap((id) => known.get(id) ?? []));
  };

  return (
    <ListPanel
      view={view}
      getRowId={(customer) => customer.ID}
      rowLink={(customer) => `/customers/${encodeURIComponent(customer.ID)}`}
      // The detail's back link returns to this very list (search, filters, page).
      rowLinkState={{ list: location.search }}
      filterOptions={{
        group: (groups.data ?? []).map((group) => ({
          value: group.ID,
          label: customerGroupLabel(group, DEFAULT_CUSTOMER_GROUP_ID),
        })),
      }}
      notices={bulk.notice}
      actions={
        canBulk && (
          <CustomerBulkActions
            selected={selected}
            canDelete={canDelete}
            onClearSelection={() => setSelected([])}
            actions={bulk.actions}
          />
        )
      }
      selection={
        canBulk ? { selectedIds: selected.map((row) => row.ID), onSelectionChange: selectIds } : undefined
      }
    />
  );
}
