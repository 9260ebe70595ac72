import type { CatalogPublishStatus, PublishedCatalog } from '@commerce/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

export const catalogPublishKey = (catalog: PublishedCatalog) => ['catalogs', catalog, 'publish'] as const;

/** When the catalogue's file was last published and by whom; asked again every 3 s while one is pending. */
export const catalogPublishOptions = (catalog: PublishedCatalog) =>
  queryOptions({
    queryKey: catalogPublishKey(catalog),
    queryFn: ({ signal }) => api<CatalogPublishStatus>(`/catalogs/${catalog}/publish`, { signal }),
    refetchInterval: (query) => (query.state.data?.Pending ? 3000 : false),
  });

export const refreshCatalog = (catalog: PublishedCatalog) =>
  api<CatalogPublishStatus>(`/catalogs/${catalog}/refresh`, { method: 'POST' });
