import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditableSection } from './EditableSection';

function renderSection(props: {
  onSave?: () => Promise<unknown>;
  onDiscard?: () => void;
  canEdit?: boolean;
}) {
  return render(
    <EditableSection title="Details" editLabel="Edit User" onSave={props.onSave ?? vi.fn()} {...props}>
      {(editing) => (editing ? <input aria-label="Name" defaultValue="Ann" /> : <p>Ann</p>)}
    </EditableSection>,
  );
}

describe('EditableSection', () => {
  it('returns to read-only when changes are discarded', async () => {
    const user = userEvent.setup({ delay: null });
    const onDiscard = vi.fn();
    renderSection({ onDiscard });

    expect(screen.queryByLabelText('Name')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit User' }));
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit User' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Discard Changes' }));

    expect(onDiscard).toHaveBeenCalledOnce();
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit User' })).toBeInTheDocument();
  });

  it('stays in edit mode with the error when saving fails', async () => {
    const user = userEvent.setup({ delay: null });
    renderSection({ onSave: () => Promise.reject(new Error('Name is required.')) });

    await user.click(screen.getByRole('button', { name: 'Edit User' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Name is required.');
    expect(screen.getByLabelText('Name')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('returns to read-only after a successful save', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(() => Promise.resolve());
    renderSection({ onSave });

    await user.click(screen.getByRole('button', { name: 'Edit User' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledOnce();
    expect(await screen.findByText('Ann')).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).toBeNull();
  });

  it('offers no Edit button without permission', () => {
    renderSection({ canEdit: false });

    expect(screen.queryByRole('button', { name: 'Edit User' })).toBeNull();
  });
});
