// What the role routes fetch at navigation; loaded with the route, not with the shell (lib/routes.ts).
import { roleListSpec } from '@commerce/domain';
import { listPrefetch, recordPrefetch } from '../../lib/routes.ts';
import { roleResource } from '../../resources/roles.ts';

export const list = listPrefetch(roleListSpec, roleResource);
export const record = recordPrefetch(roleResource);
