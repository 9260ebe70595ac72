import { customerListSpec } from '@commerce/domain';
import { listPrefetch, page, recordPrefetch } from '../../lib/routes.ts';
import { customerResource } from '../../resources/customers.ts';

export const customerRoutes = [
  page(
    'customers',
    () => import('./pages/CustomersPage.tsx').then((m) => m.CustomersPage),
    listPrefetch(customerListSpec, customerResource),
  ),
  page(
    'customers/:id',
    () => import('./pages/CustomerDetailPage.tsx').then((m) => m.CustomerDetailPage),
    recordPrefetch(customerResource),
  ),
];
