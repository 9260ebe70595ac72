import type { AdminUserDetail, AdminUserListItem } from '@commerce/domain';
import { defineResource } from '../lib/resource.ts';

export const adminUserResource = defineResource<AdminUserListItem, AdminUserDetail>({
  name: 'admin-users',
  path: '/admin-users',
  versionOf: (user) => user.Version,
  idOf: (user) => user.ID,
});
