import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { START_PATH } from '../lib/routes.ts';
import { useOpenPage } from './useOpenPage.ts';

/**
 * Shows the page only to a user who may open it. Each route's loader already sent away a user who may not
 * (lib/routes.ts); this holds for the session that signs in over a page left open by the one before.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { page, allowed } = useOpenPage();
  if (page && !allowed) return <Navigate to={START_PATH} replace />;
  return <>{children}</>;
}
