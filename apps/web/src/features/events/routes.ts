import { eventListSpec } from '@commerce/domain';
import { listPrefetch, page } from '../../lib/routes.ts';
import { eventDetailOptions, eventResource } from '../../resources/events.ts';

export const eventRoutes = [
  page(
    'events',
    () => import('./pages/EventsPage.tsx').then((m) => m.EventsPage),
    listPrefetch(eventListSpec, eventResource),
  ),
  page('events/new', () => import('./pages/EventCreatePage.tsx').then((m) => m.EventCreatePage)),
  page(
    'events/:code',
    () => import('./pages/EventDetailPage.tsx').then((m) => m.EventDetailPage),
    ({ params }) => (params.code ? (eventDetailOptions(params.code) as never) : null),
  ),
];
