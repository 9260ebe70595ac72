import { addressLine, formatPhone, storeListSpec } from '@commerce/domain';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { stores } from '../../db/schema/stores.ts';
import { escapeLike } from '../../http/list-query.ts';
import type { SearchProvider } from '../search/public.ts';
import { textSortKey } from '../../db/text-sort-key.ts';

/**
 * Stores for global search: name, ID, city or zip containing the text (stores are few); an exact name or
 * ID first, then by name. Custom event locations are not stores.
 */
export const storeSearch: SearchProvider = {
  anyOf: storeListSpec.readKeys,
  async find(db, _principal, text, limit) {
    const pattern = `%${escapeLike(text)}%`;
    const rows = await db
      .select()
      .from(stores)
      .where(
        and(
          eq(stores.customLocation, false),
          or(
            ilike(stores.companyName, pattern),
            ilike(stores.id, pattern),
            ilike(stores.city, pattern),
            ilike(stores.zip, pattern),
          ),
        ),
      )
      .orderBy(
        sql`(lower(${stores.companyName}) = lower(${text}) or lower(${stores.id}) = lower(${text})) desc`,
        textSortKey(stores.companyName),
        asc(stores.id),
      )
      .limit(limit);
    return rows.map((row) => ({
      ID: row.id,
      Title: row.companyName,
      Subtitle: [
        addressLine({ Street1: row.street1, City: row.city, State: row.state, Zip: row.zip }),
        formatPhone(row.phone ?? ''),
      ]
        .filter(Boolean)
        .join(' · '),
      Path: `/stores/${encodeURIComponent(row.id)}`,
    }));
  },
};
