import type { ApiRoute } from '@commerce/domain';
import { queryOptions } from '@tanstack/react-query';
import { call, type CallArgs } from './api.ts';
import type { AnyResource } from './resource.ts';

/**
 * The query key of a call: the route's path, then the parameters and query that fill it; under a resource
 * when the call shows that resource's data, so a change to the resource refreshes it. Nothing else makes a
 * query key.
 */
export function routeKey<Route extends ApiRoute>(
  route: Route,
  input?: { params?: unknown; query?: unknown },
  owner?: AnyResource,
): readonly unknown[] {
  const head = [...(owner?.keys.all ?? []), route.path];
  return input ? [...head, { params: input.params, query: input.query }] : head;
}

const optionsOf = <Route extends ApiRoute>(
  route: Route,
  owner: AnyResource | undefined,
  args: CallArgs<Route>,
) => {
  const input = args[0];
  return queryOptions({
    queryKey: routeKey(route, input ?? {}, owner),
    queryFn: ({ signal }) => call(route, ...([{ ...input, signal }] as CallArgs<Route>)),
  });
};

/** A query of a route that belongs to no resource (a dashboard card, the palette's search). */
export const routeQuery = <Route extends ApiRoute>(route: Route, ...args: CallArgs<Route>) =>
  optionsOf(route, undefined, args);

/** A query of a route that shows `owner`'s data (a customer's orders, the product facets). */
export const resourceQuery = <Route extends ApiRoute>(
  owner: AnyResource,
  route: Route,
  ...args: CallArgs<Route>
) => optionsOf(route, owner, args);
