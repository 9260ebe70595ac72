import { internalUsersUpload } from './modules/admin-users/public.ts';
import { CATALOG_FILES } from './modules/catalogs/public.ts';
import { routeCodeImport } from './modules/destinations/public.ts';
import { giftCardUpload } from './modules/giftcards/public.ts';
import { ORDER_WRITE_BACKS } from './modules/orders/public.ts';
import { SETTINGS_DOCUMENT_FILES } from './modules/settings/public.ts';
import type { ConnectorWriteBack } from './integrations/connectors/index.ts';
import type { BulkJobHandler } from './jobs/bulk-handler.ts';
import type { PublishedFile } from './publishing/published-file.ts';

/*
 * What the modules declare for the server's machinery, gathered here for the composition root (app.ts,
 * main.ts): the engine and the publisher below the modules never import them.
 */

/**
 * Every kind of bulk upload the server runs. An area adds its handler here; a job type without one
 * answers 404 and its jobs wait (unfinished) until a server that has it picks them up.
 */
export const BULK_JOB_HANDLERS: readonly BulkJobHandler[] = [
  internalUsersUpload,
  routeCodeImport,
  giftCardUpload,
];

/**
 * Every file the server publishes under /public/ (what the storefront reads). An area declares its file
 * with definePublishedFile (redirects.json, sitemap.xml, catalogue files …), lists it here and calls
 * requestPublish(tx, file) in the transactions that change what the file shows.
 */
export const PUBLISHED_FILES: readonly PublishedFile[] = [
  ...Object.values(SETTINGS_DOCUMENT_FILES),
  ...Object.values(CATALOG_FILES),
];

/**
 * How the areas write the outcome of their sends back (a shipment's NetSuite status and time): each
 * area declares its write-backs with defineWriteBack and lists them here; the outbox handlers run them.
 */
export const CONNECTOR_WRITE_BACKS: readonly ConnectorWriteBack[] = [...ORDER_WRITE_BACKS];
