// What the order routes fetch at navigation; loaded with the route, not with the shell (lib/routes.ts).
import { orderListSpec } from '@commerce/domain';
import { listPrefetch, recordPrefetch } from '../../lib/routes.ts';
import { orderResource } from '../../resources/orders.ts';

export const list = listPrefetch(orderListSpec, orderResource);
export const record = recordPrefetch(orderResource);
