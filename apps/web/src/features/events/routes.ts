import { lazyPrefetch, page } from '../../lib/routes.ts';

const prefetch = lazyPrefetch(() => import('./prefetch.ts'));

export const eventRoutes = [
  page('events', () => import('./pages/EventsPage.tsx').then((m) => m.EventsPage), prefetch('list')),
  page('events/new', () => import('./pages/EventCreatePage.tsx').then((m) => m.EventCreatePage)),
  page(
    'events/:code',
    () => import('./pages/EventDetailPage.tsx').then((m) => m.EventDetailPage),
    prefetch('event'),
  ),
];
