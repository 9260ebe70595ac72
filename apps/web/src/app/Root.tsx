import { useSession } from '../lib/session.tsx';
import { SignInPage } from '../features/auth/SignInPage.tsx';
import { StartupProgress } from '../features/auth/StartupProgress.tsx';
import { AppShell } from './shell/AppShell.tsx';

/** Start-up progress, then the sign-in screen or the shell; the URL is kept for after sign-in. */
export function Root() {
  const { status, progress } = useSession();
  if (status === 'starting') return <StartupProgress value={progress} />;
  if (status === 'signed-out') return <SignInPage />;
  return <AppShell />;
}
