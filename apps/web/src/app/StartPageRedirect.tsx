import { START_PAGE_PATHS } from '@commerce/domain';
import { Navigate } from 'react-router';
import { START_PATH } from '../lib/routes.ts';
import { useCurrentSession } from '../lib/session.tsx';
import { signInStart } from '../lib/session-start.ts';

/**
 * `/`: My Profile (spec 1 §2), or, right after signing in at the bare address, the user's start page
 * (the profile's 'Start page' choice).
 */
export function StartPageRedirect() {
  const session = useCurrentSession();
  const path = signInStart.atRoot() ? START_PAGE_PATHS[session.StartPage] : START_PATH;
  return <Navigate to={path} replace />;
}
