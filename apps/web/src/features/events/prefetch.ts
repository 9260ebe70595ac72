// What the event routes fetch at navigation; loaded with the route, not with the shell (lib/routes.ts).
import { eventListSpec } from '@commerce/domain';
import { listPrefetch, type Prefetch } from '../../lib/routes.ts';
import { eventDetailOptions, eventResource } from '../../resources/events.ts';

export const list = listPrefetch(eventListSpec, eventResource);
/** The page's own lookup (with its retry of a missing event), so the prefetch counts as its first try. */
export const event: Prefetch = ({ params }) =>
  params.code ? (eventDetailOptions(params.code) as never) : null;
