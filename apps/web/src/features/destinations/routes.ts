import { destinationListSpec, routeCodeListSpec } from '@commerce/domain';
import { listPrefetch, page, recordPrefetch } from '../../lib/routes.ts';
import { destinationResource, routeCodeResource } from '../../resources/destinations.ts';

export const destinationRoutes = [
  page(
    'destinations',
    () => import('./pages/DestinationsPage.tsx').then((m) => m.DestinationsPage),
    listPrefetch(destinationListSpec, destinationResource),
  ),
  page('destinations/create', () =>
    import('./pages/DestinationCreatePage.tsx').then((m) => m.DestinationCreatePage),
  ),
  page(
    'destinations/zip',
    () => import('./pages/RouteCodesPage.tsx').then((m) => m.RouteCodesPage),
    listPrefetch(routeCodeListSpec, routeCodeResource),
  ),
  page('destinations/zip/create', () =>
    import('./pages/RouteCodeCreatePage.tsx').then((m) => m.RouteCodeCreatePage),
  ),
  page(
    'destinations/zip/:id',
    () => import('./pages/RouteCodeDetailPage.tsx').then((m) => m.RouteCodeDetailPage),
    recordPrefetch(routeCodeResource),
  ),
  page(
    'destinations/:id',
    () => import('./pages/DestinationDetailPage.tsx').then((m) => m.DestinationDetailPage),
    recordPrefetch(destinationResource),
  ),
];
