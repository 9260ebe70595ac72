import {
  CATALOG_FILE_NAMES,
  CATALOGS,
  DCF_TYPES,
  type Category,
  type PublishedCatalog,
} from '@commerce/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogs } from '../../db/schema/catalogs.ts';
import { categories } from '../../db/schema/categories.ts';
import { dcfCategories } from '../../db/schema/dcf.ts';
import { definePublishedFile, type PublishedFile } from '../../publishing/published-file.ts';
import { toCategory } from '../categories/public.ts';

type PublishedCategory = Category & { Children: PublishedCategory[] };

/**
 * The storefront's category tree (catalogue Bachmans) as one JSON document: every category with its
 * settings (xp), nested under its parent in ListOrder. Rendered when the publish is delivered.
 */
async function renderBachmans(db: Db): Promise<string | null> {
  const [catalog] = await db.select().from(catalogs).where(eq(catalogs.id, CATALOGS.Bachmans));
  if (!catalog) return null;
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.catalogId, CATALOGS.Bachmans))
    .orderBy(asc(categories.listOrder), asc(categories.id));
  const nodes = new Map<string, PublishedCategory>(
    rows.map((row) => [row.id, { ...toCategory(row), Children: [] }]),
  );
  const roots: PublishedCategory[] = [];
  for (const node of nodes.values()) {
    const parent = node.ParentID ? nodes.get(node.ParentID) : undefined;
    (parent ? parent.Children : roots).push(node);
  }
  return JSON.stringify({
    Catalog: { ID: catalog.id, Name: catalog.name },
    PublishedAt: new Date().toISOString(),
    Categories: roots,
  });
}

/**
 * The DCF catalogue: the default delivery, every configured department, class and fineline (by type and
 * value), and the ASE drawers they name.
 */
async function renderDcf(db: Db): Promise<string | null> {
  const [catalog] = await db.select().from(catalogs).where(eq(catalogs.id, CATALOGS.DCF));
  if (!catalog) return null;
  const rows = await db.select().from(dcfCategories).orderBy(asc(dcfCategories.type), asc(dcfCategories.id));
  const byType = Object.fromEntries(
    DCF_TYPES.map((type) => [
      type,
      Object.fromEntries(
        rows
          .filter((row) => row.type === type)
          .map((row) => [row.id, { ID: row.id, Name: row.name, Active: row.active, xp: row.xp }]),
      ),
    ]),
  );
  const drawers = await db
    .select({
      ID: categories.id,
      Name: categories.name,
      Description: categories.description,
      Active: categories.active,
    })
    .from(categories)
    .where(eq(categories.catalogId, CATALOGS.ASE))
    .orderBy(asc(categories.listOrder), asc(categories.id));
  return JSON.stringify({
    Catalog: { ID: catalog.id, Name: catalog.name, xp: { Delivery: catalog.xp.Delivery ?? null } },
    PublishedAt: new Date().toISOString(),
    Departments: byType.departments,
    Classes: byType.classes,
    Finelines: byType.finelines,
    AseDrawers: drawers,
  });
}

/** The catalogue files Refresh Category Cache publishes under /public/. */
export const CATALOG_FILES: Record<PublishedCatalog, PublishedFile> = {
  Bachmans: definePublishedFile({ name: CATALOG_FILE_NAMES.Bachmans, render: renderBachmans }),
  DCF: definePublishedFile({ name: CATALOG_FILE_NAMES.DCF, render: renderDcf }),
};
