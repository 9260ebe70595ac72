import { isMarketingTab, MARKETING_TABS } from '@commerce/domain';
import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { LinkTabs } from '../../../ui/LinkTabs.tsx';
import { NotFoundPage } from '../../../ui/NotFoundPage.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { UnsavedChangesScope } from '../../../ui/record/UnsavedChangesScope.tsx';
import { BatchRedirectsTab } from '../components/BatchRedirectsTab.tsx';
import { RedirectsTab } from '../components/RedirectsTab.tsx';
import { SeoTab } from '../components/SeoTab.tsx';
import { SitemapTab } from '../components/SitemapTab.tsx';

const TABS = MARKETING_TABS.map((item) => ({
  value: item.id,
  label: item.label,
  to: `/marketing/${item.id}`,
}));

/**
 * /marketing/{tab} (spec 3 §2): Redirects (default), Batch Redirects, Sitemap, SEO; a tab is a path. The
 * SEO form and the tabs' dialogs report unsaved input to the page.
 */
export function MarketingPage() {
  const [first, ...rest] = (useParams()['*'] ?? '').split('/').filter(Boolean);
  const tab = first ?? 'redirects';
  if (!isMarketingTab(tab) || rest.length > 0) return <NotFoundPage />;
  return (
    <UnsavedChangesScope>
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <PageHeader title="Marketing" />
        <LinkTabs label="Marketing tabs" value={tab} tabs={TABS} sx={{ mb: 2 }} />
        {tab === 'redirects' && <RedirectsTab />}
        {tab === 'batchRedirects' && <BatchRedirectsTab />}
        {tab === 'sitemap' && <SitemapTab />}
        {tab === 'seo' && <SeoTab />}
      </Box>
    </UnsavedChangesScope>
  );
}
