import {
  anyUserAtStore,
  assertAnAdministratorRemains,
  internalUsersUpload,
} from './modules/admin-users/public.ts';
import { CATALOG_FILES } from './modules/catalogs/public.ts';
import { routeCodeImport } from './modules/destinations/public.ts';
import { giftCardUpload } from './modules/giftcards/public.ts';
import { batchRedirectsJob, MARKETING_FILES } from './modules/marketing/public.ts';
import { CUSTOMER_WRITE_BACKS, type CustomerRules } from './modules/customers/public.ts';
import { customerHasOrders, moveOrdersToAccount, ORDER_WRITE_BACKS } from './modules/orders/public.ts';
import type { DrawerRules } from './modules/dcf/public.ts';
import {
  productBulkUpdate,
  productsNamingDrawers,
  removeDrawersFromProducts,
} from './modules/products/public.ts';
import type { RoleRules } from './modules/roles/public.ts';
import { SETTINGS_DOCUMENT_FILES } from './modules/settings/public.ts';
import type { StoreRules } from './modules/stores/public.ts';
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
  batchRedirectsJob,
  productBulkUpdate,
];

/**
 * Every file the server publishes under /public/ (what the storefront reads). An area declares its file
 * with definePublishedFile (redirects.json, sitemap.xml, catalogue files …), lists it here and calls
 * requestPublish(tx, file) in the transactions that change what the file shows.
 */
export const PUBLISHED_FILES: readonly PublishedFile[] = [
  ...Object.values(SETTINGS_DOCUMENT_FILES),
  ...Object.values(CATALOG_FILES),
  ...MARKETING_FILES,
];

/**
 * How the areas write the outcome of their sends back (a shipment's NetSuite status and time): each
 * area declares its write-backs with defineWriteBack and lists them here; the outbox handlers run them.
 */
export const CONNECTOR_WRITE_BACKS: readonly ConnectorWriteBack[] = [
  ...ORDER_WRITE_BACKS,
  ...CUSTOMER_WRITE_BACKS,
];

/*
 * What a module's changes must respect that only a module above it knows, plugged in here so that neither
 * imports the other: the lower module names the rule in its public.ts, the higher one supplies it.
 */

/** A role change keeps an active user who holds internal-admin. */
export const ROLE_RULES: RoleRules = { assertAnAdministratorRemains };

/** A customer with orders on file is not deleted; a new account number takes their orders with it. */
export const CUSTOMER_RULES: CustomerRules = { customerHasOrders, moveOrdersToAccount };

/** An ASE drawer's references count and lose the products that name it. */
export const DRAWER_RULES: DrawerRules = { productsNamingDrawers, removeDrawersFromProducts };

/** A store with internal users at it is not deleted. */
export const STORE_RULES: StoreRules = { anyUserAtStore };
