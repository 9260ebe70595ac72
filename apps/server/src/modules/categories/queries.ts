import { CATALOGS, categoryListSpec, type CategoryAncestor, type CategoryTreeNode } from '@commerce/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, categoryProductAssignments } from '../../db/schema/categories.ts';
import { notFound, validationFailure } from '../../http/errors.ts';
import { defineList, type ListQuery } from '../../http/list-query.ts';
import { categoryXp, type CategoryRow } from './mapper.ts';

/** Rows of the storefront's tree (the ASE drawers share the table under their own catalogue). */
export const inBachmans = eq(categories.catalogId, CATALOGS.Bachmans);

/**
 * A category with no product assigned and no sub-category: its storefront page shows nothing
 * (category_product_assignments' key starts with the category).
 */
const isEmptyCategory = sql`(${categories.childCount} = 0 and not exists (
  select 1 from ${categoryProductAssignments} assigned
  where assigned.catalog_id = ${categories.catalogId} and assigned.category_id = ${categories.id}))`;

/**
 * GET /api/categories: a node's children (`ParentID={id}`, the roots with `ParentID=!*`) in ListOrder,
 * 100 a page (categories_parent_idx serves both), or a search over ID and Name for the pickers; `Products=none`
 * keeps the empty ones.
 */
export const categoryList = defineList({
  spec: categoryListSpec,
  table: categories,
  fields: {
    ID: { column: categories.id, type: 'text', sort: true, filter: true, search: true },
    Name: { column: categories.name, type: 'text', sort: true, filter: true, search: true },
    ParentID: { column: categories.parentId, type: 'text', filter: true },
    Active: { column: categories.active, type: 'boolean', filter: true },
    ListOrder: { column: categories.listOrder, type: 'number', sort: true },
  },
  customFilters: {
    Products: (values, key) => {
      if (values.length !== 1 || values[0] !== 'none') throw validationFailure({ [key]: 'must be none' });
      return isEmptyCategory;
    },
  },
  tiebreaker: categories.id,
});

/** How many active categories of the tree are empty: what `/categories?status=active&products=none` lists. */
export async function activeEmptyCategoryCount(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(categories)
    .where(and(inBachmans, eq(categories.active, true), isEmptyCategory));
  return row?.count ?? 0;
}

const nodeColumns = {
  id: categories.id,
  parentId: categories.parentId,
  name: categories.name,
  active: categories.active,
  listOrder: categories.listOrder,
  childCount: categories.childCount,
  thumbnail: sql<string | null>`${categories.xp}->'Contentful'->'Images'->'List'->>'url'`,
};

export const listCategoryNodes = (db: DbOrTx, query: ListQuery) =>
  categoryList.run(db, query, {
    select: nodeColumns,
    where: inBachmans,
    map: (row): CategoryTreeNode => ({
      ID: row.id,
      ParentID: row.parentId,
      Name: row.name,
      Active: row.active,
      ListOrder: row.listOrder,
      ChildCount: row.childCount,
      Thumbnail: row.thumbnail,
    }),
  });

/** A category of the tree, locked for the change when asked; 404 when there is none. */
export async function categoryRow(db: DbOrTx, id: string, forUpdate = false): Promise<CategoryRow> {
  const select = db
    .select()
    .from(categories)
    .where(and(inBachmans, eq(categories.id, id)));
  const [row] = forUpdate ? await select.for('update') : await select;
  if (!row) throw notFound('The category');
  return row;
}

/** The ancestors of a category, top level first (at most two: the tree is three levels deep). */
export async function ancestorsOf(db: DbOrTx, row: CategoryRow): Promise<CategoryAncestor[]> {
  const chain: CategoryRow[] = [];
  let parentId = row.parentId;
  while (parentId && chain.length < 5) {
    const [parent] = await db
      .select()
      .from(categories)
      .where(and(inBachmans, eq(categories.id, parentId)));
    if (!parent) break;
    chain.unshift(parent);
    parentId = parent.parentId;
  }
  return chain.map((ancestor) => ({
    ID: ancestor.id,
    Name: ancestor.name,
    Content: categoryXp(ancestor).Content,
  }));
}

/** The siblings under a parent (null = the roots), in their order, locked when asked. */
export async function siblingsOf(db: DbOrTx, parentId: string | null, forUpdate = false) {
  const select = db
    .select({ id: categories.id, listOrder: categories.listOrder, version: categories.version })
    .from(categories)
    .where(
      and(
        inBachmans,
        parentId === null ? sql`${categories.parentId} is null` : eq(categories.parentId, parentId),
      ),
    )
    .orderBy(categories.listOrder, categories.id);
  return forUpdate ? select.for('update') : select;
}

export const categoriesByIds = (db: DbOrTx, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(categories)
        .where(and(inBachmans, inArray(categories.id, [...ids])));

/** The slugs of the active categories of the tree (the sitemap's category pages). */
export const activeCategorySlugs = (db: DbOrTx) =>
  db
    .select({ value: sql<string | null>`${categories.xp}->>'SlugURL'` })
    .from(categories)
    .where(and(inBachmans, eq(categories.active, true)));
