import { z } from 'zod';

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
      register: 'Registered (Build Order)',
      'impersonation-start': 'Ordered for by staff (storefront session started)',
      'impersonation-stop': 'Storefront session stopped',
    },
  },
  'bulk-job': { label: 'Bulk job', actions: { upload: 'File uploaded' } },
  /** An unpurchased gift card; its ID is the card number. */
  'gift-card': {
    label: 'Gift card',
    actions: { upload: 'Uploaded', generate: 'Generated', delete: 'Deleted' },
  },
  category: {
    label: 'Category',
    actions: { create: 'Created', update: 'Changed', reorder: 'Moved among its siblings', delete: 'Deleted' },
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
  destination: { label: 'Destination', actions: { create: 'Created', update: 'Changed', delete: 'Deleted' } },
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
});
export type HistoryPage = z.infer<typeof historyPageSchema>;
