import { Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { Can } from '../../../lib/permissions.tsx';
import { useCurrentSession } from '../../../lib/session.tsx';

/**
 * The orders this user took for customers. Orders arrive with the orders area; until the order store
 * exists there are none to list, so the panel shows its empty state.
 */
export function RecentOrdersCard() {
  const { User } = useCurrentSession();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h6" component="h2">
          Recent Customer Orders
        </Typography>
        <Can anyOf={['order-reader']}>
          <Link component={RouterLink} to={`/orders?taker=${encodeURIComponent(User.ID)}`}>
            View All
          </Link>
        </Can>
      </Stack>
      <Typography color="text.secondary">No Recent Orders</Typography>
    </Paper>
  );
}
