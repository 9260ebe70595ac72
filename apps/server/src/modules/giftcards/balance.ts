import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { giftCards } from '../../db/schema/giftcards.ts';

/**
 * Where a gift card's balance comes from (the balance checker of Build Order).
 * In production the balances live in the point-of-sale system; an adapter for it implements this and is
 * passed as AppDeps.giftCardBalances. The default is embedded: the `balance` column of gift_cards (C-18).
 */
export interface GiftCardBalanceProvider {
  /** How the provider is known in logs and the docs ('embedded', 'eagle' …). */
  readonly name: string;
  /** The card's balance in dollars, or null when the provider does not know the card. */
  balanceOf(cardNumber: string): Promise<number | null>;
}

/** The embedded provider: a card's recorded balance (sold cards carry one; cards in stock do not). */
export const embeddedBalanceProvider = (db: DbOrTx): GiftCardBalanceProvider => ({
  name: 'embedded',
  async balanceOf(cardNumber) {
    const [row] = await db
      .select({ balance: giftCards.balance })
      .from(giftCards)
      .where(and(eq(giftCards.id, cardNumber), isNotNull(giftCards.balance)));
    return row?.balance == null ? null : Number(row.balance);
  },
});
