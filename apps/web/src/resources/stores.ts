import type { StoreDetail, StoreListItem } from '@commerce/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { defineResource } from '../lib/resource.ts';

/** Stores (flagships and kiosks; custom event locations are not listed). */
export const storeResource = defineResource<StoreListItem, StoreDetail>({
  name: 'stores',
  path: '/stores',
  versionOf: (store) => store.Version,
  idOf: (store) => store.ID,
});

/** The services a store may offer (the BuyerXP StoreServices list). */
export const storeServicesOptions = () =>
  queryOptions({
    queryKey: ['stores', 'services'] as const,
    queryFn: ({ signal }) => api<string[]>('/store-services', { signal }),
    staleTime: 60_000,
  });
