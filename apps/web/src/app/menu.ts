import type { CurrentSession } from '@commerce/domain';
import { mayOpen, type Page } from '../lib/routes.ts';
import { PAGES } from './pages.ts';

/** A link of the side menu or the command palette. */
export interface ScreenLink {
  label: string;
  path: string;
}

/** The side menu this session sees: the table's menu entries it may open, in the table's order. */
export const menuEntries = (session: CurrentSession, pages: readonly Page[] = PAGES): ScreenLink[] =>
  pages.flatMap((page) =>
    page.menu && mayOpen({ access: page.menuAccess ?? page.access }, session)
      ? [{ label: page.menu, path: page.path.replace(/\/\*$/, '') }]
      : [],
  );

/** The screens the palette offers this session: its side menu, then the other screens it may open. */
export const paletteScreens = (session: CurrentSession, pages: readonly Page[] = PAGES): ScreenLink[] => [
  ...menuEntries(session, pages),
  ...pages.flatMap((page) => {
    if (!page.palette || !mayOpen(page, session)) return [];
    return typeof page.palette === 'string' ? [{ label: page.palette, path: page.path }] : page.palette;
  }),
];
