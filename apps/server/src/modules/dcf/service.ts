import {
  CATALOGS,
  CONTENT_ERRORS,
  DCF_ERRORS,
  GIFTCARDS_DRAWER_ID,
  aseDrawerIdFor,
  canDeleteAseDrawer,
  normalizeDcfCategory,
  type AseDrawerDetail,
  type AseDrawerForm,
  type AseReferences,
  type ContentSlotKey,
  type DcfCategory,
  type DcfDetail,
  type DcfDefault,
  type DcfSection,
  type DcfType,
  type DeliveryMap,
} from '@commerce/domain';
import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { dcfCategories } from '../../db/schema/dcf.ts';
import { recordAudit, recordAudits } from '../../http/audit.ts';
import { apiError, staleVersion } from '../../http/errors.ts';
import type { Actor } from '../../http/principal.ts';
import { assertVersion } from '../../http/versioning.ts';
import {
  catalogueRow,
  deleteDrawerRow,
  drawerRow,
  insertDrawer,
  toDrawer,
  unknownDrawers,
  updateDrawerRow,
  saveCatalogueXp,
  type DrawerRow,
} from '../categories/public.ts';
import { entriesNotOffered } from '../content/public.ts';
import { dcfDetail, dcfRow, toDcfCategory } from './queries.ts';

const SECTION_FIELDS = {
  delivery: 'Delivery',
  warranty: 'Warranty',
  ase: 'ASE',
  content: 'Content',
} as const;

/**
 * What the drawers' references need of the products, which are the products module's: how many name a
 * drawer, and taking drawers out of their lists. The composition root plugs the products module's
 * functions in (declarations.ts DRAWER_RULES), so neither module imports the other.
 */
export interface DrawerRules {
  productsNamingDrawers(db: DbOrTx, ids: readonly string[]): Promise<number>;
  /** Takes the drawers out of every product's drawer list, in the caller's transaction; how many changed. */
  removeDrawersFromProducts(tx: DbOrTx, ids: readonly string[]): Promise<number>;
}

async function assertSectionValid(db: DbOrTx, current: DcfCategory, next: DcfCategory['xp']) {
  const unknown = await unknownDrawers(db, next.ASE ?? []);
  if (unknown.length > 0) throw apiError(DCF_ERRORS.unknownDrawer, { data: { IDs: unknown } });
  for (const slot of ['full', 'stacked', 'dynamic'] as ContentSlotKey[]) {
    const value = next.Content?.[slot as 'full']?.value ?? [];
    const held = current.xp.Content?.[slot as 'full']?.value ?? [];
    const refused = await entriesNotOffered(db, slot, value, held);
    if (refused.length > 0)
      throw apiError(CONTENT_ERRORS.unknownEntry, { data: { Slot: slot, IDs: refused } });
  }
}

/**
 * Saves one section of a department, class or fineline (spec 2 §4): the whole record is written, Active,
 * with every empty section null (normalizeDcfCategory). A value nobody configured is created at version 0
 * (If-Match "0"); two first saves at once cannot both create it.
 */
export async function saveDcfSection(
  tx: Tx,
  actor: Actor,
  input: { type: DcfType; id: string; section: DcfSection; version: number; value: unknown },
): Promise<DcfDetail> {
  const { type, id, section, version } = input;
  const row = await dcfRow(tx, type, id, true);
  assertVersion(row?.version ?? 0, version);
  const current = row ? toDcfCategory(row) : { ID: id, Name: id, Active: true, xp: blankXp() };
  const field = SECTION_FIELDS[section];
  const xp = { ...current.xp, [field]: input.value } as DcfCategory['xp'];
  await assertSectionValid(tx, current, xp);
  const next = normalizeDcfCategory({ ...current, xp });
  if (row) {
    await tx
      .update(dcfCategories)
      .set({ active: true, xp: next.xp, version: row.version + 1 })
      .where(and(eq(dcfCategories.type, type), eq(dcfCategories.id, id)));
  } else {
    const inserted = await tx
      .insert(dcfCategories)
      .values({ type, id, name: id, active: true, xp: next.xp })
      .onConflictDoNothing()
      .returning({ id: dcfCategories.id });
    if (inserted.length === 0) throw staleVersion();
  }
  await recordAudit(tx, {
    actorId: actor.id,
    action: `save-${section}`,
    entity: 'dcf-category',
    entityId: `${type}/${id}`,
    before: row ? { [`xp.${field}`]: current.xp[field], Active: current.Active } : null,
    after: { [`xp.${field}`]: next.xp[field], Active: true },
  });
  return dcfDetail(tx, type, id);
}

const blankXp = (): DcfCategory['xp'] => ({ Delivery: null, Warranty: null, ASE: null, Content: null });

export async function dcfDefault(db: DbOrTx): Promise<DcfDefault> {
  const row = await catalogueRow(db, CATALOGS.DCF);
  const delivery = (row?.xp as { Delivery?: DeliveryMap } | undefined)?.Delivery ?? null;
  return { Delivery: delivery, Version: row?.version ?? 0 };
}

/** The catalogue default delivery (at least one method enabled, defaultDeliverySchema). */
export async function saveDcfDefault(
  tx: Tx,
  actor: Actor,
  { version, delivery }: { version: number; delivery: DeliveryMap },
): Promise<DcfDefault> {
  const row = await catalogueRow(tx, CATALOGS.DCF, true);
  assertVersion(row?.version ?? 0, version);
  const before = (row?.xp as { Delivery?: DeliveryMap } | undefined)?.Delivery ?? null;
  if (!(await saveCatalogueXp(tx, CATALOGS.DCF, { ...row?.xp, Delivery: delivery }, row))) {
    throw staleVersion();
  }
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'save-default-delivery',
    entity: 'catalog',
    entityId: CATALOGS.DCF,
    before: { 'xp.Delivery': before },
    after: { 'xp.Delivery': delivery },
  });
  return dcfDefault(tx);
}

// ---------------------------------------------------------------------------------------------------------
// ASE drawers

/** Whether a record's drawer list (xp.ASE of the column) names any of the drawers. */
export const namesAnyDrawer = (column: AnyColumn, ids: readonly string[]) =>
  sql`coalesce(${column}->'ASE', 'null'::jsonb) ?| ${sql.param([...ids])}::text[]`;

/** How many DCF records and products name any of the drawers in their drawer lists. */
export async function aseReferences(
  db: DbOrTx,
  ids: readonly string[],
  rules: DrawerRules,
): Promise<AseReferences> {
  if (ids.length === 0) return { Dcf: 0, Products: 0 };
  const [dcf] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dcfCategories)
    .where(namesAnyDrawer(dcfCategories.xp, ids));
  return { Dcf: Number(dcf?.n ?? 0), Products: await rules.productsNamingDrawers(db, ids) };
}

export async function drawerDetail(db: DbOrTx, id: string, rules: DrawerRules): Promise<AseDrawerDetail> {
  const row = await drawerRow(db, id);
  return { ...toDrawer(row), References: await aseReferences(db, [id], rules) };
}

const drawerSnapshot = (row: DrawerRow) => ({
  ID: row.id,
  Name: row.name,
  Description: row.description,
  Active: row.active,
});

/** A new drawer (C-9): ID = the upper-case letters and digits of its name, 409 when taken. */
export async function createDrawer(tx: Tx, actor: Actor, input: AseDrawerForm): Promise<AseDrawerDetail> {
  const id = aseDrawerIdFor(input.Name);
  const row = await insertDrawer(tx, id, {
    name: input.Name,
    description: input.Description || null,
    active: input.Active,
  });
  if (!row) throw apiError(DCF_ERRORS.drawerIdInUse, { data: { ID: id } });
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'create',
    entity: 'ase-drawer',
    entityId: id,
    after: drawerSnapshot(row),
  });
  return { ...toDrawer(row), References: { Dcf: 0, Products: 0 } };
}

export async function updateDrawer(
  tx: Tx,
  actor: Actor,
  { id, version, changes }: { id: string; version: number; changes: Partial<AseDrawerForm> },
  rules: DrawerRules,
): Promise<AseDrawerDetail> {
  const before = await drawerRow(tx, id, true);
  assertVersion(before.version, version);
  const after = await updateDrawerRow(tx, before, {
    name: changes.Name ?? before.name,
    description: changes.Description === undefined ? before.description : changes.Description || null,
    active: changes.Active ?? before.active,
  });
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'update',
    entity: 'ase-drawer',
    entityId: id,
    before: drawerSnapshot(before),
    after: drawerSnapshot(after),
  });
  return drawerDetail(tx, id, rules);
}

/** A drawer list (xp.ASE of the column) without the removed drawers, order kept; null when nothing is left (spec 2 §4). */
export const withoutDrawers = (column: AnyColumn, ids: readonly string[]) => sql`
  case when coalesce(jsonb_array_length(
    (select jsonb_agg(e.value order by e.ordinality) from jsonb_array_elements(${column}->'ASE') with ordinality e
     where e.value #>> '{}' <> all(${sql.param([...ids])}::text[]))), 0) = 0
  then jsonb_set(${column}, '{ASE}', 'null'::jsonb)
  else jsonb_set(${column}, '{ASE}',
    (select jsonb_agg(e.value order by e.ordinality) from jsonb_array_elements(${column}->'ASE') with ordinality e
     where e.value #>> '{}' <> all(${sql.param([...ids])}::text[])))
  end`;

/**
 * Deletes a drawer and every reference to it, in the caller's transaction (C-9): its ID leaves every DCF
 * record's and product's drawer list (an emptied DCF list becomes null), its ASE catalogue assignments go,
 * and the DCF records changed are audited each; the drawer's own event counts the products. GIFTCARDS is
 * built in and never deleted.
 */
export async function removeDrawer(
  tx: Tx,
  actor: Actor,
  row: DrawerRow,
  action: 'delete' | 'bulk-delete',
  rules: DrawerRules,
): Promise<AseReferences> {
  if (!canDeleteAseDrawer(row.id)) throw apiError(DCF_ERRORS.builtInDrawer);
  const ids = [row.id];
  const dcfChanged = await tx
    .select({ type: dcfCategories.type, id: dcfCategories.id, xp: dcfCategories.xp })
    .from(dcfCategories)
    .where(namesAnyDrawer(dcfCategories.xp, ids))
    .for('update');
  const dcfAfter = await tx
    .update(dcfCategories)
    .set({ xp: withoutDrawers(dcfCategories.xp, ids), version: sql`${dcfCategories.version} + 1` })
    .where(namesAnyDrawer(dcfCategories.xp, ids))
    .returning({ type: dcfCategories.type, id: dcfCategories.id, xp: dcfCategories.xp });
  const productsChanged = await rules.removeDrawersFromProducts(tx, ids);
  await deleteDrawerRow(tx, row.id);
  const afterById = new Map(dcfAfter.map((dcf) => [`${dcf.type}/${dcf.id}`, dcf.xp.ASE ?? null]));
  await recordAudits(tx, [
    {
      actorId: actor.id,
      action,
      entity: 'ase-drawer',
      entityId: row.id,
      before: {
        ...drawerSnapshot(row),
        'References.Dcf': dcfChanged.map((dcf) => `${dcf.type}/${dcf.id}`).sort(),
        'References.Products': productsChanged,
      },
    },
    ...dcfChanged.map((dcf) => ({
      actorId: actor.id,
      action: 'drawer-deleted' as const,
      entity: 'dcf-category' as const,
      entityId: `${dcf.type}/${dcf.id}`,
      before: { 'xp.ASE': dcf.xp.ASE ?? null },
      after: { 'xp.ASE': afterById.get(`${dcf.type}/${dcf.id}`) ?? null },
    })),
  ]);
  return { Dcf: dcfChanged.length, Products: productsChanged };
}

export async function deleteDrawer(
  tx: Tx,
  actor: Actor,
  { id, version }: { id: string; version: number },
  rules: DrawerRules,
): Promise<AseReferences> {
  const row = await drawerRow(tx, id, true);
  assertVersion(row.version, version);
  return removeDrawer(tx, actor, row, 'delete', rules);
}

export { GIFTCARDS_DRAWER_ID };
