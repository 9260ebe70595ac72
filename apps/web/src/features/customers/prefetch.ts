// What the customer routes fetch at navigation; loaded with the route, not with the shell (lib/routes.ts).
import { customerListSpec } from '@commerce/domain';
import { listPrefetch, recordPrefetch } from '../../lib/routes.ts';
import { customerResource } from '../../resources/customers.ts';

export const list = listPrefetch(customerListSpec, customerResource);
export const record = recordPrefetch(customerResource);
