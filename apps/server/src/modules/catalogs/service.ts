import { CATALOG_FILE_NAMES, type CatalogPublishStatus, type PublishedCatalog } from '@commerce/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { latestAuditEvent, recordAudit } from '../../http/audit.ts';
import type { Actor } from '../../http/principal.ts';
import { publishedFileStatus, requestPublish } from '../../publishing/publish.ts';
import { userNames } from '../admin-users/public.ts';
import { refreshHomePageRenderLists, SITEMAP_FILE } from '../marketing/public.ts';
import { CATALOG_FILES } from './published.ts';

/**
 * Refresh Category Cache (spec 2 §1): publishes the catalogue's file through the outbox (rendered when it is
 * delivered, written atomically, retried on failure, listed in the developer tools) and records who asked.
 * The storefront catalogue also republishes sitemap.xml and recomputes the home page's Render lists.
 * Call notifyOutbox() after commit.
 */
export async function refreshCatalog(tx: Tx, actor: Actor, catalog: PublishedCatalog): Promise<void> {
  const outboxId = await requestPublish(tx, CATALOG_FILES[catalog]);
  if (catalog === 'Bachmans') {
    // What the storefront shows may have changed: the sitemap (C-37) and the home page's Render lists (C-27).
    await requestPublish(tx, SITEMAP_FILE);
    await refreshHomePageRenderLists(tx, actor);
  }
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'refresh',
    entity: 'catalog',
    entityId: catalog,
    after: { File: CATALOG_FILE_NAMES[catalog], OutboxID: outboxId },
  });
}

/** When the catalogue's file was last published, and who asked for the last refresh. */
export async function catalogPublishStatus(
  db: DbOrTx,
  catalog: PublishedCatalog,
): Promise<CatalogPublishStatus> {
  const fileName = CATALOG_FILE_NAMES[catalog];
  const published = await publishedFileStatus(db, fileName);
  const refresh = await latestAuditEvent(db, { entity: 'catalog', entityId: catalog, action: 'refresh' });
  const by = refresh?.actorId ? (await userNames(db, [refresh.actorId])).get(refresh.actorId) : undefined;
  return {
    Catalog: catalog,
    FileName: fileName,
    Url: `/public/${fileName}`,
    LastPublishedAt: published.lastPublishedAt?.toISOString() ?? null,
    LastRefreshAt: refresh?.at.toISOString() ?? null,
    LastRefreshBy: refresh ? (by?.firstName ? `${by.firstName} ${by.lastName}` : refresh.actorId) : null,
    Pending: published.pending,
    LastError: published.lastError,
  };
}
