import type { AdminUserDetail } from '@commerce/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, testSession } from '../../../test/render.tsx';
import { pickerAnswer } from '../test-fixtures.ts';
import { AdminUserDetailPage } from './AdminUserDetailPage.tsx';

const STALE_MESSAGE =
  'Someone else changed this record after you opened it. Reload it and make your change again.';

const user = (changes: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  ID: 'jdoe',
  Username: 'jdoe',
  FirstName: 'Jane',
  LastName: 'Doe',
  Email: 'jane@example.com',
  Phone: null,
  Active: true,
  DateCreated: '2026-01-02T15:00:00.000Z',
  Version: 3,
  xp: { StoreAddressID: 'Store-Edina', LastPasswordChange: null },
  Store: { ID: 'Store-Edina', CompanyName: 'Edina Garden Center' },
  Roles: [{ ID: 'Florists', Name: 'Florists' }],
  ...changes,
});

/** The API: the user as `details` answer in turn (the last one repeats), the pickers, and PATCH answers. */
function stubApi(details: Response[], patchAnswers: Response[] = []) {
  const calls: { method: string; url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, headers: init.headers as Record<string, string> });
      const picker = pickerAnswer(url);
      if (picker) return picker;
      if (url === '/api/admin-users/jdoe' && method === 'GET') {
        return (details.length > 1 ? details.shift() : details[0]!.clone())!;
      }
      if (url === '/api/admin-users/jdoe' && method === 'PATCH') return patchAnswers.shift() ?? json(500, {});
      if (url.startsWith('/api/audit/admin-user/jdoe'))
        return json(200, { Items: [], NextBefore: null, Names: {} });
      throw new Error(`Unexpected ${method} ${url}`);
    }),
  );
  return calls;
}

function renderPage(heldPermissions: string[]) {
  return renderRoutes(
    [
      { path: '/admin/users/:id', element: <AdminUserDetailPage /> },
      { path: '/admin/users', element: <p>The list</p> },
    ],
    '/admin/users/jdoe',
    testSession({ permissions: heldPermissions }),
  );
}

afterEach(() => vi.unstubAllGlobals());

vi.setConfig({ testTimeout: 30_000 });

describe('the internal user detail', () => {
  it('is read-only for an internal-reader: no Edit User, no Delete, only the user’s own roles', async () => {
    stubApi([json(200, user({ Active: false }))]);
    renderPage(['internal-reader', 'order-reader']);
    expect(await screen.findByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit User' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Customer Orders' })).toHaveAttribute(
      'href',
      '/orders?taker=jdoe',
    );
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Florists',
    ]);
  });

  it('offers Delete to an admin only while the user is inactive, and Customer Orders only with order-reader', async () => {
    stubApi([json(200, user({ Active: true }))]);
    renderPage(['internal-reader', 'internal-admin']);
    expect(await screen.findByRole('button', { name: 'Edit User' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Customer Orders' })).toBeNull();
  });

  it('saves against the version the edit started from; a stale save says so and fetches the new version', async () => {
    const calls = stubApi(
      [json(200, user()), json(200, user({ LastName: 'Changed', Version: 4 }))],
      [json(412, { Errors: [{ ErrorCode: 'Conflict.StaleVersion', Message: STALE_MESSAGE, Data: null }] })],
    );
    const events = userEvent.setup({ delay: null });
    renderPage(['internal-reader', 'internal-admin']);
    await events.click(await screen.findByRole('button', { name: 'Edit User' }));
    await events.clear(screen.getByLabelText(/^Last Name/));
    await events.type(screen.getByLabelText(/^Last Name/), 'Mine');
    await events.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(STALE_MESSAGE)).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.headers['if-match']).toBe('"3"');
    // The record is fetched again; Discard Changes then shows the other person's version.
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'GET' && call.url === '/api/admin-users/jdoe'),
      ).toHaveLength(2),
    );
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue('Mine');
    await events.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(await screen.findByText('Changed')).toBeInTheDocument();
  });

  it('goes back to the list when the user cannot be loaded', async () => {
    stubApi([
      json(404, { Errors: [{ ErrorCode: 'NotFound', Message: 'The internal user was not found.' }] }),
    ]);
    const router = renderPage(['internal-reader']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(await screen.findByText('The internal user could not be loaded.')).toBeInTheDocument();
  });
});
