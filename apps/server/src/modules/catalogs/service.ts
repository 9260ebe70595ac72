import { CATALOG_FILE_NAMES, type CatalogPublishStatus, type PublishedCatalog } from '@commerce/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { adminUsers } from '../../db/schema/admin-users.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { recordAudit } from '../../http/audit.ts';
import type { Actor } from '../../http/principal.ts';
import { PUBLISH_KIND, requestPublish } from '../../publishing/publish.ts';
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
  const ofFile = and(eq(outbox.kind, PUBLISH_KIND), eq(outbox.entityId, fileName));
  const [sent] = await db
    .select({ sentAt: outbox.sentAt })
    .from(outbox)
    .where(and(ofFile, eq(outbox.status, 'sent')))
    .orderBy(desc(outbox.sentAt))
    .limit(1);
  const [latest] = await db
    .select({ status: outbox.status, lastError: outbox.lastError })
    .from(outbox)
    .where(ofFile)
    .orderBy(desc(outbox.id))
    .limit(1);
  const [refresh] = await db
    .select({
      at: auditEvents.at,
      firstName: adminUsers.firstName,
      lastName: adminUsers.lastName,
      actorId: auditEvents.actorId,
    })
    .from(auditEvents)
    .leftJoin(adminUsers, eq(adminUsers.id, auditEvents.actorId))
    .where(
      and(
        eq(auditEvents.entity, 'catalog'),
        eq(auditEvents.entityId, catalog),
        eq(auditEvents.action, 'refresh'),
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(1);
  const pending = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(and(ofFile, eq(outbox.status, 'pending')));
  return {
    Catalog: catalog,
    FileName: fileName,
    Url: `/public/${fileName}`,
    LastPublishedAt: sent?.sentAt?.toISOString() ?? null,
    LastRefreshAt: refresh?.at.toISOString() ?? null,
    LastRefreshBy: refresh
      ? refresh.firstName
        ? `${refresh.firstName} ${refresh.lastName}`
        : refresh.actorId
      : null,
    Pending: Number(pending[0]?.n ?? 0) > 0,
    LastError: latest && latest.status !== 'sent' ? latest.lastError : null,
  };
}
