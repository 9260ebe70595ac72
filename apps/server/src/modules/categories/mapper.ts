import { newCategoryXp, promoForNewCategory, type Category } from '@commerce/domain';
import type { categories } from '../../db/schema/categories.ts';

export type CategoryRow = typeof categories.$inferSelect;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * PATCH semantics of the API: objects inside xp merge key by key (deeply); arrays, scalars and null
 * replace what was there.
 */
export function deepMerge(base: unknown, patch: unknown): unknown {
  if (!isObject(base) || !isObject(patch)) return patch === undefined ? base : patch;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) merged[key] = deepMerge(base[key], value);
  }
  return merged;
}

/** The stored xp with every field the spec shows, so a category made elsewhere reads complete. */
export function categoryXp(row: CategoryRow): Category['xp'] {
  const defaults = newCategoryXp('', promoForNewCategory(null));
  return deepMerge(defaults, row.xp) as Category['xp'];
}

export const toCategory = (row: CategoryRow): Category => ({
  ID: row.id,
  ParentID: row.parentId,
  Name: row.name,
  Description: row.description,
  ListOrder: row.listOrder,
  Active: row.active,
  ChildCount: row.childCount,
  xp: categoryXp(row),
});

/** The audited snapshot: the columns and each xp field by its dotted name. */
export function categoryAuditSnapshot(row: CategoryRow): Record<string, unknown> {
  const { xp, ...rest } = toCategory(row);
  return {
    ...rest,
    ...Object.fromEntries(Object.entries(xp).map(([key, value]) => [`xp.${key}`, value])),
  };
}
