// What the internal-user routes fetch at navigation; loaded with the route, not with the shell (lib/routes.ts).
import { adminUserListSpec } from '@commerce/domain';
import { listPrefetch, recordPrefetch } from '../../lib/routes.ts';
import { adminUserResource } from '../../resources/admin-users.ts';

export const list = listPrefetch(adminUserListSpec, adminUserResource);
export const record = recordPrefetch(adminUserResource);
