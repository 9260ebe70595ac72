import {
  customerAddressesRoute,
  customerBulkRoute,
  customerCreditCardsRoute,
  customerGroupsRoute,
  customerOrdersRoute,
  customerPasswordResetRoute,
  type CustomerAction,
  type CustomerDetail,
} from '@commerce/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, type CallInput } from '../../lib/api.ts';
import { useRecordChange, type RecordChangeRoute } from '../../lib/resource-hooks.ts';
import { recordQuery, resourceQuery } from '../../lib/route-query.ts';
import { customerResource } from '../../resources/customers.ts';
import { editFailure } from './edit-errors.ts';

// Groups change rarely; a minute's staleness keeps the filter and the editor from refetching them.
export const useCustomerGroups = (enabled: boolean) =>
  useQuery({
    ...resourceQuery(customerResource, customerGroupsRoute),
    select: (data) => data.Items,
    staleTime: 60_000,
    enabled,
  });

export const useRecentOrders = (id: string) =>
  useQuery({
    ...recordQuery(customerResource, id, customerOrdersRoute, { params: { id } }),
    select: (data) => data.Items,
  });

/** What the customer keeps for the storefront, 8 to a page: the address book and the saved cards. */
export const customerAddressesQuery = (id: string, page: number) =>
  recordQuery(customerResource, id, customerAddressesRoute, {
    params: { id },
    query: { page: String(page) },
  });
export const customerCardsQuery = (id: string, page: number) =>
  recordQuery(customerResource, id, customerCreditCardsRoute, {
    params: { id },
    query: { page: String(page) },
  });

/** Activate, deactivate or delete some customers (the list's bulk actions). */
export const sendCustomerBulk = (action: CustomerAction, ids: string[]) =>
  call(customerBulkRoute, { body: { Action: action, IDs: ids } });

export function useSendPasswordReset(id: string) {
  return useMutation({ mutationFn: () => call(customerPasswordResetRoute, { params: { id } }) });
}

/**
 * Runs one edit of the customer through its route's contract (a section of customerApi, the record's own
 * change, a note's add or delete; every edit answers the whole record, cached at once); a failure becomes
 * an Error whose message the dialog or section shows (the spec's message of that edit, spec 1 §8).
 */
export function useCustomerEdit(id: string) {
  const change = useRecordChange(customerResource, id);
  return <Route extends RecordChangeRoute<CustomerDetail>>(
    route: Route,
    input: CallInput<Route>,
    specMessage: string,
  ) =>
    change.save(route, input).catch((error: unknown) => {
      throw editFailure(error, specMessage);
    });
}
