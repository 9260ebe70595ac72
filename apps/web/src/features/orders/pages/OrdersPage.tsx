import { orderListSpec, ORDER_TEXTS, type OrderListItem } from '@commerce/domain';
import RefreshIcon from '@mui/icons-material/Refresh';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { orderResource, orderStoresOptions } from '../../../resources/orders.ts';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import type { CellRenderers } from '../../../ui/list/columns.tsx';
import { useListView } from '../../../ui/list/useListView.ts';
import { FileStatus } from '../components/FileStatus.tsx';

const CELLS: CellRenderers<OrderListItem> = {
  NetsuiteStatus: (row) => <FileStatus status={row.NetsuiteStatus} />,
  EagleStatus: (row) => <FileStatus status={row.EagleStatus} />,
};

/**
 * /orders: the shipment search records with search, the 26 statuses, NetSuite and Eagle status, the
 * submit-date range, customer, store, taker, delivery method and destination type, all in the URL
 * (spec 3 §2); a row opens its order. Refresh asks for the page again.
 */
export function OrdersPage() {
  const view = useListView(orderListSpec, orderResource);
  const stores = useQuery(orderStoresOptions());
  const location = useLocation();
  return (
    <ListPanel
      view={view}
      getRowId={(row: OrderListItem) => row.ID}
      rowLink={(row) => `/orders/${encodeURIComponent(row.OrderID)}`}
      // The order's back link returns to this very search (filters, page).
      rowLinkState={{ list: location.search }}
      filterOptions={{
        store: (stores.data ?? []).map((store) => ({
          value: store.Code,
          label: `${store.Code} · ${store.Name}`,
        })),
      }}
      render={CELLS}
      actions={
        <Tooltip title={ORDER_TEXTS.refresh}>
          <IconButton aria-label={ORDER_TEXTS.refresh} onClick={() => void view.query.refetch()}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      }
    />
  );
}
