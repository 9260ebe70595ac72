// What the store routes fetch at navigation; loaded with the route, not with the shell (lib/routes.ts).
import { storeListSpec } from '@commerce/domain';
import { listPrefetch, recordPrefetch } from '../../lib/routes.ts';
import { storeResource } from '../../resources/stores.ts';

export const list = listPrefetch(storeListSpec, storeResource);
export const record = recordPrefetch(storeResource);
