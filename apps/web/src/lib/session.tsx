import {
  currentSessionRoute,
  loginRoute,
  LOGOUT_WAIT_MS,
  logoutRoute,
  refreshSessionRoute,
  STOREFRONT_LOGOUT_PATH,
  type CurrentSession,
  type ConsoleMessage,
  type LoginBody,
} from '@commerce/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { call, isUnauthenticated, setUnauthorizedHandler } from './api.ts';
import { signInStart, STARTUP_PROGRESS, startupStep, storedTokens } from './session-start.ts';
import { setSessionSnapshot } from './session-snapshot.ts';

type Status = 'starting' | 'signed-out' | 'signed-in';
type RefreshOutcome = 'refreshed' | 'refused' | 'unanswered';

/**
 * Logout (spec 1 §4): with the Build Order storefront frame on the page it is told to log out and the app
 * waits 1 s; otherwise, for staff who order through the storefront, its logout page opens in a new window.
 * Signing out then ends the session, and with it every impersonation token it issued.
 */
async function signOutOfStorefront(session: CurrentSession | null) {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[data-storefront]');
  if (frame?.contentWindow) {
    const message: ConsoleMessage = { type: 'console:logout' };
    frame.contentWindow.postMessage(message, window.location.origin);
    await new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS));
  } else if (session?.Permissions.includes('order-builder')) {
    window.open(STOREFRONT_LOGOUT_PATH, '_blank', 'noopener');
  }
}

export interface SessionContextValue {
  status: Status;
  progress: number;
  session: CurrentSession | null;
  signIn(body: LoginBody): Promise<void>;
  signOut(): Promise<void>;
  /** Reloads the current user after a change to it (profile save, password reset). */
  reload(): Promise<void>;
}

/** Exported for tests, which provide a session directly (test/render.tsx) instead of mocking this module. */
export const SessionContext = createContext<SessionContextValue | null>(null);

const fetchMe = () => call(currentSessionRoute, { noRetry: true });

/**
 * With a live token the user is asked for as this module loads, before the signed-in bundle's files
 * (Root preloads them) take the browser's six connections: asked from the start-up effect, /api/me waited
 * behind them, 300 ms of a 1 s first screen. Taken once, by the start-up (which asks anew without it); its
 * failure is handled there.
 */
let earlyMe: Promise<CurrentSession> | null =
  startupStep(storedTokens.read(), Date.now()) === 'use-token' ? fetchMe() : null;
earlyMe?.catch(() => undefined);
const firstMe = () => {
  const me = earlyMe ?? fetchMe();
  earlyMe = null;
  return me;
};

const refreshTokens = () => call(refreshSessionRoute, { noRetry: true });

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Status>('starting');
  const [progress, setProgress] = useState<number>(STARTUP_PROGRESS.start);
  const [session, setSessionState] = useState<CurrentSession | null>(null);
  // Route loaders (outside React) read the session too, so it is written for them as it is set.
  const setSession = useCallback((next: CurrentSession | null) => {
    setSessionSnapshot(next);
    setSessionState(next);
  }, []);
  const refreshing = useRef<Promise<RefreshOutcome> | null>(null);

  const endSession = useCallback(() => {
    storedTokens.clear();
    setSession(null);
    setStatus('signed-out');
  }, [setSession]);

  const loadUser = useCallback(
    async (asked: Promise<CurrentSession> = fetchMe()) => {
      const me = await asked;
      setProgress(STARTUP_PROGRESS.userLoaded);
      setSession(me);
      setProgress(STARTUP_PROGRESS.ready);
      setStatus('signed-in');
    },
    [setSession],
  );

  // One refresh at a time, however many requests hit a 401 together. Only the server's refusal ends the
  // session: a refresh that got no answer (the page is being left or reloaded, the network or the server is
  // down) leaves the stored session alone, or a reload made while requests were out opened the sign-in
  // screen with the browser's cookies still good.
  const tryRefresh = useCallback(async (): Promise<RefreshOutcome> => {
    if (!storedTokens.read()?.HasRefreshToken) return 'refused';
    refreshing.current ??= refreshTokens()
      .then((tokens) => {
        storedTokens.write(tokens);
        return 'refreshed' as const;
      })
      .catch((error: unknown) => (isUnauthenticated(error) ? ('refused' as const) : ('unanswered' as const)))
      .finally(() => {
        refreshing.current = null;
      });
    return refreshing.current;
  }, []);

  useEffect(() => {
    setUnauthorizedHandler(async () => {
      const outcome = await tryRefresh();
      if (outcome === 'refused') endSession();
      return outcome === 'refreshed';
    });
  }, [tryRefresh, endSession]);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const step = startupStep(storedTokens.read(), Date.now());
      if (step === 'sign-in') return endSession();
      if (step === 'refresh') {
        setProgress(STARTUP_PROGRESS.refreshing);
        if ((await tryRefresh()) !== 'refreshed') return endSession();
      }
      try {
        if (!cancelled) await loadUser(firstMe());
      } catch (error) {
        // A token the server no longer takes while a refresh token lives (the answer of a refresh made
        // just before a reload was lost, so its rotation never reached this page): one refresh, then again.
        if (!cancelled && isUnauthenticated(error) && (await tryRefresh()) === 'refreshed' && !cancelled) {
          await loadUser().catch(() => !cancelled && endSession());
        } else if (!cancelled) endSession();
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [endSession, loadUser, tryRefresh]);

  const signIn = useCallback(
    async (body: LoginBody) => {
      const tokens = await call(loginRoute, { body, noRetry: true });
      storedTokens.write(tokens);
      signInStart.mark(window.location.pathname);
      try {
        await loadUser();
      } catch (error) {
        endSession();
        throw error;
      }
    },
    [loadUser, endSession],
  );

  const signOut = useCallback(async () => {
    await signOutOfStorefront(session);
    await call(logoutRoute, { noRetry: true }).catch(() => undefined);
    endSession();
  }, [endSession, session]);

  const reload = useCallback(async () => {
    setSession(await fetchMe());
  }, [setSession]);

  const value = useMemo(
    () => ({ status, progress, session, signIn, signOut, reload }),
    [status, progress, session, signIn, signOut, reload],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

/** The signed-in session; only for components rendered inside the signed-in shell. */
export function useCurrentSession(): CurrentSession {
  const { session } = useSession();
  if (!session) throw new Error('useCurrentSession needs a signed-in session');
  return session;
}
