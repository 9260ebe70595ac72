import { roleListSpec } from '@commerce/domain';
import { listPrefetch, page, recordPrefetch } from '../../lib/routes.ts';
import { roleResource } from '../../resources/roles.ts';

export const roleRoutes = [
  page(
    'admin/roles',
    () => import('./pages/RolesPage.tsx').then((m) => m.RolesPage),
    listPrefetch(roleListSpec, roleResource),
  ),
  page('admin/roles/create', () => import('./pages/RoleCreatePage.tsx').then((m) => m.RoleCreatePage)),
  page(
    'admin/roles/:id',
    () => import('./pages/RoleDetailPage.tsx').then((m) => m.RoleDetailPage),
    recordPrefetch(roleResource),
  ),
];
