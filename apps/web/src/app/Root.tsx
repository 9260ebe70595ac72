import { lazy, Suspense } from 'react';
import { useSession } from '../lib/session.tsx';
import { SignInPage } from '../features/auth/SignInPage.tsx';
import { STARTUP_PROGRESS } from '../lib/session-start.ts';
import { StartupProgress } from '../features/auth/StartupProgress.tsx';

const SignedInApp = lazy(() => import('./SignedInApp.tsx'));

/** Start-up progress, then the sign-in screen or the signed-in app; the URL is kept for after sign-in. */
export function Root() {
  const { status, progress } = useSession();
  if (status === 'starting') return <StartupProgress value={progress} />;
  if (status === 'signed-out') return <SignInPage />;
  return (
    <Suspense fallback={<StartupProgress value={STARTUP_PROGRESS.ready} />}>
      <SignedInApp />
    </Suspense>
  );
}
