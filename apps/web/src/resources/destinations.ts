import type { DestinationDetail, RouteCodeDetail } from '@commerce/domain';
import { defineResource } from '../lib/resource.ts';

/** Delivery destinations (cemeteries, churches, funeral homes, hospitals). */
export const destinationResource = defineResource<DestinationDetail>({
  name: 'destinations',
  path: '/destinations',
  versionOf: (destination) => destination.Version,
  idOf: (destination) => destination.ID,
});

/** Local delivery route codes by zip and city. */
export const routeCodeResource = defineResource<RouteCodeDetail>({
  name: 'route-codes',
  path: '/route-codes',
  versionOf: (routeCode) => routeCode.Version,
  idOf: (routeCode) => routeCode.ID,
});
