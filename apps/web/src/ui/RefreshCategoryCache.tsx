import { CATALOG_TEXTS, formatDateTime, type PublishedCatalog } from '@commerce/domain';
import CachedIcon from '@mui/icons-material/Cached';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../lib/toast.ts';
import { catalogPublishOptions, refreshCatalog } from '../resources/catalogs.ts';

/**
 * Refresh Category Cache (spec 2 §1) on /categories and /dcf: publishes the catalogue's file, and says when
 * it was last published and whose refresh that was (with a link to the file).
 */
export function RefreshCategoryCache({
  catalog,
  canRefresh,
}: {
  catalog: PublishedCatalog;
  canRefresh: boolean;
}) {
  const client = useQueryClient();
  const toast = useToast();
  const status = useQuery(catalogPublishOptions(catalog));
  const refresh = useMutation({
    mutationFn: () => refreshCatalog(catalog),
    onSuccess: (next) => {
      client.setQueryData(catalogPublishOptions(catalog).queryKey, next);
      toast.info(CATALOG_TEXTS.requested);
    },
    onError: (error) => toast.error(error.message),
  });
  const data = status.data;
  const text = !data
    ? ''
    : data.Pending
      ? CATALOG_TEXTS.publishing
      : data.LastPublishedAt
        ? CATALOG_TEXTS.lastPublished(formatDateTime(data.LastPublishedAt), data.LastRefreshBy)
        : CATALOG_TEXTS.neverPublished;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {data?.LastPublishedAt && !data.Pending ? (
          <Link
            href={`${data.Url}?v=${Date.parse(data.LastPublishedAt)}`}
            target="_blank"
            rel="noopener"
            color="inherit"
          >
            {text}
          </Link>
        ) : (
          text
        )}
        {data?.LastError && ` ${CATALOG_TEXTS.failing}`}
      </Typography>
      {canRefresh && (
        <Button
          variant="outlined"
          startIcon={<CachedIcon />}
          loading={refresh.isPending}
          onClick={() => refresh.mutate()}
        >
          {CATALOG_TEXTS.refresh}
        </Button>
      )}
    </Stack>
  );
}
