import { changePasswordRoute, myStoreRoute, updateProfileRoute, type ProfilePatch } from '@commerce/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { routeQuery } from '../../lib/route-query.ts';
import { useSession } from '../../lib/session.tsx';

export const useMyStore = () => useQuery(routeQuery(myStoreRoute));

/** Saves changed profile fields against the version the form was opened with. */
export function useUpdateProfile() {
  const { reload } = useSession();
  return useMutation({
    mutationFn: ({ changes, version }: { changes: ProfilePatch; version: number }) =>
      call(updateProfileRoute, { body: changes, version }),
    onSuccess: () => reload(),
  });
}

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: { CurrentPassword: string; NewPassword: string }) =>
      call(changePasswordRoute, { body }),
  });
