import { aseDrawerListSpec, CATALOGS, type AseDrawerItem } from '@commerce/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { namesAmong } from '../../db/names-among.ts';
import { categories, categoryProductAssignments } from '../../db/schema/categories.ts';
import { defineList, type ListQuery } from '../../http/list-query.ts';
import { notFound } from '../../http/errors.ts';
import { ensureCatalog } from './catalogues.ts';

/*
 * The ASE drawers' rows: categories of catalogue ASE. The DCF module keeps the drawers' rules (IDs from
 * names, references, audit) and works their rows through these.
 */

export type DrawerRow = typeof categories.$inferSelect;
export type DrawerChanges = Pick<DrawerRow, 'name' | 'description' | 'active'>;

const inAse = eq(categories.catalogId, CATALOGS.ASE);

export const aseDrawerList = defineList({
  spec: aseDrawerListSpec,
  table: categories,
  fields: {
    ID: { column: categories.id, type: 'text', sort: true, filter: true, search: true },
    Name: { column: categories.name, type: 'text', sort: true, filter: true, search: true },
    Description: { column: categories.description, type: 'text', search: true },
    Active: { column: categories.active, type: 'boolean', sort: true, filter: true },
  },
  tiebreaker: categories.id,
});

export const toDrawer = (row: DrawerRow): AseDrawerItem => ({
  ID: row.id,
  Name: row.name,
  Description: row.description,
  Active: row.active,
  Version: row.version,
});

export const listDrawers = (db: DbOrTx, query: ListQuery) =>
  aseDrawerList.run(db, query, { where: inAse, map: toDrawer });

/** A drawer's row, locked for the change when asked; 404 when there is none. */
export async function drawerRow(db: DbOrTx, id: string, forUpdate = false): Promise<DrawerRow> {
  const select = db
    .select()
    .from(categories)
    .where(and(inAse, eq(categories.id, id)));
  const [row] = forUpdate ? await select.for('update') : await select;
  if (!row) throw notFound('The drawer');
  return row;
}

/** The drawer IDs among `ids` that the ASE catalogue does not hold. */
export async function unknownDrawers(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(inAse, inArray(categories.id, [...ids])));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/** A new drawer, last in the list; null when the ID is taken. */
export async function insertDrawer(tx: DbOrTx, id: string, drawer: DrawerChanges): Promise<DrawerRow | null> {
  const last = await tx
    .select({ n: sql<number>`coalesce(max(${categories.listOrder}), 0)::int` })
    .from(categories)
    .where(inAse);
  await ensureCatalog(tx, CATALOGS.ASE);
  const [row] = await tx
    .insert(categories)
    .values({
      catalogId: CATALOGS.ASE,
      id,
      parentId: null,
      ...drawer,
      listOrder: Number(last[0]?.n ?? 0) + 1,
      xp: {},
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The drawer's fields over the row read (locked) at `before`, its version bumped. */
export async function updateDrawerRow(
  tx: DbOrTx,
  before: DrawerRow,
  changes: DrawerChanges,
): Promise<DrawerRow> {
  const [after] = await tx
    .update(categories)
    .set({ ...changes, version: before.version + 1 })
    .where(and(inAse, eq(categories.id, before.id)))
    .returning();
  return after!;
}

/** Deletes the drawer's row and its product assignments. */
export async function deleteDrawerRow(tx: DbOrTx, id: string): Promise<void> {
  await tx
    .delete(categoryProductAssignments)
    .where(
      and(
        eq(categoryProductAssignments.catalogId, CATALOGS.ASE),
        eq(categoryProductAssignments.categoryId, id),
      ),
    );
  await tx.delete(categories).where(and(inAse, eq(categories.id, id)));
}

/** Every drawer in list order, as the DCF catalogue file lists them. */
/** The drawers among these IDs by name, by ID. */
export const drawerNames = (db: DbOrTx, ids: readonly string[]) =>
  namesAmong(db, { id: categories.id, name: categories.name }, ids, inAse);

export const drawerSummaries = (db: DbOrTx) =>
  db
    .select({
      ID: categories.id,
      Name: categories.name,
      Description: categories.description,
      Active: categories.active,
    })
    .from(categories)
    .where(inAse)
    .orderBy(categories.listOrder, categories.id);
