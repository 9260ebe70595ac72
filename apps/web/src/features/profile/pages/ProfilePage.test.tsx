import type { CurrentSession } from '@commerce/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubFetch, testSession } from '../../../test/render.tsx';
import { ProfilePage } from './ProfilePage.tsx';

function renderProfile() {
  stubFetch(json(200, { Store: null }));
  const session = testSession();
  const signedIn = {
    ...session,
    session: {
      ...session.session,
      User: {
        ID: 'tester',
        Username: 'tester',
        FirstName: 'Test',
        LastName: 'User',
        Email: 'tester@example.com',
        Phone: null,
        Version: 1,
      },
    } as unknown as CurrentSession,
  };
  const router = renderRoutes(
    [
      {
        element: (
          <>
            <Link to="/elsewhere">Elsewhere</Link>
            <Outlet />
          </>
        ),
        children: [
          { path: '/profile', element: <ProfilePage /> },
          { path: '/elsewhere', element: <h1>Elsewhere</h1> },
        ],
      },
    ],
    '/profile',
    signedIn,
  );
  const leave = () => userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
  return { router, leave };
}

afterEach(() => vi.unstubAllGlobals());

describe('My Profile and the unsaved-changes guard', () => {
  it('asks before leaving while My Profile holds changed input', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, leave } = renderProfile();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(await screen.findByRole('textbox', { name: 'First Name' }), 'a');
    await leave();

    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('lets the page go while My Profile is open but unchanged', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, leave } = renderProfile();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toHaveValue('Test');
    await leave();

    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull();
  });

  it('asks before leaving while a new password is typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, leave } = renderProfile();

    await user.type(screen.getByLabelText('New Password'), 'Secret-1234');
    await leave();

    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });
});
