import type { SearchKind } from '@commerce/domain';
import { adminUserSearch } from '../admin-users/public.ts';
import { categorySearch } from '../categories/public.ts';
import { customerSearch } from '../customers/public.ts';
import { eventSearch } from '../events/public.ts';
import { orderSearch } from '../orders/public.ts';
import { productSearch } from '../products/public.ts';
import { roleSearch } from '../roles/public.ts';
import { storeSearch } from '../stores/public.ts';
import type { SearchProvider } from './provider.ts';

/**
 * The provider of every kind global search knows (the compiler insists on one per kind of SEARCH_KINDS).
 * Adding a kind (orders, products …) is three steps:
 *   1. declare it in packages/domain search.ts SEARCH_KINDS (its palette heading; the order there is the
 *      order of the answer);
 *   2. write its SearchProvider in the area's module (the keys that open it, `find` on its indexes, with
 *      the area's own visibility rules) and export it from the module's public.ts;
 *   3. name it here.
 */
export const SEARCH_PROVIDERS: { readonly [K in SearchKind]: SearchProvider } = {
  customer: customerSearch,
  'admin-user': adminUserSearch,
  role: roleSearch,
  category: categorySearch,
  product: productSearch,
  order: orderSearch,
  event: eventSearch,
  store: storeSearch,
};
