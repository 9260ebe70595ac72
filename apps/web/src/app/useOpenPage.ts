import { useMatches } from 'react-router';
import { mayOpen, type Page } from '../lib/routes.ts';
import { useCurrentSession } from '../lib/session.tsx';

/** The page of the table the location shows (none for the 404 page), and whether this session may open it. */
export function useOpenPage(): { page: Page | undefined; allowed: boolean } {
  const session = useCurrentSession();
  const page = useMatches().findLast((match) => match.handle)?.handle as Page | undefined;
  return { page, allowed: !page || mayOpen(page, session) };
}
