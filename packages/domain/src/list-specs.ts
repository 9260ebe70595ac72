import { adminUserListSpec } from './admin-users.ts';
import { assetListSpec } from './assets.ts';
import { bulkJobListSpec } from './bulk-jobs.ts';
import { categoryListSpec } from './categories.ts';
import { customerListSpec } from './customers.ts';
import { sendListSpec } from './dashboard.ts';
import { aseDrawerListSpec } from './dcf.ts';
import { destinationListSpec, routeCodeListSpec } from './destinations.ts';
import { giftCardListSpec } from './gift-cards.ts';
import { eventListSpec } from './events.ts';
import type { AnyListSpec } from './list-spec.ts';
import { orderListSpec } from './orders.ts';
import { redirectListSpec } from './redirects.ts';
import { productListSpec } from './products.ts';
import { roleListSpec } from './roles.ts';
import { storeListSpec } from './stores.ts';

/**
 * Every list of the console by its ID: saved views and anything else that names a list look it up here.
 * An area adds its list spec to this array.
 */
export const LIST_SPECS: readonly AnyListSpec[] = [
  customerListSpec,
  adminUserListSpec,
  roleListSpec,
  bulkJobListSpec,
  categoryListSpec,
  aseDrawerListSpec,
  assetListSpec,
  destinationListSpec,
  routeCodeListSpec,
  orderListSpec,
  giftCardListSpec,
  eventListSpec,
  redirectListSpec,
  storeListSpec,
  productListSpec,
  sendListSpec,
];

export const listSpecById = (id: string): AnyListSpec | undefined =>
  LIST_SPECS.find((spec) => spec.id === id);
