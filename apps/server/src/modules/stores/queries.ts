import {
  addressIdFilter,
  STORE_ID_PREFIX,
  storeListSpec,
  type StoreOption,
  type StoreSummary,
  type StoreType,
} from '@commerce/domain';
import { and, asc, eq, inArray, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stores } from '../../db/schema/stores.ts';
import { defineList, filterSql, type ListField } from '../../http/list-query.ts';
import { toStoreSummary } from './mapper.ts';
import { textSortKey } from '../../db/text-sort-key.ts';

const text = (column: ListField['column'], more: Partial<ListField> = {}): ListField => ({
  column,
  type: 'text',
  filter: true,
  sort: true,
  ...more,
});

/**
 * GET /stores (storeListSpec): searched by name (default), ID, city or zip (C-16), filtered by
 * xp.StoreType (Flagship or !Flagship) and xp.Active; custom event locations are left out by the route.
 */
export const storeList = defineList({
  spec: storeListSpec,
  table: stores,
  fields: {
    ID: text(stores.id, { search: 'contains' }),
    CompanyName: text(stores.companyName, { search: 'contains' }),
    Street1: text(stores.street1),
    City: text(stores.city, { search: 'contains' }),
    State: text(stores.state),
    Zip: text(stores.zip, { search: 'prefix' }),
    Phone: text(stores.phone, { sort: false }),
    'xp.StoreType': text(sql`coalesce(${stores.storeType}, 'Flagship')`),
    'xp.Active': { column: stores.active, type: 'boolean', sort: true, filter: true },
    DateCreated: { column: stores.dateCreated, type: 'date', sort: true, filter: true },
  },
  defaultSearchOn: ['CompanyName'],
});

/**
 * The store's company name (null when there is none), inside a query of the caller's that holds its ID. The
 * subquery is wrapped: Drizzle writes the columns of a one-table select list without their table.
 */
export const storeNameOf = (storeId: SQLWrapper) =>
  sql<string | null>`(${sql`select ${stores.companyName} from ${stores} where ${stores.id} = ${storeId}`})`;

/** Those of the IDs that name a store. */
export async function existingStoreIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(inArray(stores.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** The names of those of these stores (or custom event locations) that exist. */
export async function storeNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: stores.id, name: stores.companyName })
    .from(stores)
    .where(inArray(stores.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The store's ID and name, or null when there is no such store. */
export async function storeOption(db: DbOrTx, id: string | null): Promise<StoreOption | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ ID: stores.id, CompanyName: stores.companyName })
    .from(stores)
    .where(eq(stores.id, id));
  return row ?? null;
}

/** The store as a user's profile shows it, or null when there is no such store. */
export async function storeSummary(db: DbOrTx, id: string): Promise<StoreSummary | null> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id));
  return row ? toStoreSummary(row) : null;
}

/** Store lookups take up to 100 flagship stores (spec 1 §9). */
const STORE_OPTIONS_LIMIT = 100;
const FLAGSHIP: StoreType = 'Flagship';

/** The stores a user can be given: flagship stores (ID Store-*), by name. */
export const flagshipStoreOptions = (db: DbOrTx): Promise<StoreOption[]> =>
  db
    .select({ ID: stores.id, CompanyName: stores.companyName })
    .from(stores)
    .where(
      and(
        filterSql({ expr: stores.id, type: 'text' }, 'ID', [addressIdFilter(STORE_ID_PREFIX)]),
        eq(stores.storeType, FLAGSHIP),
        eq(stores.customLocation, false),
      ),
    )
    .orderBy(asc(textSortKey(stores.companyName)), asc(stores.id))
    .limit(STORE_OPTIONS_LIMIT);

/** What an order names of the store of the staff member who takes it: its name and its 2-digit Eagle ID. */
export async function storeOrderCodes(
  db: DbOrTx,
  id: string,
): Promise<{ companyName: string; storeId2Digit: string | null } | null> {
  const [row] = await db
    .select({ companyName: stores.companyName, xp: stores.xp })
    .from(stores)
    .where(eq(stores.id, id));
  if (!row) return null;
  const code = row.xp.StoreID_2digit;
  return { companyName: row.companyName, storeId2Digit: typeof code === 'string' ? code : null };
}

/** The stores with a 2-digit Eagle code (what shipments print at), by code then name; no event locations. */
export const storesByTwoDigitCode = (db: DbOrTx): Promise<{ code: string; name: string }[]> =>
  db
    .select({ code: sql<string>`${stores.xp}->>'StoreID_2digit'`, name: stores.companyName })
    .from(stores)
    .where(sql`${stores.xp}->>'StoreID_2digit' is not null and not ${stores.customLocation}`)
    .orderBy(sql`${stores.xp}->>'StoreID_2digit'`, asc(textSortKey(stores.companyName)));

/** The page names of the active stores (the sitemap's store pages). */
export const activeStorePageNames = (db: DbOrTx) =>
  db
    .select({ value: sql<string | null>`${stores.xp}->>'PageName'` })
    .from(stores)
    .where(and(eq(stores.active, true), eq(stores.customLocation, false), isNotNull(stores.xp)));
