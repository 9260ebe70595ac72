import { useEffect, useState, type ComponentType } from 'react';
import { useSession } from '../lib/session.tsx';
import { SignInPage } from '../features/auth/SignInPage.tsx';
import { STARTUP_PROGRESS, startupStep, storedTokens } from '../lib/session-start.ts';
import { StartupProgress } from '../features/auth/StartupProgress.tsx';

let signedInApp: Promise<ComponentType> | null = null;
const loadSignedInApp = () =>
  (signedInApp ??= import('./SignedInApp.tsx').then(
    (module) => module.default,
    (error: unknown) => {
      // A failed download is tried again by the next load (a reload, or signing in again).
      signedInApp = null;
      throw error;
    },
  ));
// A stored session will most likely open the signed-in app: fetch its bundle while /api/me answers,
// instead of after.
if (startupStep(storedTokens.read(), Date.now()) !== 'sign-in') void loadSignedInApp();

/**
 * Start-up progress, then the sign-in screen or the signed-in app; the URL is kept for after sign-in. The
 * app's bundle is awaited here rather than through Suspense: React holds back content that replaces a
 * Suspense fallback until 300 ms after the fallback showed, which was a third of the first screen's time.
 */
export function Root() {
  const { status, progress } = useSession();
  const [SignedInApp, setSignedInApp] = useState<ComponentType | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  useEffect(() => {
    if (status !== 'signed-in' || SignedInApp) return;
    let current = true;
    loadSignedInApp().then(
      (app) => current && setSignedInApp(() => app),
      (error: unknown) => current && setLoadError(error),
    );
    return () => {
      current = false;
    };
  }, [status, SignedInApp]);
  // As React.lazy did: a bundle that cannot be loaded is an error of the render, not an endless progress bar.
  if (loadError) throw loadError;
  if (status === 'starting') return <StartupProgress value={progress} />;
  if (status === 'signed-out') return <SignInPage />;
  if (!SignedInApp) return <StartupProgress value={STARTUP_PROGRESS.ready} />;
  return <SignedInApp />;
}
