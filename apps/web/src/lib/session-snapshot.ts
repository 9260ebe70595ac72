import type { CurrentSession } from '@commerce/domain';

/**
 * The signed-in session as last loaded, for code that runs outside React (route loaders prefetching a
 * page's data); components read the session through useSession.
 */
let current: CurrentSession | null = null;

export const sessionSnapshot = (): CurrentSession | null => current;
export const setSessionSnapshot = (session: CurrentSession | null): void => {
  current = session;
};
