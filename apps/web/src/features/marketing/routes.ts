import { redirectListSpec, seoPagesSection } from '@commerce/domain';
import { listPrefetch, page } from '../../lib/routes.ts';
import { homePageOptions, redirectResource } from '../../resources/marketing.ts';
import { settingsSectionOptions } from '../../resources/settings-sections.ts';

const redirectsPrefetch = listPrefetch(redirectListSpec, redirectResource);

/** /marketing/{tab} (one page, the tab in the path) and /home-page. */
export const marketingRoutes = [
  page(
    'marketing/*',
    () => import('./pages/MarketingPage.tsx').then((m) => m.MarketingPage),
    (args) => {
      const tab = new URL(args.request.url).pathname.split('/')[2] ?? 'redirects';
      if (tab === 'seo') return settingsSectionOptions(seoPagesSection) as never;
      return tab === 'redirects' ? redirectsPrefetch(args) : null;
    },
  ),
  page(
    'home-page',
    () => import('./pages/HomePagePage.tsx').then((m) => m.HomePagePage),
    () => homePageOptions() as never,
  ),
];
