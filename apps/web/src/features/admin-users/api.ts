import {
  activeFilterValue,
  type AdminUserBulk,
  type AdminUserBulkResult,
  type AdminUserCreate,
  type AdminUserDetail,
  type AdminUserListItem,
  type AdminUserPatch,
  type RoleOption,
  type StoreOption,
} from '@commerce/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isStaleVersion } from '../../lib/api.ts';
import { useListQuery } from '../../lib/useListQuery.ts';

const KEY = 'admin-users';

/** The list screen's filters as they sit in the URL (spec 1 §2). */
export const ADMIN_USER_FILTERS = ['status', 'store', 'role', 'created'] as const;
export type AdminUserFilter = (typeof ADMIN_USER_FILTERS)[number];

/**
 * The URL's list state as the API's list query: status → Active, store → xp.StoreAddressID, role → Role,
 * created (a date) → DateCreated=<date, i.e. created before that day.
 */
export function adminUserListQuery(
  params: Record<string, string>,
  filters: Record<AdminUserFilter, string>,
): Record<string, string> {
  const { status, store, role, created, ...rest } = { ...params, ...filters };
  const query: Record<string, string> = { ...rest };
  const active = activeFilterValue(status);
  if (active) query.Active = active;
  if (store) query['xp.StoreAddressID'] = store;
  if (role) query.Role = role;
  if (created) query.DateCreated = `<${created}`;
  return query;
}

export const useAdminUsers = (query: Record<string, string>) =>
  useListQuery<AdminUserListItem>([KEY, 'list'], '/admin-users', query);

export const useAdminUser = (id: string) =>
  useQuery({
    queryKey: [KEY, 'detail', id],
    queryFn: ({ signal }) => api<AdminUserDetail>(`/admin-users/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });

// Roles and stores change rarely; a minute's staleness keeps the list and the form from refetching them.
const OPTIONS_STALE_MS = 60_000;

export const useRoleOptions = () =>
  useQuery({
    queryKey: [KEY, 'role-options'],
    queryFn: ({ signal }) => api<{ Items: RoleOption[] }>('/admin-users/role-options', { signal }),
    select: (data) => data.Items,
    staleTime: OPTIONS_STALE_MS,
  });

export const useStoreOptions = () =>
  useQuery({
    queryKey: [KEY, 'store-options'],
    queryFn: ({ signal }) => api<{ Items: StoreOption[] }>('/admin-users/store-options', { signal }),
    select: (data) => data.Items,
    staleTime: OPTIONS_STALE_MS,
  });

/** After a save: the saved user straight into the cache (no stale flash), the lists refetched. */
function useStoreSavedUser() {
  const queryClient = useQueryClient();
  return (user: AdminUserDetail) => {
    queryClient.setQueryData([KEY, 'detail', user.ID], user);
    return queryClient.invalidateQueries({ queryKey: [KEY, 'list'] });
  };
}

export function useCreateAdminUser() {
  const storeSaved = useStoreSavedUser();
  return useMutation({
    mutationFn: (body: AdminUserCreate) => api<AdminUserDetail>('/admin-users', { method: 'POST', body }),
    onSuccess: storeSaved,
  });
}

export function useUpdateAdminUser(id: string) {
  const storeSaved = useStoreSavedUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ changes, version }: { changes: AdminUserPatch; version: number }) =>
      api<AdminUserDetail>(`/admin-users/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: changes,
        version,
      }),
    onSuccess: storeSaved,
    // Someone else saved first: fetch their version, so that Discard Changes shows it.
    onError: (error) => {
      if (isStaleVersion(error)) void queryClient.invalidateQueries({ queryKey: [KEY, 'detail', id] });
    },
  });
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/admin-users/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    // Dropped rather than refetched: the page showing it is about to leave, and a refetch would 404.
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [KEY, 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: [KEY, 'list'] });
    },
  });
}

export function useBulkAdminUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminUserBulk) =>
      api<AdminUserBulkResult>('/admin-users/bulk', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
