import {
  SAVED_VIEW_ERRORS,
  SAVED_VIEWS_PER_LIST,
  type SavedView,
  type SavedViewCreate,
} from '@commerce/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { savedViews } from '../../db/schema/saved-views.ts';
import { apiError, notFound, unauthenticated } from '../../http/errors.ts';
import type { Actor } from '../../http/principal.ts';
import { toSavedView } from './mapper.ts';

/*
 * A saved view is one user's preference about how a list looks, never a record of the business: creating
 * or deleting one is not audited (nobody else's data changes, and the History panels have no place for
 * it). Every input is still validated at the edge (savedViewCreateSchema, the list ID, the view ID).
 */

// Any fixed number (the first half of the two-part advisory lock key; the second is the user and list).
const SAVED_VIEWS_LOCK = 727_274_101;

/** The user a view belongs to: the actor (views are always someone's own). */
function ownerOf(actor: Actor): string {
  if (!actor.id) throw unauthenticated();
  return actor.id;
}

/**
 * Saves a view of the list for the actor. The list must have been checked (known, readable) by the caller.
 * Creating views of one list by one user takes turns (an advisory lock), so two saves at once cannot both
 * pass the count; the unique index on (user, list, lower(name)) has the last word on the name.
 */
export async function createSavedView(tx: Tx, actor: Actor, input: SavedViewCreate): Promise<SavedView> {
  const userId = ownerOf(actor);
  await tx.execute(
    sql`select pg_advisory_xact_lock(${SAVED_VIEWS_LOCK}, hashtext(${userId} || '/' || ${input.ListID}))`,
  );
  const [held] = await tx
    .select({ n: count() })
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.listId, input.ListID)));
  if ((held?.n ?? 0) >= SAVED_VIEWS_PER_LIST) throw apiError(SAVED_VIEW_ERRORS.tooMany);
  const [row] = await tx
    .insert(savedViews)
    .values({ userId, listId: input.ListID, name: input.Name, query: input.Query })
    .onConflictDoNothing()
    .returning();
  if (!row) throw apiError(SAVED_VIEW_ERRORS.nameInUse);
  return toSavedView(row);
}

const viewIdSchema = z.uuid();

/**
 * Deletes one of the actor's own views. Another user's view answers 404 exactly like a missing one (and
 * so does an ID that is not a UUID), so views cannot be probed.
 */
export async function deleteSavedView(tx: Tx, actor: Actor, id: string): Promise<void> {
  const userId = ownerOf(actor);
  const deleted = viewIdSchema.safeParse(id).success
    ? await tx
        .delete(savedViews)
        .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
        .returning({ id: savedViews.id })
    : [];
  if (deleted.length === 0) throw notFound('The saved view');
}
