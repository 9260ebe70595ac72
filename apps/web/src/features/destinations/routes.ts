import { lazyPrefetch, page } from '../../lib/routes.ts';

const prefetch = lazyPrefetch(() => import('./prefetch.ts'));

export const destinationRoutes = [
  page(
    'destinations',
    () => import('./pages/DestinationsPage.tsx').then((m) => m.DestinationsPage),
    prefetch('destinations'),
  ),
  page('destinations/create', () =>
    import('./pages/DestinationCreatePage.tsx').then((m) => m.DestinationCreatePage),
  ),
  page(
    'destinations/zip',
    () => import('./pages/RouteCodesPage.tsx').then((m) => m.RouteCodesPage),
    prefetch('routeCodes'),
  ),
  page('destinations/zip/create', () =>
    import('./pages/RouteCodeCreatePage.tsx').then((m) => m.RouteCodeCreatePage),
  ),
  page(
    'destinations/zip/:id',
    () => import('./pages/RouteCodeDetailPage.tsx').then((m) => m.RouteCodeDetailPage),
    prefetch('routeCode'),
  ),
  page(
    'destinations/:id',
    () => import('./pages/DestinationDetailPage.tsx').then((m) => m.DestinationDetailPage),
    prefetch('destination'),
  ),
];
