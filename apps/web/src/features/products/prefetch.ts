// What the product routes fetch at navigation; loaded with the route, not with the shell (lib/routes.ts).
import { productListSpec } from '@commerce/domain';
import { listPrefetch, recordPrefetch } from '../../lib/routes.ts';
import { productResource } from '../../resources/products.ts';

export const list = listPrefetch(productListSpec, productResource);
export const record = recordPrefetch(productResource, 'code');
