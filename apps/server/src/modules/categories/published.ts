import { CATALOG_FILE_NAMES, CATALOGS, type Category } from '@commerce/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogs, categories } from '../../db/schema/categories.ts';
import { definePublishedFile } from '../../publishing/published-file.ts';
import { toCategory } from './mapper.ts';

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

/** The Bachmans catalogue file (Refresh Category Cache publishes it). */
export const BACHMANS_CATALOG_FILE = definePublishedFile({
  name: CATALOG_FILE_NAMES.Bachmans,
  render: renderBachmans,
});
