import { lazyPrefetch, page } from '../../lib/routes.ts';

const prefetch = lazyPrefetch(() => import('./prefetch.ts'));

export const orderRoutes = [
  page('orders', () => import('./pages/OrdersPage.tsx').then((m) => m.OrdersPage), prefetch('list')),
  page(
    'orders/:id',
    () => import('./pages/OrderDetailPage.tsx').then((m) => m.OrderDetailPage),
    prefetch('record'),
  ),
];
