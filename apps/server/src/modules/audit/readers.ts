import {
  findSettingsSection,
  type HistoryReferenceKind,
  settingsSectionKeys,
  type AuditEntity,
  type FeatureKey,
} from '@commerce/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../http/principal.ts';
import { categoryNames, drawerNames } from '../categories/public.ts';
import { contentEntryNames } from '../content/public.ts';
import { customerGroupNames, visibleCustomerIds } from '../customers/public.ts';
import { visibleOrderIds } from '../orders/public.ts';
import { eventNames, feeNames, productNames, skuNames } from '../products/public.ts';
import { roleNames } from '../roles/public.ts';
import { storeNames } from '../stores/public.ts';

/**
 * Who may read the History of which kind of record: holders of the area's reader key, a user their own
 * record, and — where the record itself is restricted (Training_Team sees training customers only) — the
 * same check the record's own page makes. An area adds its entity here when it adds a History panel.
 */
export interface HistoryReader {
  anyOf: readonly FeatureKey[];
  own?(principal: Principal, id: string): boolean;
  /**
   * The records' own visibility rule: which of these the caller may see, in one read (the dashboard's
   * Recent activity asks about many); a record the caller cannot see has no History for them either.
   */
  visibleAmong?(db: DbOrTx, principal: Principal, ids: readonly string[]): Promise<Set<string>>;
}

export const HISTORY_READERS: Partial<Record<AuditEntity, HistoryReader>> = {
  'admin-user': { anyOf: ['internal-reader'], own: (principal, id) => principal.user.id === id },
  role: { anyOf: ['internal-admin'] },
  customer: { anyOf: ['customer-reader'], visibleAmong: visibleCustomerIds },
  category: { anyOf: ['categories-reader'] },
  'dcf-category': { anyOf: ['dcf-reader'] },
  'ase-drawer': { anyOf: ['dcf-reader'] },
  destination: { anyOf: ['address-reader'] },
  'route-code': { anyOf: ['address-reader'] },
  'gift-card': { anyOf: ['giftcards-reader'] },
  event: { anyOf: ['events-reader'] },
  redirect: { anyOf: ['misc-marketing'] },
  'published-file': { anyOf: ['misc-marketing'] },
  store: { anyOf: ['stores-reader'] },
  // A section of a settings document ('buyerxp/delivery-ups'): read by whoever may read that section.
  settings: {
    anyOf: settingsSectionKeys('read'),
    visibleAmong: async (_db, principal, ids) =>
      new Set(
        ids.filter((id) => {
          const [document = '', section = ''] = id.split('/');
          const found = findSettingsSection(document, section);
          return !!found && found.readKeys.some((key) => principal.permissions.includes(key));
        }),
      ),
  },
  order: { anyOf: ['order-reader'], visibleAmong: visibleOrderIds },
  product: { anyOf: ['product-reader'] },
};

/** Where History finds the names of the records a change names by ID (packages/domain history.ts). */
export const HISTORY_NAME_LOOKUPS: Record<
  HistoryReferenceKind,
  (db: DbOrTx, ids: readonly string[]) => Promise<Map<string, string>>
> = {
  store: storeNames,
  category: categoryNames,
  event: eventNames,
  product: productNames,
  sku: skuNames,
  fee: feeNames,
  drawer: drawerNames,
  role: roleNames,
  'customer-group': customerGroupNames,
  content: contentEntryNames,
};
