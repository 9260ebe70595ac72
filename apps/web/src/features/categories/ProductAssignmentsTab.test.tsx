import { type CategoryDetail, type ProductLookupItem } from '@commerce/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderInApp, testSession } from '../../test/render.tsx';
import { ProductAssignmentsTab } from './components/ProductAssignmentsTab.tsx';

const product = (code: string, name: string) =>
  ({ ID: `${code}-sku`, Name: name, xp: { ProductCode: code } }) as unknown as ProductLookupItem;
const ASSIGNED = [product('P1', 'Rose Bouquet'), product('P2', 'Tulip Vase')];

afterEach(() => vi.unstubAllGlobals());

describe('the category Products tab', () => {
  it('offers Edit only once the assigned products are loaded, and starts the edit from them', async () => {
    let answerAssigned: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/categories/')
          ? new Promise<Response>((resolve) => (answerAssigned = resolve))
          : json(200, { Meta: { Page: 1, PageSize: 25, TotalCount: 0, TotalPages: 0 }, Items: [] }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderInApp(
      <ProductAssignmentsTab detail={{ ID: 'Flowers_Birthday' } as CategoryDetail} />,
      testSession({ permissions: ['categories-edit'] }),
    );
    const edit = screen.getByRole('button', { name: 'Edit' });
    expect(edit).toBeDisabled();

    answerAssigned(json(200, { Items: ASSIGNED }));
    expect(await screen.findByText('Rose Bouquet')).toBeInTheDocument();
    expect(edit).toBeEnabled();
    await user.click(edit);
    expect(screen.getByText('Assigned (2)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Assigned products' })).toHaveTextContent('Tulip Vase');
  });
});
