import type { GiftCardListItem } from '@commerce/domain';
import { defineResource } from '../lib/resource.ts';

/** The unpurchased gift cards (no record page: a card is a row of the list). */
export const giftCardResource = defineResource<GiftCardListItem>({
  name: 'giftcards',
  path: '/giftcards',
  versionOf: () => 0,
  idOf: (card) => card.id,
});
