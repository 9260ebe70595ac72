import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubFetch, testSession } from '../../test/render.tsx';
import { AppShell } from './AppShell.tsx';

const routes = [
  { path: '/', element: <AppShell />, children: [{ path: 'profile', element: <p>The page</p> }] },
];

const signedIn = (PasswordResetRequired: boolean) => {
  const session = testSession();
  return { ...session, session: { ...session.session!, PasswordResetRequired } };
};

describe('the shell while a password reset is due', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the page behind the dialog unmounted, so it asks nothing the server would refuse', async () => {
    const fetchMock = stubFetch(json(200, {}));
    renderRoutes(routes, '/profile', signedIn(true));
    expect(await screen.findByRole('heading', { name: 'Password Reset Required' })).toBeVisible();
    expect(screen.queryByText('The page')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the page once no reset is due', async () => {
    stubFetch(json(200, {}));
    renderRoutes(routes, '/profile', signedIn(false));
    expect(await screen.findByText('The page')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Password Reset Required' })).toBeNull();
  });
});
