import { z } from 'zod';
import { readRoute } from './api-routes.ts';

/**
 * Every kind of record the audit trail holds, with the actions written for it and how the History panel
 * names each. The server's `recordAudit` only takes an action declared for its entity, so the trail never
 * holds a free-form string; an area adds its entity here.
 */
export interface AuditEntityDef {
  /** What the record is called in the History panel ('Customer'). */
  label: string;
  /** Action → what the History panel says happened. */
  actions: Record<string, string>;
}

const defineAuditEntities = <const T extends Record<string, AuditEntityDef>>(entities: T): T => entities;

export const AUDIT_ENTITIES = defineAuditEntities({
  'admin-user': {
    label: 'Internal user',
    actions: {
      create: 'Created',
      update: 'Changed',
      delete: 'Deleted',
      'create-first-admin': 'Created at the first start',
      'sign-in': 'Signed in',
      'update-profile': 'Changed their profile',
      'change-password': 'Changed their password',
      'reset-password': 'Reset their password',
    },
  },
  role: { label: 'User role', actions: { create: 'Created', update: 'Changed', delete: 'Deleted' } },
  customer: {
    label: 'Customer',
    actions: {
      'update-basic-info': 'Basic info changed',
      'update-status': 'Account status changed',
      'update-eagle-number': 'Eagle Customer Number changed',
      'new-account-number': 'New OMS account number',
      'update-purchase-order': 'Purchase order changed',
      'update-tax-exemption': 'Tax exemption changed',
      'update-credit-limit': 'Credit limit changed',
      'update-groups': 'Groups changed',
      'add-note': 'Note added',
      'edit-note': 'Note changed',
      'delete-note': 'Note deleted',
      'send-password-reset': 'Password reset e-mail sent',
      'bulk-activate': 'Activated (bulk)',
      'bulk-deactivate': 'Deactivated (bulk)',
      'bulk-delete': 'Deleted (bulk)',
      delete: 'Deleted',
      'cecs-sync': 'Customer service sync',
      'register-training-user': 'Registered as a training user',
      register: 'Registered (Build Order)',
      'impersonation-start': 'Ordered for by staff (storefront session started)',
      'impersonation-stop': 'Storefront session stopped',
    },
  },
  /** Developer maintenance runs; the ID names the tool. */
  maintenance: { label: 'Maintenance', actions: { 'rebuild-search-text': 'Search text rebuilt' } },
  /** The dashboard's 'Resend failed': the ID is the job's. */
  'resend-job': { label: 'Resend of failed sends', actions: { create: 'Failed sends resent' } },
  'bulk-job': { label: 'Bulk job', actions: { upload: 'File uploaded' } },
  /** An unpurchased gift card; its ID is the card number. */
  'gift-card': {
    label: 'Gift card',
    actions: { upload: 'Uploaded', generate: 'Generated', delete: 'Deleted' },
  },
  category: {
    label: 'Category',
    actions: {
      create: 'Created',
      update: 'Changed',
      reorder: 'Moved among its siblings',
      delete: 'Deleted',
      'assign-products': 'Products assigned',
    },
  },
  /** A department, class or fineline's settings; its ID is `{type}/{value}`. */
  'dcf-category': {
    label: 'DCF settings',
    actions: {
      'save-delivery': 'Delivery saved',
      'save-warranty': 'Warranty saved',
      'save-ase': 'Drawers saved',
      'save-content': 'Content saved',
      'drawer-deleted': 'A deleted drawer removed',
    },
  },
  'ase-drawer': {
    label: 'ASE drawer',
    actions: { create: 'Created', update: 'Changed', delete: 'Deleted', 'bulk-delete': 'Deleted (bulk)' },
  },
  /** A catalogue (Bachmans, DCF): its default delivery and its published file. */
  catalog: {
    label: 'Catalogue',
    actions: { 'save-default-delivery': 'Default delivery saved', refresh: 'Category cache refreshed' },
  },
  'content-asset': { label: 'Asset', actions: { upload: 'Uploaded' } },
  event: {
    label: 'Event',
    actions: {
      create: 'Created',
      delete: 'Deleted',
      'save-basic-info': 'Basic Info saved',
      'save-visibility': 'Visibility saved',
      'save-location': 'Location saved',
      'save-image': 'Image saved',
      'save-html': 'Description or policies saved',
      'save-dates': 'Dates & Times saved',
      'save-related': 'Related Events saved',
      'toggle-slot': 'Slot switched',
      'save-slot-inventory': 'Slot inventory saved',
      'save-slot-pricing': 'Slot pricing saved',
      'save-slot-web': 'Slot web properties saved',
      'create-location': 'Custom location created',
    },
  },
  /** A product (its ID is the product code): product-level saves touch every SKU, SKU saves name the SKU. */
  product: {
    label: 'Product',
    actions: {
      'save-default-sku': 'Default SKU changed',
      'save-flags': 'Flags saved',
      'save-fees': 'Fees saved',
      'save-categories': 'Categories saved',
      'save-warranty': 'Warranty saved',
      'save-key-specs': 'Key specifications saved',
      'save-related': "Bachman's Suggests saved",
      'save-articles': 'Related articles saved',
      'save-sku-web': 'SKU web properties saved',
      'save-sku-description': 'SKU description saved',
      'save-sku-visibility': 'SKU visibility saved',
      'save-sku-pricing': 'SKU pricing saved',
      'save-sku-inventory': 'SKU inventory saved',
      'save-sku-delivery': 'SKU delivery saved',
      'save-sku-non-delivery-dates': 'SKU non-delivery dates saved',
      'save-sku-ase': 'SKU drawers saved',
      'save-sku-images': 'SKU images saved',
      'category-assignment': 'Category assignment changed',
    },
  },
  fee: { label: 'Fee', actions: { create: 'Created' } },
  /** A colour of the colour table (its ID is the colour name). */
  color: { label: 'Colour', actions: { save: 'Saved' } },
  destination: { label: 'Destination', actions: { create: 'Created', update: 'Changed', delete: 'Deleted' } },
  store: {
    label: 'Store',
    actions: {
      create: 'Created',
      update: 'Changed',
      'reorder-hours': 'Store hours reordered',
      delete: 'Deleted',
    },
  },
  'route-code': {
    label: 'Route code',
    actions: {
      create: 'Created',
      update: 'Changed',
      delete: 'Deleted',
      'import-create': 'Created by an import',
      'import-update': 'Changed by an import',
    },
  },
  order: {
    label: 'Order',
    actions: {
      'send-to-netsuite': 'Sent to NetSuite',
      'resend-confirmation': 'Confirmation e-mail resent',
      'resend-egift-email': 'E-gift card e-mail resent',
      'send-redemption-files': 'Redemption files sent to Eagle',
      'send-gift-cards': 'Gift cards on shipment sent to Eagle',
      'send-shipment-to-eagle': 'Shipment sent to Eagle',
      'update-tracking-number': 'UPS tracking number changed',
      'update-bulk-order': 'Consolidate Delivery Confirmations changed',
      'erp-outcome': 'NetSuite answered',
      'pos-outcome': 'Eagle answered',
      'place-order': 'Placed through the storefront',
    },
  },
  /** A storefront redirect; its ID is the slug. */
  redirect: {
    label: 'Redirect',
    actions: { create: 'Added', delete: 'Removed', 'batch-create': 'Added by a batch' },
  },
  /** A published file regenerated on request (sitemap.xml). */
  'published-file': { label: 'Published file', actions: { regenerate: 'Regenerated' } },
  /** A section of a settings document (the BuyerXP document); its ID is `{document}/{section}`. */
  settings: { label: 'Settings', actions: { 'save-section': 'Saved' } },
  database: { label: 'Database', actions: { 'seed-demo': 'Demo data loaded' } },
});

export type AuditEntity = keyof typeof AUDIT_ENTITIES;
export type AuditActionOf<E extends AuditEntity> = keyof (typeof AUDIT_ENTITIES)[E]['actions'] & string;

export const isAuditEntity = (value: string): value is AuditEntity => Object.hasOwn(AUDIT_ENTITIES, value);

/** What the History panel says an action did; an action no longer declared shows as written. */
export function auditActionLabel(entity: string, action: string): string {
  if (!isAuditEntity(entity)) return action;
  const actions: Record<string, string> = AUDIT_ENTITIES[entity].actions;
  return actions[action] ?? action;
}

export const fieldChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

/** One entry of a record's History panel. */
export const historyEntrySchema = z.object({
  ID: z.number(),
  At: z.string(),
  ActorID: z.string().nullable(),
  /** The actor's name as it reads now ('Maria Johnson'); null for the system or a deleted user. */
  ActorName: z.string().nullable(),
  Action: z.string(),
  Changes: z.record(z.string(), fieldChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyPageSchema = z.object({
  Items: z.array(historyEntrySchema),
  /** Pass as `before` for the next (older) page; null when there is none. */
  NextBefore: z.number().nullable(),
  /**
   * The names of the records this page's changes name by ID (a store, a product, a fee …), by kind and ID
   * (`historyReferences` in history.ts says which fields those are); an ID missing here is shown as it is.
   */
  Names: z.record(z.string(), z.record(z.string(), z.string())),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** A record's History, newest first, a page at a time (before = the previous page's NextBefore). */
export const historyRoute = readRoute('/audit/:entity/:entityId', historyPageSchema, {
  params: z.object({ entity: z.string().max(50), entityId: z.string().max(200) }),
  query: z.object({ before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional() }),
});
