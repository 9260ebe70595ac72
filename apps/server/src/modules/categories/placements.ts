import { CATALOGS } from '@commerce/domain';
import { and, asc, eq, inArray, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, categoryProductAssignments } from '../../db/schema/categories.ts';
import { escapeLike } from '../../http/list-query.ts';
import type { CategoryRow } from './mapper.ts';
import { inBachmans } from './queries.ts';
import { textSortKey } from '../../db/text-sort-key.ts';

/*
 * Which products sit in which categories of the storefront's tree (category_product_assignments, catalogue
 * Bachmans): the products and events modules place their products through these, and read the tree's
 * categories they need (names, the leaves a product can go in, the event types).
 */

const inBachmansAssignments = eq(categoryProductAssignments.catalogId, CATALOGS.Bachmans);

/**
 * Whether the product (by its ID, e.g. a column of the caller's query) sits in a category whose ID meets the
 * condition (given the category ID's column): the product list's Category filter.
 */
export const inCategoryWhere = (
  productId: SQLWrapper,
  categoryId: (column: AnyColumn) => SQL | undefined,
) => {
  const category = categoryId(categoryProductAssignments.categoryId);
  return category
    ? sql`exists (select 1 from ${categoryProductAssignments}
        where ${categoryProductAssignments.catalogId} = ${CATALOGS.Bachmans}
          and ${categoryProductAssignments.productId} = ${sql`${productId}`} and ${category})`
    : undefined;
};

/** The IDs of the products in the category, as a subquery of the caller's. */
export const productIdsInCategory = (categoryId: string): SQL =>
  sql`(${sql`select ${categoryProductAssignments.productId} from ${categoryProductAssignments}
    where ${inBachmansAssignments} and ${categoryProductAssignments.categoryId} = ${categoryId}`})`;

/**
 * Categories a product can be assigned to (the category filter and the Categories section's search):
 * leaves of catalogue Bachmans, by ID; with a search the first matches of ID or name.
 */
export async function assignableCategories(db: DbOrTx, search: string | undefined, limit: number) {
  const pattern = search ? `%${escapeLike(search)}%` : null;
  return db
    .select({ ID: categories.id, Name: categories.name })
    .from(categories)
    .where(
      and(
        inBachmans,
        eq(categories.childCount, 0),
        pattern
          ? or(sql`${categories.name} ilike ${pattern}`, sql`${categories.id} ilike ${pattern}`)
          : undefined,
      ),
    )
    .orderBy(categories.id)
    .limit(limit);
}

/** The categories any of the products sits in, by ID. */
export const categoriesOfProducts = (db: DbOrTx, productIds: readonly string[]) =>
  db
    .selectDistinct({ ID: categories.id, Name: categories.name })
    .from(categoryProductAssignments)
    .innerJoin(
      categories,
      and(
        eq(categories.catalogId, categoryProductAssignments.catalogId),
        eq(categories.id, categoryProductAssignments.categoryId),
      ),
    )
    .where(and(inBachmansAssignments, inArray(categoryProductAssignments.productId, [...productIds])))
    .orderBy(asc(categories.id));

/** The IDs of the categories any of the products sits in, sorted (what an audit records). */
export async function categoryIdsOfProducts(tx: DbOrTx, productIds: readonly string[]): Promise<string[]> {
  const found = await tx
    .selectDistinct({ id: categoryProductAssignments.categoryId })
    .from(categoryProductAssignments)
    .where(and(inBachmansAssignments, inArray(categoryProductAssignments.productId, [...productIds])));
  return found.map((row) => row.id).sort();
}

/** The category IDs among `ids` that the tree does not hold. */
export async function unknownCategories(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(inBachmans, inArray(categories.id, [...ids])));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** Puts each product in exactly these categories (its other placements in the tree go). */
export async function setCategoriesOfProducts(
  tx: DbOrTx,
  productIds: readonly string[],
  categoryIds: readonly string[],
): Promise<void> {
  await tx
    .delete(categoryProductAssignments)
    .where(and(inBachmansAssignments, inArray(categoryProductAssignments.productId, [...productIds])));
  if (categoryIds.length > 0)
    await tx
      .insert(categoryProductAssignments)
      .values(
        categoryIds.flatMap((categoryId) =>
          productIds.map((productId) => ({ catalogId: CATALOGS.Bachmans, categoryId, productId })),
        ),
      );
}

/** The category whose products are about to change, locked; null when the tree has none. */
export async function lockCategory(tx: DbOrTx, id: string): Promise<CategoryRow | null> {
  const [category] = await tx
    .select()
    .from(categories)
    .where(and(inBachmans, eq(categories.id, id)))
    .for('update');
  return category ?? null;
}

/** Puts the products in the category (those already there stay). */
export async function placeProducts(tx: DbOrTx, categoryId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return;
  await tx
    .insert(categoryProductAssignments)
    .values(productIds.map((productId) => ({ catalogId: CATALOGS.Bachmans, categoryId, productId })))
    .onConflictDoNothing();
}

/** Takes the products out of the category. */
export async function unplaceProducts(tx: DbOrTx, categoryId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return;
  await tx
    .delete(categoryProductAssignments)
    .where(
      and(
        inBachmansAssignments,
        eq(categoryProductAssignments.categoryId, categoryId),
        inArray(categoryProductAssignments.productId, [...productIds]),
      ),
    );
}

/** Takes the products out of any of the categories. */
export async function unplaceProductsFrom(
  tx: DbOrTx,
  productIds: readonly string[],
  categoryIds: readonly string[],
) {
  await tx
    .delete(categoryProductAssignments)
    .where(
      and(
        inBachmansAssignments,
        inArray(categoryProductAssignments.productId, [...productIds]),
        inArray(categoryProductAssignments.categoryId, [...categoryIds]),
      ),
    );
}

/** Takes the products out of every category and drawer (they are being deleted). */
export async function removeProductsFromCatalogues(tx: DbOrTx, productIds: readonly string[]) {
  await tx
    .delete(categoryProductAssignments)
    .where(inArray(categoryProductAssignments.productId, [...productIds]));
}

/** The name of a category of the tree, or null. */
export async function categoryName(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db
    .select({ name: categories.name })
    .from(categories)
    .where(and(inBachmans, eq(categories.id, id)));
  return row?.name ?? null;
}

/** The names of those of these categories that exist (History shows a category by its name). */
export async function categoryNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(inBachmans, inArray(categories.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** These categories and their children, in list order then name (the event types under their parents). */
export const categoriesAndChildren = (db: DbOrTx, parentIds: readonly string[]) =>
  db
    .select({ ID: categories.id, Name: categories.name, ParentID: categories.parentId })
    .from(categories)
    .where(
      and(
        inBachmans,
        or(inArray(categories.id, [...parentIds]), inArray(categories.parentId, [...parentIds])),
      ),
    )
    .orderBy(asc(categories.listOrder), asc(textSortKey(categories.name)));

/** A category's name (null when the tree has none), for a query of the caller's that holds its ID. */
export const categoryNameOf = (categoryId: SQLWrapper) =>
  sql<string | null>`(${sql`select ${categories.name} from ${categories}
    where ${categories.catalogId} = ${CATALOGS.Bachmans} and ${categories.id} = ${categoryId}`})`;
