import { orderListSpec } from '@commerce/domain';
import { listPrefetch, page, recordPrefetch } from '../../lib/routes.ts';
import { orderResource } from '../../resources/orders.ts';

export const orderRoutes = [
  page(
    'orders',
    () => import('./pages/OrdersPage.tsx').then((m) => m.OrdersPage),
    listPrefetch(orderListSpec, orderResource),
  ),
  page(
    'orders/:id',
    () => import('./pages/OrderDetailPage.tsx').then((m) => m.OrderDetailPage),
    recordPrefetch(orderResource),
  ),
];
