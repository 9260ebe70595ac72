import type { RoleOption, StoreOption } from '@commerce/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { adminUserResource } from '../../resources/admin-users.ts';

// Roles and stores change rarely; a minute's staleness keeps the list and the form from refetching them.
const OPTIONS_STALE_MS = 60_000;

/** Every role a user can be given (the role picker and the role filter). */
export const useRoleOptions = () =>
  useQuery({
    queryKey: adminUserResource.keys.extra('role-options'),
    queryFn: ({ signal }) => api<{ Items: RoleOption[] }>('/admin-users/role-options', { signal }),
    select: (data) => data.Items,
    staleTime: OPTIONS_STALE_MS,
  });

/** The flagship stores a user can be given (the store picker and the store filter). */
export const useStoreOptions = () =>
  useQuery({
    queryKey: adminUserResource.keys.extra('store-options'),
    queryFn: ({ signal }) => api<{ Items: StoreOption[] }>('/admin-users/store-options', { signal }),
    select: (data) => data.Items,
    staleTime: OPTIONS_STALE_MS,
  });
