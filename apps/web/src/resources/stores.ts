import { storeApi, storeServicesRoute } from '@commerce/domain';
import { queryOptions } from '@tanstack/react-query';
import { resourceQuery } from '../lib/route-query.ts';
import { defineResource } from '../lib/resource.ts';

/** Stores (flagships and kiosks; custom event locations are not listed). */
export const storeResource = defineResource(storeApi, {
  name: 'stores',
  versionOf: (store) => store.Version,
  idOf: (store) => store.ID,
});

/** The services a store may offer (the BuyerXP StoreServices list). */
export const storeServicesOptions = () =>
  queryOptions({
    ...resourceQuery(storeResource, storeServicesRoute),
    staleTime: 60_000,
  });
