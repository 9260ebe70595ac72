import { giftCardListSpec } from '@commerce/domain';
import { listPrefetch, page } from '../../lib/routes.ts';
import { giftCardResource } from '../../resources/giftcards.ts';

export const giftCardRoutes = [
  page(
    'giftcards',
    () => import('./pages/GiftCardsPage.tsx').then((m) => m.GiftCardsPage),
    listPrefetch(giftCardListSpec, giftCardResource),
  ),
];
