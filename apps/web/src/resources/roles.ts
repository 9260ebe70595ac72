import { roleApi } from '@commerce/domain';
import { defineResource } from '../lib/resource.ts';
import { adminUserResource } from './admin-users.ts';

export const roleResource = defineResource(roleApi, {
  name: 'roles',
  versionOf: (role) => role.Version,
  idOf: (role) => role.ID,
  // The internal-user screens show role names (pickers, filter, the user's roles).
  affects: () => [adminUserResource],
});
