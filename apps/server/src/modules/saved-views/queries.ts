import type { SavedView } from '@commerce/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { savedViews } from '../../db/schema/saved-views.ts';
import { toSavedView } from './mapper.ts';
import { textSortKey } from '../../db/text-sort-key.ts';

/** A user's own views of one list, by name whatever its case (byte order, the same on every database). */
export async function savedViewsOf(db: DbOrTx, userId: string, listId: string): Promise<SavedView[]> {
  const rows = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.listId, listId)))
    .orderBy(textSortKey(savedViews.name), asc(savedViews.name), asc(savedViews.id));
  return rows.map(toSavedView);
}
