// What the destination routes fetch at navigation; loaded with the route, not with the shell (lib/routes.ts).
import { destinationListSpec, routeCodeListSpec } from '@commerce/domain';
import { listPrefetch, recordPrefetch } from '../../lib/routes.ts';
import { destinationResource, routeCodeResource } from '../../resources/destinations.ts';

export const destinations = listPrefetch(destinationListSpec, destinationResource);
export const destination = recordPrefetch(destinationResource);
export const routeCodes = listPrefetch(routeCodeListSpec, routeCodeResource);
export const routeCode = recordPrefetch(routeCodeResource);
