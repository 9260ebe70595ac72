import type { ListPage } from '@commerce/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isStaleVersion, type RequestOptions } from './api.ts';
import { refreshAfterChange, type AnyResource, type ListResource, type ResourceOf } from './resource.ts';

// The hooks every feature uses to read and change a resource (resource.ts): no feature writes a query
// key, an If-Match header or a refetch after a stale save itself.

/** One page of the resource's list; with `poll`, asked again while the page says so (a running job). */
export function useResourceList<Item>(
  resource: ListResource<Item>,
  params: Record<string, string>,
  poll?: { ms: number; while(page: ListPage<Item>): boolean },
) {
  return useQuery({
    ...resource.listOptions(params),
    refetchInterval: (query) => (poll && query.state.data && poll.while(query.state.data) ? poll.ms : false),
  });
}

export const useResourceDetail = <Detail>(resource: ResourceOf<Detail>, id: string) =>
  useQuery(resource.detailOptions(id));

/** A change to one record: the route below the record's URL, its method, its body and the version seen. */
export interface RecordChange {
  /** '' for the record itself (PATCH /roles/{id}), '/status' for a sub-route. */
  route?: string;
  method: NonNullable<RequestOptions['method']>;
  body?: unknown;
  /** The version the editor saw (If-Match); left out only by changes that overwrite nothing. */
  version?: number;
}

/** Sends a change of one record (its own route or a section's) and answers the whole record. */
export const sendRecordChange = <Detail>(
  resource: ResourceOf<Detail>,
  id: string,
  { route = '', method, body, version }: RecordChange,
) => api<Detail>(resource.url(id, route), { method, body, version });

/**
 * Changes a record through a route that answers the whole record: the answer goes straight into the cache
 * (no refetch, no flash), the lists and related resources are refreshed. A stale version (412) refetches
 * the record so the user sees what someone else saved.
 */
export function useRecordChange<Detail>(resource: ResourceOf<Detail>, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: RecordChange) => sendRecordChange(resource, id, change),
    onSuccess: (detail) => {
      client.setQueryData(resource.keys.detail(resource.idOf(detail)), detail);
      return refreshAfterChange(client, resource);
    },
    onError: (error) => {
      if (isStaleVersion(error)) void client.invalidateQueries({ queryKey: resource.keys.detail(id) });
    },
  });
}

/** Creates a record (POST to the collection), caching the answer as the new record's detail. */
export function useCreateRecord<Detail, Body>(resource: ResourceOf<Detail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Detail>(resource.path, { method: 'POST', body }),
    onSuccess: (detail) => {
      client.setQueryData(resource.keys.detail(resource.idOf(detail)), detail);
      return refreshAfterChange(client, resource);
    },
  });
}

/**
 * Deletes a record against the version seen. The record's cache is dropped rather than refetched: the page
 * showing it is about to leave, and a refetch would 404.
 */
export function useRemoveRecord(resource: AnyResource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api<void>(resource.url(id), { method: 'DELETE', version }),
    onSuccess: (_, { id }) => {
      client.removeQueries({ queryKey: resource.keys.detail(id) });
      return refreshAfterChange(client, resource);
    },
  });
}
