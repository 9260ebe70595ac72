import type { ApiRoute } from '@commerce/domain';
import { queryOptions } from '@tanstack/react-query';
import { call, type CallArgs } from './api.ts';
import type { AnyResource } from './resource.ts';

/** Whose data a query shows: a resource as a whole, or one of its records. */
export type QueryOwner = AnyResource | { resource: AnyResource; id: string };

const ownerKey = (owner: QueryOwner | undefined): readonly unknown[] =>
  !owner ? [] : 'resource' in owner ? owner.resource.keys.detail(owner.id) : owner.keys.all;

/**
 * The query key of a call: the route's path, then the parameters and query that fill it; under a resource
 * when the call shows that resource's data (under the record's key when it shows one record's), so a
 * change to the resource or the record refreshes it. Nothing else makes a query key.
 */
export function routeKey<Route extends ApiRoute>(
  route: Route,
  input?: { params?: unknown; query?: unknown },
  owner?: QueryOwner,
): readonly unknown[] {
  const head = [...ownerKey(owner), route.path];
  if (!input) return head;
  // Only what is given: a key naming some parameters matches every call with them (a type's facets).
  const { params, query } = input;
  return [
    ...head,
    { ...(params === undefined ? {} : { params }), ...(query === undefined ? {} : { query }) },
  ];
}

const optionsOf = <Route extends ApiRoute>(
  route: Route,
  owner: QueryOwner | undefined,
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

/** A query of a route that shows `owner`'s data (the product facets, the customer groups). */
export const resourceQuery = <Route extends ApiRoute>(
  owner: AnyResource,
  route: Route,
  ...args: CallArgs<Route>
) => optionsOf(route, owner, args);

/**
 * A query of a route that shows something of one record (a customer's orders, a job's error log): keyed
 * under the record, so a stale save refetches it and a delete drops it with the record.
 */
export const recordQuery = <Route extends ApiRoute>(
  resource: AnyResource,
  id: string,
  route: Route,
  ...args: CallArgs<Route>
) => optionsOf(route, { resource, id }, args);

/** The query key of a published file (/public/{file}) that a screen reads as the storefront does. */
export const publishedFileKey = (file: string): readonly unknown[] => ['/public', file];

/**
 * The key of a route read page after page (infinite scroll), apart from the same call's single page;
 * `renew` (a record's version) starts the pages afresh when it changes.
 */
export const pagesKey = (key: readonly unknown[], renew?: unknown): readonly unknown[] => [
  ...key,
  'pages',
  renew,
];
