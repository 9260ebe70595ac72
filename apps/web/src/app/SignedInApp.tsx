import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/queryClient.ts';
import { signInStart } from '../lib/session-start.ts';
import { ConfirmProvider } from '../ui/ConfirmProvider.tsx';
import { router } from './router.tsx';

/**
 * The app behind sign-in, loaded as its own bundle. Its query cache (one module, which route loaders
 * prefetch into too) lives as long as the session: signing out unmounts this and empties it, so the next
 * user starts with an empty cache.
 */
export default function SignedInApp() {
  useEffect(() => () => queryClient.clear(), []);
  // The start page applies to the first screen after sign-in only.
  useEffect(() => signInStart.clear(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
    </QueryClientProvider>
  );
}
