import { isMarketingTab, MARKETING_TABS } from '@commerce/domain';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '../../../ui/NotFoundPage.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { BatchRedirectsTab } from '../components/BatchRedirectsTab.tsx';
import { RedirectsTab } from '../components/RedirectsTab.tsx';
import { SeoTab } from '../components/SeoTab.tsx';
import { SitemapTab } from '../components/SitemapTab.tsx';

/** /marketing/{tab} (spec 3 §2): Redirects (default), Batch Redirects, Sitemap, SEO; a tab is a path. */
export function MarketingPage() {
  const [first, ...rest] = (useParams()['*'] ?? '').split('/').filter(Boolean);
  const tab = first ?? 'redirects';
  if (!isMarketingTab(tab) || rest.length > 0) return <NotFoundPage />;
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <PageHeader title="Marketing" />
      <Tabs
        value={tab}
        aria-label="Marketing tabs"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {MARKETING_TABS.map((item) => (
          <Tab
            key={item.id}
            value={item.id}
            label={item.label}
            component={RouterLink}
            to={`/marketing/${item.id}`}
          />
        ))}
      </Tabs>
      {tab === 'redirects' && <RedirectsTab />}
      {tab === 'batchRedirects' && <BatchRedirectsTab />}
      {tab === 'sitemap' && <SitemapTab />}
      {tab === 'seo' && <SeoTab />}
    </Box>
  );
}
