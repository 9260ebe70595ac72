import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** How the app's queries behave (a test that counts requests builds its cache with these). */
export const QUERY_DEFAULTS: DefaultOptions = {
  queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
};

/**
 * The app's one query cache. A module of its own so route loaders (which run outside React) prefetch into
 * the same cache the pages read.
 */
export const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
