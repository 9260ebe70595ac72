import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../lib/ToastProvider.tsx';

const reload = vi.fn(async () => {});
vi.mock('../../lib/session.tsx', () => ({ useSession: () => ({ reload, signOut: vi.fn() }) }));

const { PasswordResetDialog } = await import('./PasswordResetDialog.tsx');

const renderDialog = () =>
  render(
    <ToastProvider>
      <PasswordResetDialog />
    </ToastProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('PasswordResetDialog', () => {
  it('enables Confirm only for a valid password', async () => {
    renderDialog();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText('New Password'), 'weakpassword');
    expect(confirm).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'Strong!Pass1');
    expect(confirm).toBeEnabled();
  });

  it('sends the new password and reloads the user, or shows the server error', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({ Errors: [{ ErrorCode: 'Auth.PasswordUnchanged', Message: 'Must differ.' }] }),
          {
            status: 400,
          },
        ),
      )
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderDialog();
    await userEvent.type(screen.getByLabelText('New Password'), 'Strong!Pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Must differ.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/me/password-reset');
    expect(JSON.parse(init.body)).toEqual({ NewPassword: 'Strong!Pass1' });
    expect(init.headers['x-commerce-admin']).toBe('1');
  });
});
