import { productListSpec } from '@commerce/domain';
import { listPrefetch, page, recordPrefetch } from '../../lib/routes.ts';
import { productResource } from '../../resources/products.ts';

export const productRoutes = [
  page(
    'products',
    () => import('./pages/ProductsPage.tsx').then((m) => m.ProductsPage),
    listPrefetch(productListSpec, productResource),
  ),
  page(
    'products/:code/:view?/:id?',
    () => import('./pages/ProductPage.tsx').then((m) => m.ProductPage),
    recordPrefetch(productResource, 'code'),
  ),
];
