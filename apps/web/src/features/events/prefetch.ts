// What the event routes fetch at navigation; loaded with the route, not with the shell (lib/routes.ts).
import { eventListSpec } from '@commerce/domain';
import { listPrefetch, recordPrefetch } from '../../lib/routes.ts';
import { eventLookupRetry, eventResource } from '../../resources/events.ts';

export const list = listPrefetch(eventListSpec, eventResource);
/** The page's own lookup (with its retry of a missing event), so the prefetch counts as its first try. */
export const event = recordPrefetch(eventResource, 'code', eventLookupRetry);
