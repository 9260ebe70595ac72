import { ALL_FEATURE_KEYS, canOpen, type CurrentSession } from '@commerce/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayOpen, type Page } from '../lib/routes.ts';
import { setSessionSnapshot } from '../lib/session-snapshot.ts';
import { json, renderRoutes, stubFetch, testSession } from '../test/render.tsx';
import { menuEntries, paletteScreens } from './menu.ts';
import { PAGES } from './pages.ts';
import { appRoutes } from './router.tsx';

/** Every key that only reads: what a reader-only user holds. */
const READER_KEYS = ALL_FEATURE_KEYS.filter((key) => key.endsWith('-reader'));

const sessionOf = (permissions: readonly string[], IsDeveloper = false) => {
  const context = testSession({ permissions: [...permissions] });
  const session = { ...context.session!, IsDeveloper } as CurrentSession;
  return { context: { ...context, session }, session };
};

/** A path the page's route matches: each parameter filled in, a splat left empty. */
const concrete = (path: string) =>
  path
    .replace(/\/\*$/, '')
    .replace(/\/:[A-Za-z]+\?/g, '')
    .replace(/:[A-Za-z]+/g, 'x1');

const isCreatePage = (page: Page) => /\/(create|new)$/.test(page.path);

/** The table with each page's component replaced by a marker that counts its loads (no page code runs). */
function stubbedPages() {
  const loads = new Map<string, number>();
  const pages = PAGES.map((page) => ({
    ...page,
    prefetch: undefined,
    load: async () => {
      loads.set(page.path, (loads.get(page.path) ?? 0) + 1);
      return () => <p>{`Page ${page.path}`}</p>;
    },
  }));
  return { pages, loads };
}

afterEach(() => {
  setSessionSnapshot(null);
  vi.unstubAllGlobals();
});

describe('the page table', () => {
  it('closes every create page to a reader-only user: each needs its write key', () => {
    const reader = { permissions: READER_KEYS, isDeveloper: false };
    const creates = PAGES.filter(isCreatePage);
    expect(creates.map((page) => page.path).sort()).toEqual([
      '/admin/roles/create',
      '/admin/users/create',
      '/destinations/create',
      '/destinations/zip/create',
      '/events/new',
      '/stores/create',
    ]);
    for (const page of creates) {
      expect(canOpen(page.access, reader), page.path).toBe(false);
      expect(page.access.kind, page.path).toBe('features');
      if (page.access.kind === 'features') {
        expect(
          page.access.anyOf.some((key) => key.endsWith('-reader')),
          page.path,
        ).toBe(false);
        for (const key of page.access.anyOf) {
          expect(canOpen(page.access, { permissions: [key], isDeveloper: false }), page.path).toBe(true);
        }
      }
    }
  });

  it('walks every route for a reader-only user: each opens as the table says, the others go to /profile unloaded', async () => {
    stubFetch(...Array.from({ length: 400 }, () => json(200, { Items: [] })));
    const { session, context } = sessionOf(READER_KEYS);
    setSessionSnapshot(session);
    const { pages, loads } = stubbedPages();
    const router = renderRoutes(appRoutes(pages), '/profile', context);
    await screen.findByText('Page /profile');
    for (const page of pages) {
      const path = concrete(page.path);
      await act(() => router.navigate(path));
      if (mayOpen(page, session)) {
        expect(await screen.findByText(`Page ${page.path}`)).toBeVisible();
        expect(router.state.location.pathname, page.path).toBe(path);
      } else {
        expect(router.state.location.pathname, page.path).toBe('/profile');
        expect(loads.get(page.path), page.path).toBeUndefined();
        // Never its label over an empty page: the top bar names the page the user is on.
        expect(screen.getByText('Page /profile')).toBeVisible();
        expect(screen.getByRole('banner')).toHaveTextContent('My Profile');
      }
    }
    expect(PAGES.filter((page) => !mayOpen(page, session)).map((page) => page.path)).toEqual(
      expect.arrayContaining(['/stores/create', '/destinations/create', '/destinations/zip/create']),
    );
  });

  it('asks for each dashboard card the keys open at navigation, before the page’s code is in', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return json(200, {});
      }),
    );
    const { session, context } = sessionOf(['delivery-reader', 'misc-marketing']);
    setSessionSnapshot(session);
    let askedBeforeCode: string[] = [];
    const pages = stubbedPages().pages.map((page) =>
      page.path === '/dashboard'
        ? {
            ...PAGES.find((one) => one.path === '/dashboard')!,
            load: async () => {
              askedBeforeCode = [...asked];
              return () => <p>Page /dashboard</p>;
            },
          }
        : page,
    );
    const router = renderRoutes(appRoutes(pages), '/profile', context);
    await screen.findByText('Page /profile');
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByText('Page /dashboard')).toBeVisible();
    expect(askedBeforeCode.filter((url) => url.startsWith('/api/dashboard')).sort()).toEqual([
      '/api/dashboard/activity',
      '/api/dashboard/delivery',
    ]);
  });

  it('decides once the session is known when the router starts before it (the start-up)', async () => {
    stubFetch(json(200, {}));
    const { pages } = stubbedPages();
    const { session, context } = sessionOf(['stores-reader']);
    const router = renderRoutes(appRoutes(pages), '/stores/create', context);
    expect(router.state.location.pathname).toBe('/stores/create');
    setSessionSnapshot(session);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    router.dispose();
  });
});

describe('the side menu and the palette, from the table', () => {
  const labels = (links: { label: string }[]) => links.map((link) => link.label);

  it('lists the spec entries in order for a user who holds every key', () => {
    expect(labels(menuEntries(sessionOf(ALL_FEATURE_KEYS).session))).toEqual([
      'My Profile',
      // Issue 58: the dashboard, right after My Profile, for every signed-in user.
      'Dashboard',
      'Orders',
      'Build Order',
      'Customers',
      'DCF Settings',
      'Products',
      'Events',
      'Categories',
      'Gift Cards',
      'Destinations',
      'Register Training Users',
      'Stores',
      'Delivery',
      'Holiday Delivery Fees',
      'Marketing',
      'Admin Tools',
      'Bulk Operations',
      'Home Page',
    ]);
  });

  it('shows an entry only with its keys; profile, dashboard and home page always; the menu rule where narrower', () => {
    expect(labels(menuEntries(sessionOf([]).session))).toEqual(['My Profile', 'Dashboard', 'Home Page']);
    expect(labels(menuEntries(sessionOf(['address-reader']).session))).toEqual([
      'My Profile',
      'Dashboard',
      'Destinations',
      'Register Training Users',
      'Home Page',
    ]);
    // misc-marketing opens the registration (spec 3) without its menu entry (spec 1).
    const marketer = sessionOf(['misc-marketing']).session;
    expect(labels(menuEntries(marketer))).not.toContain('Register Training Users');
    expect(
      mayOpen(
        PAGES.find((page) => page.path === '/register-trainingusers')!,
        marketer,
      ),
    ).toBe(true);
  });

  it('links wildcard pages at their base path', () => {
    const everything = sessionOf(ALL_FEATURE_KEYS).session;
    expect(menuEntries(everything).find((link) => link.label === 'DCF Settings')?.path).toBe('/dcf');
  });

  it('offers in the palette only screens the user may open: no create page to a reader', () => {
    const reader = labels(paletteScreens(sessionOf(READER_KEYS).session));
    expect(reader).toEqual(expect.arrayContaining(['Internal Users', 'Route Codes', 'ASE Drawers']));
    for (const label of ['New Store', 'New Destination', 'New Route Code', 'New Internal User', 'User Roles'])
      expect(reader).not.toContain(label);
    const creator = labels(paletteScreens(sessionOf(['stores-reader', 'stores-create']).session));
    expect(creator).toEqual(['My Profile', 'Dashboard', 'Stores', 'Home Page', 'New Store']);
  });

  it('names only paths of the table in the palette', () => {
    const everything = paletteScreens(sessionOf(ALL_FEATURE_KEYS, true).session);
    for (const link of everything) {
      expect(link.path.includes(':'), link.path).toBe(false);
      const matched = PAGES.some((page) =>
        page.path.endsWith('/*')
          ? link.path === page.path.slice(0, -2) || link.path.startsWith(page.path.slice(0, -1))
          : link.path === page.path,
      );
      expect(matched, link.path).toBe(true);
    }
  });
});
