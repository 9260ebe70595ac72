import type { categoryPatchSchema } from '@commerce/domain';
import {
  CATALOGS,
  CATEGORY_ERRORS,
  CONTENT_ERRORS,
  CONTENT_SLOT_KEYS,
  canAddSubcategory,
  categoryIdFor,
  categorySlugFor,
  changedListOrders,
  END_BEFORE_START_MESSAGE,
  GIFT_CARDS_CATEGORY_ID,
  isEndBeforeStart,
  newCategoryXp,
  promoForNewCategory,
  type CategoryCreate,
  type CategoryDetail,
  type CategoryOrder,
} from '@commerce/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { categories, categoryProductAssignments } from '../../db/schema/categories.ts';
import { recordAudit, recordAudits } from '../../http/audit.ts';
import { apiError, validationFailure } from '../../http/errors.ts';
import type { Actor } from '../../http/principal.ts';
import { assertVersion } from '../../http/versioning.ts';
import { entriesNotOffered } from '../content/public.ts';
import { categoryAuditSnapshot, categoryXp, deepMerge, toCategory, type CategoryRow } from './mapper.ts';
import { ensureCatalog } from './catalogues.ts';
import { ancestorsOf, categoryRow, inBachmans, siblingsOf } from './queries.ts';

export type CategoryPatchInput = z.output<typeof categoryPatchSchema>;

export async function categoryDetail(db: DbOrTx, row: CategoryRow): Promise<CategoryDetail> {
  return { ...toCategory(row), Version: row.version, Ancestors: await ancestorsOf(db, row) };
}

/**
 * A new category (spec 2 §4): ID and slug derived from the name and the parent, inactive, last among its
 * siblings, each promo inheriting where the parent cascades it; the parent's ChildCount follows in the same
 * transaction (its version does not: an open edit of the parent is not made stale by a new child).
 */
export async function createCategory(
  tx: Tx,
  actor: Actor,
  input: { Name: string; ParentID: string | null } & CategoryCreate,
): Promise<CategoryDetail> {
  const parent = input.ParentID ? await categoryRow(tx, input.ParentID, true) : null;
  if (parent && parent.id === GIFT_CARDS_CATEGORY_ID) throw apiError(CATEGORY_ERRORS.noChildrenAllowed);
  if (parent && !canAddSubcategory(parent.id))
    throw validationFailure({ ParentID: 'Categories can be at most 3 levels deep.' });
  const parentXp = parent ? categoryXp(parent) : null;
  const id = categoryIdFor(input.Name, parent?.id);
  const slug = categorySlugFor(input.Name, parentXp?.SlugURL);
  const siblings = await siblingsOf(tx, parent?.id ?? null);
  const listOrder = Math.max(0, ...siblings.map((sibling) => sibling.listOrder)) + 1;

  await ensureCatalog(tx, CATALOGS.Bachmans);
  const [row] = await tx
    .insert(categories)
    .values({
      catalogId: CATALOGS.Bachmans,
      id,
      parentId: parent?.id ?? null,
      name: input.Name,
      description: null,
      listOrder,
      active: false,
      childCount: 0,
      xp: newCategoryXp(slug, promoForNewCategory(parentXp?.Contentful.Promo ?? null)),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw apiError(CATEGORY_ERRORS.idMustBeUnique, { data: { ID: id } });
  if (parent) {
    await tx
      .update(categories)
      .set({ childCount: sql`${categories.childCount} + 1` })
      .where(and(inBachmans, eq(categories.id, parent.id)));
  }
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'create',
    entity: 'category',
    entityId: id,
    after: categoryAuditSnapshot(row),
  });
  return categoryDetail(tx, row);
}

/** Each changed slot may name only entries its picker offers (what it held before stays allowed). */
async function assertSlotsOffered(tx: DbOrTx, before: CategoryRow, patch: CategoryPatchInput) {
  const content = patch.xp?.Content;
  if (!content) return;
  const held = categoryXp(before).Content;
  for (const slot of CONTENT_SLOT_KEYS) {
    const value = content[slot]?.value;
    if (!value || value.length === 0) continue;
    const refused = await entriesNotOffered(tx, slot, value, held[slot]?.value ?? []);
    if (refused.length > 0)
      throw apiError(CONTENT_ERRORS.unknownEntry, { data: { Slot: slot, IDs: refused } });
  }
}

/** Saves a section of the category page: the fields sent, xp merged (spec 2 §7 'patch … xp subtrees'). */
export async function updateCategory(
  tx: Tx,
  actor: Actor,
  { id, version, changes: patch }: { id: string; version: number; changes: CategoryPatchInput },
): Promise<CategoryDetail> {
  const before = await categoryRow(tx, id, true);
  assertVersion(before.version, version);
  await assertSlotsOffered(tx, before, patch);
  const xp = deepMerge(categoryXp(before), patch.xp ?? {}) as ReturnType<typeof categoryXp>;
  if (isEndBeforeStart(xp.StartDate, xp.EndDate))
    throw validationFailure({ 'xp.EndDate': END_BEFORE_START_MESSAGE }, END_BEFORE_START_MESSAGE);
  const [after] = await tx
    .update(categories)
    .set({
      name: patch.Name ?? before.name,
      active: patch.Active ?? before.active,
      description: patch.Description === undefined ? before.description : patch.Description,
      xp,
      version: before.version + 1,
    })
    .where(and(inBachmans, eq(categories.id, id)))
    .returning();
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'update',
    entity: 'category',
    entityId: id,
    before: categoryAuditSnapshot(before),
    after: categoryAuditSnapshot(after!),
  });
  return categoryDetail(tx, after!);
}

/**
 * Rewrites the ListOrder of the siblings under one parent (drag reorder, spec 2 §4): only those whose
 * place changed, in one transaction. The siblings are locked first; when they are not exactly the IDs
 * sent, or their stored order is not the one the user saw (Seen), someone changed them meanwhile: 409,
 * nothing written. Versions are not bumped: the order is the tree's, not the settings form's.
 */
export async function reorderCategories(
  tx: Tx,
  actor: Actor,
  order: CategoryOrder,
): Promise<{ ID: string; ListOrder: number }[]> {
  const siblings = await siblingsOf(tx, order.ParentID, true);
  const stored = siblings.map((sibling) => sibling.id);
  const sameSet = stored.length === order.IDs.length && order.IDs.every((id) => stored.includes(id));
  const sameSeen = stored.length === order.Seen.length && stored.every((id, i) => order.Seen[i] === id);
  if (!sameSet || !sameSeen) throw apiError(CATEGORY_ERRORS.orderChanged);
  const changes = changedListOrders(
    siblings.map((sibling) => ({ ID: sibling.id, ListOrder: sibling.listOrder })),
    order.IDs,
  );
  if (changes.length === 0) return [];
  await tx.execute(sql`
    update ${categories} set list_order = moved.list_order
    from unnest(${sql.param(changes.map((change) => change.ID))}::text[],
                ${sql.param(changes.map((change) => change.ListOrder))}::int[]) as moved(id, list_order)
    where ${categories.catalogId} = ${CATALOGS.Bachmans} and ${categories.id} = moved.id`);
  const was = new Map(siblings.map((sibling) => [sibling.id, sibling.listOrder]));
  await recordAudits(
    tx,
    changes.map((change) => ({
      actorId: actor.id,
      entity: 'category' as const,
      action: 'reorder' as const,
      entityId: change.ID,
      before: { ListOrder: was.get(change.ID) },
      after: { ListOrder: change.ListOrder },
    })),
  );
  return changes;
}

/**
 * Deletes a category without sub-categories (spec 2 §4), its product assignments with it, and lowers the
 * parent's ChildCount, in one transaction.
 */
export async function deleteCategory(
  tx: Tx,
  actor: Actor,
  { id, version }: { id: string; version: number },
): Promise<void> {
  const before = await categoryRow(tx, id, true);
  assertVersion(before.version, version);
  if (before.childCount > 0) throw apiError(CATEGORY_ERRORS.hasChildren);
  const removed = await tx
    .delete(categoryProductAssignments)
    .where(
      and(
        eq(categoryProductAssignments.catalogId, CATALOGS.Bachmans),
        eq(categoryProductAssignments.categoryId, id),
      ),
    )
    .returning({ productId: categoryProductAssignments.productId });
  await tx.delete(categories).where(and(inBachmans, eq(categories.id, id)));
  if (before.parentId) {
    await tx
      .update(categories)
      .set({ childCount: sql`greatest(${categories.childCount} - 1, 0)` })
      .where(and(inBachmans, eq(categories.id, before.parentId)));
  }
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'delete',
    entity: 'category',
    entityId: id,
    before: { ...categoryAuditSnapshot(before), Products: removed.map((row) => row.productId).sort() },
  });
}
