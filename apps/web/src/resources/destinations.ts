import { destinationApi, routeCodeApi } from '@commerce/domain';
import { defineResource } from '../lib/resource.ts';

/** Delivery destinations (cemeteries, churches, funeral homes, hospitals). */
export const destinationResource = defineResource(destinationApi, {
  name: 'destinations',
  versionOf: (destination) => destination.Version,
  idOf: (destination) => destination.ID,
});

/** Local delivery route codes by zip and city. */
export const routeCodeResource = defineResource(routeCodeApi, {
  name: 'route-codes',
  versionOf: (routeCode) => routeCode.Version,
  idOf: (routeCode) => routeCode.ID,
});
