import { CONTENT_TEXTS } from '@commerce/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderRoutes } from '../../test/render.tsx';

const renderWithProviders = (ui: ReactNode) => renderRoutes([{ path: '*', element: ui }], '/');
import { ContentSlotsEditor } from './ContentSlotsEditor.tsx';

const entries = {
  Items: [
    {
      sys: { id: 'b1', publishedCounter: 1, contentType: 'complexContentBlock' },
      fields: { name: 'Plant Care' },
    },
  ],
};

describe('ContentSlotsEditor', () => {
  it('shows an inherited slot with its source and Override, and enables Save only once something changed', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(JSON.stringify(entries), { status: 200 }),
    );
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(
      <ContentSlotsEditor
        slots={['stacked', 'dynamic']}
        value={{}}
        sources={{
          parent: {
            ID: 'Flowers',
            Name: 'Flowers',
            Content: { stacked: { inherit: true, cascade: true, value: ['b1'] } },
          },
          topLevel: {
            ID: 'Flowers',
            Name: 'Flowers',
            Content: { stacked: { inherit: true, cascade: true, value: ['b1'] } },
          },
        }}
        sourcePath={(id) => `/categories/${id}/content`}
        showCascade={false}
        canEdit
        onSave={onSave}
      />,
    );
    const stacked = screen.getByRole('region', { name: 'Stacked' });
    expect(
      within(stacked).getByRole('link', { name: CONTENT_TEXTS.inheritedFrom('Flowers') }),
    ).toHaveAttribute('href', '/categories/Flowers/content');
    expect(within(stacked).getByRole('button', { name: `${CONTENT_TEXTS.override} Stacked` })).toBeVisible();
    expect(await within(stacked).findByText('Plant Care')).toBeVisible();
    const dynamic = screen.getByRole('region', { name: 'Dynamic' });
    expect(within(dynamic).getByRole('button', { name: `${CONTENT_TEXTS.select} Dynamic` })).toBeVisible();
    // Only top-level categories choose cascade.
    expect(screen.queryByLabelText(CONTENT_TEXTS.cascade)).toBeNull();

    const save = screen.getByRole('button', { name: CONTENT_TEXTS.save });
    const discard = screen.getByRole('button', { name: CONTENT_TEXTS.discard });
    expect(save).toBeDisabled();
    expect(discard).toBeDisabled();
    // Inherit off: the slot no longer takes the parent's blocks.
    await userEvent.click(within(stacked).getByLabelText(CONTENT_TEXTS.inherit));
    expect(within(stacked).queryByRole('link', { name: CONTENT_TEXTS.inheritedFrom('Flowers') })).toBeNull();
    expect(save).toBeEnabled();
    await userEvent.click(discard);
    expect(save).toBeDisabled();
    await userEvent.click(within(stacked).getByLabelText(CONTENT_TEXTS.inherit));
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith({ stacked: { inherit: false, cascade: true, value: [] } });
  });

  it('shows the spec’s failure text when the save fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response('{"Items":[]}', { status: 200 }),
    );
    renderWithProviders(
      <ContentSlotsEditor
        slots={['banner']}
        value={{ banner: { inherit: true, cascade: true, value: [] } }}
        showCascade
        canEdit
        onSave={async () => {
          throw new Error('nope');
        }}
      />,
    );
    await userEvent.click(screen.getByLabelText(CONTENT_TEXTS.cascade));
    await userEvent.click(screen.getByRole('button', { name: CONTENT_TEXTS.save }));
    expect(await screen.findByText(CONTENT_TEXTS.saveError)).toBeVisible();
  });
});
