// What the marketing routes fetch at navigation; loaded with the route, not with the shell (lib/routes.ts).
import { redirectListSpec, seoPagesSection } from '@commerce/domain';
import { listPrefetch, type Prefetch } from '../../lib/routes.ts';
import { homePageOptions, redirectResource } from '../../resources/marketing.ts';
import { settingsSectionOptions } from '../../resources/settings-sections.ts';

const redirects = listPrefetch(redirectListSpec, redirectResource);

/** /marketing/{tab}: the tab's data (redirects when no tab is named). */
export const marketingTab: Prefetch = (args, session) => {
  const tab = new URL(args.request.url).pathname.split('/')[2] ?? 'redirects';
  if (tab === 'seo') return settingsSectionOptions(seoPagesSection) as never;
  return tab === 'redirects' ? redirects(args, session) : null;
};

export const homePage: Prefetch = () => homePageOptions() as never;
