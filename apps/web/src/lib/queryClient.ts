import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. A module of its own so route loaders (which run outside React) prefetch into
 * the same cache the pages read.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
