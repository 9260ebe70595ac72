import { formatStoreDate } from '@commerce/domain';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { PanelColumn } from './PanelTable.tsx';

/*
 * The columns every panel's list of orders starts with (a customer's recent orders, the ones a user took).
 */

/** 'Order ID', opening the order. */
export const orderIdColumn = <T extends { ID: string }>(): PanelColumn<T> => ({
  header: 'Order ID',
  cell: (order) => (
    <Link component={RouterLink} to={`/orders/${encodeURIComponent(order.ID)}`}>
      {order.ID}
    </Link>
  ),
});

/** 'Date', the store's day the order was placed. */
export const orderDateColumn = <T,>(dateOf: (order: T) => string | null | undefined): PanelColumn<T> => ({
  header: 'Date',
  cell: (order) => formatStoreDate(dateOf(order)),
  nowrap: true,
});
