import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import { namesAnyDrawer, withoutDrawers } from '../dcf/public.ts';

/* The products' side of an ASE drawer's references (the DCF module's DrawerRules). */

/** How many product rows name any of the drawers in their drawer lists. */
export async function productsNamingDrawers(db: DbOrTx, ids: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(namesAnyDrawer(products.xp, ids));
  return Number(row?.n ?? 0);
}

/** Takes the drawers out of every product's drawer list (its version bumped); how many rows changed. */
export async function removeDrawersFromProducts(tx: DbOrTx, ids: readonly string[]): Promise<number> {
  const changed = await tx
    .update(products)
    .set({ xp: withoutDrawers(products.xp, ids), version: sql`${products.version} + 1` })
    .where(namesAnyDrawer(products.xp, ids))
    .returning({ id: products.id });
  return changed.length;
}
