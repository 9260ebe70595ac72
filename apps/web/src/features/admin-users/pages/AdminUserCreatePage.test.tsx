import { ADMIN_USER_TEXTS } from '@commerce/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../../test/render.tsx';
import { pickerAnswer } from '../test-fixtures.ts';
import { AdminUserCreatePage } from './AdminUserCreatePage.tsx';

const TAKEN = {
  Errors: [{ ErrorCode: 'User.UsernameMustBeUnique', Message: ADMIN_USER_TEXTS.usernameInUse, Data: null }],
};

/** The API: the pickers, and POST /admin-users answering with the given responses in turn. */
function stubApi(...createAnswers: Response[]) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const picker = pickerAnswer(url);
      if (picker) return picker;
      if (url === '/api/admin-users' && init.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return createAnswers.shift() ?? json(500, {});
      }
      throw new Error(`Unexpected ${init.method ?? 'GET'} ${url}`);
    }),
  );
  return posts;
}

const renderPage = () =>
  renderRoutes(
    [
      { path: '/admin/users/create', element: <AdminUserCreatePage /> },
      { path: '/admin/users/:id', element: <p>User page</p> },
    ],
    '/admin/users/create',
  );

async function fillForm(user: ReturnType<typeof userEvent.setup>, username: string) {
  await user.type(screen.getByLabelText(/^Username/), username);
  await user.type(screen.getByLabelText(/^First Name/), 'Jane');
  await user.type(screen.getByLabelText(/^Last Name/), 'Doe');
  await user.type(screen.getByLabelText(/^Email Address/), 'jane@example.com');
  await user.click(screen.getByRole('combobox', { name: /^Store/ }));
  await user.click(await screen.findByRole('option', { name: 'Edina Garden Center' }));
  await user.type(screen.getByLabelText(/^Password\W*$/), 'Valid!Pass1');
  await user.type(screen.getByLabelText(/^Confirm Password/), 'Valid!Pass1');
  await user.click(await screen.findByRole('checkbox', { name: /Florists/ }));
}

afterEach(() => vi.unstubAllGlobals());

// Typing a whole form in jsdom is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe('New Internal User', () => {
  it('enables Save only once every required field is valid and the passwords match', async () => {
    stubApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await fillForm(user, 'jdoe');
    await waitFor(() => expect(save).toBeEnabled());

    await user.type(screen.getByLabelText(/^Confirm Password/), 'x');
    await user.tab();
    expect(await screen.findByText(ADMIN_USER_TEXTS.passwordsDoNotMatch)).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('limits the username to 10 characters', async () => {
    stubApi();
    renderPage();
    await userEvent.setup({ delay: null }).type(screen.getByLabelText(/^Username/), 'abcdefghijklm');
    expect(screen.getByLabelText(/^Username/)).toHaveValue('abcdefghij');
  });

  it('shows a username in use on the Username field, and editing the username clears it', async () => {
    const posts = stubApi(
      json(409, TAKEN),
      json(201, { ID: 'jdoe2', Username: 'jdoe2', Roles: [], xp: { StoreAddressID: 'Store-Edina' } }),
    );
    const user = userEvent.setup({ delay: null });
    const router = renderPage();
    await fillForm(user, 'jdoe');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const username = screen.getByLabelText(/^Username/);
    const field = username.closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(field).findByText(ADMIN_USER_TEXTS.usernameInUse)).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(posts[0]).toEqual({
      Username: 'jdoe',
      FirstName: 'Jane',
      LastName: 'Doe',
      Email: 'jane@example.com',
      xp: { StoreAddressID: 'Store-Edina' },
      Active: true,
      RoleIDs: ['Florists'],
      Password: 'Valid!Pass1',
    });

    await user.type(username, '2');
    // The form validates the change through its (asynchronous) schema resolver: the error goes once it has.
    await waitFor(() => expect(within(field).queryByText(ADMIN_USER_TEXTS.usernameInUse)).toBeNull());
    expect(username).toHaveAttribute('aria-invalid', 'false');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/jdoe2'));
  });
});
