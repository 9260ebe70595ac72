import { createBrowserRouter, Navigate } from 'react-router';
import { AreaPendingPage } from './AreaPendingPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { AppShell } from './shell/AppShell.tsx';

/**
 * Every route of the spec's access table. The shell's guard checks access by path before any page
 * renders; areas whose screens arrive with later issues show AreaPendingPage until then.
 */
const PENDING_AREAS = [
  'home-page',
  'orders/*',
  'build-order',
  'dcf/*',
  'products/*',
  'events/*',
  'categories/*',
  'giftcards',
  'destinations/*',
  'register-trainingusers',
  'stores/*',
  'delivery/*',
  'holidayDeliveryFees/*',
  'marketing/*',
];

export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppShell />,
    children: [
      { index: true, element: <Navigate to="/profile" replace /> },
      {
        path: 'profile',
        lazy: () =>
          import('../features/profile/pages/ProfilePage.tsx').then((m) => ({ Component: m.ProfilePage })),
      },
      {
        path: 'developer',
        lazy: () =>
          import('../features/developer/pages/DeveloperPage.tsx').then((m) => ({
            Component: m.DeveloperPage,
          })),
      },
      {
        path: 'admin',
        lazy: () =>
          import('../features/admin-tools/pages/AdminToolsPage.tsx').then((m) => ({
            Component: m.AdminToolsPage,
          })),
      },
      {
        path: 'admin/users',
        lazy: () =>
          import('../features/admin-users/pages/AdminUsersPage.tsx').then((m) => ({
            Component: m.AdminUsersPage,
          })),
      },
      {
        path: 'admin/users/create',
        lazy: () =>
          import('../features/admin-users/pages/AdminUserCreatePage.tsx').then((m) => ({
            Component: m.AdminUserCreatePage,
          })),
      },
      {
        path: 'admin/users/:id',
        lazy: () =>
          import('../features/admin-users/pages/AdminUserDetailPage.tsx').then((m) => ({
            Component: m.AdminUserDetailPage,
          })),
      },
      {
        path: 'admin/roles',
        lazy: () => import('../features/roles/pages/RolesPage.tsx').then((m) => ({ Component: m.RolesPage })),
      },
      {
        path: 'admin/roles/create',
        lazy: () =>
          import('../features/roles/pages/RoleCreatePage.tsx').then((m) => ({ Component: m.RoleCreatePage })),
      },
      {
        path: 'admin/roles/:id',
        lazy: () =>
          import('../features/roles/pages/RoleDetailPage.tsx').then((m) => ({ Component: m.RoleDetailPage })),
      },
      {
        path: 'bulk-operations',
        lazy: () =>
          import('../features/bulk/pages/BulkOperationsPage.tsx').then((m) => ({
            Component: m.BulkOperationsPage,
          })),
      },
      {
        path: 'bulk-operations/:jobType',
        lazy: () =>
          import('../features/bulk/pages/BulkJobsPage.tsx').then((m) => ({ Component: m.BulkJobsPage })),
      },
      {
        path: 'bulk-operations/:jobType/:jobId',
        lazy: () =>
          import('../features/bulk/pages/BulkJobPage.tsx').then((m) => ({ Component: m.BulkJobPage })),
      },
      {
        path: 'customers',
        lazy: () =>
          import('../features/customers/pages/CustomersPage.tsx').then((m) => ({
            Component: m.CustomersPage,
          })),
      },
      {
        path: 'customers/:id',
        lazy: () =>
          import('../features/customers/pages/CustomerDetailPage.tsx').then((m) => ({
            Component: m.CustomerDetailPage,
          })),
      },
      ...PENDING_AREAS.map((path) => ({ path, element: <AreaPendingPage /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
