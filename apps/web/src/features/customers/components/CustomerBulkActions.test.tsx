import type { CustomerAction, CustomerListItem } from '@commerce/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerResource } from '../../../resources/customers.ts';
import { sendCustomerBulk } from '../api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { useBulkActions } from '../../../ui/list/useBulkActions.tsx';
import { customerListItem } from '../test-fixtures.ts';
import { CustomerBulkActions } from './CustomerBulkActions.tsx';

function Harness({ selected, canDelete }: { selected: CustomerListItem[]; canDelete: boolean }) {
  const bulk = useBulkActions<CustomerListItem, CustomerAction>({
    resource: customerResource,
    send: sendCustomerBulk,
    getId: (customer) => customer.ID,
  });
  return (
    <>
      <CustomerBulkActions
        selected={selected}
        canDelete={canDelete}
        onClearSelection={vi.fn()}
        actions={bulk.actions}
      />
      {bulk.notice}
    </>
  );
}

const renderActions = (selected: CustomerListItem[], canDelete: boolean) =>
  renderInApp(<Harness selected={selected} canDelete={canDelete} />);

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

  it('confirms, runs only on the customers the action applies to, and reports the result with each failure', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const { IDs } = JSON.parse(String(init.body)) as { IDs: string[] };
      const [first, ...rest] = IDs;
      return new Response(
        JSON.stringify({
          Succeeded: rest,
          Items: [],
          Failed: [{ ID: first, ErrorCode: 'Customer.CannotDelete', Message: 'Orders are on file.' }],
        }),
        { status: 200 },
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    renderActions(
      [customerListItem('1', true), customerListItem('3', false), customerListItem('5', false)],
      true,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to permanently delete 2 customers? This action cannot be undone. 1 other selected customer is left as they are.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('3: Orders are on file.')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({
      Action: 'delete',
      IDs: ['3', '5'],
    });
    expect(
      screen.getAllByText('1 customer deleted. 1 customer could not be deleted.').length,
    ).toBeGreaterThan(0);
  });
});
