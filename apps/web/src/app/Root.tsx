import { lazy, Suspense } from 'react';
import { useSession } from '../lib/session.tsx';
import { SignInPage } from '../features/auth/SignInPage.tsx';
import { STARTUP_PROGRESS, startupStep, storedTokens } from '../lib/session-start.ts';
import { StartupProgress } from '../features/auth/StartupProgress.tsx';

const loadSignedInApp = () => import('./SignedInApp.tsx');
const SignedInApp = lazy(loadSignedInApp);
// A stored session will most likely open the signed-in app: fetch its bundle while /api/me answers,
// instead of after.
if (startupStep(storedTokens.read(), Date.now()) !== 'sign-in') void loadSignedInApp();

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
