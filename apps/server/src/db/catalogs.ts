import { CATALOGS } from '@commerce/domain';
import type { DbOrTx } from './client.ts';
import { catalogs } from './schema/index.ts';

type CatalogId = (typeof CATALOGS)[keyof typeof CATALOGS];

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
