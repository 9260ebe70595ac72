import { lazyPrefetch, page } from '../../lib/routes.ts';

const prefetch = lazyPrefetch(() => import('./prefetch.ts'));

export const productRoutes = [
  page('products', () => import('./pages/ProductsPage.tsx').then((m) => m.ProductsPage), prefetch('list')),
  page(
    'products/:code/:view?/:id?',
    () => import('./pages/ProductPage.tsx').then((m) => m.ProductPage),
    prefetch('record'),
  ),
];
