import { TOKEN_EXPIRY_MARGIN_MS, type SessionTokens } from '@commerce/domain';

const STORAGE_KEY = 'commerce-admin.session';

/** What the browser keeps of a session: only the access expiry and whether a refresh token exists. */
export const storedTokens = {
  read(): SessionTokens | null {
    try {
      const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as SessionTokens | null;
      return value && typeof value.AccessTokenExpiresAt === 'number' ? value : null;
    } catch {
      return null;
    }
  },
  write(tokens: SessionTokens) {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(tokens));
  },
  clear() {
    localStorage.removeItem(STORAGE_KEY);
  },
};

export type StartupStep = 'use-token' | 'refresh' | 'sign-in';

/**
 * The start-up rule (spec 1 §4): a token more than 30 s from expiry starts the session; otherwise a
 * refresh is tried when a refresh token exists; otherwise the sign-in screen shows.
 */
export function startupStep(tokens: SessionTokens | null, now: number): StartupStep {
  if (tokens && tokens.AccessTokenExpiresAt - now > TOKEN_EXPIRY_MARGIN_MS) return 'use-token';
  if (tokens?.HasRefreshToken) return 'refresh';
  return 'sign-in';
}

/** Progress values shown while starting: 10, 50 on refresh, 70 after the user loads, 100 when ready. */
export const STARTUP_PROGRESS = { start: 10, refreshing: 50, userLoaded: 70, ready: 100 } as const;

/**
 * Whether the session now starting began with the sign-in form at the bare address: its first screen is then
 * the user's start page (a deep link, kept through sign-in, still wins). Read by the index route; cleared once
 * the signed-in app has shown its first screen.
 */
let signedInAtRoot = false;
export const signInStart = {
  mark(pathname: string) {
    signedInAtRoot = pathname === '/';
  },
  atRoot: () => signedInAtRoot,
  clear() {
    signedInAtRoot = false;
  },
};
