import type { CurrentSession } from '@commerce/domain';

/**
 * The signed-in session as last loaded, for code that runs outside React (route loaders prefetching a
 * page's data); components read the session through useSession.
 */
let current: CurrentSession | null = null;
let waiting: ((session: CurrentSession) => void)[] = [];

export const sessionSnapshot = (): CurrentSession | null => current;

/** The session once one is signed in: now, or when the start-up or a sign-in sets it. */
export const nextSession = (): Promise<CurrentSession> =>
  current ? Promise.resolve(current) : new Promise((resolve) => waiting.push(resolve));

export const setSessionSnapshot = (session: CurrentSession | null): void => {
  current = session;
  if (!session) return;
  const resolved = waiting;
  waiting = [];
  for (const resolve of resolved) resolve(session);
};
