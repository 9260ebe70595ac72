import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

function ProfileForm({ dirty }: { dirty: boolean }) {
  const guard = useUnsavedChangesGuard(dirty);
  return (
    <>
      <h1>Profile</h1>
      <Link to="/customers">Customers</Link>
      {guard}
    </>
  );
}

function renderProfile(dirty: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <ProfileForm dirty={dirty} /> },
      { path: '/customers', element: <h1>Customers</h1> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUnsavedChangesGuard', () => {
  it('asks before leaving a dirty form and stays on request', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderProfile(true);

    await user.click(screen.getByRole('link', { name: 'Customers' }));
    expect(screen.getByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));

    expect(router.state.location.pathname).toBe('/profile');
  });

  it('leaves a dirty form once the changes are discarded', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderProfile(true);

    await user.click(screen.getByRole('link', { name: 'Customers' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));

    expect(router.state.location.pathname).toBe('/customers');
  });

  it('lets a clean form go without asking', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderProfile(false);

    await user.click(screen.getByRole('link', { name: 'Customers' }));

    expect(router.state.location.pathname).toBe('/customers');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([true, false])('makes the browser warn before unloading only while dirty (dirty: %s)', (dirty) => {
    renderProfile(dirty);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(dirty);
  });
});
