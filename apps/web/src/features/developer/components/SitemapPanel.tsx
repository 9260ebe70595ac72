import { DEVELOPER_TEXTS, developerSitemapRoute, SITEMAP_TEXTS } from '@commerce/domain';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { useToast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';

/** Sitemap regeneration (B.14), for developers without the marketing key the Sitemap tab needs. */
export function SitemapPanel() {
  const toast = useToast();
  const regenerate = useMutation({
    mutationFn: () => call(developerSitemapRoute),
    onSuccess: () => toast.info(SITEMAP_TEXTS.regenerated),
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {DEVELOPER_TEXTS.sitemap}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {DEVELOPER_TEXTS.sitemapHelp}
      </Typography>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={() => regenerate.mutate()}
          disabled={regenerate.isPending}
        >
          {SITEMAP_TEXTS.regenerate}
        </Button>
        <Link href="/public/sitemap.xml" target="_blank" rel="noopener">
          sitemap.xml
        </Link>
      </Stack>
    </Paper>
  );
}
