import { canOpen, readListUrl, routeAccess, toApiQuery, type ListSpec } from '@commerce/domain';
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { queryClient } from './queryClient.ts';
import type { AnyResource, ListResource } from './resource.ts';
import { sessionSnapshot } from './session-snapshot.ts';

/** What one route fetches for its page: the query the page will ask for first, or nothing. */
export type Prefetch = (
  args: LoaderFunctionArgs,
) => FetchQueryOptions<unknown, Error, unknown, readonly unknown[]> | null;

/**
 * A route's prefetch as the route declares it: loaded when first needed. A prefetch names a list spec or a
 * resource, and through them the area's domain schemas; imported by the route file, every area's would sit
 * in the shell's chunk, downloaded before the first signed-in screen (about 60 KB gzipped with 20 areas).
 */
export type LazyPrefetch = () => Promise<Prefetch>;

/**
 * The prefetches of one area, from a module of their own (`features/<area>/prefetch.ts`, each export a
 * Prefetch): `const prefetch = lazyPrefetch(() => import('./prefetch.ts'))`, then `prefetch('list')` on a
 * route. The module becomes a small chunk of its own; the list spec and resource it names are the ones
 * the page imports too, so what it costs at navigation is downloaded for the page anyway.
 */
export const lazyPrefetch =
  <Module extends Record<string, Prefetch>>(load: () => Promise<Module>) =>
  (name: keyof Module & string): LazyPrefetch =>
  () =>
    load().then((module) => module[name]!);

/**
 * One route of an area: its path, its page (loaded when first opened), and what to fetch for it. The
 * loader starts that fetch at navigation, beside the page's code, instead of after the page has loaded;
 * it never waits for it, and fetches nothing for a user who may not open the path (the guard sends them
 * away) or before sign-in.
 */
export function page(path: string, load: () => Promise<ComponentType>, prefetch?: LazyPrefetch): RouteObject {
  // Held by the page's first load until the loader's request is out (see lazy below); resolved otherwise.
  let prefetchSent: Promise<unknown> = Promise.resolve();
  return {
    path,
    lazy: async () => {
      // react-router calls lazy first and the loader a few microtasks later, in the same task. The page's
      // code is 20-odd files, which would take the browser's six connections to the server ahead of the
      // prefetch module and then of the data request itself: the data would be asked for only once all of
      // the code was in. So the first load of a page waits one task for the loader to start, and then for
      // the prefetch module (a few small files) and the data request to go out, before asking for its code.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await prefetchSent;
      return { Component: await load() };
    },
    loader: (args) => {
      const session = sessionSnapshot();
      const access = routeAccess(new URL(args.request.url).pathname);
      if (!prefetch || !session || !access) return null;
      if (!canOpen(access, { permissions: session.Permissions, isDeveloper: session.IsDeveloper }))
        return null;
      // Not awaited: the navigation waits for the page's code only (react-router runs `lazy` and this
      // loader side by side), and the data arrives while that code downloads.
      prefetchSent = prefetch()
        .then((declare) => {
          // Signed out (and the cache emptied) while the module loaded: fetch nothing for the old session.
          if (sessionSnapshot() !== session) return;
          const options = declare(args);
          if (options) void queryClient.prefetchQuery(options);
        })
        // A module that fails to load only loses the head start: the page asks for its data itself (and
        // shows the error, if its own code fails to load too).
        .catch(() => undefined);
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
