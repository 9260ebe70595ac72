import { CUSTOMER_EMPTY_TEXTS, formatMoney, ORDER_TEXTS, type CustomerOrderRow } from '@commerce/domain';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useRecentOrders } from '../api.ts';
import { orderDateColumn, orderIdColumn } from '../../../ui/orderColumns.tsx';
import { PanelTable, type PanelColumn } from '../../../ui/PanelTable.tsx';

const amount = (
  header: string,
  value: (order: CustomerOrderRow) => number,
): PanelColumn<CustomerOrderRow> => ({
  header,
  cell: (order) => formatMoney(value(order)),
  align: 'right',
});

const COLUMNS: PanelColumn<CustomerOrderRow>[] = [
  orderIdColumn(),
  orderDateColumn((order) => order.DateSubmitted ?? order.DateCreated),
  amount('Subtotal', (order) => order.Subtotal),
  amount('Shipping', (order) => order.ShippingCost),
  amount('Tax', (order) => order.TaxCost),
  amount('Total', (order) => order.Total),
];

/** The customer's ten latest orders with 'View All' to the order search (order-reader only). */
export function RecentOrdersPanel({ customerId }: { customerId: string }) {
  const orders = useRecentOrders(customerId);
  return (
    <SectionCard
      title="Recent Orders"
      action={
        <Link component={RouterLink} to={`/orders?user=${encodeURIComponent(customerId)}`}>
          View All
        </Link>
      }
    >
      <PanelTable
        aria-label="Recent orders"
        rows={orders.data}
        isPending={orders.isPending}
        isError={orders.isError}
        errorText={ORDER_TEXTS.ordersLoadFailed}
        emptyText={CUSTOMER_EMPTY_TEXTS.orders}
        columns={COLUMNS}
      />
    </SectionCard>
  );
}
