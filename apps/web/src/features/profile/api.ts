import type { AdminUser, ProfilePatch, StoreSummary } from '@commerce/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';

export const useMyStore = () =>
  useQuery({ queryKey: ['me', 'store'], queryFn: () => api<{ Store: StoreSummary | null }>('/me/store') });

/** Saves changed profile fields against the version the form was opened with. */
export function useUpdateProfile() {
  const { reload } = useSession();
  return useMutation({
    mutationFn: ({ changes, version }: { changes: ProfilePatch; version: number }) =>
      api<AdminUser>('/me', { method: 'PATCH', body: changes, version }),
    onSuccess: () => reload(),
  });
}

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: { CurrentPassword: string; NewPassword: string }) =>
      api<AdminUser>('/me/password', { method: 'POST', body }),
  });
