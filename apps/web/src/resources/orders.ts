import { orderApi } from '@commerce/domain';
import type { OrderStoreOption, TakenOrderRow } from '@commerce/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { defineResource } from '../lib/resource.ts';

/** Orders: the search lists shipments (one row each), a record is an order with its shipments. */
export const orderResource = defineResource(orderApi, {
  name: 'orders',
  versionOf: (detail) => detail.Version,
  idOf: (detail) => detail.Order.ID,
});

/** The latest orders the signed-in user took (the profile's Recent Customer Orders). */
export const takenOrdersOptions = () =>
  queryOptions({
    queryKey: orderResource.keys.extra('taken-by-me'),
    queryFn: ({ signal }) => api<{ Items: TakenOrderRow[] }>('/me/orders', { signal }),
    select: (data) => data.Items,
  });

/** The store filter's choices; stores change rarely, so a minute's staleness saves refetching them. */
export const orderStoresOptions = () =>
  queryOptions({
    queryKey: orderResource.keys.extra('stores'),
    queryFn: ({ signal }) => api<{ Items: OrderStoreOption[] }>('/order-stores', { signal }),
    select: (data) => data.Items,
    staleTime: 60_000,
  });
