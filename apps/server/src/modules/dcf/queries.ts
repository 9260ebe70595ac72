import {
  blankDcfCategory,
  DCF_FACET_HITS,
  type DcfCategory,
  type StorefrontDepartment,
  type DcfDetail,
  type DcfFacet,
  type DcfType,
} from '@commerce/domain';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dcfCategories, dcfFacetCounts } from '../../db/schema/dcf.ts';
import { escapeLike } from '../../http/list-query.ts';
import { textSortKey } from '../../db/text-sort-key.ts';

export type DcfRow = typeof dcfCategories.$inferSelect;

/**
 * The left list of a DCF tab (spec 2 §2): the values products carry with how many products (default SKUs,
 * not events: C-40) carry each, most first, then values configured here that no product carries yet (a
 * value added by hand). The counts are kept by triggers on products (dcf_facet_counts), so this reads a
 * few hundred rows whatever the catalogue's size. With a search: the first 20 matches (any part of the
 * value, any case).
 */
export async function dcfFacets(db: DbOrTx, type: DcfType, search?: string): Promise<DcfFacet[]> {
  const pattern = search ? `%${escapeLike(search)}%` : null;
  const result = await db.execute(
    sql`
      select value, count from (
        select ${dcfFacetCounts.value} as value, ${dcfFacetCounts.count} as count
        from ${dcfFacetCounts} where ${dcfFacetCounts.type} = ${type} and ${dcfFacetCounts.count} > 0
        union all
        select ${dcfCategories.id}, 0 from ${dcfCategories}
        where ${dcfCategories.type} = ${type} and not exists (
          select 1 from ${dcfFacetCounts} c
          where c.type = ${type} and c.value = ${dcfCategories.id} and c.count > 0)
      ) facets
      where ${pattern}::text is null or value ilike ${pattern}
      order by count desc, value collate "C"
      ${search ? sql`limit ${DCF_FACET_HITS}` : sql``}`,
  );
  const rows = (result as unknown as { rows: { value: string; count: number }[] }).rows;
  return rows.map((row) => ({ Value: row.value, Count: Number(row.count) }));
}

export const toDcfCategory = (row: DcfRow): DcfCategory => {
  const xp = row.xp as Partial<DcfCategory['xp']>;
  return {
    ID: row.id,
    Name: row.name,
    Active: row.active,
    xp: {
      Delivery: xp.Delivery ?? null,
      Warranty: xp.Warranty ?? null,
      ASE: xp.ASE ?? null,
      Content: xp.Content ?? null,
    },
  };
};

export async function dcfRow(db: DbOrTx, type: DcfType, id: string, forUpdate = false) {
  const select = db
    .select()
    .from(dcfCategories)
    .where(and(eq(dcfCategories.type, type), eq(dcfCategories.id, id)));
  const [row] = forUpdate ? await select.for('update') : await select;
  return row ?? null;
}

/** A value's settings; one nobody configured loads blank and active (spec 2 §8), at version 0. */
export async function dcfDetail(db: DbOrTx, type: DcfType, id: string): Promise<DcfDetail> {
  const row = await dcfRow(db, type, id);
  if (!row) return { ...blankDcfCategory(id), Type: type, Configured: false, Version: 0 };
  return { ...toDcfCategory(row), Type: type, Configured: true, Version: row.version };
}

type DcfXp = Partial<DcfCategory['xp']>;

/** The records of these departments, classes and finelines (those configured), by `{type}/{value}`. */
export async function dcfRecordsOf(
  db: DbOrTx,
  wanted: readonly { type: DcfType; id: string }[],
): Promise<Map<string, DcfXp>> {
  if (wanted.length === 0) return new Map();
  const found = await db
    .select({ type: dcfCategories.type, id: dcfCategories.id, xp: dcfCategories.xp })
    .from(dcfCategories)
    .where(or(...wanted.map((one) => and(eq(dcfCategories.type, one.type), eq(dcfCategories.id, one.id)))));
  return new Map(found.map((row) => [`${row.type}/${row.id}`, row.xp as DcfXp]));
}

/** Every department products carry, with how many (kept by triggers), most first: a drill-down's top. */
export const departmentCounts = (db: DbOrTx) =>
  db
    .select({ Value: dcfFacetCounts.value, Count: dcfFacetCounts.count })
    .from(dcfFacetCounts)
    .where(and(eq(dcfFacetCounts.type, 'departments'), sql`${dcfFacetCounts.count} > 0`))
    .orderBy(sql`${dcfFacetCounts.count} desc`, sql`${dcfFacetCounts.value} collate "C"`);

/** The active departments, by name: the storefront's categories. */
export const activeDepartments = (db: DbOrTx): Promise<StorefrontDepartment[]> =>
  db
    .select({ ID: dcfCategories.id, Name: dcfCategories.name })
    .from(dcfCategories)
    .where(and(eq(dcfCategories.type, 'departments'), eq(dcfCategories.active, true)))
    .orderBy(asc(textSortKey(dcfCategories.name)), asc(dcfCategories.id));
