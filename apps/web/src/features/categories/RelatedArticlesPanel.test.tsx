import type { ArticleRef, CategoryDetail } from '@commerce/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, testSession } from '../../test/render.tsx';
import { RelatedArticlesPanel } from './components/RelatedArticlesPanel.tsx';

const article = (id: string, title: string): ArticleRef => ({ id, title, slug: id });
const category = (version: number, articles: ArticleRef[]) =>
  ({ ID: 'Flowers_Roses', Version: version, xp: { Articles: articles } }) as unknown as CategoryDetail;

/** The category page's detail as it changes under the panel (a save in another panel, a refetch). */
function Page() {
  const [detail, setDetail] = useState(category(1, [article('care', 'Rose Care')]));
  return (
    <>
      <button onClick={() => setDetail(category(2, [article('pruning', 'Pruning Roses')]))}>Refetched</button>
      <button onClick={() => setDetail(category(3, detail.xp.Articles))}>Saved elsewhere</button>
      <RelatedArticlesPanel detail={detail} />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the category Related Articles panel', () => {
  it('shows the articles of the detail as it now is, and an edit starts from them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { Items: [] })),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/', element: <Page /> }], '/', testSession({ permissions: ['categories-edit'] }));
    expect(await screen.findByRole('link', { name: 'Rose Care' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refetched' }));
    expect(screen.getByRole('link', { name: 'Pruning Roses' })).toBeInTheDocument();
    expect(screen.queryByText('Rose Care')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Remove Pruning Roses' })).toBeInTheDocument();
    expect(screen.queryByText('Rose Care')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('saves against the version the edit started from, so a change saved meanwhile is refused', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json(200, { Items: [] }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/', element: <Page /> }], '/', testSession({ permissions: ['categories-edit'] }));
    await user.click(await screen.findByRole('button', { name: 'Refetched' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Remove Pruning Roses' }));
    await user.click(screen.getByRole('button', { name: 'Saved elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toContain('/categories/Flowers_Roses');
    expect(new Headers(patch?.[1]?.headers).get('if-match')).toBe('"2"');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ xp: { Articles: [] } });
  });
});
