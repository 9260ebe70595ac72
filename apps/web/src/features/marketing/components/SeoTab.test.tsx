import { SEO_TEXTS } from '@commerce/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderInApp, renderRoutes, stubFetch, testSession } from '../../../test/render.tsx';
import { MarketingPage } from '../pages/MarketingPage.tsx';
import { SeoTab } from './SeoTab.tsx';

const pages = {
  'Event Calendar': { seo: { MetaTitle: 'Events', MetaDescription: 'Classes and workshops' } },
  Other: { seo: { MetaTitle: 'Kept', MetaDescription: 'Kept too' } },
};
const section = (Value: unknown, Version: number) => ({
  Section: 'seo-pages',
  Label: 'SEO Pages',
  Value,
  Version,
});

afterEach(() => vi.unstubAllGlobals());

describe('the SEO tab', () => {
  it("opens the SEO pages' History", async () => {
    const answers = [json(200, section(pages, 3)), json(200, { Items: [], NextBefore: null, Names: {} })];
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answers.shift() ?? json(500, {}));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    renderInApp(<SeoTab />, testSession({ permissions: ['misc-marketing'] }));
    await user.click(await screen.findByRole('button', { name: 'History of SEO Pages' }));
    expect(await screen.findByRole('dialog', { name: 'History of SEO Pages' })).toBeVisible();
    expect(String(fetchMock.mock.calls[1]![0])).toMatch(/^\/api\/audit\/settings\/buyerxp%2Fseo-pages/);
  });

  it('offers Discard and Save Changes only for a changed draft, and saves the page into the whole map', async () => {
    const saved = {
      ...pages,
      'Event Calendar': { seo: { MetaTitle: 'Workshops', MetaDescription: 'Classes and workshops' } },
    };
    const answers = [json(200, section(pages, 3)), json(200, section(saved, 4))];
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answers.shift() ?? json(500, {}));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    renderInApp(<SeoTab />, testSession({ permissions: ['misc-marketing'] }));

    const title = await screen.findByRole('textbox', { name: SEO_TEXTS.title });
    expect(title).toHaveValue('Events');
    const save = screen.getByRole('button', { name: SEO_TEXTS.save });
    const discard = screen.getByRole('button', { name: SEO_TEXTS.discard });
    expect(save).toBeDisabled();
    expect(discard).toBeDisabled();

    await user.clear(title);
    await user.type(title, 'Other text');
    expect(save).toBeEnabled();
    await user.click(discard);
    expect(title).toHaveValue('Events');
    expect(save).toBeDisabled();

    await user.clear(title);
    await user.click(save);
    expect(await screen.findByText('SEO Meta Title is required.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.type(title, 'Workshops');
    await user.click(save);
    expect(await screen.findByText(SEO_TEXTS.saved('Event Calendar'))).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[1]!;
    expect(init!.method).toBe('PUT');
    expect(JSON.parse(String(init!.body))).toEqual({ Value: saved });
    expect(save).toBeDisabled();
  });

  it('asks before another page replaces a changed draft, and keeps it on Stay', async () => {
    stubFetch(json(200, section(pages, 3)));
    const user = userEvent.setup({ delay: null });
    renderInApp(<SeoTab />, testSession({ permissions: ['misc-marketing'] }));
    const title = await screen.findByRole('textbox', { name: SEO_TEXTS.title });
    const list = screen.getByRole('list', { name: SEO_TEXTS.pages });

    await user.type(title, ' and more');
    await user.click(within(list).getByRole('button', { name: 'Store Locator' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    // The page is back once the dialog has gone.
    expect(await screen.findByRole('region', { name: 'Event Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: SEO_TEXTS.title })).toHaveValue('Events and more');

    await user.click(within(list).getByRole('button', { name: 'Store Locator' }));
    const again = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('region', { name: 'Store Locator' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: SEO_TEXTS.title })).toHaveValue('');
  });

  it('makes leaving the Marketing page ask only while the draft is changed', async () => {
    stubFetch(json(200, section(pages, 3)));
    const user = userEvent.setup({ delay: null });
    const router = renderRoutes(
      [
        {
          element: (
            <>
              <Link to="/elsewhere">Elsewhere</Link>
              <Outlet />
            </>
          ),
          children: [
            { path: '/marketing/*', element: <MarketingPage /> },
            { path: '/elsewhere', element: <h1>Elsewhere</h1> },
          ],
        },
      ],
      '/marketing/seo',
      testSession({ permissions: ['misc-marketing'] }),
    );
    const title = await screen.findByRole('textbox', { name: SEO_TEXTS.title });
    // The page is back once a dialog over it has gone.
    const leave = async () => user.click(await screen.findByRole('link', { name: 'Elsewhere' }));

    await user.type(title, ' and more');
    await leave();
    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/marketing/seo');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: SEO_TEXTS.discard }));
    await leave();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
});
