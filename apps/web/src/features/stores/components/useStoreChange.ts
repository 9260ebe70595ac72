import type { StoreDetail, StoreUpdate } from '@commerce/domain';
import { useRecordChange } from '../../../lib/resource-hooks.ts';
import { storeResource } from '../../../resources/stores.ts';

/** Saves sections of the store (PATCH /stores/{id}) against the version given. */
export function useStoreChange(store: StoreDetail) {
  const change = useRecordChange(storeResource, store.ID);
  return {
    pending: change.pending,
    save: (body: StoreUpdate, version: number = store.Version) => change.update(body, version),
  };
}
