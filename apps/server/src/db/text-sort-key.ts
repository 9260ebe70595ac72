import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * A text as it sorts (case and accents ignored, byte order: packages/domain's textSortKey, the database
 * function of migration 0028_text_sort_key): what every text sort reads, the list engine's and the
 * pickers', and what an index serving such a sort must hold, written exactly so.
 */
export const textSortKey = (text: SQLWrapper) => sql`(text_sort_key(${text}) collate "C")`;
