import { z } from 'zod';
import { defineApiErrors } from './api-errors.ts';
import { defineRoute, emptyRoute, readRoute } from './api-routes.ts';
import { catalogPublishStatusSchema, publishedCatalogSchema } from './categories.ts';

/** Errors of the developer tools (spec 3 §2 /developer). */
export const DEVELOPER_ERRORS = defineApiErrors({
  notFailed: {
    status: 409,
    code: 'Outbox.NotFailed',
    message: 'Only a send the outbox gave up on (failed) can be retried.',
  },
});

/**
 * The maintenance tools of the original screen (spec 3 §2, §7, §9) that needed the old platform or were
 * one-off migrations: shown disabled, each with the reason (B.14). The enabled tools are the catalogue
 * refresh/publish, the outbox with retry, the search-text rebuild and the sitemap regeneration.
 */
export const DISABLED_DEVELOPER_TOOLS = [
  {
    label: 'Copy Catalogue',
    reason:
      'Copied the old platform’s catalogue with its assignments; this console keeps the catalogue itself.',
  },
  {
    label: 'Catalogue from File',
    reason:
      'Loaded a catalogue export of the old platform; use Refresh Category Cache to publish the catalogue.',
  },
  {
    label: 'Sync Content',
    reason: 'Synced the old content service; content is edited and stored in this console.',
  },
  {
    label: 'Run Migrations',
    reason: 'Database migrations run by themselves when the server starts.',
  },
  {
    label: 'Manual Jitterbit Run',
    reason: 'Started the old integration platform; sends now go through the outbox (retry them below).',
  },
  {
    label: 'Product Sync',
    reason: 'Pushed products to the old platform, which this console replaces.',
  },
  {
    label: 'Price Sync (30 at a time)',
    reason: 'A one-off load of an embedded price table into the old platform; prices are edited on products.',
  },
  {
    label: 'Customer File Status Update (100 at a time)',
    reason: 'A one-off correction of customer sync statuses on the old platform.',
  },
  {
    label: 'Customer Migration (15 at a time)',
    reason: 'A one-off migration of customer accounts, already done; disabled in the original too.',
  },
  {
    label: 'Event Cleanup (50 at a time)',
    reason: 'Deleted events on the old platform; events are deleted on their own page.',
  },
  {
    label: 'Search Index Cleanup',
    reason:
      'Cleaned the hosted search index of the old platform; use Rebuild Search Text for this console’s search.',
  },
] as const;

export const DEVELOPER_TEXTS = {
  catalogues: 'Catalogues',
  refreshCatalog: 'Refresh and Publish',
  searchText: 'Search Text',
  rebuildSearchText: 'Rebuild Search Text',
  searchTextHelp:
    'Recomputes the text the order search matches each shipment on (order and shipment IDs, buyer, recipient, tracking number).',
  rebuildProgress: (done: number, total: number) => `${done} of ${total} shipments checked`,
  rebuildDone: (checked: number, updated: number) =>
    `Search text rebuilt: ${checked} shipments checked, ${updated} updated.`,
  sitemap: 'Sitemap',
  sitemapHelp:
    'Publishes sitemap.xml again from the active categories, visible products, active stores and events and the SEO pages (a catalogue refresh also does).',
  otherTools: 'Other tools',
  otherToolsHelp: 'The tools of the old platform stay disabled; hover one to see why.',
} as const;

/** Shipments per search-text rebuild call: each call is one short transaction, the screen shows progress. */
export const SEARCH_TEXT_REBUILD_CHUNK = 1000;

export const searchTextRebuildBodySchema = z.strictObject({
  /** The last shipment ID of the previous call; null to start. */
  After: z.string().max(100).nullable(),
});

export const searchTextRebuildAnswerSchema = z.object({
  Checked: z.number().int(),
  Updated: z.number().int(),
  /** Pass as After for the next part; null when every shipment has been checked. */
  Next: z.string().nullable(),
  /** Shipments in all (counted on the first call, null afterwards). */
  Total: z.number().int().nullable(),
});
export type SearchTextRebuildAnswer = z.output<typeof searchTextRebuildAnswerSchema>;

/** A send of the outbox as the developers see it. */
export const outboxItemSchema = z.object({
  ID: z.number(),
  Kind: z.string(),
  /** erp, pos, cecs, email, publisher; null for a kind this server does not send. */
  System: z.string().nullable(),
  /** How it went out (file, http, smtp …) once sent. */
  Channel: z.string().nullable(),
  Entity: z.string(),
  EntityID: z.string(),
  Status: z.string(),
  Attempts: z.number(),
  LastError: z.string().nullable(),
  CreatedAt: z.string(),
  SentAt: z.string().nullable(),
});
export type OutboxItem = z.output<typeof outboxItemSchema>;

/** The Developer Tools screen's routes (developers only, DEVELOPER_USERNAMES). */
export const developerOverviewRoute = readRoute(
  '/developer/overview',
  z.object({
    DatabaseKind: z.string(),
    MigrationsApplied: z.number(),
    LatestMigration: z.string().nullable(),
    NodeVersion: z.string(),
    StartedAt: z.string(),
    MemoryRssMb: z.number(),
  }),
);
export const developerCatalogsRoute = readRoute(
  '/developer/catalogs',
  z.object({ Items: z.array(catalogPublishStatusSchema) }),
);
export const developerCatalogRefreshRoute = defineRoute({
  method: 'POST',
  path: '/developer/catalogs/:id/refresh',
  params: z.object({ id: publishedCatalogSchema }),
  status: 202,
  response: catalogPublishStatusSchema,
});
export const developerSitemapRoute = emptyRoute('POST', '/developer/sitemap/regenerate', 202);
export const searchTextRebuildRoute = defineRoute({
  method: 'POST',
  path: '/developer/search-text/rebuild',
  body: searchTextRebuildBodySchema,
  response: searchTextRebuildAnswerSchema,
});
export const developerOutboxRoute = readRoute(
  '/developer/outbox',
  z.object({
    Items: z.array(outboxItemSchema),
    Connectors: z.array(
      z.object({ System: z.string(), Description: z.string(), Channel: z.string(), Target: z.string() }),
    ),
  }),
);
export const outboxRetryRoute = defineRoute({
  method: 'POST',
  path: '/developer/outbox/:id/retry',
  params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  response: outboxItemSchema,
});
export const developerMailRoute = readRoute(
  '/developer/mail',
  z.object({
    Directory: z.string(),
    Items: z.array(z.object({ File: z.string(), To: z.string(), Subject: z.string(), Date: z.string() })),
  }),
);
