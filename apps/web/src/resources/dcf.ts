import {
  aseDrawerApi,
  dcfDefaultRoute,
  dcfDetailRoute,
  dcfFacetsRoute,
  saveDcfDefaultRoute,
  saveDcfSectionRoute,
  type DcfDefault,
  type DcfType,
  type RouteBody,
} from '@commerce/domain';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { defineResource } from '../lib/resource.ts';
import { routeKey, routeQuery } from '../lib/route-query.ts';

/** Department, class and fineline settings: facets, records (by type and value) and the default. */

/** The values products carry, most products first; with a search the first 20 matches. */
export const dcfFacetsOptions = (type: DcfType, search = '') =>
  queryOptions({
    ...routeQuery(dcfFacetsRoute, { params: { type }, query: { search } }),
    select: (page) => page.Items,
    placeholderData: keepPreviousData,
  });

/** Every search of a type's values (refreshed after a value's settings change). */
export const dcfFacetsKey = (type: DcfType) => routeKey(dcfFacetsRoute, { params: { type } });

export const dcfDetailOptions = (type: DcfType, value: string) =>
  queryOptions({ ...routeQuery(dcfDetailRoute, { params: { type, value } }), retry: false });

export const dcfDefaultOptions = () => routeQuery(dcfDefaultRoute);

/** After drawers went: every DCF query (records and facets name them) is fetched again. */
export const refreshDcf = (client: QueryClient) =>
  Promise.all(
    [dcfFacetsRoute, dcfDetailRoute, dcfDefaultRoute].map((route) =>
      client.invalidateQueries({ queryKey: routeKey(route) }),
    ),
  );

/** Saves one section of a value (the whole record comes back). */
export const saveDcfSection = (
  type: DcfType,
  value: string,
  section: 'delivery' | 'warranty' | 'ase' | 'content',
  body: RouteBody<typeof saveDcfSectionRoute>,
  version: number,
) => call(saveDcfSectionRoute, { params: { type, value, section }, body, version });

export const saveDcfDefault = (
  body: RouteBody<typeof saveDcfDefaultRoute>,
  version: number,
): Promise<DcfDefault> => call(saveDcfDefaultRoute, { body, version });

/** The ASE drawers (catalogue ASE). */
export const aseDrawerResource = defineResource(aseDrawerApi, {
  name: 'ase-drawers',
  versionOf: (detail) => detail.Version,
  idOf: (detail) => detail.ID,
});

/** Every drawer (the ASE catalogue is small), for names and the drawer search (page size 50). */
export const aseDrawerChoicesOptions = (search = '') =>
  queryOptions({
    ...aseDrawerResource.listOptions({ search, pageSize: '50', sortBy: 'Name' }),
    select: (page) => page.Items,
  });
