import { customerListSpec, firstAndRest, textSortKey } from '@commerce/domain';
import { and, asc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { escapeLike } from '../../http/list-query.ts';
import type { SearchHit, SearchProvider } from '../search/public.ts';
import { firstNameKey, lastNameKey } from './queries.ts';
import { visibleCustomers } from './visibility.ts';

const hitColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
};
type HitRow = { id: string; firstName: string; lastName: string; email: string };

const toHit = (row: HitRow): SearchHit => ({
  ID: row.id,
  Title: `${row.firstName} ${row.lastName}`,
  Subtitle: `${row.email} · ${row.id}`,
  Path: `/customers/${encodeURIComponent(row.id)}`,
});

/** The smallest string of digits after every one starting with `digits` ('129' → '13'), or null ('99'). */
export function nextDigitPrefix(digits: string): string | null {
  const kept = digits.replace(/9+$/, '');
  if (kept === '') return null;
  return `${kept.slice(0, -1)}${Number(kept.at(-1)) + 1}`;
}

/** `key like fold(text) || '%'`: a prefix range of the name's sort index (the pattern is a plan constant). */
const startsWith = (key: SQL, text: string): SQL => sql`${key} like ${`${escapeLike(textSortKey(text))}%`}`;

/**
 * Customers for global search, each lookup on an index, whatever the number of customers:
 * - by ID: exactly, or — when the text is all digits — every ID it starts; a digit prefix is a range of the
 *   primary key (digit strings sort the same in every collation; the LIKE keeps the range exact), in ID
 *   order, so the exact ID comes first;
 * - by last name prefix, on `customers_last_name_sort_idx` (Training_Team: `customers_training_idx`);
 * - with a space, "first last": the first word starts the first name, the rest the last name.
 * The ID matches come first, then the names in name order. Hidden customers (299999, non-training ones for
 * Training_Team) are never found.
 */
export const customerSearch: SearchProvider = {
  anyOf: customerListSpec.readKeys,
  async find(db: DbOrTx, principal, text, limit) {
    const visible = visibleCustomers(principal);
    const select = (where: SQL | undefined, ...order: SQL[]) =>
      db
        .select(hitColumns)
        .from(customers)
        .where(and(visible, where))
        .orderBy(...order)
        .limit(limit);
    const byName = (where: SQL) => select(where, lastNameKey, asc(customers.id));

    let byId: SQL;
    if (/^\d+$/.test(text)) {
      const next = nextDigitPrefix(text);
      byId = and(
        gte(customers.id, text),
        next === null ? undefined : lt(customers.id, next),
        like(customers.id, `${text}%`),
      )!;
    } else {
      byId = eq(customers.id, text);
    }
    const words = firstAndRest(text);
    const found = await Promise.all([
      select(byId, asc(customers.id)),
      byName(startsWith(lastNameKey, text)),
      words ? byName(and(startsWith(firstNameKey, words[0]), startsWith(lastNameKey, words[1]))!) : [],
    ]);

    const seen = new Set<string>();
    return found
      .flat()
      .filter((row) => !seen.has(row.id) && seen.add(row.id))
      .slice(0, limit)
      .map(toHit);
  },
};
