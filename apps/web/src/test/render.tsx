import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { CurrentSession } from '@commerce/domain';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ConfirmProvider } from '../ui/ConfirmProvider.tsx';
import { SessionContext, type SessionContextValue } from '../lib/session.tsx';
import { ToastProvider } from '../lib/ToastProvider.tsx';

/** A JSON answer of the API, for a stubbed fetch. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stubs the global fetch with these answers, one per call in turn (then 500s); an Error is thrown as fetch
 * throws when no answer comes. The mock tells what was asked.
 */
export function stubFetch(...answers: (Response | Error)[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const answer = answers.shift() ?? json(500, {});
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * A signed-in session holding `permissions`, with spies for its actions (or the ones given), for the
 * components that read useSession(). Tests provide it rather than mock lib/session.tsx: the web tests
 * share one module cache per worker (isolate: false), where a module mock would leak into other files.
 */
export function testSession({
  permissions = [],
  ...overrides
}: Partial<SessionContextValue> & { permissions?: string[] } = {}): SessionContextValue {
  const session = {
    User: { ID: 'tester', Username: 'tester', FirstName: 'Test', LastName: 'User' },
    Groups: [],
    Permissions: permissions,
    IsDeveloper: false,
    IsTraining: false,
    PasswordResetRequired: false,
    StartPage: 'profile',
  } as unknown as CurrentSession;
  return {
    status: 'signed-in',
    progress: 100,
    session,
    signIn: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    reload: vi.fn(async () => {}),
    ...overrides,
  };
}

/**
 * Renders inside the app's providers: toasts, a fresh query cache that does not retry, confirmations, and
 * the session when one is given (testSession).
 */
export function renderInApp(ui: ReactNode, session?: SessionContextValue) {
  const content = (
    <ToastProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ConfirmProvider>{ui}</ConfirmProvider>
      </QueryClientProvider>
    </ToastProvider>
  );
  return render(
    session ? <SessionContext.Provider value={session}>{content}</SessionContext.Provider> : content,
  );
}

/** Renders the routes at `initialEntry` inside the app's providers; the router tells where the page went. */
export function renderRoutes(routes: RouteObject[], initialEntry: string, session?: SessionContextValue) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  renderInApp(<RouterProvider router={router} />, session);
  return router;
}
