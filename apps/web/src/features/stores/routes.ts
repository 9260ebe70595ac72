import { storeListSpec } from '@commerce/domain';
import { listPrefetch, page, recordPrefetch } from '../../lib/routes.ts';
import { storeResource } from '../../resources/stores.ts';

export const storeRoutes = [
  page(
    'stores',
    () => import('./pages/StoresPage.tsx').then((m) => m.StoresPage),
    listPrefetch(storeListSpec, storeResource),
  ),
  page('stores/create', () => import('./pages/StoreCreatePage.tsx').then((m) => m.StoreCreatePage)),
  page(
    'stores/:id',
    () => import('./pages/StoreDetailPage.tsx').then((m) => m.StoreDetailPage),
    recordPrefetch(storeResource),
  ),
];
