import {
  aseDrawerApi,
  dcfDefaultRoute,
  dcfDetailRoute,
  dcfFacetsRoute,
  dcfApi,
  saveDcfDefaultRoute,
  tableSectionRoute,
  type DcfDefault,
  type DcfSection,
  type DcfType,
  type RouteBody,
  type TableSectionRoute,
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

/** What saving a section of a value sends (the section table of dcfApi types it). */
export type DcfSectionBody<Section extends DcfSection> = RouteBody<
  TableSectionRoute<typeof dcfApi, 'value', Section>
>;

/** Saves one section of a value (the whole record comes back). */
export const saveDcfSection = <Section extends DcfSection>(
  type: DcfType,
  value: string,
  section: Section,
  body: DcfSectionBody<Section>,
  version: number,
) =>
  call(tableSectionRoute(dcfApi, 'value', section as DcfSection), { params: { type, value }, body, version });

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
