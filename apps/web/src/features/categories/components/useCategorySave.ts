import type { CategoryDetail, CategoryPatch } from '@commerce/domain';
import { useState } from 'react';
import { useRecordChange } from '../../../lib/resource-hooks.ts';
import { categoryResource } from '../../../resources/categories.ts';

/**
 * Saves a part of the category (PATCH, xp merged) against `version`: for a dialog or an edit, the version it
 * opened with, so a change someone else saved meanwhile is refused (412), not overwritten. Answers the new
 * detail.
 */
export function useCategorySave(categoryId: string, version: number) {
  const change = useRecordChange(categoryResource, categoryId);
  return (body: CategoryPatch) => change.update(body, version);
}

/** The save of a dialog (mounted when it opens): against the version the category had then. */
export function useCategoryDialogSave(detail: CategoryDetail) {
  const [openedVersion] = useState(detail.Version);
  return useCategorySave(detail.ID, openedVersion);
}
