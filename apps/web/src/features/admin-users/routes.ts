import { lazyPrefetch, page } from '../../lib/routes.ts';

const prefetch = lazyPrefetch(() => import('./prefetch.ts'));

export const adminUserRoutes = [
  page(
    'admin/users',
    () => import('./pages/AdminUsersPage.tsx').then((m) => m.AdminUsersPage),
    prefetch('list'),
  ),
  page('admin/users/create', () =>
    import('./pages/AdminUserCreatePage.tsx').then((m) => m.AdminUserCreatePage),
  ),
  page(
    'admin/users/:id',
    () => import('./pages/AdminUserDetailPage.tsx').then((m) => m.AdminUserDetailPage),
    prefetch('record'),
  ),
];
