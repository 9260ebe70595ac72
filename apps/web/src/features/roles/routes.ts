import { lazyPrefetch, page } from '../../lib/routes.ts';

const prefetch = lazyPrefetch(() => import('./prefetch.ts'));

export const roleRoutes = [
  page('admin/roles', () => import('./pages/RolesPage.tsx').then((m) => m.RolesPage), prefetch('list')),
  page('admin/roles/create', () => import('./pages/RoleCreatePage.tsx').then((m) => m.RoleCreatePage)),
  page(
    'admin/roles/:id',
    () => import('./pages/RoleDetailPage.tsx').then((m) => m.RoleDetailPage),
    prefetch('record'),
  ),
];
