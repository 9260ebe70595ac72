import {
  resendJobDone,
  type ActivityCard,
  type CatalogueCard,
  type DeliveryCard,
  type IntegrationsCard,
  type IntegrationSystem,
  type OrdersCard,
  type OrdersCardScope,
  type ResendJob,
} from '@commerce/domain';
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

export const dashboardIntegrationsOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'integrations'],
    queryFn: ({ signal }) => api<IntegrationsCard>('/dashboard/integrations', { signal }),
    staleTime: STALE_MS,
  });

/** A resend job, asked again while any of its sends is still on its way. */
export const resendJobOptions = (id: number) =>
  queryOptions({
    queryKey: ['dashboard', 'resend-job', id],
    queryFn: ({ signal }) => api<ResendJob>(`/dashboard/resend-jobs/${id}`, { signal }),
    refetchInterval: (query) => (query.state.data && resendJobDone(query.state.data) ? false : 1000),
  });

export const startResend = (system: IntegrationSystem) =>
  api<ResendJob>(`/dashboard/integrations/${system}/resend-failed`, { method: 'POST' });

export const dashboardCatalogueOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'catalogue'],
    queryFn: ({ signal }) => api<CatalogueCard>('/dashboard/catalogue', { signal }),
    staleTime: STALE_MS,
  });
