import { CUSTOMER_EMPTY_TEXTS, formatMoney, type CustomerOrderRow } from '@commerce/domain';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useRecentOrders } from '../api.ts';
import { shortDate } from '../format.ts';

const AMOUNTS: { header: string; value(order: CustomerOrderRow): number }[] = [
  { header: 'Subtotal', value: (order) => order.Subtotal },
  { header: 'Shipping', value: (order) => order.ShippingCost },
  { header: 'Tax', value: (order) => order.TaxCost },
  { header: 'Total', value: (order) => order.Total },
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
      {orders.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : orders.isError ? (
        <Typography color="error">The orders could not be loaded.</Typography>
      ) : orders.data.length === 0 ? (
        <Typography color="text.secondary">{CUSTOMER_EMPTY_TEXTS.orders}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Recent orders">
            <TableHead>
              <TableRow>
                <TableCell>Order ID</TableCell>
                <TableCell>Date</TableCell>
                {AMOUNTS.map(({ header }) => (
                  <TableCell key={header} align="right">
                    {header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.data.map((order) => (
                <TableRow key={order.ID}>
                  <TableCell>
                    <Link component={RouterLink} to={`/orders/${encodeURIComponent(order.ID)}`}>
                      {order.ID}
                    </Link>
                  </TableCell>
                  <TableCell>{shortDate(order.DateSubmitted ?? order.DateCreated)}</TableCell>
                  {AMOUNTS.map(({ header, value }) => (
                    <TableCell key={header} align="right">
                      {formatMoney(value(order))}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}
