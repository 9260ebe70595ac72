import { HOME_PAGE_TEXTS, type HomePageItem } from '@commerce/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderInApp, renderRoutes, testSession } from '../../../test/render.tsx';
import { UnsavedChangesScope } from '../../../ui/record/UnsavedChangesScope.tsx';
import { HomePageListDialog } from './HomePageListDialog.tsx';

const item = (n: number): HomePageItem => ({
  ID: `P${n}-1`,
  Name: `Product ${n}`,
  ProductCode: `P${n}`,
  OnStorefront: true,
});

afterEach(() => vi.unstubAllGlobals());

describe('the Picks editor', () => {
  it('keeps Save Changes disabled for 3 picks and saves 4 in their order', async () => {
    const saved = [item(1), item(2), item(3)];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/home-page/options')) return json(200, { Items: [item(4), item(1)] });
      if (init?.method === 'PUT')
        return json(200, { BachmansPicks: [...saved, item(4)], FeaturedEvents: [], Version: 8 });
      return json(500, {});
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    renderInApp(
      <HomePageListDialog list="BachmansPicks" title="Picks" saved={saved} version={7} onClose={onClose} />,
      testSession({ permissions: ['misc-marketing'] }),
    );

    expect(screen.getByText(HOME_PAGE_TEXTS.picksDialog)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: HOME_PAGE_TEXTS.save });
    expect(save).toBeDisabled();
    const choices = screen.getByRole('list', { name: HOME_PAGE_TEXTS.searchProducts });
    // A product already chosen is not offered again.
    await user.click(await within(choices).findByRole('button', { name: 'Add Product 4' }));
    expect(within(choices).queryByRole('button', { name: 'Add Product 1' })).toBeNull();
    expect(save).toBeEnabled();
    await user.click(save);

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ BachmansPicks: ['P1', 'P2', 'P3', 'P4'] });
    expect(new Headers(put[1]!.headers).get('if-match')).toBe('"7"');
  });
});

describe('the Picks editor and the unsaved-changes guard', () => {
  it('makes leaving the page ask once the list changed (picks fire no input event)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { Items: [item(4)] })),
    );
    const user = userEvent.setup({ delay: null });
    const router = renderRoutes(
      [
        {
          path: '/home-page',
          element: (
            <UnsavedChangesScope>
              <Link to="/elsewhere">Elsewhere</Link>
              <HomePageListDialog
                list="BachmansPicks"
                title="Picks"
                saved={[item(1)]}
                version={7}
                onClose={() => {}}
              />
            </UnsavedChangesScope>
          ),
        },
        { path: '/elsewhere', element: <h1>Elsewhere</h1> },
      ],
      '/home-page',
      testSession({ permissions: ['misc-marketing'] }),
    );
    // The page's link, behind the modal dialog (as the browser's Back would leave).
    const leave = () =>
      userEvent.click(screen.getByRole('link', { name: 'Elsewhere', hidden: true }), {
        pointerEventsCheck: 0,
      });

    const choices = screen.getByRole('list', { name: HOME_PAGE_TEXTS.searchProducts });
    await user.click(await within(choices).findByRole('button', { name: 'Add Product 4' }));
    await leave();
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home-page');
  });
});

describe('the Featured Events editor', () => {
  it('says why Add is greyed out at 8 events, and marks an event the storefront leaves out', async () => {
    const events = Array.from({ length: 8 }, (_, index) => item(index + 1));
    const inactive = { ...item(9), Name: 'Winter Workshop', OnStorefront: false };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { Items: [inactive] })),
    );
    const user = userEvent.setup({ delay: null });
    renderInApp(
      <HomePageListDialog
        list="FeaturedEvents"
        title="Featured Events"
        saved={events}
        version={3}
        onClose={vi.fn()}
      />,
      testSession({ permissions: ['misc-marketing'] }),
    );

    const choices = screen.getByRole('list', { name: HOME_PAGE_TEXTS.searchEvents });
    const add = await within(choices).findByRole('button', { name: 'Add Winter Workshop' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(HOME_PAGE_TEXTS.maximumReached(8));
    expect(within(choices).getByText(`P9 · ${HOME_PAGE_TEXTS.notOnStorefront}`)).toBeInTheDocument();

    // One removed, another may be added and the text goes.
    await user.click(screen.getByRole('button', { name: HOME_PAGE_TEXTS.remove('Product 8') }));
    expect(add).toBeEnabled();
    expect(screen.queryByText(HOME_PAGE_TEXTS.maximumReached(8))).toBeNull();
  });
});
