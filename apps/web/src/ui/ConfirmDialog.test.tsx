import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmProvider } from './ConfirmProvider';
import { useConfirm } from './useConfirm';

describe('ConfirmDialog', () => {
  it('asks "Are you sure?" with No and Yes by default', async () => {
    const user = userEvent.setup({ delay: null });
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<ConfirmDialog open onConfirm={onConfirm} onClose={onClose} />);

    expect(screen.getByRole('dialog', { name: 'Please confirm' })).toHaveTextContent('Are you sure?');
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('waits for a pending confirmation and stays open showing why it failed', async () => {
    const user = userEvent.setup({ delay: null });
    let fail!: (error: Error) => void;
    const onConfirm = () => new Promise((_, reject) => (fail = reject));
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete role?"
        message="Users keep their other roles."
        confirmLabel="Delete"
        destructive
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    fail(new Error('The role is still assigned.'));

    expect(await screen.findByRole('alert')).toHaveTextContent('The role is still assigned.');
    expect(screen.getByRole('dialog', { name: 'Delete role?' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes after a successful confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    render(<ConfirmDialog open onConfirm={() => Promise.resolve()} onClose={onClose} />);

    await user.click(screen.getByRole('button', { name: 'Yes' }));

    expect(onClose).toHaveBeenCalledOnce();
  });
});

function DeleteButton({ onAnswer }: { onAnswer: (confirmed: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <button
      onClick={async () => onAnswer(await confirm({ title: 'Delete customer?', confirmLabel: 'Delete' }))}
    >
      Delete customer
    </button>
  );
}

describe('ConfirmDialog with an acknowledgement', () => {
  it('keeps Confirm disabled until the box is ticked, and asks again at the next opening', async () => {
    const user = userEvent.setup({ delay: null });
    const onConfirm = vi.fn();
    const props = {
      onConfirm,
      onClose: () => {},
      title: 'Delete store?',
      confirmLabel: 'Delete',
      acknowledge: 'I understand this cannot be undone.',
    };
    const { rerender } = render(<ConfirmDialog open {...props} />);

    const box = screen.getByRole('checkbox', { name: 'I understand this cannot be undone.' });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.click(box);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await user.click(box);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();

    rerender(<ConfirmDialog open={false} {...props} />);
    rerender(<ConfirmDialog open {...props} />);
    expect(screen.getByRole('checkbox', { name: 'I understand this cannot be undone.' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('shows no checkbox without one', () => {
    render(<ConfirmDialog open onConfirm={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeEnabled();
  });
});

function AcknowledgedDelete({ onAnswer }: { onAnswer: (confirmed: boolean) => void }) {
  const confirm = useConfirm();
  const ask = async () =>
    onAnswer(await confirm({ title: 'Delete store?', confirmLabel: 'Delete', acknowledge: 'I understand.' }));
  return <button onClick={ask}>Delete store</button>;
}

describe('useConfirm', () => {
  it('passes an acknowledgement on to the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    const answers: boolean[] = [];
    render(
      <ConfirmProvider>
        <AcknowledgedDelete onAnswer={(confirmed) => answers.push(confirmed)} />
      </ConfirmProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete store' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I understand.' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(answers).toEqual([true]);
  });

  it.each([
    ['Delete', true],
    ['No', false],
  ])('resolves to the answer (%s → %s)', async (button, expected) => {
    const user = userEvent.setup({ delay: null });
    const answers: boolean[] = [];
    render(
      <ConfirmProvider>
        <DeleteButton onAnswer={(confirmed) => answers.push(confirmed)} />
      </ConfirmProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Delete customer' }));
    expect(screen.getByRole('dialog', { name: 'Delete customer?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: button }));

    expect(answers).toEqual([expected]);
  });
});
