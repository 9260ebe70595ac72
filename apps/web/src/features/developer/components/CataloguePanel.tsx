import {
  CATALOG_TEXTS,
  DEVELOPER_TEXTS,
  developerCatalogRefreshRoute,
  developerCatalogsRoute,
  formatDateTime,
  type CatalogPublishStatus,
  type PublishedCatalog,
} from '@commerce/domain';
import CachedIcon from '@mui/icons-material/Cached';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { routeKey, routeQuery } from '../../../lib/route-query.ts';
import { useToast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';

const statusText = (status: CatalogPublishStatus) =>
  status.Pending
    ? CATALOG_TEXTS.publishing
    : status.LastPublishedAt
      ? CATALOG_TEXTS.lastPublished(formatDateTime(status.LastPublishedAt), status.LastRefreshBy)
      : CATALOG_TEXTS.neverPublished;

/** Each catalogue's published file, with a refresh that publishes it again (B.14). */
export function CataloguePanel() {
  const client = useQueryClient();
  const toast = useToast();
  const catalogs = useQuery({
    ...routeQuery(developerCatalogsRoute),
    refetchInterval: (query) => (query.state.data?.Items.some((item) => item.Pending) ? 3000 : false),
  });
  const refresh = useMutation({
    mutationFn: (catalog: PublishedCatalog) =>
      call(developerCatalogRefreshRoute, { params: { id: catalog } }),
    onSuccess: () => {
      toast.info(CATALOG_TEXTS.requested);
      return client.invalidateQueries({ queryKey: routeKey(developerCatalogsRoute) });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {DEVELOPER_TEXTS.catalogues}
      </Typography>
      {!catalogs.data ? (
        <Skeleton variant="rounded" height={80} />
      ) : (
        <Stack spacing={2}>
          {catalogs.data.Items.map((status) => (
            <Stack
              key={status.Catalog}
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1, alignItems: { sm: 'center' } }}
            >
              <Typography sx={{ fontWeight: 500, minWidth: 120 }}>{status.Catalog}</Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                role="status"
                aria-label={`${status.Catalog}: ${statusText(status)}`}
                sx={{ flex: 1 }}
              >
                {status.LastPublishedAt && !status.Pending ? (
                  <Link
                    href={`${status.Url}?v=${Date.parse(status.LastPublishedAt)}`}
                    target="_blank"
                    rel="noopener"
                    color="inherit"
                  >
                    {statusText(status)}
                  </Link>
                ) : (
                  statusText(status)
                )}
                {status.LastError && ` ${CATALOG_TEXTS.failing}`}
              </Typography>
              <Button
                variant="outlined"
                startIcon={<CachedIcon />}
                aria-label={`${DEVELOPER_TEXTS.refreshCatalog}: ${status.Catalog}`}
                loading={refresh.isPending && refresh.variables === status.Catalog}
                onClick={() => refresh.mutate(status.Catalog)}
              >
                {DEVELOPER_TEXTS.refreshCatalog}
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
