import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ConfirmProvider } from '../ui/ConfirmProvider.tsx';
import { ToastProvider } from '../lib/ToastProvider.tsx';

/** A JSON answer of the API, for a stubbed fetch. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Renders inside the app's providers: toasts, a fresh query cache that does not retry, confirmations. */
export function renderInApp(ui: ReactNode) {
  return render(
    <ToastProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ConfirmProvider>{ui}</ConfirmProvider>
      </QueryClientProvider>
    </ToastProvider>,
  );
}

/** Renders the routes at `initialEntry` inside the app's providers; the router tells where the page went. */
export function renderRoutes(routes: RouteObject[], initialEntry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  renderInApp(<RouterProvider router={router} />);
  return router;
}
