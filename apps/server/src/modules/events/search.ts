import { eventListSpec } from '@commerce/domain';
import { and, asc, ilike, or, sql } from 'drizzle-orm';
import { products } from '../../db/schema/products.ts';
import { escapeLike } from '../../http/list-query.ts';
import type { SearchProvider } from '../search/public.ts';
import { isEvent } from './queries.ts';

/**
 * Events for global search: name or product code containing the text (trigram indexes); an exact code
 * first, then by name. Path: the event page.
 */
export const eventSearch: SearchProvider = {
  anyOf: eventListSpec.readKeys,
  async find(db, _principal, text, limit) {
    const pattern = `%${escapeLike(text)}%`;
    const rows = await db
      .select({ code: products.productCode, name: products.name, ticketed: products.isWorkshopEvent })
      .from(products)
      .where(and(isEvent, or(ilike(products.name, pattern), ilike(products.productCode, pattern))))
      .orderBy(
        sql`(lower(${products.productCode}) = lower(${text})) desc`,
        sql`lower(${products.name})`,
        asc(products.id),
      )
      .limit(limit);
    return rows.map((row) => ({
      ID: row.code,
      Title: row.name,
      Subtitle: `${row.code} · ${row.ticketed ? 'Ticketed' : 'Free'}`,
      Path: `/events/${encodeURIComponent(row.code)}`,
    }));
  },
};
