import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BulkActionBar, type BulkAction } from './BulkActionBar';
import { ConfirmProvider } from './ConfirmProvider';

function renderBar(selectedCount: number, actions: BulkAction[], onClearSelection = vi.fn()) {
  render(
    <ConfirmProvider>
      <BulkActionBar selectedCount={selectedCount} onClearSelection={onClearSelection} actions={actions} />
    </ConfirmProvider>,
  );
  return onClearSelection;
}

const deactivate = (run: BulkAction['run']): BulkAction => ({
  label: 'Deactivate',
  confirm: {
    title: 'Deactivate Users',
    message: 'They will no longer be able to access the Admin Application.',
  },
  run,
});

describe('BulkActionBar', () => {
  it('shows nothing while no row is selected', () => {
    renderBar(0, [deactivate(vi.fn())]);
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });

  it("shows '{n} Selected' and clears the selection from the chip", async () => {
    const onClear = renderBar(2, [deactivate(vi.fn())]);
    expect(screen.getByText('2 Selected')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Clear selection'));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('runs an action only once confirmed, then clears the selection', async () => {
    const run = vi.fn(async () => {});
    const onClear = renderBar(2, [deactivate(run)]);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Users' });
    expect(dialog).toHaveTextContent('They will no longer be able to access the Admin Application.');
    expect(run).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onClear).toHaveBeenCalledOnce());
    expect(run).toHaveBeenCalledOnce();
  });

  it('does nothing when the confirmation is declined', async () => {
    const run = vi.fn(async () => {});
    const onClear = renderBar(1, [deactivate(run)]);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(run).not.toHaveBeenCalled();
    expect(onClear).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the error and the selection when the action fails', async () => {
    const run = vi.fn(async () => {
      throw new Error('The server is unavailable.');
    });
    const onClear = renderBar(3, [deactivate(run)]);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The server is unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClear).not.toHaveBeenCalled();
  });
});
