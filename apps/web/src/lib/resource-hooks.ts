import type { ApiRoute, ListPage, RecordApi, RecordUpdate } from '@commerce/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, call, isStaleVersion, type CallArgs, type CallInput } from './api.ts';
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

/**
 * A route that changes one record and answers it whole: a section's (`recordSectionRoute`,
 * `tableSectionRoute`) or an action's, declared in the record's contract (packages/domain).
 */
export type RecordChangeRoute<Detail> = ApiRoute & { response: z.ZodType<Detail> };

/**
 * Changes a record through a route that answers the whole record: the answer goes straight into the cache
 * (no refetch, no flash), the lists and related resources are refreshed. A stale version (412) refetches
 * the record so the user sees what someone else saved. `save(route, input)` sends a section or action as
 * its contract types it (path parameters, body, If-Match version); `update(body, version)` the record's own
 * change (PATCH, the contract's `update`).
 */
export function useRecordChange<Detail, Api extends RecordApi>(
  resource: ResourceOf<Detail, Api>,
  id: string,
) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (send: () => Promise<Detail>) => send(),
    onSuccess: (detail) => {
      client.setQueryData(resource.keys.detail(resource.idOf(detail)), detail);
      return refreshAfterChange(client, resource);
    },
    onError: (error) => {
      if (isStaleVersion(error)) void client.invalidateQueries({ queryKey: resource.keys.detail(id) });
    },
  });
  return {
    pending: mutation.isPending,
    save: <Route extends RecordChangeRoute<Detail>>(route: Route, input: CallInput<Route>) =>
      // A record's change always names the record, so its input is never left out.
      mutation.mutateAsync(() => call(route, ...([input] as CallArgs<Route>))),
    update: (body: RecordUpdate<Api>, version: number) =>
      mutation.mutateAsync(() => api<Detail>(resource.url(id), { method: 'PATCH', body, version })),
  };
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
