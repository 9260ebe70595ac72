import {
  canOpen,
  readListUrl,
  toApiQuery,
  type CurrentSession,
  type ListSpec,
  type RouteAccess,
} from '@commerce/domain';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { createElement, type ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { queryClient } from './queryClient.ts';
import { recordOptions, type AnyResource, type ListResource, type RecordRetry } from './resource.ts';
import { nextSession, sessionSnapshot } from './session-snapshot.ts';

type PrefetchQuery = FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>;

/**
 * What one route fetches for its page: the query the page will ask for first, the queries it asks side by
 * side (a dashboard's cards, chosen by the session's keys), or nothing.
 */
export type Prefetch = (
  args: LoaderFunctionArgs,
  session: CurrentSession,
) => PrefetchQuery | readonly PrefetchQuery[] | null;

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

/** Who may open a page, and how it shows in the shell: one row of the page table (app/pages.ts). */
export interface Page {
  /** The router's path, absolute ('/stores/:id'; '/dcf/*' for a page that routes inside itself). */
  path: string;
  /** The top bar's label while the page is open. */
  section: string;
  /** Who may open it: the guard, the side menu and the palette all read this. */
  access: RouteAccess;
  /** The page's component, loaded when first opened. */
  load: () => Promise<ComponentType>;
  /** What to fetch for it at navigation, beside its code. */
  prefetch?: LazyPrefetch;
  /**
   * Loaded while the shell is idle (its code and its prefetch's module, not its data), so its first visit
   * sends its request at the click and waits for nothing else: the lists, which share their code (the list
   * kit) and are what staff open first.
   */
  warm?: boolean;
  /** Its entry in the side menu (at the page's path, in the table's order). */
  menu?: string;
  /** Who sees the menu entry, when narrower than who may open the page. */
  menuAccess?: RouteAccess;
  /**
   * Its entries in the command palette besides the menu's: a label at the page's own path, or screens the
   * page serves inside itself ('/dcf/ase-drawers' of '/dcf/*').
   */
  palette?: string | readonly { label: string; path: string }[];
}

/** Where the guard sends a user who may not open a page: every signed-in user may open it. */
export const START_PATH = '/profile';

const accessOf = (session: CurrentSession) => ({
  permissions: session.Permissions,
  isDeveloper: session.IsDeveloper,
});

/** Whether this session may open the page. */
export const mayOpen = (page: Pick<Page, 'access'>, session: CurrentSession): boolean =>
  canOpen(page.access, accessOf(session));

interface PageCode {
  loading: Promise<ComponentType> | null;
  loaded: ComponentType | null;
}
const pageCodes = new WeakMap<Page, PageCode>();

const codeOf = (page: Page): PageCode => {
  let code = pageCodes.get(page);
  if (!code) pageCodes.set(page, (code = { loading: null, loaded: null }));
  return code;
};

/** The page's code, loaded once: by its first navigation, or before it while the shell is idle. */
function loadPageCode(page: Page): Promise<ComponentType> {
  const code = codeOf(page);
  return (code.loading ??= page.load().then(
    (component) => (code.loaded = component),
    (error: unknown) => {
      // A failed download is tried again by the next navigation.
      code.loading = null;
      throw error;
    },
  ));
}

/**
 * The route of one page of the table. Its loader decides from the session's keys before anything of the
 * page is fetched or shown: a user who may not open it is sent to the start page without the page's code
 * (the route has no `lazy`, which react-router would load whatever the loader answered). Otherwise it
 * starts the page's data request and, on the page's first visit, waits for that request to be out before
 * loading the page's code: the page's 20-odd files would otherwise take the browser's six connections to
 * the server ahead of it.
 */
export function pageRoute(page: Page): RouteObject {
  const loadCode = () => loadPageCode(page);
  return {
    path: page.path,
    handle: page,
    loader: async (args) => {
      let session = sessionSnapshot();
      if (!session) {
        // The signed-in app's bundle starts loading while /api/me answers (app/Root.tsx), and the router
        // with it: the code most likely opens, so it loads meanwhile, and the decision waits for the keys.
        loadCode().catch(() => undefined);
        session = await nextSession();
      }
      if (!mayOpen(page, session)) throw redirect(START_PATH);
      const sent = startPrefetch(page.prefetch, args, session);
      // Once the code is in, the navigation waits for nothing: a page that moves on from the address
      // (two quick clicks on 'Previous month') reads it already changed by the first.
      if (codeOf(page).loaded) return null;
      await sent;
      await loadCode();
      return null;
    },
    Component: () => {
      const Loaded = codeOf(page).loaded;
      return Loaded ? createElement(Loaded) : null;
    },
  };
}

/** Runs `task` once the browser is idle (a second later where it cannot say); answers how to cancel it. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 5_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1_000);
  return () => clearTimeout(handle);
}

/**
 * Loads the code of the `warm` pages this session may open, and their prefetches' modules, one page at a
 * time while the browser is idle, so their first visit waits only for its data. Answers how to stop.
 */
export function warmPages(pages: readonly Page[], session: CurrentSession): () => void {
  const queue = pages.filter((page) => page.warm && mayOpen(page, session));
  let cancel = () => {};
  let stopped = false;
  const next = () => {
    const page = queue.shift();
    if (!page || stopped) return;
    // A page that fails to load now is loaded again by its navigation.
    void Promise.allSettled([loadPageCode(page), page.prefetch?.()]).then(() => {
      if (!stopped) cancel = whenIdle(next);
    });
  };
  cancel = whenIdle(next);
  return () => {
    stopped = true;
    cancel();
  };
}

/**
 * Starts the page's data request without waiting for its answer; resolves once it is out (or could not be
 * declared: a prefetch module that fails to load only loses the head start, the page asks itself).
 */
async function startPrefetch(
  prefetch: LazyPrefetch | undefined,
  args: LoaderFunctionArgs,
  session: CurrentSession,
) {
  if (!prefetch) return;
  try {
    const declare = await prefetch();
    // Signed out (and the cache emptied) while the module loaded: fetch nothing for the old session.
    if (sessionSnapshot() !== session) return;
    for (const options of [declare(args, session) ?? []].flat()) void queryClient.prefetchQuery(options);
  } catch {
    // As above: the page fetches its own data.
  }
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

/** The record the route's `:id` (or `param`) names, retried as its page retries it (`useRecord`). */
export const recordPrefetch =
  (resource: AnyResource, param = 'id', retry?: RecordRetry): Prefetch =>
  ({ params }) => {
    const id = params[param];
    return id ? (recordOptions(resource, id, retry) as never) : null;
  };
