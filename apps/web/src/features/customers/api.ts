import type {
  CustomerAddress,
  CustomerCreditCard,
  CustomerGroup,
  CustomerOrderRow,
  ListPage,
} from '@commerce/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useRecordChange, type RecordChange } from '../../lib/resource-hooks.ts';
import { customerResource } from '../../resources/customers.ts';
import { editFailure } from './edit-errors.ts';

// Groups change rarely; a minute's staleness keeps the filter and the editor from refetching them.
export const useCustomerGroups = (enabled: boolean) =>
  useQuery({
    queryKey: customerResource.keys.extra('groups'),
    queryFn: ({ signal }) => api<{ Items: CustomerGroup[] }>('/customer-groups', { signal }),
    select: (data) => data.Items,
    staleTime: 60_000,
    enabled,
  });

export const useRecentOrders = (id: string) =>
  useQuery({
    queryKey: customerResource.keys.part(id, 'orders'),
    queryFn: ({ signal }) =>
      api<{ Items: CustomerOrderRow[] }>(customerResource.url(id, '/orders'), { signal }),
    select: (data) => data.Items,
  });

/** What the customer keeps for the storefront, 8 to a page: the address book and the saved cards. */
export interface SavedItems {
  addresses: CustomerAddress;
  'credit-cards': CustomerCreditCard;
}

export const useSavedItems = <K extends keyof SavedItems>(id: string, kind: K, page: number) =>
  useQuery({
    queryKey: customerResource.keys.part(id, kind, page),
    queryFn: ({ signal }) =>
      api<ListPage<SavedItems[K]>>(customerResource.url(id, `/${kind}`), { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export function useSendPasswordReset(id: string) {
  return useMutation({
    mutationFn: () =>
      api<{ Queued: true; MessageID: string; Email: string }>(customerResource.url(id, '/password-reset'), {
        method: 'POST',
      }),
  });
}

/**
 * Runs one edit of the customer (every edit answers the whole record, cached at once); a failure becomes
 * an Error whose message the dialog or section shows (the spec's message of that edit, spec 1 §8).
 */
export function useCustomerEdit(id: string) {
  const change = useRecordChange(customerResource, id);
  return (request: RecordChange, specMessage: string) =>
    change.mutateAsync(request).catch((error: unknown) => {
      throw editFailure(error, specMessage);
    });
}
