import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../lib/session.tsx';
import { ToastProvider } from '../../lib/ToastProvider.tsx';
import { testSession } from '../../test/render.tsx';
import { PasswordResetDialog } from './PasswordResetDialog.tsx';

const reload = vi.fn(async () => {});

const renderDialog = () =>
  render(
    <SessionContext.Provider value={testSession({ reload })}>
      <ToastProvider>
        <PasswordResetDialog />
      </ToastProvider>
    </SessionContext.Provider>,
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
