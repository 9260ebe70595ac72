import type { CustomerListItem } from '@commerce/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { CustomerBulkActions } from './CustomerBulkActions.tsx';
import { customerListItem } from '../test-fixtures.ts';

function renderActions(selected: CustomerListItem[], canDelete: boolean, onFinished = vi.fn()) {
  renderInApp(
    <CustomerBulkActions
      selected={selected}
      canDelete={canDelete}
      onClearSelection={vi.fn()}
      onFinished={onFinished}
    />,
  );
  return onFinished;
}

const buttons = () =>
  within(screen.getByRole('toolbar', { name: 'Bulk actions' }))
    .getAllByRole('button')
    // The '{n} Selected' chip is a button too (its cross clears the selection).
    .filter((button) => button.tagName === 'BUTTON')
    .map((button) => button.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('CustomerBulkActions', () => {
  it('shows the count and only the actions that apply to the selection', () => {
    renderActions([customerListItem('1', true), customerListItem('2', true)], true);
    expect(screen.getByText('2 Selected')).toBeInTheDocument();
    expect(buttons()).toEqual(['Deactivate']);
  });

  it('offers Delete for inactive customers who never ordered, with the delete right only', () => {
    renderActions(
      [customerListItem('3', false), customerListItem('4', false, '2025-01-01T00:00:00.000Z')],
      false,
    );
    expect(buttons()).toEqual(['Activate']);
  });

  it('offers Activate and Delete for inactive never-ordered customers to a user who may delete', () => {
    renderActions([customerListItem('3', false)], true);
    expect(buttons()).toEqual(['Activate', 'Delete']);
  });

  it('confirms, runs only on the customers the action applies to, and reports the result', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const { IDs } = JSON.parse(String(init.body)) as { IDs: string[] };
      return new Response(JSON.stringify({ Updated: [], Deleted: IDs, Failed: [] }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const onFinished = renderActions([customerListItem('1', true), customerListItem('3', false)], true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to permanently delete 1 customer? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(onFinished).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ Action: 'delete', IDs: ['3'] });
    expect(onFinished).toHaveBeenCalledWith('delete', { Updated: [], Deleted: ['3'], Failed: [] });
  });
});
