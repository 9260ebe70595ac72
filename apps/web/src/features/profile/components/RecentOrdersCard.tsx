import { formatMoney, ORDER_TEXTS, type TakenOrderRow } from '@commerce/domain';
import { Link, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { useCurrentSession } from '../../../lib/session.tsx';
import { takenOrdersOptions } from '../../../resources/orders.ts';
import { orderDateColumn, orderIdColumn } from '../../../ui/orderColumns.tsx';
import { PanelTable, type PanelColumn } from '../../../ui/PanelTable.tsx';

const COLUMNS: PanelColumn<TakenOrderRow>[] = [
  orderIdColumn(),
  orderDateColumn((order) => order.DateSubmitted),
  {
    header: 'Customer',
    cell: (order) => [order.FromUser.FirstName, order.FromUser.LastName].filter(Boolean).join(' '),
  },
  { header: 'Total', cell: (order) => formatMoney(order.Total), align: 'right' },
];

/**
 * The orders this user took for customers: the 10 latest (C-26), each opening its order, and 'View All' to
 * the order search by taker. Orders are read with order-reader; without it the card has nothing to show.
 */
export function RecentOrdersCard() {
  const { User } = useCurrentSession();
  const canRead = useCan('order-reader');
  const orders = useQuery({ ...takenOrdersOptions(), enabled: canRead });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h6" component="h2">
          {ORDER_TEXTS.recentTitle}
        </Typography>
        {canRead && (
          <Link component={RouterLink} to={`/orders?taker=${encodeURIComponent(User.ID)}`}>
            {ORDER_TEXTS.viewAll}
          </Link>
        )}
      </Stack>
      {canRead ? (
        <PanelTable
          aria-label={ORDER_TEXTS.recentTitle}
          rows={orders.data}
          isPending={orders.isPending}
          isError={orders.isError}
          errorText={ORDER_TEXTS.ordersLoadFailed}
          emptyText={ORDER_TEXTS.recentEmpty}
          columns={COLUMNS}
        />
      ) : (
        <Typography color="text.secondary">{ORDER_TEXTS.recentEmpty}</Typography>
      )}
    </Paper>
  );
}
