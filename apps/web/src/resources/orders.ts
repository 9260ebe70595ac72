import { orderApi, orderStoresRoute, takenOrdersRoute } from '@commerce/domain';
import { queryOptions } from '@tanstack/react-query';
import { defineResource } from '../lib/resource.ts';
import { resourceQuery } from '../lib/route-query.ts';

/** Orders: the search lists shipments (one row each), a record is an order with its shipments. */
export const orderResource = defineResource(orderApi, {
  name: 'orders',
  versionOf: (detail) => detail.Version,
  idOf: (detail) => detail.Order.ID,
});

/** The latest orders the signed-in user took (the profile's Recent Customer Orders). */
export const takenOrdersOptions = () =>
  queryOptions({ ...resourceQuery(orderResource, takenOrdersRoute), select: (data) => data.Items });

/** The store filter's choices; stores change rarely, so a minute's staleness saves refetching them. */
export const orderStoresOptions = () =>
  queryOptions({
    ...resourceQuery(orderResource, orderStoresRoute),
    select: (data) => data.Items,
    staleTime: 60_000,
  });
