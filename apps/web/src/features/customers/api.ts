import type {
  CustomerAddress,
  CustomerBulkRequest,
  CustomerBulkResult,
  CustomerCreditCard,
  CustomerDetail,
  CustomerGroup,
  CustomerListItem,
  CustomerOrderRow,
  ListPage,
} from '@commerce/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isStaleVersion, type RequestOptions } from '../../lib/api.ts';
import { useListQuery } from '../../lib/useListQuery.ts';
import { editFailure } from './edit-errors.ts';

const KEY = 'customers';
const path = (id: string, rest = '') => `/customers/${encodeURIComponent(id)}${rest}`;

export const useCustomers = (query: Record<string, string>) =>
  useListQuery<CustomerListItem>([KEY, 'list'], '/customers', query);

export const useCustomer = (id: string) =>
  useQuery({
    queryKey: [KEY, 'detail', id],
    queryFn: ({ signal }) => api<CustomerDetail>(path(id), { signal }),
    retry: false,
  });

// Groups change rarely; a minute's staleness keeps the filter and the editor from refetching them.
export const useCustomerGroups = (enabled: boolean) =>
  useQuery({
    queryKey: [KEY, 'groups'],
    queryFn: ({ signal }) => api<{ Items: CustomerGroup[] }>('/customer-groups', { signal }),
    select: (data) => data.Items,
    staleTime: 60_000,
    enabled,
  });

export const useRecentOrders = (id: string) =>
  useQuery({
    queryKey: [KEY, 'detail', id, 'orders'],
    queryFn: ({ signal }) => api<{ Items: CustomerOrderRow[] }>(path(id, '/orders'), { signal }),
    select: (data) => data.Items,
  });

/** What the customer keeps for the storefront, 8 to a page: the address book and the saved cards. */
export interface SavedItems {
  addresses: CustomerAddress;
  'credit-cards': CustomerCreditCard;
}

export const useSavedItems = <K extends keyof SavedItems>(id: string, kind: K, page: number) =>
  useQuery({
    queryKey: [KEY, 'detail', id, kind, page],
    queryFn: ({ signal }) => api<ListPage<SavedItems[K]>>(path(id, `/${kind}`), { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

/** A change to the customer record: the route below /customers/{id}, its method and body. */
export interface CustomerChange {
  route: string;
  method: NonNullable<RequestOptions['method']>;
  body?: unknown;
  /** The version the editor saw (If-Match); left out by changes that overwrite nothing (a new note). */
  version?: number;
}

/**
 * Every edit of the detail page answers the whole record: it goes straight into the cache (no refetch, no
 * flash) and the lists are refetched. A stale version (412) refetches the record so the user sees what
 * someone else saved.
 */
export function useChangeCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ route, method, body, version }: CustomerChange) =>
      api<CustomerDetail>(path(id, route), { method, body, version }),
    onSuccess: (detail) => {
      queryClient.setQueryData([KEY, 'detail', detail.Customer.ID], detail);
      return queryClient.invalidateQueries({ queryKey: [KEY, 'list'] });
    },
    onError: (error) => {
      if (isStaleVersion(error)) void queryClient.invalidateQueries({ queryKey: [KEY, 'detail', id] });
    },
  });
}

export function useSendPasswordReset(id: string) {
  return useMutation({
    mutationFn: () =>
      api<{ Queued: true; MessageID: string; Email: string }>(path(id, '/password-reset'), {
        method: 'POST',
      }),
  });
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(path(id), { method: 'DELETE' }),
    // Dropped rather than refetched: the page showing it is about to leave, and a refetch would 404.
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [KEY, 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: [KEY, 'list'] });
    },
  });
}

export const runBulkRequest = (body: CustomerBulkRequest) =>
  api<CustomerBulkResult>('/customers/bulk', { method: 'POST', body });

/**
 * After a bulk run: activated and deactivated customers are replaced in every cached list page where they
 * appear (the list updates in place); after a delete the lists reload.
 */
export function useApplyBulkResult() {
  const queryClient = useQueryClient();
  return (result: CustomerBulkResult) => {
    const updated = new Map(result.Updated.map((row) => [row.ID, row]));
    queryClient.setQueriesData<ListPage<CustomerListItem>>({ queryKey: [KEY, 'list'] }, (page) =>
      page ? { ...page, Items: page.Items.map((row) => updated.get(row.ID) ?? row) } : page,
    );
    for (const id of [...updated.keys(), ...result.Deleted]) {
      queryClient.removeQueries({ queryKey: [KEY, 'detail', id] });
    }
    if (result.Deleted.length > 0) return queryClient.invalidateQueries({ queryKey: [KEY, 'list'] });
    return Promise.resolve();
  };
}

/** Runs one edit; a failure becomes an Error whose message the dialog or section shows. */
export function useCustomerEdit(id: string) {
  const change = useChangeCustomer(id);
  return (request: CustomerChange, specMessage: string) =>
    change.mutateAsync(request).catch((error: unknown) => {
      throw editFailure(error, specMessage);
    });
}
