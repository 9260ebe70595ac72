import { lazyPrefetch, page } from '../../lib/routes.ts';

const prefetch = lazyPrefetch(() => import('./prefetch.ts'));

export const storeRoutes = [
  page('stores', () => import('./pages/StoresPage.tsx').then((m) => m.StoresPage), prefetch('list')),
  page('stores/create', () => import('./pages/StoreCreatePage.tsx').then((m) => m.StoreCreatePage)),
  page(
    'stores/:id',
    () => import('./pages/StoreDetailPage.tsx').then((m) => m.StoreDetailPage),
    prefetch('record'),
  ),
];
