import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../test/render.tsx';
import { api } from './api.ts';
import { SessionProvider, useSession } from './session.tsx';
import { storedTokens } from './session-start.ts';

const me = {
  User: { ID: 'ann', Username: 'ann', FirstName: 'Ann', LastName: 'Lee' },
  Groups: [],
  Permissions: [],
  IsDeveloper: false,
  IsTraining: false,
  PasswordResetRequired: false,
};
const refused = () =>
  json(401, { Errors: [{ ErrorCode: 'Auth.Unauthenticated', Message: 'Sign in again.' }] });

function Status() {
  return <p>{useSession().status}</p>;
}

/** Starts the app with a stored access token that looks live for ten more minutes. */
function startWithLiveToken(hasRefreshToken: boolean) {
  storedTokens.write({ AccessTokenExpiresAt: Date.now() + 600_000, HasRefreshToken: hasRefreshToken });
  render(
    <SessionProvider>
      <Status />
    </SessionProvider>,
  );
}

const asked = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([url]) => url);

describe('SessionProvider start-up with a token the server refuses', () => {
  afterEach(() => storedTokens.clear());

  it('refreshes once and starts the session (a refresh answer lost to a reload)', async () => {
    const fetchMock = stubFetch(
      refused(),
      json(200, { AccessTokenExpiresAt: Date.now() + 1_800_000, HasRefreshToken: true }),
      json(200, me),
    );
    startWithLiveToken(true);
    expect(await screen.findByText('signed-in')).toBeInTheDocument();
    expect(asked(fetchMock)).toEqual(['/api/me', '/api/auth/refresh', '/api/me']);
  });

  it('shows the sign-in screen when the refresh is refused too', async () => {
    const fetchMock = stubFetch(refused(), refused());
    startWithLiveToken(true);
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(asked(fetchMock)).toEqual(['/api/me', '/api/auth/refresh']);
    expect(storedTokens.read()).toBeNull();
  });

  it('does not refresh without a refresh token', async () => {
    const fetchMock = stubFetch(refused());
    startWithLiveToken(false);
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(asked(fetchMock)).toEqual(['/api/me']);
  });

  it('does not refresh when the user fails to load for another reason', async () => {
    const fetchMock = stubFetch(json(500, {}));
    startWithLiveToken(true);
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(asked(fetchMock)).toEqual(['/api/me']);
  });
});

describe('SessionProvider when the server refuses a request mid-session', () => {
  afterEach(() => storedTokens.clear());

  it('keeps the session when the refresh gets no answer (the page is being left)', async () => {
    const fetchMock = stubFetch(json(200, me), refused(), new TypeError('Failed to fetch'));
    startWithLiveToken(true);
    expect(await screen.findByText('signed-in')).toBeInTheDocument();
    await expect(api('/me/orders')).rejects.toMatchObject({ status: 401 });
    expect(asked(fetchMock)).toEqual(['/api/me', '/api/me/orders', '/api/auth/refresh']);
    expect(screen.getByText('signed-in')).toBeInTheDocument();
    expect(storedTokens.read()).not.toBeNull();
  });

  it('ends the session when the server refuses the refresh too', async () => {
    stubFetch(json(200, me), refused(), refused());
    startWithLiveToken(true);
    expect(await screen.findByText('signed-in')).toBeInTheDocument();
    await expect(api('/me/orders')).rejects.toMatchObject({ status: 401 });
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(storedTokens.read()).toBeNull();
  });
});
