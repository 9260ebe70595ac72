import { lazyPrefetch, page } from '../../lib/routes.ts';

const prefetch = lazyPrefetch(() => import('./prefetch.ts'));

export const customerRoutes = [
  page('customers', () => import('./pages/CustomersPage.tsx').then((m) => m.CustomersPage), prefetch('list')),
  page(
    'customers/:id',
    () => import('./pages/CustomerDetailPage.tsx').then((m) => m.CustomerDetailPage),
    prefetch('record'),
  ),
];
