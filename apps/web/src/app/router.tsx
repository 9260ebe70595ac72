import { createBrowserRouter, Navigate } from 'react-router';
import { adminToolsRoutes } from '../features/admin-tools/routes.ts';
import { adminUserRoutes } from '../features/admin-users/routes.ts';
import { buildOrderRoutes } from '../features/build-order/routes.ts';
import { bulkRoutes } from '../features/bulk/routes.ts';
import { categoryRoutes } from '../features/categories/routes.ts';
import { contentRoutes } from '../features/content/routes.ts';
import { customerRoutes } from '../features/customers/routes.ts';
import { dcfRoutes } from '../features/dcf/routes.ts';
import { deliveryRoutes } from '../features/delivery/routes.ts';
import { destinationRoutes } from '../features/destinations/routes.ts';
import { giftCardRoutes } from '../features/giftcards/routes.ts';
import { storeRoutes } from '../features/stores/routes.ts';
import { developerRoutes } from '../features/developer/routes.ts';
import { eventRoutes } from '../features/events/routes.ts';
import { marketingRoutes } from '../features/marketing/routes.ts';
import { orderRoutes } from '../features/orders/routes.ts';
import { productRoutes } from '../features/products/routes.ts';
import { profileRoutes } from '../features/profile/routes.ts';
import { roleRoutes } from '../features/roles/routes.ts';
import { trainingUserRoutes } from '../features/training-users/routes.ts';
import { NotFoundPage } from '../ui/NotFoundPage.tsx';
import { PageLoading } from '../ui/PageLoading.tsx';
import { RouteErrorPage } from '../ui/RouteErrorPage.tsx';
import { AppShell } from './shell/AppShell.tsx';

/**
 * Every route of the spec's access table: each area declares its own (features/<area>/routes.ts) and is one
 * line here. The shell's guard checks access by path before any page renders.
 */

export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    // On the first load react-router renders this instead of the whole tree until the opened page's code is
    // in (its loader only starts a prefetch and waits for nothing, lib/routes.ts): a progress bar rather than a
    // blank window. Without one it renders nothing and warns on the console at every load.
    HydrateFallback: PageLoading,
    children: [
      { index: true, element: <Navigate to="/profile" replace /> },
      ...profileRoutes,
      ...developerRoutes,
      ...adminToolsRoutes,
      ...adminUserRoutes,
      ...roleRoutes,
      ...orderRoutes,
      ...productRoutes,
      ...bulkRoutes,
      ...customerRoutes,
      ...categoryRoutes,
      ...dcfRoutes,
      ...contentRoutes,
      ...deliveryRoutes,
      ...destinationRoutes,
      ...giftCardRoutes,
      ...eventRoutes,
      ...trainingUserRoutes,
      ...marketingRoutes,
      ...storeRoutes,
      ...buildOrderRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
