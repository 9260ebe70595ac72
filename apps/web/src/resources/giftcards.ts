import { giftCardApi } from '@commerce/domain';
import { defineResource } from '../lib/resource.ts';

/** The unpurchased gift cards (no record page: a card is a row of the list). */
export const giftCardResource = defineResource(giftCardApi, {
  name: 'giftcards',
  versionOf: () => 0,
  idOf: (card) => card.id,
});
