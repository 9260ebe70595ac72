import {
  dashboardActivityRoute,
  dashboardCatalogueRoute,
  dashboardDeliveryRoute,
  dashboardIntegrationsRoute,
  dashboardOrdersRoute,
  resendFailedRoute,
  resendJobDone,
  resendJobRoute,
  type DashboardCardId,
  type IntegrationSystem,
  type OrdersCardScope,
} from '@commerce/domain';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { routeQuery } from '../lib/route-query.ts';

/*
 * The dashboard's cards (GET /api/dashboard/{card}): each its own query, so a card that fails or is slow
 * leaves the others alone. Asked again when the page is opened again after a minute.
 */
const STALE_MS = 60_000;

export const dashboardOrdersOptions = (scope?: OrdersCardScope) =>
  queryOptions({ ...routeQuery(dashboardOrdersRoute, { query: { scope } }), staleTime: STALE_MS });

export const dashboardDeliveryOptions = () =>
  queryOptions({ ...routeQuery(dashboardDeliveryRoute), staleTime: STALE_MS });

export const dashboardActivityOptions = () =>
  queryOptions({ ...routeQuery(dashboardActivityRoute), staleTime: STALE_MS });

export const dashboardIntegrationsOptions = () =>
  queryOptions({ ...routeQuery(dashboardIntegrationsRoute), staleTime: STALE_MS });

/** A resend job, asked again while any of its sends is still on its way. */
export const resendJobOptions = (id: number) =>
  queryOptions({
    ...routeQuery(resendJobRoute, { params: { id } }),
    refetchInterval: (query) => (query.state.data && resendJobDone(query.state.data) ? false : 1000),
  });

export const startResend = (system: IntegrationSystem) => call(resendFailedRoute, { params: { system } });

export const dashboardCatalogueOptions = () =>
  queryOptions({ ...routeQuery(dashboardCatalogueRoute), staleTime: STALE_MS });

/** Each card's first query, as the card asks it when it first draws (what /dashboard prefetches). */
export const dashboardCardOptions: Record<DashboardCardId, () => { queryKey: readonly unknown[] }> = {
  orders: () => dashboardOrdersOptions(),
  delivery: dashboardDeliveryOptions,
  integrations: dashboardIntegrationsOptions,
  catalogue: dashboardCatalogueOptions,
  activity: dashboardActivityOptions,
};
