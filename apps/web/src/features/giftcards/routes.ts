import { lazyPrefetch, page } from '../../lib/routes.ts';

const prefetch = lazyPrefetch(() => import('./prefetch.ts'));

export const giftCardRoutes = [
  page('giftcards', () => import('./pages/GiftCardsPage.tsx').then((m) => m.GiftCardsPage), prefetch('list')),
];
