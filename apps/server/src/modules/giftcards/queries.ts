import { giftCardListSpec, type GiftCardListItem, type GiftCardSummary } from '@commerce/domain';
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { giftCards } from '../../db/schema/giftcards.ts';
import { defineList } from '../../http/list-query.ts';

export type GiftCardRow = typeof giftCards.$inferSelect;

export const toGiftCardListItem = (row: GiftCardRow): GiftCardListItem => ({
  id: row.id,
  BatchPosition: row.batchPosition,
  PinEnabled: row.pinEnabled,
  WebGenerated: row.webGenerated,
  DateCreated: row.dateCreated.toISOString(),
});

/**
 * GET /giftcards (giftCardListSpec): the unpurchased cards (the route adds `purchased = false`), searched by
 * any part of the card number (trigram index), sorted by card number on the (purchased, id) index.
 */
export const giftCardList = defineList({
  spec: giftCardListSpec,
  table: giftCards,
  fields: {
    // Digits: in byte order as stored, on the primary key.
    id: {
      column: giftCards.id,
      type: 'text',
      sort: true,
      textSort: 'stored',
      filter: true,
      search: 'contains',
    },
    BatchPosition: { column: giftCards.batchPosition, type: 'text', sort: true, filter: true },
    PinEnabled: { column: giftCards.pinEnabled, type: 'boolean', sort: true, filter: true },
    WebGenerated: { column: giftCards.webGenerated, type: 'boolean', sort: true, filter: true },
    DateCreated: { column: giftCards.dateCreated, type: 'date', sort: true, filter: true },
  },
});

export const unpurchased = eq(giftCards.purchased, false);

/** The count chip: every card in stock, whatever the list's search. */
export async function giftCardSummary(db: DbOrTx): Promise<GiftCardSummary> {
  const [row] = await db.select({ available: count() }).from(giftCards).where(unpurchased);
  return { Available: row?.available ?? 0 };
}
