import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ConfirmProvider } from '../ui/ConfirmProvider.tsx';
import { router } from './router.tsx';

const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });

/**
 * The app behind sign-in, loaded as its own bundle. Its query cache lives as long as the session: signing
 * out unmounts it, so the next user starts with an empty cache. (Date pickers bring their own provider,
 * DatePickerProvider, so dayjs is not part of every signed-in screen's first load.)
 */
export default function SignedInApp() {
  const [queryClient] = useState(newQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
    </QueryClientProvider>
  );
}
