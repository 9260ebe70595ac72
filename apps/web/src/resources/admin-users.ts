import { adminUserApi } from '@commerce/domain';
import { defineResource } from '../lib/resource.ts';

export const adminUserResource = defineResource(adminUserApi, {
  name: 'admin-users',
  versionOf: (user) => user.Version,
  idOf: (user) => user.ID,
});
