import { SITEMAP_TEXTS, sitemapRegenerateRoute } from '@commerce/domain';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { useToast } from '../../../lib/toast.ts';
import { publishedSitemapOptions } from '../../../resources/marketing.ts';
import { useAsyncAction } from '../../../ui/useAsyncAction.ts';
import { ScrollArea } from '../../../ui/ScrollArea.tsx';

/**
 * The Sitemap tab: the published sitemap.xml as preformatted text, and Regenerate (the file is also
 * regenerated on every catalogue refresh). After Regenerate the file is read again once it is published.
 */
export function SitemapTab() {
  const toast = useToast();
  const sitemap = useQuery(publishedSitemapOptions());
  const { pending, error, run } = useAsyncAction();

  const regenerate = () =>
    void run(async () => {
      await call(sitemapRegenerateRoute);
      toast.info(SITEMAP_TEXTS.regenerated);
      // The publish runs after commit, usually within a moment.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await sitemap.refetch();
    });

  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Box>
          <Button startIcon={<RefreshIcon />} onClick={regenerate} disabled={pending}>
            {SITEMAP_TEXTS.regenerate}
          </Button>
        </Box>
        {error && <Alert severity="error">{error}</Alert>}
        {sitemap.isPending && <CircularProgress aria-label="Loading the sitemap" size={28} />}
        {sitemap.isError && <Alert severity="error">{SITEMAP_TEXTS.loadFailed}</Alert>}
        {sitemap.data === null && <Alert severity="info">{SITEMAP_TEXTS.notPublished}</Alert>}
        {sitemap.data && (
          <ScrollArea label="sitemap.xml" maxHeight="calc(100dvh - 300px)">
            <Box component="pre" sx={{ m: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13 }}>
              {sitemap.data}
            </Box>
          </ScrollArea>
        )}
      </Stack>
    </Paper>
  );
}
