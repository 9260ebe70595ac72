import { CATALOGS } from '@commerce/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { catalogs } from '../../db/schema/categories.ts';

export type CatalogId = (typeof CATALOGS)[keyof typeof CATALOGS];
export type CatalogueRow = typeof catalogs.$inferSelect;

/** The catalogues' names: fixed rows, one per catalogue, that categories and drawers belong to. */
export const CATALOG_NAMES: Record<CatalogId, string> = {
  [CATALOGS.Bachmans]: "Bachman's",
  [CATALOGS.ASE]: 'Add Something Extra',
  [CATALOGS.DCF]: 'Departments, Classes, Finelines',
};

/**
 * Makes the catalogue's row if it is not there yet. A database started without the demo data has none, and
 * the first category or drawer created there needs one.
 */
export async function ensureCatalog(tx: DbOrTx, id: CatalogId): Promise<void> {
  await tx.insert(catalogs).values({ id, name: CATALOG_NAMES[id] }).onConflictDoNothing();
}

/** The catalogue's row (its name, its xp: the DCF catalogue's holds the default delivery), or null. */
export async function catalogueRow(
  db: DbOrTx,
  id: CatalogId,
  forUpdate = false,
): Promise<CatalogueRow | null> {
  const select = db.select().from(catalogs).where(eq(catalogs.id, id));
  const [row] = forUpdate ? await select.for('update') : await select;
  return row ?? null;
}

/**
 * Writes the catalogue's xp in the caller's transaction: over the row read (locked) at `current`, its
 * version bumped, or as a new row when there was none. False when another transaction created the row
 * meanwhile (the caller's version is stale).
 */
export async function saveCatalogueXp(
  tx: DbOrTx,
  id: CatalogId,
  xp: Record<string, unknown>,
  current: CatalogueRow | null,
): Promise<boolean> {
  if (current) {
    await tx
      .update(catalogs)
      .set({ xp, version: current.version + 1 })
      .where(eq(catalogs.id, id));
    return true;
  }
  const inserted = await tx
    .insert(catalogs)
    .values({ id, name: CATALOG_NAMES[id], xp })
    .onConflictDoNothing()
    .returning({ id: catalogs.id });
  return inserted.length > 0;
}
