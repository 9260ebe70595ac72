import type { Role, RoleCreate, RoleDetail, RoleUpdate } from '@commerce/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isStaleVersion } from '../../lib/api.ts';
import { useListQuery } from '../../lib/useListQuery.ts';

const KEY = 'roles';

export const useRoles = (query: Record<string, string>) => useListQuery<Role>([KEY, 'list'], '/roles', query);

export const useRole = (id: string) =>
  useQuery({
    queryKey: [KEY, 'detail', id],
    queryFn: ({ signal }) => api<RoleDetail>(`/roles/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });

/**
 * After a save: the role into the cache, and every list refetched, including the internal-user screens'
 * role pickers and filters, which show role names.
 */
function useStoreSavedRole() {
  const queryClient = useQueryClient();
  return (role: RoleDetail) => {
    queryClient.setQueryData([KEY, 'detail', role.ID], role);
    void queryClient.invalidateQueries({ queryKey: ['admin-users'] });
    return queryClient.invalidateQueries({ queryKey: [KEY, 'list'] });
  };
}

export function useCreateRole() {
  const storeSaved = useStoreSavedRole();
  return useMutation({
    mutationFn: (body: RoleCreate) => api<RoleDetail>('/roles', { method: 'POST', body }),
    onSuccess: storeSaved,
  });
}

export function useUpdateRole(id: string) {
  const storeSaved = useStoreSavedRole();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ changes, version }: { changes: RoleUpdate; version: number }) =>
      api<RoleDetail>(`/roles/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes, version }),
    onSuccess: storeSaved,
    onError: (error) => {
      if (isStaleVersion(error)) void queryClient.invalidateQueries({ queryKey: [KEY, 'detail', id] });
    },
  });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/roles/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [KEY, 'detail', id] });
      void queryClient.invalidateQueries({ queryKey: ['admin-users'] });
      return queryClient.invalidateQueries({ queryKey: [KEY, 'list'] });
    },
  });
}
