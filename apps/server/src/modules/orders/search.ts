import { formatMoney, formatStoreDate, orderListSpec } from '@commerce/domain';
import { and, asc, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, shipments } from '../../db/schema/orders.ts';
import type { SearchHit, SearchProvider } from '../search/public.ts';
import { visibleOrders } from './visibility.ts';

/** Order IDs are upper-case letters and digits ('BO104233', 'SO10000042'). */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The smallest ID after every one starting with `prefix`, among IDs of letters and digits ('BO1049' →
 * 'BO104A', 'AZ' → 'B'), or null when there is none ('ZZ'). Digits sort before letters in byte order and
 * in the usual collations alike, so `id >= prefix and id < next` is a range of the primary key.
 */
export function nextAlphanumericPrefix(prefix: string): string | null {
  let kept = prefix;
  while (kept.endsWith('Z')) kept = kept.slice(0, -1);
  if (kept === '') return null;
  const last = ALPHABET.indexOf(kept.at(-1)!);
  return `${kept.slice(0, -1)}${ALPHABET[last + 1]}`;
}

type HitRow = {
  id: string;
  fromUser: Record<string, string | null>;
  dateSubmitted: Date | null;
  total: string;
};
const hitColumns = {
  id: orders.id,
  fromUser: orders.fromUser,
  dateSubmitted: orders.dateSubmitted,
  total: orders.total,
};

const toHit = (row: HitRow): SearchHit => ({
  ID: row.id,
  Title: `Order ${row.id}`,
  Subtitle: [
    [row.fromUser.FirstName, row.fromUser.LastName].filter(Boolean).join(' '),
    formatStoreDate(row.dateSubmitted?.toISOString()),
    formatMoney(row.total),
  ]
    .filter(Boolean)
    .join(' · '),
  Path: `/orders/${encodeURIComponent(row.id)}`,
});

/**
 * Orders for global search, by order ID (any case): the order whose ID or one of whose shipments' IDs
 * it is, then the orders whose IDs it starts, in ID order — each a lookup of a primary key (a range for
 * the prefix), whatever the number of orders. Only submitted orders the principal may see.
 */
export const orderSearch: SearchProvider = {
  anyOf: orderListSpec.readKeys,
  async find(db: DbOrTx, principal, text, limit) {
    const id = text.trim().toUpperCase();
    if (!/^[A-Z0-9][A-Z0-9-]*$/.test(id)) return [];
    const visible = visibleOrders(principal);
    const select = (where: SQL | undefined) =>
      db.select(hitColumns).from(orders).where(and(visible, where)).orderBy(asc(orders.id)).limit(limit);

    const exact = await select(
      sql`${orders.id} = ${id} or ${orders.id} = (select ${shipments.orderId} from ${shipments} where ${shipments.id} = ${id})`,
    );
    let prefixed: HitRow[] = [];
    if (/^[A-Z0-9]+$/.test(id)) {
      const next = nextAlphanumericPrefix(id);
      prefixed = await select(
        and(gte(orders.id, id), next === null ? undefined : lt(orders.id, next), like(orders.id, `${id}%`)),
      );
    }
    const seen = new Set<string>();
    return [...exact, ...prefixed]
      .filter((row) => !seen.has(row.id) && seen.add(row.id))
      .slice(0, limit)
      .map(toHit);
  },
};
