import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { namesAmong } from '../../db/names-among.ts';
import { products, specs } from '../../db/schema/products.ts';

/* How other areas name this module's records by ID (History's names for the IDs a change holds). */

/** The products among these codes (not events) by the name of their default SKU, by code. */
export const productNames = (db: DbOrTx, codes: readonly string[]) =>
  namesAmong(
    db,
    { id: products.productCode, name: products.name },
    codes,
    and(eq(products.isDefaultProduct, true), eq(products.isWorkshop, false)),
  );

/** The SKUs among these IDs by name, by ID. */
export const skuNames = (db: DbOrTx, ids: readonly string[]) =>
  namesAmong(db, { id: products.id, name: products.name }, ids);

/** The fees (assembly and placement specs) among these IDs by name ('SF-OMS ASSEMBLY FEES $ 25.00'), by ID. */
export const feeNames = (db: DbOrTx, ids: readonly string[]) =>
  namesAmong(db, { id: specs.id, name: specs.name }, ids);
