import { adminUserListSpec } from '@commerce/domain';
import { listPrefetch, page, recordPrefetch } from '../../lib/routes.ts';
import { adminUserResource } from '../../resources/admin-users.ts';

export const adminUserRoutes = [
  page(
    'admin/users',
    () => import('./pages/AdminUsersPage.tsx').then((m) => m.AdminUsersPage),
    listPrefetch(adminUserListSpec, adminUserResource),
  ),
  page('admin/users/create', () =>
    import('./pages/AdminUserCreatePage.tsx').then((m) => m.AdminUserCreatePage),
  ),
  page(
    'admin/users/:id',
    () => import('./pages/AdminUserDetailPage.tsx').then((m) => m.AdminUserDetailPage),
    recordPrefetch(adminUserResource),
  ),
];
