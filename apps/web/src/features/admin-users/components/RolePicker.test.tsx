import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RolePicker } from './RolePicker.tsx';

const ALL = [
  { ID: 'Administrators', Name: 'Administrators' },
  { ID: 'Florists', Name: 'Florists' },
  { ID: 'Order_Takers', Name: 'Order Takers' },
];
const USER_ROLES = [{ ID: 'Florists', Name: 'Florists' }];

const roleBoxes = () => screen.queryAllByRole('checkbox').map((box) => box.closest('label')?.textContent);

describe('RolePicker', () => {
  it('shows an admin every role, the user’s ones ticked', () => {
    render(
      <RolePicker
        allRoles={ALL}
        userRoles={USER_ROLES}
        value={['Florists']}
        onChange={vi.fn()}
        canSeeAllRoles
        disabled
      />,
    );
    expect(roleBoxes()).toEqual(['Administrators', 'Florists', 'Order TakersOrder_Takers']);
    expect(screen.getByRole('checkbox', { name: /Florists/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Administrators/ })).not.toBeChecked();
  });

  it('shows anyone else only the roles the user holds', () => {
    render(
      <RolePicker
        allRoles={undefined}
        userRoles={USER_ROLES}
        value={['Florists']}
        onChange={vi.fn()}
        canSeeAllRoles={false}
        disabled
      />,
    );
    expect(roleBoxes()).toEqual(['Florists']);
  });

  it('says so when a non-admin looks at a user without roles', () => {
    render(
      <RolePicker
        allRoles={undefined}
        userRoles={[]}
        value={[]}
        onChange={vi.fn()}
        canSeeAllRoles={false}
        disabled
      />,
    );
    expect(screen.getByText('No roles assigned.')).toBeInTheDocument();
  });

  it('adds and removes roles while editing', async () => {
    const onChange = vi.fn();
    render(
      <RolePicker
        allRoles={ALL}
        userRoles={USER_ROLES}
        value={['Florists']}
        onChange={onChange}
        canSeeAllRoles
        disabled={false}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /Order Takers/ }));
    expect(onChange).toHaveBeenLastCalledWith(['Florists', 'Order_Takers']);
    await userEvent.click(screen.getByRole('checkbox', { name: /Florists/ }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
