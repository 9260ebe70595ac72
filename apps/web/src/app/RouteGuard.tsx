import { canOpen, routeAccess } from '@commerce/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCurrentSession } from '../lib/session.tsx';
import { NotFoundPage } from '../ui/NotFoundPage.tsx';

/** Applies the route access table: lacking the permission sends the user to /profile. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const session = useCurrentSession();
  if (pathname === '/') return <>{children}</>;
  const access = routeAccess(pathname);
  if (!access) return <NotFoundPage />;
  if (!canOpen(access, { permissions: session.Permissions, isDeveloper: session.IsDeveloper })) {
    return <Navigate to="/profile" replace />;
  }
  return <>{children}</>;
}
