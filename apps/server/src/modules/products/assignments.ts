import {
  categoryTabs,
  type CategoryProductsChange,
  type ProductLookupItem,
  type ProductLookupKind,
  type ProductLookupPage,
} from '@commerce/domain';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import { textSortKey } from '../../db/text-sort-key.ts';
import { recordAudits } from '../../http/audit.ts';
import { notFound, validationFailure } from '../../http/errors.ts';
import type { Actor } from '../../http/principal.ts';
import { lockCategory, placeProducts, productIdsInCategory, unplaceProducts } from '../categories/public.ts';
import { productTextMatches } from './search-text.ts';

const lookupColumns = { ID: products.id, Name: products.name, ProductCode: products.productCode };
const toLookup = (row: { ID: string; Name: string; ProductCode: string }): ProductLookupItem => ({
  ID: row.ID,
  Name: row.Name,
  xp: { ProductCode: row.ProductCode },
});
const defaultSkus = and(eq(products.isDefaultProduct, true), eq(products.isWorkshop, false));

/** A product is its default SKU; an event is a default SKU flagged IsWorkshop (the product list's exclusion). */
const lookupKinds: Record<ProductLookupKind, SQL> = {
  product: defaultSkus!,
  event: and(eq(products.isDefaultProduct, true), eq(products.isWorkshop, true))!,
};

/**
 * Products for pickers (the category Products tab, Bachman's Suggests), or events with kind=event: default
 * SKUs by name; `search` over SKU ID, code, name and web name by the search rule; `codes` picks by code.
 * 25 a page.
 */
export async function productLookup(
  db: DbOrTx,
  query: { kind?: ProductLookupKind; search?: string; codes?: string; page?: number; pageSize?: number },
): Promise<ProductLookupPage> {
  const pageSize = query.pageSize ?? 25;
  const page = query.page ?? 1;
  const codes = query.codes
    ?.split(/[|,]/)
    .map((code) => code.trim())
    .filter(Boolean)
    .slice(0, 500);
  const rows = await db
    .select(lookupColumns)
    .from(products)
    .where(
      and(
        lookupKinds[query.kind ?? 'product'],
        query.search ? productTextMatches(query.search) : undefined,
        codes ? inArray(products.productCode, codes.length > 0 ? codes : ['']) : undefined,
      ),
    )
    .orderBy(asc(textSortKey(products.name)), asc(products.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return { Items: rows.slice(0, pageSize).map(toLookup), HasMore: rows.length > pageSize };
}

/** The products assigned to a category: the default SKU of every product one of whose SKUs is assigned. */
export async function categoryProducts(db: DbOrTx, categoryId: string): Promise<ProductLookupItem[]> {
  const assignedCodes = db
    .selectDistinct({ code: products.productCode })
    .from(products)
    .where(sql`${products.id} in ${productIdsInCategory(categoryId)}`);
  const rows = await db
    .select(lookupColumns)
    .from(products)
    .where(and(defaultSkus, inArray(products.productCode, assignedCodes)))
    .orderBy(asc(textSortKey(products.name)), asc(products.id));
  return rows.map(toLookup);
}

/**
 * Saves the category's Products tab (spec 2 §4): assigns and unassigns by product code (every SKU of each),
 * then touches each product (its SKUs' versions bumped) so caches and the publish see the change; one
 * transaction, the category's audit event and one per product.
 */
export async function saveCategoryProducts(
  tx: Tx,
  actor: Actor,
  categoryId: string,
  change: CategoryProductsChange,
): Promise<void> {
  const category = await lockCategory(tx, categoryId);
  if (!category) throw notFound('The category');
  if (!categoryTabs({ ID: category.id, ChildCount: category.childCount }, 0).includes('productAssignments'))
    throw validationFailure(
      { categoryId: 'has sub-categories or assigns its own products' },
      'Products cannot be assigned to this category.',
    );
  const codes = [...new Set([...change.Add, ...change.Remove])];
  if (codes.length === 0) return;
  const skus = await tx
    .select({ id: products.id, code: products.productCode, version: products.version })
    .from(products)
    .where(and(inArray(products.productCode, codes), eq(products.isWorkshop, false)))
    .for('update');
  const known = new Set(skus.map((sku) => sku.code));
  const unknown = codes.filter((code) => !known.has(code));
  if (unknown.length > 0)
    throw validationFailure({ Add: `No product ${unknown.join(', ')}` }, `No product ${unknown.join(', ')}.`);
  const idsOf = (list: readonly string[]) =>
    skus.filter((sku) => list.includes(sku.code)).map((sku) => sku.id);
  await placeProducts(tx, categoryId, idsOf(change.Add));
  await unplaceProducts(tx, categoryId, idsOf(change.Remove.filter((code) => !change.Add.includes(code))));
  // The "touch": every SKU of every changed product gets a new version.
  await tx
    .update(products)
    .set({ version: sql`${products.version} + 1` })
    .where(inArray(products.productCode, codes));
  await recordAudits(tx, [
    {
      actorId: actor.id,
      entity: 'category',
      action: 'assign-products',
      entityId: categoryId,
      after: { Added: change.Add, Removed: change.Remove },
    },
    ...codes.map((code) => ({
      actorId: actor.id,
      entity: 'product' as const,
      action: 'category-assignment' as const,
      entityId: code,
      after: { [change.Add.includes(code) ? 'Assigned' : 'Unassigned']: categoryId },
    })),
  ]);
}
