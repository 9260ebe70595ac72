import { DEVELOPER_TEXTS, DISABLED_DEVELOPER_TOOLS, SITEMAP_TEXTS } from '@commerce/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderInApp } from '../../../test/render.tsx';
import { DisabledToolsPanel } from './DisabledToolsPanel.tsx';
import { SearchTextPanel } from './SearchTextPanel.tsx';
import { SitemapPanel } from './SitemapPanel.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('developer tools panels', () => {
  it('shows the old platform’s tools disabled, each saying why', async () => {
    const user = userEvent.setup();
    renderInApp(<DisabledToolsPanel />);
    for (const tool of DISABLED_DEVELOPER_TOOLS) {
      expect(screen.getByRole('button', { name: tool.label })).toBeDisabled();
    }
    const [first] = DISABLED_DEVELOPER_TOOLS;
    await user.hover(screen.getByRole('button', { name: first.label }).parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(first.reason);
  });

  it('rebuilds the search text part by part until the server says it is done', async () => {
    const user = userEvent.setup();
    const answers = [
      json(200, { Checked: 1000, Updated: 2, Next: 'S-999', Total: 1500 }),
      json(200, { Checked: 500, Updated: 1, Next: null, Total: null }),
    ];
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answers.shift() ?? json(500, {}));
    vi.stubGlobal('fetch', fetchMock);
    renderInApp(<SearchTextPanel />);
    await user.click(screen.getByRole('button', { name: DEVELOPER_TEXTS.rebuildSearchText }));
    expect(await screen.findByRole('status')).toHaveTextContent(DEVELOPER_TEXTS.rebuildDone(1500, 3));
    expect(fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { After: null },
      { After: 'S-999' },
    ]);
  });

  it('regenerates the sitemap through the developer route and says so', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json(202, null));
    vi.stubGlobal('fetch', fetchMock);
    renderInApp(<SitemapPanel />);
    await user.click(screen.getByRole('button', { name: SITEMAP_TEXTS.regenerate }));
    expect(await screen.findByText(SITEMAP_TEXTS.regenerated)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url, init]) => [String(url), init?.method])).toEqual([
      ['/api/developer/sitemap/regenerate', 'POST'],
    ]);
  });
});
