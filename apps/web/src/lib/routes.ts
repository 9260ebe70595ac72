import { canOpen, readListUrl, routeAccess, toApiQuery, type ListSpec } from '@commerce/domain';
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { queryClient } from './queryClient.ts';
import type { AnyResource, ListResource } from './resource.ts';
import { sessionSnapshot } from './session-snapshot.ts';

type Prefetch = (
  args: LoaderFunctionArgs,
) => FetchQueryOptions<unknown, Error, unknown, readonly unknown[]> | null;

/**
 * One route of an area: its path, its page (loaded when first opened), and what to fetch for it. The
 * loader starts that fetch at navigation, beside the page's code, instead of after the page has loaded;
 * it never waits for it, and fetches nothing for a user who may not open the path (the guard sends them
 * away) or before sign-in.
 */
export function page(path: string, load: () => Promise<ComponentType>, prefetch?: Prefetch): RouteObject {
  return {
    path,
    lazy: () => load().then((Component) => ({ Component })),
    loader: (args) => {
      const session = sessionSnapshot();
      const access = routeAccess(new URL(args.request.url).pathname);
      if (!prefetch || !session || !access) return null;
      if (!canOpen(access, { permissions: session.Permissions, isDeveloper: session.IsDeveloper }))
        return null;
      const options = prefetch(args);
      if (options) void queryClient.prefetchQuery(options);
      return null;
    },
  };
}

/** The page of a list the URL asks for, as its screen will ask for it. */
export const listPrefetch =
  <Item>(
    spec: ListSpec<Item, string>,
    resource: ListResource<Item>,
    extraParams: (args: LoaderFunctionArgs) => Record<string, string> = () => ({}),
  ): Prefetch =>
  (args) => {
    const permissions = sessionSnapshot()?.Permissions ?? [];
    const state = readListUrl(spec, new URL(args.request.url).searchParams);
    return resource.listOptions({ ...extraParams(args), ...toApiQuery(spec, state, permissions) }) as never;
  };

/** The record the route's `:id` names. */
export const recordPrefetch =
  (resource: AnyResource, param = 'id'): Prefetch =>
  ({ params }) => {
    const id = params[param];
    return id ? (resource.detailOptions(id) as never) : null;
  };
