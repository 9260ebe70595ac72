import { adminUserRoleOptionsRoute, adminUserStoreOptionsRoute } from '@commerce/domain';
import { useQuery } from '@tanstack/react-query';
import { resourceQuery } from '../../lib/route-query.ts';
import { adminUserResource } from '../../resources/admin-users.ts';

// Roles and stores change rarely; a minute's staleness keeps the list and the form from refetching them.
const OPTIONS_STALE_MS = 60_000;

/** Every role a user can be given (the role picker and the role filter). */
export const useRoleOptions = () =>
  useQuery({
    ...resourceQuery(adminUserResource, adminUserRoleOptionsRoute),
    select: (data) => data.Items,
    staleTime: OPTIONS_STALE_MS,
  });

/** The flagship stores a user can be given (the store picker and the store filter). */
export const useStoreOptions = () =>
  useQuery({
    ...resourceQuery(adminUserResource, adminUserStoreOptionsRoute),
    select: (data) => data.Items,
    staleTime: OPTIONS_STALE_MS,
  });
