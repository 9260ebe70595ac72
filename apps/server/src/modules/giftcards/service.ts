import { randomInt } from 'node:crypto';
import {
  EGIFT_LENGTH,
  EGIFT_PREFIX,
  GIFT_CARD_TEXTS,
  WEB_BATCH,
  egiftNumber,
  type BulkActionResult,
  type GenerateGiftCardsResult,
  type GiftCard,
  type GiftCardListItem,
} from '@commerce/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { giftCards } from '../../db/schema/giftcards.ts';
import { recordAudits, type AuditEntry } from '../../http/audit.ts';
import type { Actor } from '../../http/principal.ts';

// At most this many cards go in one INSERT (five parameters each, far below the 65,535 limit).
const CARDS_PER_INSERT = 1000;

const cardSnapshot = (card: GiftCard) => ({
  BatchPosition: card.BatchPosition,
  PinEnabled: card.PinEnabled,
  WebGenerated: card.WebGenerated,
});

/**
 * Stores new cards, skipping numbers already stored (sold or in stock), and audits each one stored; answers
 * the numbers stored. One set-based statement per thousand cards.
 */
export async function insertGiftCards(
  tx: DbOrTx,
  actor: Actor,
  cards: readonly GiftCard[],
  action: 'upload' | 'generate',
): Promise<Set<string>> {
  const stored = new Set<string>();
  for (let start = 0; start < cards.length; start += CARDS_PER_INSERT) {
    const rows = await tx
      .insert(giftCards)
      .values(
        cards.slice(start, start + CARDS_PER_INSERT).map((card) => ({
          id: card.id,
          batchPosition: card.BatchPosition,
          pinEnabled: card.PinEnabled,
          webGenerated: card.WebGenerated,
        })),
      )
      .onConflictDoNothing({ target: giftCards.id })
      .returning({ id: giftCards.id });
    for (const row of rows) stored.add(row.id);
  }
  await recordAudits(
    tx,
    cards
      .filter((card) => stored.has(card.id))
      .map((card): AuditEntry => ({
        actorId: actor.id,
        entity: 'gift-card',
        action,
        entityId: card.id,
        after: cardSnapshot(card),
      })),
  );
  return stored;
}

/** 11 random digits from the operating system's generator (numbers must not be guessable). */
const randomDigits = () =>
  Array.from({ length: EGIFT_LENGTH - 1 - EGIFT_PREFIX.length }, () => randomInt(0, 10)).join('');

/**
 * Generate (giftcards-settings; C-18): N new 16-digit Luhn-valid e-gift numbers, none already stored, kept
 * as unpurchased cards of the WEB batch with WebGenerated = true. A number that collides with a stored
 * one is drawn again, so all N are made (IsValid).
 */
export async function generateGiftCards(
  tx: DbOrTx,
  actor: Actor,
  numberOfCards: number,
): Promise<GenerateGiftCardsResult> {
  const made: GiftCard[] = [];
  for (let attempt = 0; made.length < numberOfCards && attempt < 10; attempt++) {
    const wanted = new Map<string, GiftCard>();
    while (wanted.size < numberOfCards - made.length) {
      const id = egiftNumber(randomDigits());
      if (!made.some((card) => card.id === id))
        wanted.set(id, { id, BatchPosition: WEB_BATCH, PinEnabled: false, WebGenerated: true });
    }
    const stored = await insertGiftCards(tx, actor, [...wanted.values()], 'generate');
    made.push(...[...wanted.values()].filter((card) => stored.has(card.id)));
  }
  return { IsValid: made.length === numberOfCards, Cards: made };
}

/**
 * Delete of a selection (giftcards-delete): each card in stock is removed for good and audited; a card
 * not in stock (sold, or deleted meanwhile) is reported and the others go on.
 */
export async function deleteGiftCards(
  tx: DbOrTx,
  actor: Actor,
  ids: readonly string[],
): Promise<BulkActionResult<GiftCardListItem>> {
  const deleted = await tx
    .delete(giftCards)
    .where(and(inArray(giftCards.id, [...ids]), eq(giftCards.purchased, false)))
    .returning();
  const gone = new Set(deleted.map((row) => row.id));
  await recordAudits(
    tx,
    deleted.map((row): AuditEntry => ({
      actorId: actor.id,
      entity: 'gift-card',
      action: 'delete',
      entityId: row.id,
      before: {
        BatchPosition: row.batchPosition,
        PinEnabled: row.pinEnabled,
        WebGenerated: row.webGenerated,
      },
    })),
  );
  return {
    Succeeded: ids.filter((id) => gone.has(id)),
    Failed: ids
      .filter((id) => !gone.has(id))
      .map((id) => ({ ID: id, ErrorCode: 'GiftCard.NotInStock', Message: GIFT_CARD_TEXTS.notInStock })),
    Items: [],
  };
}
