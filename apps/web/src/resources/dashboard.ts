import type { ActivityCard, DeliveryCard, OrdersCard, OrdersCardScope } from '@commerce/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

/*
 * The dashboard's cards (GET /api/dashboard/{card}): each its own query, so a card that fails or is slow
 * leaves the others alone. Asked again when the page is opened again after a minute.
 */
const STALE_MS = 60_000;

export const dashboardOrdersOptions = (scope?: OrdersCardScope) =>
  queryOptions({
    queryKey: ['dashboard', 'orders', scope ?? 'default'],
    queryFn: ({ signal }) =>
      api<OrdersCard>(scope ? `/dashboard/orders?scope=${scope}` : '/dashboard/orders', { signal }),
    staleTime: STALE_MS,
  });

export const dashboardDeliveryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'delivery'],
    queryFn: ({ signal }) => api<DeliveryCard>('/dashboard/delivery', { signal }),
    staleTime: STALE_MS,
  });

export const dashboardActivityOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'activity'],
    queryFn: ({ signal }) => api<ActivityCard>('/dashboard/activity', { signal }),
    staleTime: STALE_MS,
  });
