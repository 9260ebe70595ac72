import type { ListPage, RecordApi, RecordItem } from '@commerce/domain';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from './api.ts';

/**
 * One resource of the API, declared once (apps/web/src/resources/<area>.ts) over its record contract
 * (packages/domain, the one the server's listRoute and recordRoutes serve): its query keys, how to fetch a
 * page and a record, and which other resources show its data (so a change to it refreshes them). Features
 * read and change it through the hooks in resource-hooks.ts; route loaders prefetch with `listOptions` /
 * `detailOptions`; its other routes are read with `resourceQuery` (route-query.ts). Nothing builds a
 * query key by hand.
 */
export interface ResourceConfig<Detail> {
  /** The first segment of every query key of the resource ('customers'). */
  name: string;
  /** The version a record was read at (sent back as If-Match). */
  versionOf(detail: Detail): number;
  idOf(detail: Detail): string;
  /** Resources that show this one's data and must refresh after it changes (roles → internal users). */
  affects?: () => readonly AnyResource[];
}

export interface Resource<Item, Detail, Api extends RecordApi = RecordApi> extends ResourceConfig<Detail> {
  /** The record's contract: its record, change and section schemas type what the hooks send. */
  api: Api;
  /** The API path of the collection ('/customers'); a record is `{path}/{id}`. */
  path: string;
  keys: {
    all: readonly [string];
    lists: () => readonly [string, 'list'];
    list: (params: Record<string, string>) => readonly [string, 'list', Record<string, string>];
    details: () => readonly [string, 'detail'];
    detail: (id: string) => readonly [string, 'detail', string];
    /** Something of one record that is not the record itself (its notes, its History …). */
    part: (id: string, ...rest: unknown[]) => readonly unknown[];
    /** Something of the resource as a whole (its options for pickers …). */
    extra: (...rest: unknown[]) => readonly unknown[];
  };
  /** `{path}/{id}{rest}` with the ID encoded. */
  url(id: string, rest?: string): string;
  listOptions(params: Record<string, string>): ReturnType<typeof listQueryOptions<Item>>;
  detailOptions(id: string): ReturnType<typeof detailQueryOptions<Detail>>;
}

/**
 * A resource whose records are `Detail`, whatever its list rows (for code that reads or changes records);
 * with `Api`, over that contract (for code that sends its record's changes).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ResourceOf<Detail, Api extends RecordApi = any> = Resource<any, Detail, Api>;
/** A resource whose list rows are `Item`, whatever its records (for code that lists). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListResource<Item> = Resource<Item, any>;
/** Any resource (for code that only refreshes or keys it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResource = Resource<any, any>;

const listQueryOptions = <Item>(queryKey: readonly unknown[], path: string, params: Record<string, string>) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => api<ListPage<Item>>(path, { query: params, signal }),
    // While the next page, sort or search loads, the previous page stays on screen.
    placeholderData: keepPreviousData,
  });

const detailQueryOptions = <Detail>(queryKey: readonly unknown[], path: string) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => api<Detail>(path, { signal }),
    // A record that cannot be read is shown as such at once (the page leaves), not retried.
    retry: false,
  });

/** A record as its contract answers it; a list whose rows are not records of their own has its rows. */
export type DetailOf<Api extends RecordApi> = Api['detail'] extends z.ZodType
  ? z.output<Api['detail']>
  : RecordItem<Api>;

export function defineResource<Api extends RecordApi>(
  api: Api,
  config: ResourceConfig<DetailOf<Api>>,
): Resource<RecordItem<Api>, DetailOf<Api>, Api> {
  type Item = RecordItem<Api>;
  type Detail = DetailOf<Api>;
  const { name } = config;
  const { path } = api;
  const url = (id: string, rest = '') => `${path}/${encodeURIComponent(id)}${rest}`;
  const keys: Resource<Item, Detail, Api>['keys'] = {
    all: [name],
    lists: () => [name, 'list'],
    list: (params) => [name, 'list', params],
    details: () => [name, 'detail'],
    detail: (id) => [name, 'detail', id],
    part: (id, ...rest) => [name, 'detail', id, ...rest],
    extra: (...rest) => [name, 'extra', ...rest],
  };
  return {
    ...config,
    api,
    path,
    keys,
    url,
    listOptions: (params) => listQueryOptions<Item>(keys.list(params), path, params),
    detailOptions: (id) => detailQueryOptions<Detail>(keys.detail(id), url(id)),
  };
}

/** A record lookup that is tried again when it fails in a way worth waiting for (an event made a moment ago). */
export interface RecordRetry {
  /** Further lookups after the first. */
  times: number;
  delayMs: number;
  /** The failures worth another try (a 404 of a record still on its way). */
  when(error: Error): boolean;
  /** What the page says while it waits for the next try. */
  notice: string;
}

/**
 * A record page's query: the resource's detail query, retried as `retry` says. The page (`useRecord`) and its
 * route's prefetch (`recordPrefetch`) pass the same retry, so the prefetch's answer counts as the first try.
 */
export const recordOptions = <Detail>(resource: ResourceOf<Detail>, id: string, retry?: RecordRetry) =>
  queryOptions({
    ...resource.detailOptions(id),
    retry: (failures: number, error: Error) => !!retry && failures < retry.times && retry.when(error),
    retryDelay: retry?.delayMs,
  });

/** After a change: the resource's lists and everything that shows its data are fetched again. */
export function refreshAfterChange(client: QueryClient, resource: AnyResource): Promise<unknown> {
  const related = resource.affects?.() ?? [];
  return Promise.all([
    client.invalidateQueries({ queryKey: resource.keys.lists() }),
    ...related.map((other) => client.invalidateQueries({ queryKey: other.keys.all })),
  ]);
}
