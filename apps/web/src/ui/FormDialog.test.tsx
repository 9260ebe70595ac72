import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useNavigate, type NavigateFunction } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './FormDialog';
import { UnsavedChangesScope } from './record/UnsavedChangesScope.tsx';

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

describe('FormDialog closed by Escape or a click beside it', () => {
  const invite = () => screen.getByRole('dialog', { name: 'Invite user' });
  const question = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });
  const pressEscape = async (user: ReturnType<typeof userEvent.setup>) => {
    invite().focus();
    await user.keyboard('{Escape}');
  };

  it('closes at once while nothing is typed', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    render(<InviteDialog onSubmit={async () => {}} onClose={onClose} />);

    await pressEscape(user);

    expect(onClose).toHaveBeenCalledOnce();
    expect(question()).toBeNull();
  });

  it('asks before discarding typed input, and Stay keeps the dialog and its input', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    render(<InviteDialog onSubmit={async () => {}} onClose={onClose} />);

    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await pressEscape(user);

    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toHaveTextContent(
      'You have changes that are not saved.',
    );
    expect(question()).not.toHaveTextContent('Leave this page');
    await user.click(screen.getByRole('button', { name: 'Stay' }));

    await waitFor(() => expect(question()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
  });

  it('discards typed input once the question is answered Discard', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    render(<InviteDialog onSubmit={async () => {}} onClose={onClose} />);

    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await pressEscape(user);
    await user.click(await screen.findByRole('button', { name: 'Discard' }));

    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks on a click beside the dialog too', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    render(<InviteDialog onSubmit={async () => {}} onClose={onClose} />);

    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    const backdrop = document.querySelector<HTMLElement>('.MuiBackdrop-root');
    if (!backdrop) throw new Error('no backdrop');
    await user.click(backdrop);

    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lets Cancel discard typed input without asking', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    render(<InviteDialog onSubmit={async () => {}} onClose={onClose} />);

    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalledOnce();
    expect(question()).toBeNull();
  });
});

/** A page holding an open dialog; with `closeTo`, closing it goes there (a dialog with its own address). */
function UsersPage({
  onSubmit,
  closeTo,
  unsaved,
}: {
  onSubmit(navigate: NavigateFunction): Promise<unknown>;
  closeTo?: string;
  unsaved?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <UnsavedChangesScope>
      <h1>Users</h1>
      <Link to="/elsewhere">Elsewhere</Link>
      <FormDialog
        open
        title="Invite user"
        onClose={() => closeTo && void navigate(closeTo)}
        onSubmit={() => onSubmit(navigate)}
        unsaved={unsaved}
      >
        <input aria-label="Email" />
      </FormDialog>
    </UnsavedChangesScope>
  );
}

function renderUsersPage(props: Parameters<typeof UsersPage>[0]) {
  const router = createMemoryRouter(
    [
      { path: '/users', element: <UsersPage {...props} /> },
      ...['/elsewhere', '/closed', '/created'].map((path) => ({ path, element: <h1>{path}</h1> })),
    ],
    { initialEntries: ['/users'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Follows the page's link behind the dialog, as the browser's Back would leave (the dialog is modal). */
const leave = () =>
  userEvent.click(screen.getByRole('link', { name: 'Elsewhere', hidden: true }), { pointerEventsCheck: 0 });

describe('FormDialog and the unsaved-changes guard', () => {
  it('makes leaving the page ask while input typed in it is unsaved', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderUsersPage({ onSubmit: async () => {} });

    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await leave();

    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users');
  });

  it('lets the page go without asking while nothing is typed', async () => {
    const router = renderUsersPage({ onSubmit: async () => {} });

    await leave();

    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull();
  });

  it('does not ask about Cancel, which discards the input', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderUsersPage({ onSubmit: async () => {}, closeTo: '/closed' });

    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(router.state.location.pathname).toBe('/closed');
  });

  it('does not ask about a save that opens what it created', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderUsersPage({ onSubmit: async (navigate) => navigate('/created') });

    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(router.state.location.pathname).toBe('/created');
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull();
  });

  it('keeps the input unsaved when the save fails', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderUsersPage({ onSubmit: () => Promise.reject(new Error('Email is already taken.')) });

    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is already taken.')).toBeInTheDocument();
    await leave();

    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users');
  });

  it.each([true, false])(
    'takes its own word on unsaved input where the dialog gives one (%s)',
    async (unsaved) => {
      const user = userEvent.setup({ delay: null });
      const router = renderUsersPage({ onSubmit: async () => {}, unsaved });

      // Typing a search, say, is not what the dialog changes.
      await user.type(screen.getByLabelText('Email'), 'ann');
      await leave();

      expect(router.state.location.pathname).toBe(unsaved ? '/users' : '/elsewhere');
    },
  );
});
