import { developerOverviewRoute, formatDateTime } from '@commerce/domain';
import { Box, Grid, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { CataloguePanel } from '../components/CataloguePanel.tsx';
import { DisabledToolsPanel } from '../components/DisabledToolsPanel.tsx';
import { OutboxPanel } from '../components/OutboxPanel.tsx';
import { SearchTextPanel } from '../components/SearchTextPanel.tsx';
import { SitemapPanel } from '../components/SitemapPanel.tsx';

/**
 * Developer Tools (B.14): server facts, catalogue refresh/publish, the search-text rebuild, the outbox with
 * retry, sitemap regeneration; the original's other maintenance tools are shown disabled with the reason.
 */
export function DeveloperPage() {
  const { data } = useQuery(routeQuery(developerOverviewRoute));
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={3} sx={{ maxWidth: 1200 }}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Server
          </Typography>
          {!data ? (
            <Skeleton variant="rounded" height={80} />
          ) : (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <ReadOnlyField label="Database" value={data.DatabaseKind} />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <ReadOnlyField
                  label="Migrations"
                  value={`${data.MigrationsApplied} (${data.LatestMigration ?? 'none'})`}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <ReadOnlyField label="Node" value={data.NodeVersion} />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <ReadOnlyField label="Started" value={formatDateTime(data.StartedAt)} />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <ReadOnlyField label="Memory" value={`${data.MemoryRssMb} MB`} />
              </Grid>
            </Grid>
          )}
        </Paper>
        <CataloguePanel />
        <SearchTextPanel />
        <SitemapPanel />
        <OutboxPanel />
        <DisabledToolsPanel />
      </Stack>
    </Box>
  );
}
