import { createBrowserRouter, type RouteObject } from 'react-router';
import { pageRoute } from '../lib/routes.ts';
import { NotFoundPage } from '../ui/NotFoundPage.tsx';
import { PageLoading } from '../ui/PageLoading.tsx';
import { RouteErrorPage } from '../ui/RouteErrorPage.tsx';
import { PAGES } from './pages.ts';
import { AppShell } from './shell/AppShell.tsx';
import { StartPageRedirect } from './StartPageRedirect.tsx';

/** The console's routes: the shell around every page of the page table (pages.ts), and the 404 page. */
export const appRoutes = (pages = PAGES): RouteObject[] => [
  {
    path: '/',
    element: <AppShell pages={pages} />,
    errorElement: <RouteErrorPage />,
    // On the first load react-router renders this instead of the whole tree until the opened page's loader
    // (its guard, then its code, lib/routes.ts) is done: a progress bar rather than a blank window. Without
    // one it renders nothing and warns on the console at every load.
    HydrateFallback: PageLoading,
    children: [
      { index: true, element: <StartPageRedirect /> },
      ...pages.map(pageRoute),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(appRoutes());
