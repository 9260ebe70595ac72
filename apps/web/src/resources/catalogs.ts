import { catalogPublishRoute, catalogRefreshRoute, type PublishedCatalog } from '@commerce/domain';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { routeQuery } from '../lib/route-query.ts';

/** When the catalogue's file was last published and by whom; asked again every 3 s while one is pending. */
export const catalogPublishOptions = (catalog: PublishedCatalog) =>
  queryOptions({
    ...routeQuery(catalogPublishRoute, { params: { id: catalog } }),
    refetchInterval: (query) => (query.state.data?.Pending ? 3000 : false),
  });

export const refreshCatalog = (catalog: PublishedCatalog) =>
  call(catalogRefreshRoute, { params: { id: catalog } });
