import { aseDrawerApi } from '@commerce/domain';
import type { AseDrawerItem, DcfDefault, DcfDetail, DcfFacet, DcfType, ListPage } from '@commerce/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { defineResource } from '../lib/resource.ts';

/** Department, class and fineline settings: facets, records (by type and value) and the default. */
export const dcfKeys = {
  all: ['dcf'] as const,
  facets: (type: DcfType, search: string) => ['dcf', 'facets', type, search] as const,
  detail: (type: DcfType, value: string) => ['dcf', 'detail', type, value] as const,
  default: ['dcf', 'default'] as const,
};

const valuePath = (type: DcfType, value: string) => `/dcf/${type}/${encodeURIComponent(value)}`;

/** The values products carry, most products first; with a search the first 20 matches. */
export const dcfFacetsOptions = (type: DcfType, search = '') =>
  queryOptions<DcfFacet[]>({
    queryKey: dcfKeys.facets(type, search),
    queryFn: ({ signal }) =>
      api<{ Items: DcfFacet[] }>(`/dcf/${type}`, { query: { search }, signal }).then((page) => page.Items),
    placeholderData: keepPreviousData,
  });

export const dcfDetailOptions = (type: DcfType, value: string) =>
  queryOptions({
    queryKey: dcfKeys.detail(type, value),
    queryFn: ({ signal }) => api<DcfDetail>(valuePath(type, value), { signal }),
    retry: false,
  });

export const dcfDefaultOptions = () =>
  queryOptions({
    queryKey: dcfKeys.default,
    queryFn: ({ signal }) => api<DcfDefault>('/dcf/default', { signal }),
  });

/** Saves one section of a value (the whole record comes back). */
export const saveDcfSection = (
  type: DcfType,
  value: string,
  section: 'delivery' | 'warranty' | 'ase' | 'content',
  body: unknown,
  version: number,
) => api<DcfDetail>(`${valuePath(type, value)}/${section}`, { method: 'PUT', body, version });

export const saveDcfDefault = (body: unknown, version: number) =>
  api<DcfDefault>('/dcf/default', { method: 'PUT', body, version });

/** The ASE drawers (catalogue ASE). */
export const aseDrawerResource = defineResource(aseDrawerApi, {
  name: 'ase-drawers',
  versionOf: (detail) => detail.Version,
  idOf: (detail) => detail.ID,
});

/** Every drawer (the ASE catalogue is small), for names and the drawer search (page size 50). */
export const aseDrawerChoicesOptions = (search = '') =>
  queryOptions<AseDrawerItem[]>({
    queryKey: aseDrawerResource.keys.extra('choices', search),
    queryFn: ({ signal }) =>
      api<ListPage<AseDrawerItem>>('/ase-drawers', {
        query: { search, pageSize: 50, sortBy: 'Name' },
        signal,
      }).then((page) => page.Items),
    placeholderData: keepPreviousData,
  });
