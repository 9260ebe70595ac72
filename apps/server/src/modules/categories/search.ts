import { categoryListSpec } from '@commerce/domain';
import { and, asc, ilike, or, sql } from 'drizzle-orm';
import { categories } from '../../db/schema/categories.ts';
import { escapeLike } from '../../http/list-query.ts';
import type { SearchProvider } from '../search/public.ts';
import { inBachmans } from './queries.ts';
import { textSortKey } from '../../db/text-sort-key.ts';

/**
 * Categories for global search: ID or Name containing the text, any case (the name's trigram index serves
 * it at 5,000 categories); an exact ID or name first, then by name. Path: the category page.
 */
export const categorySearch: SearchProvider = {
  anyOf: categoryListSpec.readKeys,
  async find(db, _principal, text, limit) {
    const pattern = `%${escapeLike(text)}%`;
    const rows = await db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(and(inBachmans, or(ilike(categories.name, pattern), ilike(categories.id, pattern))))
      .orderBy(
        sql`(lower(${categories.id}) = lower(${text}) or lower(${categories.name}) = lower(${text})) desc`,
        textSortKey(categories.name),
        asc(categories.id),
      )
      .limit(limit);
    return rows.map((row) => ({
      ID: row.id,
      Title: row.name,
      Subtitle: row.id,
      Path: `/categories/${encodeURIComponent(row.id)}`,
    }));
  },
};
