import { lazyPrefetch, page } from '../../lib/routes.ts';

const prefetch = lazyPrefetch(() => import('./prefetch.ts'));

/** /marketing/{tab} (one page, the tab in the path) and /home-page. */
export const marketingRoutes = [
  page(
    'marketing/*',
    () => import('./pages/MarketingPage.tsx').then((m) => m.MarketingPage),
    prefetch('marketingTab'),
  ),
  page(
    'home-page',
    () => import('./pages/HomePagePage.tsx').then((m) => m.HomePagePage),
    prefetch('homePage'),
  ),
];
