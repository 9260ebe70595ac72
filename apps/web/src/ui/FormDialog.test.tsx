import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './FormDialog';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function InviteDialog({
  onSubmit,
  onClose = () => {},
}: {
  onSubmit: () => Promise<unknown>;
  onClose?: () => void;
}) {
  return (
    <FormDialog open title="Invite user" onClose={onClose} onSubmit={onSubmit}>
      <input aria-label="Email" />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('closes once the submission succeeds', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    render(<InviteDialog onSubmit={onSubmit} onClose={onClose} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('locks the form while submitting and stays open with the error message on failure', async () => {
    const user = userEvent.setup({ delay: null });
    const submission = deferred();
    const onClose = vi.fn();
    render(<InviteDialog onSubmit={() => submission.promise} onClose={onClose} />);

    await user.type(screen.getByLabelText('Email'), 'ann@example.com{Enter}');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    screen.getByRole('dialog').focus();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    submission.reject(new Error('Email is already taken.'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Email is already taken.');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });

  it('stays open without an error when the submission resolves false', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    render(<InviteDialog onSubmit={() => Promise.resolve(false)} onClose={onClose} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
