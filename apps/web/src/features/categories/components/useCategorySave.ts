import type { CategoryDetail, CategoryPatch } from '@commerce/domain';
import { useRecordChange } from '../../../lib/resource-hooks.ts';
import { categoryResource } from '../../../resources/categories.ts';

/** Saves a part of the category against the version shown (PATCH, xp merged); answers the new detail. */
export function useCategorySave(detail: CategoryDetail) {
  const change = useRecordChange(categoryResource, detail.ID);
  return (body: CategoryPatch) => change.mutateAsync({ method: 'PATCH', body, version: detail.Version });
}
