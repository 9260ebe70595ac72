import { CATALOG_FILE_NAMES, CATALOGS, DCF_TYPES } from '@commerce/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dcfCategories } from '../../db/schema/dcf.ts';
import { definePublishedFile } from '../../publishing/published-file.ts';
import { catalogueRow, drawerSummaries } from '../categories/public.ts';

/**
 * The DCF catalogue: the default delivery, every configured department, class and fineline (by type and
 * value), and the ASE drawers they name.
 */
async function renderDcf(db: Db): Promise<string | null> {
  const catalog = await catalogueRow(db, CATALOGS.DCF);
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
  const drawers = await drawerSummaries(db);
  return JSON.stringify({
    Catalog: { ID: catalog.id, Name: catalog.name, xp: { Delivery: catalog.xp.Delivery ?? null } },
    PublishedAt: new Date().toISOString(),
    Departments: byType.departments,
    Classes: byType.classes,
    Finelines: byType.finelines,
    AseDrawers: drawers,
  });
}

/** The DCF catalogue file (Refresh Category Cache publishes it). */
export const DCF_CATALOG_FILE = definePublishedFile({ name: CATALOG_FILE_NAMES.DCF, render: renderDcf });
